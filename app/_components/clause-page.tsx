import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClauseBlock } from "../../_components/clause";
import { getClause } from "@/lib/data/rules";
import { inSubtree } from "@/lib/rules/compose";
import { parseClauseNumber } from "@/lib/content/clauses";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ number: string }>; searchParams: Promise<{ v?: string | string[] }> };

async function load({ params, searchParams }: Props) {
  const number = decodeURIComponent((await params).number);
  const v = (await searchParams).v;
  const version = typeof v === "string" && v.length <= 40 ? v : undefined;
  if (!parseClauseNumber(number)) return null;
  return getClause(number, version);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const view = await load(props);
  if (!view) return { title: "Clause not found" };
  const c = view.target.clause;
  return { title: `${c.number}${c.titleEn ? ` ${c.titleEn}` : ""} — ${view.document.titleEn}` };
}

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "date unknown");

export default async function ClausePage(props: Props) {
  const view = await load(props);
  if (!view) notFound();
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
            href={`/rules/${number}?v=${encodeURIComponent(v.key)}`}
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
        {view.scenarios.length > 0 && (
          <p className="text-sm text-stone-600">
            Scenarios demonstrating it: {view.scenarios.map((s, i) => <span key={s.scenario.slug}>{i > 0 && ", "}{s.scenario.titleEn}</span>)}
          </p>
        )}
      </section>
    </article>
  );
}
