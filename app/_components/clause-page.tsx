import Link from "next/link";
import type { Metadata } from "next";
import { ClauseBlock } from "./clause";
import { getClause, type ClauseView } from "@/lib/data/rules";
import { inSubtree } from "@/lib/rules/compose";
import { parseClauseNumber } from "@/lib/content/clauses";

/**
 * The clause for a route's params, or null (→ 404) for a malformed number or an unknown clause/version.
 * Next hands params over already decoded: decoding again would turn `%25` into a URIError.
 */
export async function loadClause(number: string, versionKey?: string): Promise<ClauseView | null> {
  if (!parseClauseNumber(number)) return null;
  return getClause(number, versionKey);
}

export function clauseMetadata(view: ClauseView | null): Metadata {
  if (!view) return { title: "Clause not found" };
  const c = view.target.clause;
  return { title: `${c.number}${c.titleEn ? ` ${c.titleEn}` : ""}${view.versionKey ? ` (${view.versionKey})` : ""} — ${view.document.titleEn}` };
}

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "date unknown");

export function ClausePageView({ view }: { view: ClauseView }) {
  const { number, section, target } = view;
  const isSection = number === section;
  const shown = isSection ? view.clauses : view.clauses.filter((c) => inSubtree(c.clause.number, number));
  const sectionHead = view.clauses.find((c) => c.clause.number === section);
  return (
    <article className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
        <Link href="/rules" className="hover:underline">Rules</Link> /{" "}
        {isSection ? (
          <span>{section}</span>
        ) : (
          <>
            <Link href={`/rules/${section}#${number}`} className="hover:underline">{section}{sectionHead?.clause.titleEn ? ` ${sectionHead.clause.titleEn}` : ""}</Link> / <span>{number}</span>
          </>
        )}
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">
          <span className="font-mono">{number}</span> {target.clause.titleEn ?? sectionHead?.clause.titleEn ?? ""}
        </h1>
        <p className="text-sm text-stone-600">{view.document.titleEn} <span lang="ja">（{view.document.titleJa}）</span></p>
      </header>

      <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label="Rules version">
        <span className="text-stone-500">Version:</span>
        <Link
          href={`/rules/${number}`}
          aria-current={view.versionKey === null ? "page" : undefined}
          className={`rounded-full border px-3 py-1 ${view.versionKey === null ? "border-brand-500 bg-brand-50 text-brand-700" : "border-stone-300 bg-white hover:border-brand-500"}`}
        >
          Consolidated
        </Link>
        {view.versionsOfSection.map((v) => (
          <Link
            key={v.key}
            href={`/rules/${number}/v/${encodeURIComponent(v.key)}`}
            aria-current={view.versionKey === v.key ? "page" : undefined}
            className={`rounded-full border px-3 py-1 ${view.versionKey === v.key ? "border-brand-500 bg-brand-50 text-brand-700" : "border-stone-300 bg-white hover:border-brand-500"}`}
          >
            {v.label} <span className="text-stone-500">{fmt(v.date)}</span>
          </Link>
        ))}
      </div>
      {view.versionKey === null && (
        <p className="text-xs text-stone-500">
          Read from {view.base?.label} ({fmt(view.base?.date ?? null)}), the version that records most of this section; clauses it lacks come from the version named on them.
        </p>
      )}

      {view.versionsOfSection.length > 1 && (
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-600">
          <span>Compare:</span>
          {view.versionsOfSection.slice(1).map((v, i) => {
            const prev = view.versionsOfSection[i];
            return (
              <Link key={v.key} className="text-brand-600 hover:underline" href={`/rules/${number}/diff/${encodeURIComponent(prev.key)}/${encodeURIComponent(v.key)}`}>
                {prev.label} → {v.label}
              </Link>
            );
          })}
        </p>
      )}

      <div className="space-y-3">
        {shown.map((item) => (
          <ClauseBlock
            key={item.clause.number}
            item={item}
            highlight={!isSection && item.clause.number === number}
            showVersion={view.versionKey === null}
          />
        ))}
      </div>

      <section aria-labelledby="cited" className="space-y-2">
        <h2 id="cited" className="text-lg font-semibold">Rulings citing {number}</h2>
        {view.rulings.length === 0 ? (
          <p className="text-stone-500">No ruling cites this clause yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {view.rulings.map((r) => (
              <li key={`${r.qa.slug}-${r.relation}`} className="px-4 py-3">
                <Link href={`/qa/${r.qa.slug}`} className="font-medium hover:text-brand-600">{r.qa.titleEn}</Link>
                <span className="ml-2 font-mono text-xs text-stone-500">{r.clauseNumber}</span>
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
                <span className="font-mono text-xs text-stone-500">{s.clauseNumber}</span>
                <Link href={`/scenarios/${s.scenario.slug}`} className="ml-auto text-sm text-brand-600 hover:underline">Step through →</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
