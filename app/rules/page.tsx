import Link from "next/link";
import type { Metadata } from "next";
import { listDocuments, tableOfContents } from "@/lib/data/rules";

export const dynamic = "force-static";
export const metadata: Metadata = { title: "Rules" };

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "date not known");

export default async function RulesIndex() {
  const docs = await listDocuments();
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold">Rules</h1>
      {await Promise.all(
        docs.map(async (d) => {
          const toc = await tableOfContents(d.id);
          const newest = [...d.versions].reverse().find((v) => v._count.clauses > 0 && v.date);
          return (
            <section key={d.id} className="space-y-6" aria-labelledby={`doc-${d.id}`}>
              <div>
                <h2 id={`doc-${d.id}`} className="text-xl font-semibold">{d.titleEn}</h2>
                {d.titleJa && <p className="text-stone-600" lang="ja">{d.titleJa}</p>}
                {newest && (
                  <p className="mt-1 text-sm text-stone-600">
                    Current text: {newest.label} · {fmt(newest.date)}. English: Shinpan’s working translation (not official) unless a clause says otherwise.
                  </p>
                )}
              </div>
              <nav aria-label="Table of contents" className="space-y-6">
                {toc.map((ch) => (
                  <section key={ch.number} id={`ch-${ch.number}`} aria-labelledby={`ch-h-${ch.number}`} className="scroll-mt-36! sm:scroll-mt-24!">
                    <h3 id={`ch-h-${ch.number}`} className="mb-2 flex flex-wrap items-baseline gap-x-3 border-b border-stone-200 pb-1">
                      <Link href={`/rules/${ch.number}`} className="text-lg font-semibold hover:text-brand-600">
                        {ch.number}. {ch.titleEn ?? ch.titleJa ?? `Chapter ${ch.number}`}
                      </Link>
                      {ch.titleEn && ch.titleJa && <span className="text-stone-500" lang="ja">{ch.titleJa}</span>}
                    </h3>
                    <ul className="grid gap-x-6 sm:grid-cols-2">
                      {ch.sections.map((s) => (
                        <li key={s.number}>
                          <Link href={`/rules/${s.number}`} className="flex items-baseline gap-3 rounded px-2 py-1.5 hover:bg-white hover:text-brand-700">
                            <span className="w-9 shrink-0 font-mono text-sm text-stone-500">{s.number}</span>
                            <span>
                              <span className="font-medium">{s.titleEn ?? s.titleJa ?? `Section ${s.number}`}</span>
                              {s.titleEn && s.titleJa && <span className="block text-sm text-stone-500" lang="ja">{s.titleJa}</span>}
                            </span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </nav>
              <div>
                <h3 className="mb-2 text-sm font-semibold text-stone-700">Versions recorded</h3>
                <ul className="space-y-1 text-sm text-stone-600">
                  {d.versions.map((v) => (
                    <li key={v.key}>
                      <span className="font-medium text-ink">{v.label}</span> · {fmt(v.date)} · {v._count.clauses} clauses
                      {v.sourceTitle && <span className="block pl-4 text-xs text-stone-500">Source: {v.sourceTitle}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          );
        }),
      )}
    </div>
  );
}
