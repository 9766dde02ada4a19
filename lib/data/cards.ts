/** Card queries. All database access for cards lives here. */
import { cache as perRequest } from "react";
import { PUBLIC_SCENARIO } from "./scenarios";
import { DEFAULT_DOCUMENT } from "./rules";
import { prisma } from "@/lib/db/client";
import type { Card } from "@/lib/generated/prisma/client";
import type { CardRecord } from "@/lib/files/cards-file";
import { buildNameIndex, type ContentContext } from "@/lib/scenarios";
import { emptyAbilities, type Abilities, type CardDef } from "@/lib/engine";
import { spellFaceOf } from "@/lib/engine/moves3";

export const DEFAULT_GAME = "duel-masters";

export const getCardBySlug = perRequest(async function getCardBySlug(slug: string) {
  return prisma().card.findUnique({
    where: { gameId_slug: { gameId: DEFAULT_GAME, slug } },
    include: {
      names: { orderBy: [{ kind: "asc" }, { name: "asc" }] },
      linksFrom: { include: { to: { select: { slug: true, name: true, nameJa: true, type: true } } } },
      linksTo: { include: { from: { select: { slug: true, name: true, nameJa: true, type: true } } } },
      qaEntries: {
        where: { qa: { status: "PUBLISHED" } },
        include: {
          qa: {
            select: { slug: true, titleEn: true, titleJa: true, verification: true, publishedAt: true, sourceDate: true, supersededBy: true, supersededOn: true, inForceUntil: true },
          },
        },
        // a timeline: newest ruling first, current and superseded alike
        orderBy: [{ qa: { sourceDate: { sort: "desc", nulls: "last" } } }, { qa: { titleEn: "asc" } }],
      },
      scenarios: { where: { scenario: PUBLIC_SCENARIO }, include: { scenario: { select: { slug: true, titleEn: true } } } },
      abilities: { select: { origin: true, sentences: true, fullyModelled: true } },
    },
  });
});

export type CardDetail = NonNullable<Awaited<ReturnType<typeof getCardBySlug>>>;

/**
 * The clauses of the comprehensive rules among these numbers, with their titles (from the newest dated version
 * that has the clause), for a card's "Rules" links (lib/cards/clauses.ts); a number the database lacks is left out.
 */
export async function ruleClauseTitles(numbers: string[]): Promise<Map<string, { titleEn: string | null; titleJa: string | null }>> {
  if (numbers.length === 0) return new Map();
  const rows = await prisma().ruleClause.findMany({
    where: { number: { in: numbers }, version: { documentId: DEFAULT_DOCUMENT } },
    select: { number: true, titleEn: true, titleJa: true },
    orderBy: { version: { date: { sort: "desc", nulls: "last" } } },
  });
  const out = new Map<string, { titleEn: string | null; titleJa: string | null }>();
  for (const r of rows) {
    const had = out.get(r.number);
    out.set(r.number, { titleEn: had?.titleEn ?? r.titleEn, titleJa: had?.titleJa ?? r.titleJa });
  }
  return out;
}

export async function countCards(): Promise<number> {
  return prisma().card.count();
}

/** Names of cards by slug (for labelling chosen cards), in the order asked. */
export async function cardLabels(slugs: string[]): Promise<{ slug: string; name: string }[]> {
  if (slugs.length === 0) return [];
  const rows = await prisma().card.findMany({ where: { gameId: DEFAULT_GAME, slug: { in: slugs } }, select: { slug: true, name: true } });
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.map((s) => bySlug.get(s)).filter((r): r is { slug: string; name: string } => !!r);
}

// ---------------------------------------------------------------------------------------------
// The engine's view of the catalogue, from the database (issue 14): the admin's scenario editor parses
// and runs scenarios against it instead of reading content/ from disk.


export interface EngineCardContext extends ContentContext {
  /** Cards the engine can't use yet: catalogue id → the printed sentences it does not understand. */
  notModelled: Map<string, string[]>;
}

type AbilitySentenceRow = { text: string; status: string };

const cache = globalThis as unknown as { shinpanEngineCards?: { key: string; ctx: EngineCardContext } };

/** The lower-cost linked psychic face (what Release flips an awakened psychic creature to), as lib/scenarios finds it. */
function lowerFace(rec: CardRecord, byName: Map<string, CardRecord[]>): string | null {
  if (!(rec.type ?? "").includes("Psychic")) return null;
  let best: CardRecord | null = null;
  for (const name of rec.otherFaces) {
    for (const other of byName.get(name) ?? []) {
      if (!(other.type ?? "").includes("Psychic")) continue;
      if (other.cost !== null && rec.cost !== null && other.cost < rec.cost && (!best || other.cost > (best.cost ?? 0))) best = other;
    }
  }
  return best ? best.id : null;
}

