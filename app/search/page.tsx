import Link from "next/link";
import type { Metadata } from "next";
import { SearchBox } from "../_components/search-box";
import { CivBadges } from "../_components/civ";
import { cleanQuery, MAX_QUERY_LENGTH, SEARCH_SECTIONS, searchEverything, SECTION_PAGE_SIZE, type SearchResults, type SearchSection } from "@/lib/search";
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
      <span className="text-sm font-normal text-stone-500">{count > 1000 && id === "cards" ? "1,000+" : count.toLocaleString("en")}</span>
    </h2>
  );
}

const searchHref = (q: string, section?: SearchSection, page?: number) => {
  const p = new URLSearchParams({ q });
  if (section) p.set("in", section);
  if (page && page > 1) p.set("page", String(page));
  return `/search?${p.toString()}`;
};

/** "Showing 31–60 of 212" and the links to the pages around it, for the section being paged through. */
function Pager({ q, section, page, shown, total }: { q: string; section: SearchSection; page: number; shown: number; total: number }) {
  const size = SECTION_PAGE_SIZE[section];
  const from = (page - 1) * size + 1;
  const last = Math.max(1, Math.ceil(Math.min(total, 1000) / size));
  return (
    <nav aria-label={`${section} pages`} className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-stone-600">
        {shown === 0 ? "No more results." : `Showing ${from}–${from + shown - 1} of ${total > 1000 && section === "cards" ? "1,000+" : total.toLocaleString("en")}`}
      </span>
      {page > 1 && (
        <Link rel="prev" href={searchHref(q, section, page - 1)} className="rounded border border-stone-200 bg-white px-2 py-1 hover:border-brand-500">
          ← Previous
        </Link>
      )}
      {page < Math.min(last, 20) && shown === size && (
        <Link rel="next" href={searchHref(q, section, page + 1)} className="rounded border border-stone-200 bg-white px-2 py-1 hover:border-brand-500">
          Next →
        </Link>
      )}
    </nav>
  );
}

function MoreLink({ q, section, shown, total, label }: { q: string; section: SearchSection; shown: number; total: number; label: string }) {
  if (total <= shown) return null;
  return (
    <p className="text-sm">
      <Link href={searchHref(q, section)} className="text-brand-700 hover:underline">
        All {label} ({total > 1000 && section === "cards" ? "1,000+" : total.toLocaleString("en")}) →
      </Link>
    </p>
  );
}

export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[]; in?: string | string[]; page?: string | string[] }>;
}) {
  const sp = await searchParams;
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));
  const typed = one(sp.q);
  const q = cleanQuery(typed);
  const cut = Array.from(typed.trim()).length > MAX_QUERY_LENGTH;
  // unknown sections and pages fall back to the overview and page 1: a search URL never fails
  const section = (SEARCH_SECTIONS as readonly string[]).includes(one(sp.in)) ? (one(sp.in) as SearchSection) : undefined;
  const pageNo = /^[1-9][0-9]{0,2}$/.test(one(sp.page)) ? Number(one(sp.page)) : 1;
  let results: SearchResults = { query: q, cards: [], rulings: [], qa: [], clauses: [], totals: { cards: 0, rulings: 0, rules: 0 }, page: 1 };
  let failed = false;
  if (q) {
    try {
      results = await searchEverything(q, { section, page: section ? pageNo : 1 });
    } catch (e) {
      console.error("search failed:", e);
      failed = true;
    }
  }
  const { cards, rulings, qa, clauses, totals, page } = results;
  const onlyClose = cards.length > 0 && cards.every((c) => c.match === "fuzzy");
  const rulingCount = rulings.length + qa.length;
  const show = (s: SearchSection) => !section || section === s;

  return (
    <div className="min-w-0 space-y-8">
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
            {section && (
              <Link href={searchHref(q)} className="rounded-full border border-stone-200 bg-white px-3 py-1 hover:border-brand-500">
                ← All results
              </Link>
            )}
            {(["cards", "rulings", "rules"] as const).map((s) => (
              <a
                key={s}
                href={section ? searchHref(q, s) : `#${s}`}
                aria-current={section === s ? "page" : undefined}
                className="rounded-full border border-stone-200 bg-white px-3 py-1 hover:border-brand-500 aria-[current=page]:border-brand-500"
              >
                {s === "cards" ? "Cards" : s === "rulings" ? "Rulings" : "Rules"}{" "}
                <span className="text-stone-500">{section && section !== s ? "" : totals[s] > 1000 && s === "cards" ? "1,000+" : totals[s].toLocaleString("en")}</span>
              </a>
            ))}
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
          {show("cards") && (
          <section aria-labelledby="cards" className="space-y-3">
            <SectionTitle id="cards" title="Cards" count={totals.cards} />
            {section === "cards" && <Pager q={q} section="cards" page={page} shown={cards.length} total={totals.cards} />}
            {cards.length === 0 ? (
              <p className="break-words text-stone-600">No card matches “{q}”. Try fewer letters, or the Japanese name.</p>
            ) : (
              <>
                {onlyClose && <p className="break-words text-sm text-stone-600">No card is named “{q}”. Closest spellings:</p>}
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
                {!section && <MoreLink q={q} section="cards" shown={cards.length} total={totals.cards} label="cards" />}
              </>
            )}
          </section>
          )}

          {show("rulings") && (
          <section aria-labelledby="rulings" className="space-y-3">
            <SectionTitle id="rulings" title="Rulings" count={totals.rulings} />
            {section === "rulings" && <Pager q={q} section="rulings" page={page} shown={rulingCount} total={totals.rulings} />}
            {rulingCount === 0 ? (
              <p className="break-words text-stone-600">No ruling mentions “{q}”.</p>
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
                    {r.game && <span className="mr-2 rounded bg-stone-200 px-1.5 py-0.5 text-xs font-medium text-stone-700">{`${r.game} ruling`}</span>}
                    <Link href={`/qa/${r.slug}`} className="font-medium hover:text-brand-600">{r.title}</Link>
                    {r.unverified && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">unverified</span>}
                    {r.titleJa && <div className="text-sm text-stone-500" lang="ja">{r.titleJa}</div>}
                    <Snippet segments={r.snippet ?? []} />
                  </li>
                ))}
              </ul>
            )}
            {!section && <MoreLink q={q} section="rulings" shown={rulingCount} total={totals.rulings} label="rulings" />}
          </section>
          )}

          {show("rules") && (
          <section aria-labelledby="rules" className="space-y-3">
            <SectionTitle id="rules" title="Rules" count={totals.rules} />
            {section === "rules" && <Pager q={q} section="rules" page={page} shown={clauses.length} total={totals.rules} />}
            {clauses.length === 0 ? (
              <p className="break-words text-stone-600">No rule clause matches “{q}”.</p>
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
            {!section && <MoreLink q={q} section="rules" shown={clauses.length} total={totals.rules} label="rule clauses" />}
          </section>
          )}
        </>
      )}
    </div>
  );
}
