import { cache } from "react";
import Link from "next/link";
import type { Metadata } from "next";
import { ClauseBlock, versionName } from "./clause";
import { getClause, type ClauseView } from "@/lib/data/rules";
import { inSubtree } from "@/lib/rules/compose";
import { parseClauseNumber } from "@/lib/content/clauses";
import { ClauseRef } from "./clause-ref";

/**
 * The clause for a route's params, or null (→ 404) for a malformed number or an unknown clause/version.
 * Next hands params over already decoded: decoding again would turn `%25` into a URIError.
 */
export const loadClause = cache(async function loadClause(number: string, versionKey?: string): Promise<ClauseView | null> {
  if (!parseClauseNumber(number)) return null;
  return getClause(number, versionKey);
});

export function clauseMetadata(view: ClauseView | null): Metadata {
  if (!view) return { title: "Clause not found" };
  const c = view.target.clause;
  const title = view.targetTitle.en ?? view.targetTitle.ja;
  return { title: `${c.number}${title ? ` ${title}` : ""}${view.versionKey ? ` (${c.version.label})` : ""} — ${view.document.titleEn}` };
}

export function ClausePageView({ view }: { view: ClauseView }) {
  const { number, section, target } = view;
  const isSection = number === section;
  const shown = isSection ? view.clauses : view.clauses.filter((c) => inSubtree(c.clause.number, number));
  // the versions that record this clause (or, for a section, any clause of it): the compare picker's choices
  const pickable = isSection ? view.versionsOfSection : view.versionsOfSection.filter((v) => target.versions.some((t) => t.key === v.key));
  const newest = pickable[pickable.length - 1];
  const previous = pickable[pickable.length - 2];
  return (
    <article className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
        <Link href="/rules" className="hover:underline">Rules</Link>
        {" / "}
        <Link href={`/rules#ch-${view.chapter.number}`} className="hover:underline">
          {view.chapter.number}. {view.chapter.en ?? view.chapter.ja}
        </Link>
        {!isSection && (
          <>
            {" / "}
            <Link href={`/rules/${section}#${number}`} className="hover:underline">{section} {view.sectionTitle.en ?? view.sectionTitle.ja}</Link>
          </>
        )}
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">
          <span className="font-mono">{number}</span> {view.targetTitle.en ?? (isSection ? "" : view.sectionTitle.en) ?? ""}
        </h1>
        {view.targetTitle.ja && <p className="text-lg text-stone-600" lang="ja">{view.targetTitle.ja}</p>}
        <p className="text-sm text-stone-600">
          {view.document.titleEn} <span lang="ja">（{view.document.titleJa}）</span>
        </p>
      </header>

      <div className="space-y-2 rounded-lg border border-stone-200 bg-white p-3 text-sm">
        <p>
          {view.versionKey === null ? (
            <>
              Showing the current text: each clause from the newest version recording it
              {view.base && <> (here mostly {versionName(view.base)})</>}. Older versions are under each clause.
            </>
          ) : (
            <>
              Showing {versionName(target.clause.version)} only.{" "}
              <Link className="text-brand-600 hover:underline" href={`/rules/${number}`}>Show the current text</Link>
            </>
          )}
        </p>
        {view.versionKey === null && view.base?.key === target.clause.version.key && target.clause.version.sourceTitle && (
          <p className="text-xs text-stone-500">Source: {target.clause.version.sourceTitle}</p>
        )}
        {pickable.length > 1 && (
          <form action={`/rules/${number}/compare`} method="get" className="flex flex-wrap items-center gap-2" aria-label={`Compare two versions of ${number}`}>
            <span className="text-stone-600">Compare</span>
            <label className="sr-only" htmlFor="cmp-from">Older version</label>
            <select id="cmp-from" name="from" defaultValue={previous?.key} className="max-w-full rounded border border-stone-300 bg-white px-2 py-1">
              {pickable.map((v) => (
                <option key={v.key} value={v.key}>{versionName(v)}</option>
              ))}
            </select>
            <span aria-hidden="true">→</span>
            <label className="sr-only" htmlFor="cmp-to">Newer version</label>
            <select id="cmp-to" name="to" defaultValue={newest?.key} className="max-w-full rounded border border-stone-300 bg-white px-2 py-1">
              {pickable.map((v) => (
                <option key={v.key} value={v.key}>{versionName(v)}</option>
              ))}
            </select>
            <button type="submit" className="rounded bg-brand-600 px-3 py-1 font-medium text-white hover:bg-brand-700">Compare</button>
          </form>
        )}
        {pickable.length > 1 && (
          <p className="flex flex-wrap gap-x-2 gap-y-1 text-xs text-stone-600">
            <span>Read one version:</span>
            {pickable.map((v) => (
              <Link
                key={v.key}
                href={`/rules/${number}/v/${encodeURIComponent(v.key)}`}
                aria-current={view.versionKey === v.key ? "page" : undefined}
                className={view.versionKey === v.key ? "font-semibold text-ink" : "text-brand-600 hover:underline"}
              >
                {versionName(v)}
              </Link>
            ))}
          </p>
        )}
      </div>

      <div className="space-y-3">
        {shown.map((item) => (
          <ClauseBlock
            key={item.clause.number}
            item={item}
            highlight={!isSection && item.clause.number === number}
            showVersion
            titles={view.titles[item.clause.number]}
          />
        ))}
      </div>

      {!isSection && view.history.length > 1 && (
        <section aria-labelledby="history" className="space-y-2">
          <h2 id="history" className="text-lg font-semibold">{`${number} through the versions`}</h2>
          <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm" data-testid="clause-history">
            {view.history.map((h) => (
              <li key={h.key} className="flex flex-wrap items-baseline gap-x-3 px-4 py-2">
                <Link href={`/rules/${number}/v/${encodeURIComponent(h.key)}`} className="font-medium hover:text-brand-600">{versionName(h)}</Link>
                {h.changed === true && h.olderKey && (
                  <Link href={`/rules/${number}/compare?from=${encodeURIComponent(h.olderKey)}&to=${encodeURIComponent(h.key)}`} className="text-brand-700 hover:underline">
                    changed — see what changed
                  </Link>
                )}
                {h.changed === false && <span className="text-stone-500">same text as the version before</span>}
                {h.changed === null && <span className="text-stone-500">oldest version on record here</span>}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="cited" className="space-y-2">
        <h2 id="cited" className="text-lg font-semibold">Rulings citing {number}</h2>
        {view.rulings.length === 0 ? (
          <p className="text-stone-500">No ruling cites this clause yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="clause-rulings">
            {view.rulings.map((r) => (
              <li key={`${r.qa.slug}-${r.relation}`} className="px-4 py-3">
                {r.qa.sourceDate && <span className="mr-2 font-mono text-xs text-stone-500">{r.qa.sourceDate.toISOString().slice(0, 10)}</span>}
                <Link href={`/qa/${r.qa.slug}`} className={`font-medium hover:text-brand-600 ${r.qa.supersededBy || r.qa.inForceUntil ? "text-stone-500" : ""}`}>{r.qa.titleEn}</Link>
                <span className="ml-2 text-xs"><ClauseRef number={r.clauseNumber} /></span>
                {(r.qa.supersededBy || r.qa.inForceUntil) && (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                    {r.qa.supersededBy ? `superseded${r.qa.supersededOn ? ` on ${r.qa.supersededOn.toISOString().slice(0, 10)}` : ""}` : `in force until ${r.qa.inForceUntil!.toISOString().slice(0, 10)}`}
                  </span>
                )}
                {r.relation === "SAME_PRINCIPLE" && (
                  <span className="ml-2 rounded bg-stone-100 px-1.5 py-0.5 text-xs text-stone-600">same principle in another game</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="scenarios" className="space-y-2">
        <h2 id="scenarios" className="text-lg font-semibold">Scenarios demonstrating {number}</h2>
        {view.scenarios.length === 0 ? (
          <p className="text-stone-500">No engine scenario demonstrates this clause yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {view.scenarios.map((s) => (
              <li key={s.scenario.slug} className="flex flex-wrap items-baseline gap-x-3 px-4 py-3">
                <Link href={`/scenarios/${s.scenario.slug}`} className="font-medium hover:text-brand-600">{s.scenario.titleEn}</Link>
                <span className="text-xs"><ClauseRef number={s.clauseNumber} /></span>
                <Link href={`/scenarios/${s.scenario.slug}`} className="ml-auto text-sm text-brand-600 hover:underline">Step through →</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
