/**
 * Reading the card catalogue kept in `content/cards/cards.jsonl` (one JSON object per line).
 * Pure Node (fs only): used by the Postgres importer and by the scenario loader.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { ContentError } from "./errors";

const faceSchema = z.object({
  name: z.string().min(1),
  cost: z.number().int().nullable(),
  civilizations: z.array(z.string()),
  type: z.string().nullable(),
  races: z.array(z.string()),
  power: z.number().int().nullable(),
  powerSuffix: z.enum(["+", "-", "∞"]).nullable(),
  text: z.string(),
});

export const cardRecordSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug"),
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  nameJa: z.string().min(1).nullable(),
  cost: z.number().int().nullable(),
  civilizations: z.array(z.enum(["light", "water", "darkness", "fire", "nature", "zero"])),
  type: z.string().nullable(),
  races: z.array(z.string()),
  power: z.number().int().nullable(),
  powerSuffix: z.enum(["+", "-", "∞"]).nullable(),
  text: z.string(),
  set: z.string(),
  sets: z.array(z.string()),
  tcg: z.boolean(),
  faces: z.array(faceSchema).nullable(),
  otherFaces: z.array(z.string()),
  source: z.string().min(1),
  nameJaSource: z.string().nullable(),
});

export type CardRecord = z.infer<typeof cardRecordSchema>;
export type CardFace = z.infer<typeof faceSchema>;

/** Parses a JSON Lines card file; throws a ContentError naming file, line and field on the first bad line. */
export function parseCardsJsonl(text: string, file: string): CardRecord[] {
  const cards: CardRecord[] = [];
  const seen = new Map<string, number>();
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.trim() === "") continue;
    const line = i + 1;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (e) {
      throw new ContentError(file, line, "(json)", `invalid JSON: ${(e as Error).message}`);
    }
    const parsed = cardRecordSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ContentError(file, line, issue.path.join(".") || "(record)", issue.message);
    }
    const first = seen.get(parsed.data.id);
    if (first !== undefined) {
      throw new ContentError(file, line, "id", `duplicate card id "${parsed.data.id}" (first on line ${first})`);
    }
    seen.set(parsed.data.id, line);
    cards.push(parsed.data);
  }
  return cards;
}

export function readCardsJsonl(path: string, displayName = path): CardRecord[] {
  return parseCardsJsonl(readFileSync(path, "utf8"), displayName);
}
