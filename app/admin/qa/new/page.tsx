import type { Metadata } from "next";
import { requirePageActor } from "@/lib/admin/page-auth";
import { clauseNumbers } from "@/lib/data/rules";
import { listScenarios } from "@/lib/data/scenarios";
import { Editor } from "../../_components/editor";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New entry" };

export default async function NewEntryPage() {
  await requirePageActor("EDITOR", "/admin/qa/new");
  const [all, clauses] = await Promise.all([listScenarios(), clauseNumbers()]);
  const scenarios = all.map((s) => ({ slug: s.slug, titleEn: s.titleEn, runOk: s.runOk !== false }));
  return <Editor slug={null} initial={null} scenarios={scenarios} cardNames={{}} clauseNumbers={clauses} />;
}
