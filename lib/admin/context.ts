/**
 * The content context (card catalogue, names, card abilities) the scenario editor parses against: read from
 * the database (the abilities the import stored with each card, hand-written or compiled from the card's
 * text), never from content/ on disk; rebuilt when an import changes the content.
 */
import type { ContentContext } from "@/lib/scenarios";
import { engineCardContext } from "@/lib/data/cards";

export async function contentContext(): Promise<ContentContext> {
  return engineCardContext();
}
