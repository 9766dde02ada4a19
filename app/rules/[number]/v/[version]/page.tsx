import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClausePageView, clauseMetadata, loadClause } from "../../../../_components/clause-page";

// One version of a clause: rendered once on demand, then served from Next's cache.
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ number: string; version: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  return clauseMetadata(await loadClause(p.number, p.version));
}

export default async function ClauseVersionPage({ params }: Props) {
  const p = await params;
  const view = await loadClause(p.number, p.version);
  if (!view) notFound();
  return <ClausePageView view={view} />;
}
