import Link from "next/link";
import type { Metadata } from "next";
import { SearchBox } from "../_components/search-box";
import { CivBadges } from "../_components/civ";
import { cleanQuery, MAX_QUERY_LENGTH, searchEverything, type SearchResults } from "@/lib/search";
import type { Segment } from "@/lib/search/query";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search", robots: { index: false } };

const MATCH_LABEL = { exact: null, prefix: null, contains: null, fuzzy: "close spelling" } as const;

function Snippet({ segments }: { segments: Segment[] }) {
  if (segments.length === 0) return null;
  return (
    <p className="mt-1 line-clamp-2 text-sm text-stone-600">
      {segments.map((s, i) =>
        s.hit ? (
          <mark key={i} className="rounded-sm bg-brand-100 px-0.5 text-ink">
            {s.text}
          </mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </p>
  );
}

function SectionTitle({ id, title, count }: { id: string; title: string; count: number }) {
  return (
    <h2 id={id} className="flex items-baseline gap-2 text-lg font-semibold">
      {title}
      <span className="text-sm font-normal text-stone-500">{count}</span>
    </h2>
  );
}

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const typed = Array.isArray(raw) ? (raw[0] ?? "") : (raw ?? "");
  const q = cleanQuery(typed);
  const cut = Array.from(typed.trim()).length > MAX_QUERY_LENGTH;
  let results: SearchResults = { query: q, cards: [], rulings: [], qa: [], clauses: [] };
  let failed = false;
  if (q) {
    try {
      results = await searchEverything(q);
    } catch (e) {
      console.error("search failed:", e);
      failed = true;
    }
  }
  const { cards, rulings, qa, clauses } = results;
  const onlyClose = cards.length > 0 && cards.every((c) => c.match === "fuzzy");
  const rulingCount = rulings.length + qa.length;

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h1 className="text-2xl font-semibold">Search</h1>
        <div className="max-w-2xl">
          <SearchBox defaultValue={q} />
        </div>
        {cut && (
          <p className="text-sm text-stone-500">Your search was cut to its first {MAX_QUERY_LENGTH} characters.</p>
        )}
        {q && !failed && (
          <nav aria-label="Result sections" className="flex flex-wrap gap-2 text-sm">
            <a href="#cards" className="rounded-full border border-stone-200 bg-white px-3 py-1 hover:border-brand-500">
              Cards <span className="text-stone-500">{cards.length}</span>
            </a>
            <a href="#rulings" className="rounded-full border border-stone-200 bg-white px-3 py-1 hover:border-brand-500">
              Rulings <span className="text-stone-500">{rulingCount}</span>
            </a>
            <a href="#rules" className="rounded-full border border-stone-200 bg-white px-3 py-1 hover:border-brand-500">
              Rules <span className="text-stone-500">{clauses.length}</span>
            </a>
          </nav>
        )}
      </div>

      {q === "" ? (
        <p className="text-stone-500">
          Type a card name in English or Japanese (日本語・ひらがな OK), a rule number such as 609.4, or words from a ruling.
        </p>
      ) : failed ? (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          Search is unavailable right now. Please try again in a moment.
        </p>
      ) : (
        <>
          <section aria-labelledby="cards" className="space-y-3">
            <SectionTitle id="cards" title="Cards" count={cards.length} />
            {cards.length === 0 ? (
              <p className="text-stone-600">No card matches “{q}”. Try fewer letters, or the Japanese name.</p>
            ) : (
              <>
                {onlyClose && <p className="text-sm text-stone-600">No card is named “{q}”. Closest spellings:</p>}
                <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="search-results">
                  {cards.map((c) => (
                    <li key={c.slug} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-3">
                      <div className="min-w-0 flex-1">
                        <Link href={`/cards/${c.slug}`} className="font-medium hover:text-brand-600">{c.name}</Link>
                        {c.nameJa && (
                          <span className="ml-2 text-sm text-stone-500" lang="ja">
                            {c.nameJa}
                          </span>
                        )}
                        {c.matchedName !== c.name && c.matchedName !== c.nameJa && (
                          <div className="text-xs text-stone-500">matched “{c.matchedName}”</div>
                        )}
                      </div>
                      <div className="flex flex-wrap items-center gap-2 text-xs text-stone-500">
                        {MATCH_LABEL[c.match] && <span className="italic">{MATCH_LABEL[c.match]}</span>}
                        <CivBadges civs={c.civilizations} />
                        {c.type && <span>{c.type}</span>}
                        {c.rulings > 0 && (
                          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">
                            {c.rulings} {c.rulings === 1 ? "ruling" : "rulings"}
                          </span>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
                {cards.length >= 30 && <p className="text-xs text-stone-500">First 30 cards. Type more of the name to narrow it down.</p>}
              </>
            )}
          </section>

          <section aria-labelledby="rulings" className="space-y-3">
            <SectionTitle id="rulings" title="Rulings" count={rulingCount} />
            {rulingCount === 0 ? (
              <p className="text-stone-600">No ruling mentions “{q}”.</p>
            ) : (
              <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="search-rulings">
                {rulings.map((r) => (
                  <li key={r.slug} className="px-4 py-3">
                    <Link href={`/qa/${r.slug}`} className="font-medium hover:text-brand-600">{r.title}</Link>
                    {r.unverified && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">unverified</span>}
                    {r.titleJa && <div className="text-sm text-stone-500" lang="ja">{r.titleJa}</div>}
                    <div className="mt-1 text-xs text-stone-500">
                      about {r.cards.map((slug) => cards.find((c) => c.slug === slug)?.name ?? slug).join(" · ")}
                    </div>
                  </li>
                ))}
                {qa.map((r) => (
                  <li key={r.slug} className="px-4 py-3">
                    <Link href={`/qa/${r.slug}`} className="font-medium hover:text-brand-600">{r.title}</Link>
                    {r.unverified && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">unverified</span>}
                    {r.titleJa && <div className="text-sm text-stone-500" lang="ja">{r.titleJa}</div>}
                    <Snippet segments={r.snippet ?? []} />
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="rules" className="space-y-3">
            <SectionTitle id="rules" title="Rules" count={clauses.length} />
            {clauses.length === 0 ? (
              <p className="text-stone-600">No rule clause matches “{q}”.</p>
            ) : (
              <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="search-clauses">
                {clauses.map((c) => (
                  <li key={c.number} className="px-4 py-3">
                    <Link href={`/rules/${c.number}`} className="font-medium hover:text-brand-600">
                      <span className="font-mono text-brand-700">{c.number}</span>
                      {c.title && <span className="ml-2">{c.title}</span>}
                    </Link>
                    {c.titleJa && (
                      <span className="ml-2 text-sm text-stone-500" lang="ja">
                        {c.titleJa}
                      </span>
                    )}
                    <span className="ml-2 text-xs text-stone-400">{c.versionLabel}</span>
                    <Snippet segments={c.snippet} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
