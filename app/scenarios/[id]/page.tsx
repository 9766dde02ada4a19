import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Markdown } from "../../_components/markdown";
import { StepThroughSection } from "../../_components/stepthrough/stepthrough";
import { getScenario, scenarioSlugs } from "@/lib/data/scenarios";
import { isCompiled, storedStepThrough } from "@/lib/stepthrough/run";

// Served from Next's cache: built from the database at build time, new ids rendered once on demand.
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await scenarioSlugs()).map((id) => ({ id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const s = await getScenario((await params).id);
  return { title: s ? `Scenario: ${s.titleEn}` : "Scenario not found" };
}

interface Meta {
  source?: string;
  notes?: string;
}

export default async function ScenarioPage({ params }: Props) {
  const s = await getScenario((await params).id);
  if (!s || !isCompiled(s.compiled)) notFound();
  const meta = s.compiled.scenario.meta as Meta;
  return (
    <article className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
        <Link href="/scenarios" className="hover:underline">Scenarios</Link> / <span className="font-mono">{s.slug}</span>
      </nav>
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">{s.titleEn}</h1>
        {s.titleJa && <p className="text-stone-600" lang="ja">{s.titleJa}</p>}
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {s.runOk ? (
            <span className="rounded bg-green-100 px-2 py-0.5 text-green-900">✔ The engine&apos;s run matches this scenario&apos;s expected outcome</span>
          ) : (
            <span className="rounded bg-red-100 px-2 py-0.5 text-red-900">✘ The engine&apos;s run does not match this scenario&apos;s expected outcome</span>
          )}
          {s.clauses.map((c) => (
            <Link key={c.clauseNumber} href={`/rules/${c.clauseNumber}`} className="rounded-full border border-stone-300 bg-white px-2.5 py-0.5 font-mono text-xs hover:border-brand-500">
              {c.clauseNumber}
            </Link>
          ))}
        </div>
        {meta.notes && <div className="max-w-3xl text-sm text-stone-700"><Markdown source={meta.notes} /></div>}
      </header>
      <StepThroughSection id={s.slug} st={storedStepThrough(s)} />
      <footer className="space-y-2 border-t border-stone-200 pt-4 text-sm text-stone-600">
        {s.qaEntries.length > 0 && (
          <p>
            Rulings using it:{" "}
            {s.qaEntries.map((q, i) => (
              <span key={q.slug}>{i > 0 && ", "}<Link href={`/qa/${q.slug}`} className="text-brand-600 hover:underline">{q.titleEn}</Link></span>
            ))}
          </p>
        )}
        {meta.source && <p>Source: {meta.source}</p>}
        <details>
          <summary className="cursor-pointer">The engine&apos;s input for this scenario (YAML)</summary>
          <pre className="mt-2 overflow-x-auto rounded bg-stone-900 p-3 text-xs text-stone-100"><code>{s.source}</code></pre>
        </details>
      </footer>
    </article>
  );
}
