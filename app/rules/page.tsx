import Link from "next/link";
import type { Metadata } from "next";
import { listDocuments } from "@/lib/data/rules";

export const dynamic = "force-static";
export const metadata: Metadata = { title: "Rules" };

const fmt = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "date unknown");

export default async function RulesIndex() {
  const docs = await listDocuments();
  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-semibold">Rules</h1>
      {docs.map((d) => (
        <section key={d.id} className="space-y-4">
          <div>
            <h2 className="text-xl font-semibold">{d.titleEn}</h2>
            {d.titleJa && <p className="text-stone-600" lang="ja">{d.titleJa}</p>}
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {d.sections.map((s) => (
              <li key={s.number}>
                <Link href={`/rules/${s.number}`} className="block rounded-lg border border-stone-200 bg-white p-4 hover:border-brand-500">
                  <span className="font-mono text-sm text-stone-500">{s.number}</span>{" "}
                  <span className="font-medium">{s.titleEn ?? "Section " + s.number}</span>
                  {s.titleJa && <span className="block text-sm text-stone-500" lang="ja">{s.titleJa}</span>}
                </Link>
              </li>
            ))}
          </ul>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-stone-700">Versions recorded</h3>
            <ul className="space-y-1 text-sm text-stone-600">
              {d.versions.map((v) => (
                <li key={v.key}>
                  <span className="font-medium text-ink">{v.label}</span> · {fmt(v.date)} · {v._count.clauses} clauses
                  {v.sourceTitle && <span className="text-stone-500"> · {v.sourceTitle}</span>}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </div>
  );
}
