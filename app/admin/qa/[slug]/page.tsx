import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AdminError } from "@/lib/admin/errors";
import { requirePageActor } from "@/lib/admin/page-auth";
import { getEditable } from "@/lib/admin/qa";
import { cardLabels } from "@/lib/data/cards";
import { clauseNumbers } from "@/lib/data/rules";
import { listScenarios } from "@/lib/data/scenarios";
import { Editor } from "../../_components/editor";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Edit ${(await params).slug}` };
}

export default async function EditEntryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const created = (await searchParams).created === "1";
  const actor = await requirePageActor("EDITOR", `/admin/qa/${encodeURIComponent(slug)}`);
  let entry;
  try {
    entry = await getEditable(actor, slug);
  } catch (e) {
    if (e instanceof AdminError && e.status === 404) notFound();
    throw e;
  }
  const [scenarios, cards, clauses] = await Promise.all([listScenarios(), cardLabels(entry.form.cards), clauseNumbers()]);
  return (
    <Editor
        key={slug}
        slug={slug}
        created={created}
        initial={{
          revision: entry.revision,
          status: entry.status,
          origin: entry.origin,
          gameId: entry.gameId,
          verifiedAgainst: entry.verifiedAgainst,
          adminEditedAt: entry.adminEditedAt ? entry.adminEditedAt.toISOString() : null,
          form: entry.form,
        }}
        scenarios={scenarios.map((s) => ({ slug: s.slug, titleEn: s.titleEn, runOk: s.runOk !== false }))}
      cardNames={Object.fromEntries(cards.map((c) => [c.slug, c.name]))}
      clauseNumbers={clauses}
    />
  );
}
