/**
 * "Ask about this card" (linked from every card page): /ask with the card on the board and its most common
 * interaction set up (lib/ask/suggest.ts), as a shareable /ask?b=… address.
 */
import { notFound, redirect } from "next/navigation";
import { suggestionPath } from "@/lib/ask/cards";

export const dynamic = "force-dynamic";

export default async function AskAboutCard({ params }: { params: Promise<{ slug: string }> }) {
  const path = await suggestionPath((await params).slug);
  if (!path) notFound();
  redirect(path);
}
