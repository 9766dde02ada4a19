import Link from "next/link";
import type { ClauseView } from "@/lib/data/rules";

type Composed = ClauseView["clauses"][number];

const EN_STATUS: Record<string, string> = {
  official: "official English",
  "fan-translation": "fan translation, not official",
  "working-translation": "working translation, not official",
};
const JA_STATUS: Record<string, string> = {
  official: "official text",
  "quoted-secondary": "official text as quoted by a third party",
  partial: "excerpt: the source is truncated",
};

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "date unknown");

export function ClauseBlock({ item, highlight, showVersion }: { item: Composed; highlight: boolean; showVersion: boolean }) {
  const c = item.clause;
  const heading = c.titleEn || c.titleJa;
  return (
    <section
      id={c.number}
      aria-labelledby={`h-${c.number}`}
      className={`rounded-lg border bg-white p-4 ${highlight ? "border-brand-500 ring-2 ring-brand-100" : "border-stone-200"}`}
      style={{ marginLeft: `${item.depth * 1}rem` }}
    >
      <div className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={`h-${c.number}`} className="font-mono font-semibold">
          <Link href={`/rules/${c.number}`} className="hover:text-brand-600">{c.number}</Link>
        </h3>
        {heading && <span className="font-semibold">{c.titleEn}{c.titleJa && <span className="ml-2 font-normal text-stone-500" lang="ja">{c.titleJa}</span>}</span>}
        <a href={`#${c.number}`} className="text-xs text-stone-400 hover:text-brand-600" aria-label={`Permalink to ${c.number}`}>#</a>
        {showVersion && item.fromOtherVersion && (
          <span className="ml-auto rounded bg-sky-50 px-1.5 py-0.5 text-xs text-sky-800">
            from {c.version.label} ({fmt(c.version.date)})
          </span>
        )}
      </div>
      {(c.textEn || c.textJa) && (
        <div className="grid gap-4 md:grid-cols-2">
          <div>
            {c.textEn ? <p className="leading-relaxed">{c.textEn}</p> : <p className="text-sm italic text-stone-500">No English text recorded.</p>}
            {c.textEn && c.enStatus && c.enStatus !== "official" && (
              <p className="mt-1 text-xs text-amber-700">{EN_STATUS[c.enStatus]}</p>
            )}
          </div>
          <div lang="ja">
            {c.textJa ? <p className="leading-relaxed">{c.textJa}</p> : <p className="text-sm italic text-stone-500" lang="en">No Japanese text recorded.</p>}
            {c.textJa && c.jaStatus && <p className="mt-1 text-xs text-stone-500" lang="en">{JA_STATUS[c.jaStatus]}</p>}
          </div>
        </div>
      )}
      {c.note && <p className="mt-2 border-l-2 border-stone-300 pl-2 text-xs text-stone-600">Note: {c.note}</p>}
      {item.newer.length > 0 && (
        <p className="mt-2 text-xs text-stone-500">
          Newer text recorded in{" "}
          {item.newer.map((v, i) => (
            <span key={v.key}>
              {i > 0 && ", "}
              <Link className="text-brand-600 hover:underline" href={`/rules/${c.number}?v=${encodeURIComponent(v.key)}`}>{v.label}</Link>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
