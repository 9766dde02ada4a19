/**
 * The engine's definitions of cards, for /ask in the browser (GET /api/ask/cards) and for "Ask about this card"
 * (/ask/card/<slug>): read from the database (lib/data/cards.ts, the abilities stored with each card at import),
 * never from content/ on disk. A card the engine does not fully understand comes with the abilities it does and the
 * sentences it does not, so the board still runs what can be run, marked as such. Server only.
 */
import type { CardDef } from "@/lib/engine";
import { engineCardContext, partialEngineDefs } from "@/lib/data/cards";
import { isPlainSpell, suggestBoard, type Helpers } from "./suggest";
import { encodeBoard } from "./codec";

export const MAX_IDS = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface AskCardEntry {
  def: CardDef;
  /** present when the card is not fully modelled: the printed sentences the engine does not understand */
  notModelled?: string[];
}

export interface AskCardsAnswer {
  cards: Record<string, AskCardEntry>;
  /** requested ids that are no card of the catalogue */
  unknown: string[];
}

/** The ids of a request (`?ids=a,b,c`), or what is wrong with them. */
export function parseIds(raw: string | null): { ids: string[] } | { error: string } {
  if (!raw || !raw.trim()) return { error: "ids: give the cards' catalogue ids, comma-separated (?ids=aqua-soldier,terror-pit)" };
  if (raw.length > MAX_IDS * 121) return { error: `ids: at most ${MAX_IDS} ids` };
  const ids = [...new Set(raw.split(",").map((s) => s.trim()).filter(Boolean))];
  if (ids.length > MAX_IDS) return { error: `ids: at most ${MAX_IDS} ids (got ${ids.length})` };
  const bad = ids.find((id) => id.length > 120 || !SLUG.test(id));
  if (bad !== undefined) return { error: `ids: "${bad.slice(0, 40)}" is not a card id (lowercase words joined by hyphens)` };
  return { ids };
}

export async function askCards(ids: string[]): Promise<AskCardsAnswer> {
  const ctx = await engineCardContext();
  const cards: Record<string, AskCardEntry> = {};
  const unknown: string[] = [];
  const partialIds = ids.filter((id) => !ctx.defs[id] && ctx.notModelled.has(id));
  const partial = await partialEngineDefs(partialIds);
  const add = (id: string, requested: boolean) => {
    if (cards[id]) return;
    const def = ctx.defs[id] ?? partial[id];
    if (!def) {
      if (requested) unknown.push(id);
      return;
    }
    cards[id] = { def, ...(ctx.defs[id] ? {} : { notModelled: ctx.notModelled.get(id) ?? [] }) };
    // the faces it can turn to, when the engine can read them
    for (const f of [def.flipTo, ...(def.faces ?? [])]) if (f && ctx.defs[f]) add(f, false);
  };
  for (const id of ids) add(id, true);
  return { cards, unknown };
}

const cache = globalThis as unknown as { shinpanAskHelpers?: { defs: object; helpers: Helpers } };

/** The cards a suggested board is built with, picked once from the catalogue the engine can use. */
async function helpers(): Promise<{ helpers: Helpers; defs: Record<string, CardDef> }> {
  const ctx = await engineCardContext();
  if (cache.shinpanAskHelpers?.defs === ctx.defs) return { helpers: cache.shinpanAskHelpers.helpers, defs: ctx.defs };
  const all = Object.values(ctx.defs).sort((a, b) => (a.cost ?? 99) - (b.cost ?? 99) || a.id.localeCompare(b.id));
  const prefer = (ids: string[], test: (d: CardDef) => boolean): string | null => ids.find((id) => ctx.defs[id] && test(ctx.defs[id])) ?? all.find(test)?.id ?? null;
  const vanillaCreature = (d: CardDef) => d.type === "Creature" && d.text.trim() === "" && (d.power ?? 0) >= 2000;
  const h: Helpers = {
    destroySpell: prefer(["terror-pit", "hopeless-vortex"], (d) => isPlainSpell(d, "destroy")),
    returnSpell: prefer(["spiral-gate"], (d) => isPlainSpell(d, "return-to-hand")),
    vanilla: prefer(["writhing-bone-ghoul"], vanillaCreature) ?? "aqua-vehicle",
    filler: prefer(["aqua-vehicle"], (d) => d.text.trim() === "") ?? "aqua-vehicle",
  };
  cache.shinpanAskHelpers = { defs: ctx.defs, helpers: h };
  return { helpers: h, defs: ctx.defs };
}

/** The suggested /ask address for a card ("Ask about this card"), or null when there is no such card. */
export async function suggestionPath(slug: string): Promise<string | null> {
  if (!SLUG.test(slug) || slug.length > 120) return null;
  const { helpers: h, defs } = await helpers();
  const def = defs[slug] ?? (await partialEngineDefs([slug]))[slug];
  if (!def) return null;
  const { board, title } = suggestBoard(def, h, (s) => defs[s]?.name ?? s);
  board.title = title;
  return `/ask?b=${await encodeBoard(board)}`;
}
