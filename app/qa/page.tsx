import Link from "next/link";
import type { Metadata } from "next";
import { findRulings } from "@/lib/data/qa";
import { NO_FILTERS, parseRulingFilters, rulingsHref, type RulingFilters } from "@/lib/rulings/filters";

// Rendered per request from the filters in the URL; the front server keeps identical lists (lib/ops/response-cache.ts).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Rulings" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const fmt = (d: Date) => d.toISOString().slice(0, 10);
const VERIFIED_LABEL = { engine: "Checked by the engine", unverified: "Unverified", unchecked: "Not checked yet" } as const;

export default async function RulingsIndex({ searchParams }: Props) {
  const { filters, problems: urlProblems } = parseRulingFilters(await searchParams);
  const { items, total, page, pages, facets, problems } = await findRulings(filters);
  const f: RulingFilters = { ...filters, page };
  const active = (
    [
      f.card && { key: "card", label: `Card: ${facets.cards.find((c) => c.slug === f.card)?.name ?? f.card}` },
      f.topic && { key: "topic", label: `Topic: ${f.topic} ${facets.topics.find((t) => t.section === f.topic)?.titleEn ?? ""}`.trim() },
      f.clause && { key: "clause", label: `Clause ${f.clause}` },
      f.verified && { key: "verified", label: VERIFIED_LABEL[f.verified] },
      f.year && { key: "year", label: String(f.year) },
    ] as const
  ).filter((x): x is { key: "card" | "topic" | "clause" | "verified" | "year"; label: string } => !!x);
  const other = f.game !== "duel-masters";
  const heading = f.game === "other" ? "Rulings from other games" : f.game === "all" ? "All rulings" : "Duel Masters rulings";
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{heading}</h1>
        {f.game === "other" && (
          <p className="text-sm text-stone-600">
            Rulings of other card games, kept for comparison: the same principle often decides a Duel Masters question. They are not Duel Masters rulings.
          </p>
        )}
      </header>

      <form method="get" action="/qa" className="grid grid-cols-2 gap-3 rounded-lg border border-stone-200 bg-white p-3 text-sm sm:p-4 lg:grid-cols-3" aria-label="Filter rulings">
        {f.game !== "duel-masters" && <input type="hidden" name="game" value={f.game} />}
        <label className="col-span-2 space-y-1 sm:col-span-1">
          <span className="block font-medium text-stone-700">Card</span>
          <select name="card" defaultValue={f.card ?? ""} className="w-full min-w-0 rounded border border-stone-300 bg-white px-2 py-1.5">
            <option value="">Any card</option>
            {facets.cards.map((c) => (
              <option key={c.slug} value={c.slug}>{`${c.name} (${c.count})`}</option>
            ))}
          </select>
        </label>
        <label className="col-span-2 space-y-1 sm:col-span-1">
          <span className="block font-medium text-stone-700">Topic</span>
          <select name="topic" defaultValue={f.topic ?? ""} className="w-full rounded border border-stone-300 bg-white px-2 py-1.5">
            <option value="">Any topic</option>
            {facets.topics.map((t) => (
              <option key={t.section} value={t.section}>{`${t.section} ${t.titleEn ?? t.titleJa ?? ""} (${t.count})`}</option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className="block font-medium text-stone-700">Clause</span>
          <input name="clause" defaultValue={f.clause ?? ""} placeholder="e.g. 609.4 or 801.4a" inputMode="decimal" className="w-full rounded border border-stone-300 px-2 py-1.5" />
        </label>
        <label className="space-y-1">
          <span className="block font-medium text-stone-700">Checked</span>
          <select name="verified" defaultValue={f.verified ?? ""} className="w-full rounded border border-stone-300 bg-white px-2 py-1.5">
            <option value="">Any</option>
            {(["engine", "unverified", "unchecked"] as const).map((k) => (
              <option key={k} value={k}>{`${VERIFIED_LABEL[k]} (${facets.verified[k]})`}</option>
            ))}
          </select>
        </label>
        <label className="space-y-1">
          <span className="block font-medium text-stone-700">Year</span>
          <select name="year" defaultValue={f.year ? String(f.year) : ""} className="w-full rounded border border-stone-300 bg-white px-2 py-1.5">
            <option value="">Any year</option>
            {facets.years.map((y) => (
              <option key={y.year} value={y.year}>{`${y.year} (${y.count})`}</option>
            ))}
          </select>
        </label>
        <div className="flex items-end gap-3">
          <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">Show rulings</button>
          {active.length > 0 && <Link href={rulingsHref({ game: f.game })} className="text-brand-700 hover:underline">Clear filters</Link>}
        </div>
      </form>

      {[...urlProblems, ...problems].length > 0 && (
        <ul role="status" className="space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {[...urlProblems.map((p) => `${p} (ignored)`), ...problems].map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <span className="font-medium text-stone-700" data-testid="ruling-count">
          {total === 1 ? "1 ruling" : `${total.toLocaleString("en")} rulings`}
        </span>
        {active.map((a) => (
          <Link key={a.key} href={rulingsHref({ ...f, [a.key]: null, page: 1 })} className="rounded-full border border-stone-300 bg-white px-2.5 py-0.5 hover:border-brand-500" aria-label={`Remove filter ${a.label}`}>
            {a.label} <span aria-hidden="true">×</span>
          </Link>
        ))}
      </div>

      {items.length === 0 ? (
        <p className="text-stone-500">No ruling matches these filters.</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {items.map((r) => (
            <li key={r.slug} className="space-y-1 px-4 py-3">
              <div className="flex flex-wrap items-baseline gap-x-2">
                {r.gameId !== "duel-masters" && (
                  <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-medium text-stone-700">{`${r.game.nameEn} ruling`}</span>
                )}
                <Link href={`/qa/${r.slug}`} className="font-medium hover:text-brand-600">{r.titleEn}</Link>
              </div>
              {r.titleJa && <div className="text-sm text-stone-500" lang="ja">{r.titleJa}</div>}
              <div className="flex flex-wrap gap-x-3 text-xs text-stone-500">
                {r.sourceDate && <span>{fmt(r.sourceDate)}</span>}
                {r.verifiedAgainst ? <span className="text-green-800">✔ checked by the engine</span> : r.verification === "unverified" ? <span className="text-amber-800">unverified</span> : null}
                {r.cards.length > 0 && <span>{r.cards.map((c) => c.card.name).join(" · ")}</span>}
                {r.cards.length === 0 && r.mentions.length > 0 && <span>{r.mentions.join(" · ")}</span>}
                {r.clauses.length > 0 && <span className="font-mono">{r.clauses.map((c) => c.clauseNumber).join(" ")}</span>}
              </div>
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-3 text-sm">
          <span className="text-stone-600">{`Page ${page} of ${pages}`}</span>
          {page > 1 && (
            <Link rel="prev" href={rulingsHref({ ...f, page: page - 1 })} className="rounded border border-stone-200 bg-white px-2 py-1 hover:border-brand-500">
              ← Previous
            </Link>
          )}
          {page < pages && (
            <Link rel="next" href={rulingsHref({ ...f, page: page + 1 })} className="rounded border border-stone-200 bg-white px-2 py-1 hover:border-brand-500">
              Next →
            </Link>
          )}
        </nav>
      )}

      <p className="border-t border-stone-200 pt-4 text-sm text-stone-600">
        {other ? (
          <Link href={rulingsHref(NO_FILTERS)} className="text-brand-700 hover:underline">{`Duel Masters rulings (${facets.games["duel-masters"]}) →`}</Link>
        ) : (
          facets.games.other > 0 && (
            <Link href={rulingsHref({ game: "other" })} className="text-brand-700 hover:underline">{`Rulings from other games, for comparison (${facets.games.other}) →`}</Link>
          )
        )}
      </p>
    </div>
  );
}