/** A card row as the catalogue file's record (lib/files/cards-file.ts), with the aliases given. */
export function cardRecordOf(r: Pick<Card, "slug" | "name" | "nameJa" | "cost" | "civilizations" | "type" | "races" | "power" | "powerSuffix" | "text" | "set" | "sets" | "tcg" | "faces" | "otherFaces" | "source" | "nameJaSource">, aliases: string[]): CardRecord {
  return {
    id: r.slug,
    name: r.name,
    aliases,
    nameJa: r.nameJa,
    cost: r.cost,
    civilizations: r.civilizations as CardRecord["civilizations"],
    type: r.type,
    races: r.races,
    power: r.power,
    powerSuffix: r.powerSuffix as CardRecord["powerSuffix"],
    text: r.text,
    set: r.set,
    sets: r.sets,
    tcg: r.tcg,
    faces: (r.faces as CardRecord["faces"]) ?? null,
    otherFaces: r.otherFaces,
    source: r.source,
    nameJaSource: r.nameJaSource,
  };
}

/**
 * Every card with its stored abilities: a card is usable when its abilities are hand-written, or compiled
 * with every sentence understood (or it has no text); the others are listed with the sentences not modelled.
 * Rebuilt when the content import changes (ContentState), else kept in memory.
 */
export async function engineCardContext(): Promise<EngineCardContext> {
  const state = await prisma().contentState.findUnique({ where: { key: "content" }, select: { hash: true, importedAt: true } });
  const key = state ? `${state.hash}@${state.importedAt.getTime()}` : "none";
  if (cache.shinpanEngineCards?.key === key) return cache.shinpanEngineCards.ctx;
  const rows = await prisma().card.findMany({
    where: { gameId: DEFAULT_GAME },
    include: { names: { where: { kind: "ALIAS" }, select: { name: true } }, abilities: { select: { origin: true, abilities: true, sentences: true, fullyModelled: true } } },
    orderBy: { slug: "asc" },
  });
  const cards: CardRecord[] = rows.map((r) => cardRecordOf(r, r.names.map((n) => n.name)));
  const byName = new Map<string, CardRecord[]>();
  for (const c of cards) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  const ctx: EngineCardContext = { contentDir: "content", cards, names: buildNameIndex(cards), aliases: [], abilities: new Map(), defs: {}, notModelled: new Map() };
  rows.forEach((r, i) => {
    const rec = cards[i];
    const ab = r.abilities;
    const usable = rec.text.trim() === "" || (ab !== null && (ab.origin === "hand-written" || ab.fullyModelled));
    if (!usable) {
      const missing = ab ? (ab.sentences as AbilitySentenceRow[]).filter((s) => s.status === "not-modelled").map((s) => s.text) : [rec.text];
      ctx.notModelled.set(rec.id, missing);
      return;
    }
    const def: CardDef = {
      id: rec.id,
      name: rec.name,
      nameJa: rec.nameJa,
      type: rec.type ?? "",
      civilizations: rec.civilizations,
      races: rec.races,
      power: rec.power,
      cost: rec.cost,
      text: rec.text,
      flipTo: lowerFace(rec, byName),
      abilities: ab ? { ...emptyAbilities(), ...(ab.abilities as unknown as Abilities) } : emptyAbilities(),
      ...(rec.faces && rec.faces.length > 0 ? { faceTypes: rec.faces.map((f) => f.type ?? "") } : {}),
      ...(spellFaceOf(rec.faces) ? { spellFace: spellFaceOf(rec.faces) } : {}),
    };
    ctx.defs[rec.id] = def;
  });
  // a psychic card whose flip side is not usable is not usable either (Release would flip to it)
  for (const [id, def] of Object.entries(ctx.defs)) {
    if (def.flipTo && !ctx.defs[def.flipTo]) {
      delete ctx.defs[id];
      ctx.notModelled.set(id, [`its other side ${def.flipTo}: ${(ctx.notModelled.get(def.flipTo) ?? []).join(" ")}`]);
    }
  }
  cache.shinpanEngineCards = { key, ctx };
  return ctx;
}

/**
 * For /ask (issue 15): cards the engine can't fully use (`notModelled` above), with what it does understand — the
 * abilities compiled from the sentences it understood, stored with the card — so a board holding them still runs
 * what can be run, marked as such. Catalogue id → definition; ids not in the catalogue are left out.
 */
export async function partialEngineDefs(slugs: string[]): Promise<Record<string, CardDef>> {
  if (slugs.length === 0) return {};
  const rows = await prisma().card.findMany({
    where: { gameId: DEFAULT_GAME, slug: { in: slugs } },
    select: { slug: true, name: true, nameJa: true, type: true, civilizations: true, races: true, power: true, cost: true, text: true, faces: true, abilities: { select: { abilities: true } } },
  });
  const out: Record<string, CardDef> = {};
  for (const r of rows) {
    const faces = (r.faces as CardRecord["faces"]) ?? null;
    out[r.slug] = {
      id: r.slug,
      name: r.name,
      nameJa: r.nameJa,
      type: r.type ?? "",
      civilizations: r.civilizations,
      races: r.races,
      power: r.power,
      cost: r.cost,
      text: r.text,
      flipTo: null,
      abilities: r.abilities ? { ...emptyAbilities(), ...(r.abilities.abilities as unknown as Abilities) } : emptyAbilities(),
      ...(faces && faces.length > 0 ? { faceTypes: faces.map((f) => f.type ?? "") } : {}),
      ...(spellFaceOf(faces) ? { spellFace: spellFaceOf(faces) } : {}),
    };
  }
  return out;
}
