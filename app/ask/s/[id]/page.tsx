/** A short link to an /ask board (`/ask/s/<id>`): the board kept when the link was made, opened in the editor. */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLink, LINK_ID } from "@/lib/ask/links";
import { AskApp } from "../../../_components/ask/ask-app";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Ask the engine", robots: { index: false } };

export default async function ShortAskPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const board = LINK_ID.test(id) ? await getLink(id) : null;
  if (!board) notFound();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Ask the engine</h1>
        <p className="max-w-3xl text-stone-600">A board someone shared: the engine plays it below. Change anything and ask again.</p>
      </header>
      <AskApp initial={board} shortId={id} />
    </div>
  );
}
