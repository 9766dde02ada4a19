import Link from "next/link";
import type { Metadata } from "next";
import { listScenarios } from "@/lib/data/scenarios";

export const dynamic = "force-static";
export const metadata: Metadata = { title: "Scenarios" };

export default async function ScenariosIndex() {
  const scenarios = await listScenarios();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Scenarios</h1>
      <p className="max-w-2xl text-stone-600">
        Each scenario is a board, the actions taken and the choices made, run by Shinpan&apos;s rules engine. Open one to step through it.
      </p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {scenarios.map((s) => (
          <li key={s.slug} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-3">
            <Link href={`/scenarios/${s.slug}`} className="font-medium hover:text-brand-600">{s.titleEn}</Link>
            <span className="ml-auto font-mono text-xs text-stone-500">{s.clauses.map((c) => c.clauseNumber).join(" · ")}</span>
            {!s.runOk && <span className="rounded bg-red-100 px-1.5 text-xs text-red-900">does not match its expected outcome</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
