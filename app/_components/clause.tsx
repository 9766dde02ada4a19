import Link from "next/link";
import type { ClauseView } from "@/lib/data/rules";

type Composed = ClauseView["clauses"][number];
type Row = Composed["clause"];

const EN_STATUS: Record<string, string> = {
  official: "Official English",
  "fan-translation": "Fan translation (not official)",
  "working-translation": "Working translation (not official)",
};
const JA_STATUS: Record<string, string> = {
  official: "official text",
  "quoted-secondary": "official text, as transcribed by a third party",
  partial: "excerpt: the source is truncated",
};

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "date not known");
/** "Ver. 1.48 · 2025-12-17": version names are a version number and a date, nothing else. */
export const versionName = (v: { label: string; date: Date | null }) => `${v.label} · ${fmt(v.date)}`;

function Paragraphs({ text, lang }: { text: string; lang?: string }) {
  return (
    <div className="space-y-1 leading-relaxed" {...(lang ? { lang } : {})}>
      {text.split("\n").map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  );
}

function Texts({ c }: { c: Row }) {
  if (!c.textEn && !c.textJa) return null;
  return (
    <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
      <div>
        {c.textEn ? (
          <>
            <Paragraphs text={c.textEn} />
            {c.enStatus && <p className={`mt-1 text-xs ${c.enStatus === "official" ? "text-stone-500" : "text-amber-800"}`}>{EN_STATUS[c.enStatus]}</p>}
          </>
        ) : (
          <p className="text-sm italic text-stone-500">No English translation yet.</p>
        )}
      </div>
      <div>
        {c.textJa ? (
          <>
            <Paragraphs text={c.textJa} lang="ja" />
            {c.jaStatus && <p className="mt-1 text-xs text-stone-500">Japanese: {JA_STATUS[c.jaStatus]}</p>}
          </>
        ) : (
          <p className="text-sm italic text-stone-500">No Japanese text recorded.</p>
        )}
      </div>
    </div>
  );
}

export function ClauseBlock({
  item,
  highlight,
  showVersion,
  titles,
}: {
  item: Composed;
  highlight: boolean;
  showVersion: boolean;
  /** the clause's titles from the newest version giving them, when the shown version has none */
  titles?: { en: string | null; ja: string | null };
}) {
  const c = item.clause;
  const titleEn = c.titleEn ?? titles?.en ?? null;
  const titleJa = c.titleJa ?? titles?.ja ?? null;
  const isHeading = item.depth === 0;
  return (
    <section
      id={c.number}
      aria-labelledby={`h-${c.number}`}
      className={`scroll-mt-36! rounded-lg border bg-white p-4 target:border-amber-500 target:bg-amber-50 target:ring-2 target:ring-amber-200 sm:scroll-mt-24! ${highlight ? "border-brand-500 ring-2 ring-brand-100" : "border-stone-200"}`}
      style={{ marginLeft: `${item.depth * 0.75}rem` }}
    >
      <div className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 id={`h-${c.number}`} className={`font-semibold ${isHeading ? "text-lg" : ""}`}>
          <Link href={`/rules/${c.number}`} className="font-mono hover:text-brand-600">{c.number}</Link>
          {titleEn && <span className="ml-2">{titleEn}</span>}
          {titleJa && <span className="ml-2 font-normal text-stone-500" lang="ja">{titleJa}</span>}
        </h3>
        <a href={`#${c.number}`} className="text-xs text-stone-400 hover:text-brand-600" aria-label={`Link to ${c.number} on this page`}>#</a>
        {showVersion && (
          <span className={`ml-auto rounded px-1.5 py-0.5 text-xs ${item.fromOtherVersion ? "bg-sky-50 text-sky-800" : "bg-stone-100 text-stone-600"}`}>
            {versionName(c.version)}
          </span>
        )}
      </div>
      <Texts c={c} />
      {c.note && <p className="mt-2 border-l-2 border-stone-300 pl-2 text-xs text-stone-600">Note: {c.note}</p>}
      {item.older.length > 0 && (
        <details className="mt-3 rounded border border-stone-200 bg-stone-50 text-sm">
          <summary className="cursor-pointer px-3 py-2 text-stone-700">
            Older versions: {item.older.map((o) => versionName(o.version)).join(", ")}
          </summary>
          <div className="space-y-4 border-t border-stone-200 px-3 py-3">
            {item.older.map((o) => (
              <div key={o.version.key} className="space-y-2">
                <p className="flex flex-wrap gap-x-3 text-xs">
                  <span className="font-semibold text-stone-700">{versionName(o.version)}</span>
                  <Link className="text-brand-600 hover:underline" href={`/rules/${c.number}/diff/${encodeURIComponent(o.version.key)}/${encodeURIComponent(c.version.key)}`}>
                    Compare with {c.version.label}
                  </Link>
                  <Link className="text-brand-600 hover:underline" href={`/rules/${c.number}/v/${encodeURIComponent(o.version.key)}`}>
                    Read this version
                  </Link>
                </p>
                {(o.titleEn || o.titleJa) && !o.textEn && !o.textJa && (
                  <p>
                    {o.titleEn} <span lang="ja" className="text-stone-500">{o.titleJa}</span>
                  </p>
                )}
                <Texts c={o} />
                {o.note && <p className="border-l-2 border-stone-300 pl-2 text-xs text-stone-600">Note: {o.note}</p>}
              </div>
            ))}
          </div>
        </details>
      )}
      {item.newer.length > 0 && (
        <p className="mt-2 text-xs text-stone-500">
          Newer text in{" "}
          {item.newer.map((v, i) => (
            <span key={v.key}>
              {i > 0 && ", "}
              <Link className="text-brand-600 hover:underline" href={`/rules/${c.number}#${c.number}`}>{versionName(v)}</Link>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
