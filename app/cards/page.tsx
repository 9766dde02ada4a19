import Link from "next/link";
import type { Metadata } from "next";
import { CivBadges } from "../_components/civ";
import { formatPower } from "../_components/card-text";
import { findCards, type CardIndexRow } from "@/lib/data/card-index";
import { CARDS_PAGE_SIZE, cardsHref, hasCardFilters, parseCardFilters, type CardFilters } from "@/lib/cards/filters";

// Rendered per request from the filters in the URL; the front server keeps identical lists (lib/ops/response-cache.ts).
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Cards" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const n = (x: number) => x.toLocaleString("en");
const costLabel = (c: number | "none") => (c === "none" ? "No cost" : String(c));
const civLabel = (c: string) => c.charAt(0).toUpperCase() + c.slice(1);

/** "Twinpact: Creature 8 / Spell 4"; other cards: their type. */
function typeLabel(c: CardIndexRow): string {
  if (c.sides && c.sides.length > 0) return `${c.type ?? "Twinpact"}: ${c.sides.map((s) => `${s.type ?? "?"}${s.cost !== null ? ` ${s.cost}` : ""}`).join(" / ")}`;
  return c.type ?? "—";
}

export default async function CardIndex({ searchParams }: Props) {
  const { filters: asked, problems: urlProblems } = parseCardFilters(await searchParams);
  const { items, total, page, pages, filters: f, facets, problems } = await findCards(asked);
  const active = (
    [
      f.set && { key: "set", label: `Set: ${f.set}` },
      f.civ && { key: "civ", label: `Civilization: ${civLabel(f.civ)}` },
      f.type && { key: "type", label: `Type: ${f.type}` },
      f.cost !== null && { key: "cost", label: f.cost === "none" ? "No cost" : `Cost ${f.cost}` },
    ] as const
  ).filter((x): x is { key: "set" | "civ" | "type" | "cost"; label: string } => !!x);
  const shown = [...urlProblems.map((p) => `${p} (ignored)`), ...problems];
  const first = (page - 1) * CARDS_PAGE_SIZE + 1;
  const selectClass = "w-full min-w-0 rounded border border-stone-300 bg-white px-2 py-1.5";
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Cards</h1>
        <p className="text-sm text-stone-600">
          The whole catalogue, by set, civilization, type and cost. To find one card by name, use the search box.
        </p>
      </header>

      <form method="get" action="/cards" className="grid grid-cols-2 gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)]" aria-label="Filter cards">
        <label className="col-span-2 min-w-0 space-y-1 lg:col-span-1">
          <span className="block font-medium text-stone-700">Set</span>
          <select name="set" defaultValue={f.set ?? ""} className={selectClass}>
            <option value="">Any set</option>
            {facets.sets.map((s) => (
              <option key={s.value} value={s.value}>{`${s.value} (${n(s.count)})`}</option>
            ))}
          </select>
        </label>
        <label className="col-span-2 min-w-0 space-y-1 lg:col-span-1">
          <span className="block font-medium text-stone-700">Type</span>
          <select name="type" defaultValue={f.type ?? ""} className={selectClass}>
            <option value="">Any type</option>
            {facets.types.map((t) => (
              <option key={t.value} value={t.value}>{`${t.value} (${n(t.count)})`}</option>
            ))}
          </select>
        </label>
        <label className="min-w-0 space-y-1">
          <span className="block font-medium text-stone-700">Civilization</span>
          <select name="civ" defaultValue={f.civ ?? ""} className={selectClass}>
            <option value="">Any civilization</option>
            {facets.civs.map((c) => (
              <option key={c.value} value={c.value}>{`${civLabel(c.value)} (${n(c.count)})`}</option>
            ))}
          </select>
        </label>
        <label className="min-w-0 space-y-1">
          <span className="block font-medium text-stone-700">Cost</span>
          <select name="cost" defaultValue={f.cost === null ? "" : String(f.cost)} className={selectClass}>
            <option value="">Any cost</option>
            {facets.costs.map((c) => (
              <option key={String(c.value)} value={String(c.value)}>{`${costLabel(c.value)} (${n(c.count)})`}</option>
            ))}
          </select>
        </label>
        <div className="col-span-2 flex items-center gap-3 lg:col-span-4">
          <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700">Show cards</button>
          {active.length > 0 && <Link href="/cards" className="text-brand-700 hover:underline">Clear filters</Link>}
        </div>
      </form>

      {shown.length > 0 && (
        <ul role="status" className="space-y-1 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="card-problems">
          {shown.map((p) => (
            <li key={p} className="break-words">{p}</li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <span className="font-medium text-stone-700" data-testid="card-count">
          {total === 1 ? "1 card" : `${n(total)} cards`}
        </span>
        {total > CARDS_PAGE_SIZE && <span className="text-stone-500">{`· ${n(first)}–${n(Math.min(total, page * CARDS_PAGE_SIZE))} shown`}</span>}
        {active.map((a) => (
          <Link key={a.key} href={cardsHref({ ...f, [a.key]: null, page: 1 })} className="max-w-full truncate rounded-full border border-stone-300 bg-white px-2.5 py-0.5 hover:border-brand-500" aria-label={`Remove filter ${a.label}`}>
            {a.label} <span aria-hidden="true">×</span>
          </Link>
        ))}
      </div>

      {items.length === 0 ? (
        <p className="text-stone-500">
          No card matches these filters.{" "}
          {hasCardFilters(f) && <Link href="/cards" className="text-brand-700 hover:underline">Show every card</Link>}
        </p>
      ) : (
        <div className="rounded-lg border border-stone-200 bg-white">
          <div aria-hidden="true" className="hidden gap-3 border-b border-stone-200 px-4 py-2 text-xs font-medium uppercase tracking-wide text-stone-500 sm:flex">
            <span className="w-9 shrink-0 text-center">Cost</span>
            <span className="grid flex-1 grid-cols-[minmax(0,1fr)_12rem_11rem_4.5rem] gap-3">
              <span>Name</span>
              <span>Civilization</span>
              <span>Type</span>
              <span className="text-right">Power</span>
            </span>
          </div>
          <ul className="divide-y divide-stone-200" data-testid="card-list">
            {items.map((c) => (
              <CardRow key={c.slug} c={c} />
            ))}
          </ul>
        </div>
      )}

      {pages > 1 && <Pager f={f} page={page} pages={pages} />}
    </div>
  );
}

function CardRow({ c }: { c: CardIndexRow }) {
  const power = formatPower(c.power, c.powerSuffix);
  return (
    <li className="flex gap-3 px-3 py-2.5 sm:px-4" data-slug={c.slug} data-cost={c.cost ?? "none"} data-civs={c.civilizations.join(" ")}>
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-stone-50 text-sm font-semibold tabular-nums text-stone-800">
        <span className="sr-only">Cost </span>
        {c.cost ?? "—"}
      </span>
      <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[minmax(0,1fr)_12rem_11rem_4.5rem] sm:items-center sm:gap-3">
        <div className="min-w-0">
          <Link href={`/cards/${c.slug}`} className="font-medium break-words hover:text-brand-600">{c.name}</Link>
          {c.nameJa && <div className="break-words text-sm text-stone-500" lang="ja">{c.nameJa}</div>}
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600 sm:contents">
          <span className="sm:block"><CivBadges civs={c.civilizations} /></span>
          <span className="break-words sm:block">{typeLabel(c)}</span>
          {power ? <span className="tabular-nums sm:block sm:text-right"><span className="sm:hidden" aria-hidden="true">· </span><span className="sr-only">Power </span>{power}</span> : <span className="hidden sm:block" />}
        </div>
      </div>
    </li>
  );
}

function Pager({ f, page, pages }: { f: CardFilters; page: number; pages: number }) {
  const link = "rounded border border-stone-200 bg-white px-3 py-1.5 hover:border-brand-500";
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center gap-2 text-sm">
      {page > 1 && (
        <>
          {page > 2 && <Link href={cardsHref({ ...f, page: 1 })} className={link}>« First</Link>}
          <Link rel="prev" href={cardsHref({ ...f, page: page - 1 })} className={link}>← Previous</Link>
        </>
      )}
      <span className="px-1 text-stone-600">{`Page ${page} of ${pages}`}</span>
      {page < pages && (
        <>
          <Link rel="next" href={cardsHref({ ...f, page: page + 1 })} className={link}>Next →</Link>
          {page < pages - 1 && <Link href={cardsHref({ ...f, page: pages })} className={link}>Last »</Link>}
        </>
      )}
    </nav>
  );
}
