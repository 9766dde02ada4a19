import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StepList } from "../../../_components/stepthrough/step-list";
import { getScenario, scenarioSlugs } from "@/lib/data/scenarios";
import { storedStepThrough } from "@/lib/stepthrough/run";

// Every step of a scenario as a list, on a page of its own (rulings show the same list to readers without JavaScript).
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await scenarioSlugs()).map((id) => ({ id }));
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const s = await getScenario((await params).id);
  return { title: s ? `Every step: ${s.titleEn}` : "Scenario not found" };
}

export default async function StepsPage({ params }: Props) {
  const s = await getScenario((await params).id);
  const st = s ? storedStepThrough(s) : null;
  if (!s || !st) notFound();
  return (
    <article className="space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
        <Link href={`/scenarios/${s.slug}`} className="hover:underline">{s.titleEn}</Link> / every step
      </nav>
      <h1 className="text-xl font-semibold">Every step: {s.titleEn}</h1>
      <StepList st={st} />
    </article>
  );
}
