import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClausePageView, clauseMetadata, loadClause } from "../../_components/clause-page";
import { clauseNumbers } from "@/lib/data/rules";

// Served from Next's cache: every recorded clause is built from the database at build time.
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await clauseNumbers()).map((number) => ({ number }));
}

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return clauseMetadata(await loadClause((await params).number));
}

export default async function ClausePage({ params }: Props) {
  const view = await loadClause((await params).number);
  if (!view) notFound();
  return <ClausePageView view={view} />;
}
