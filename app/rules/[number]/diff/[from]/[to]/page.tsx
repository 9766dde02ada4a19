import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { compareClause } from "@/lib/data/rules";
import { parseClauseNumber } from "@/lib/content/clauses";
import type { DiffPart } from "@/lib/rules/diff";

export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ number: string; from: string; to: string }> };

async function load(props: Props) {
  const p = await props.params; // already decoded by Next
  if (!parseClauseNumber(p.number)) return null;
  return compareClause(p.number, p.from, p.to);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const d = await load(props);
  return { title: d ? `${d.number}: ${d.from.label} → ${d.to.label}` : "Comparison not found" };
}

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "date unknown");

function Diff({ parts, lang }: { parts: DiffPart[]; lang: string }) {
  return (
    <p className="leading-relaxed" lang={lang}>
      {parts.map((p, i) =>
        p.op === "same" ? (
          <span key={i}>{p.text}</span>
        ) : p.op === "add" ? (
          <ins key={i} className="bg-green-100 text-green-900 no-underline"><span className="sr-only">[added: </span>{p.text}<span className="sr-only">]</span></ins>
        ) : (
          <del key={i} className="bg-red-100 text-red-900"><span className="sr-only">[removed: </span>{p.text}<span className="sr-only">]</span></del>
        ),
      )}
    </p>
  );
}

const STATUS: Record<string, string> = {
  same: "unchanged",
  changed: "changed",
  added: `recorded only in the newer version`,
  removed: `recorded only in the older version`,
};

export default async function DiffPage(props: Props) {
  const d = await load(props);
  if (!d) notFound();
  const changed = d.changes.filter((c) => c.status !== "same").length;
  return (
    <article className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
        <Link href="/rules" className="hover:underline">Rules</Link> / <Link href={`/rules/${d.number}`} className="hover:underline">{d.number}</Link> / compare
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold"><span className="font-mono">{d.number}</span>: {d.from.label} → {d.to.label}</h1>
        <p className="text-sm text-stone-600">
          {fmt(d.from.date)} → {fmt(d.to.date)} · {changed === 0 ? "no differences in the recorded text" : `${changed} of ${d.changes.length} clauses differ`}.
          Version files record only what the sources give, so “only in one version” can also mean “not retrieved”.
        </p>
      </header>
      <ol className="space-y-3">
        {d.changes.map((c) => (
          <li key={c.number} id={c.number} className="rounded-lg border border-stone-200 bg-white p-4">
            <div className="mb-2 flex items-baseline gap-3">
              <Link href={`/rules/${c.number}`} className="font-mono font-semibold hover:text-brand-600">{c.number}</Link>
              <span className={`rounded px-1.5 py-0.5 text-xs ${c.status === "same" ? "bg-stone-100 text-stone-600" : "bg-amber-100 text-amber-900"}`}>{STATUS[c.status]}</span>
            </div>
            {c.status === "changed" ? (
              <div className="grid gap-4 md:grid-cols-2">
                <Diff parts={c.en} lang="en" />
                <Diff parts={c.ja} lang="ja" />
              </div>
            ) : (
              <div className="grid gap-4 text-stone-700 md:grid-cols-2">
                <p>{(c.status === "removed" ? c.before : c.after).textEn ?? (c.status === "removed" ? c.before : c.after).titleEn}</p>
                <p lang="ja">{(c.status === "removed" ? c.before : c.after).textJa ?? (c.status === "removed" ? c.before : c.after).titleJa}</p>
              </div>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}
