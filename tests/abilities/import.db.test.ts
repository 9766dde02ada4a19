/**
 * Card abilities stored with the card at import: every card has a CardAbilities row (compiled, or the
 * hand-written content/abilities file where one exists), and a re-import recompiles only the cards whose
 * text changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma, type Db } from "@/lib/db/client";
import { runImport } from "@/lib/content/run";
import { COMPILER_VERSION } from "@/lib/abilities";
import { importedDatabase, type TestDatabase } from "../support/db";
import { copyContent } from "../support/content";
import { cardAbilitiesRow } from "@/lib/content/abilities-row";
import { loadContentContext } from "@/lib/scenarios";

let db: TestDatabase;
let prisma: Db;

beforeAll(async () => {
  db = await importedDatabase();
  prisma = createPrisma(db.url);
});
afterAll(async () => {
  await prisma?.$disconnect();
  await db?.drop();
});

const row = (slug: string) => prisma.cardAbilities.findFirst({ where: { card: { slug } } });

describe("CardAbilities", () => {
  it("every card has its abilities stored, with the compiler version", async () => {
    expect(await prisma.cardAbilities.count()).toBe(await prisma.card.count());
    expect(await prisma.cardAbilities.count({ where: { compilerVersion: { not: COMPILER_VERSION } } })).toBe(0);
  });

  it("a hand-written file overrides the compiler (Aqua Soldier); other cards are compiled (Aqua Knight)", async () => {
    const soldier = (await row("aqua-soldier"))!;
    expect(soldier.origin).toBe("hand-written");
    const ab = soldier.abilities as { replacements: { id: string }[] };
    expect(ab.replacements.map((r) => r.id)).toEqual(["return-instead"]); // the id written in content/abilities/aqua-soldier.yaml
    const knight = (await row("aqua-knight"))!;
    expect(knight.origin).toBe("compiled");
    expect(knight.replacementText).toBe(true);
    expect(knight.replacementsModelled).toBe(true);
    expect(knight.fullyModelled).toBe(true);
    const sentences = knight.sentences as { text: string; status: string; kind: string; clause: string }[];
    expect(sentences).toEqual([expect.objectContaining({ text: "When this creature would be destroyed, return it to your hand instead.", status: "modelled", kind: "replacement", clause: "609" })]);
  });

  it("a sentence not understood is stored as not modelled, with its text", async () => {
    const r = (await row("amitoaki-explorer-of-adventure"))!;
    expect(r.fullyModelled).toBe(false);
    expect(r.sentences).toContainEqual({ text: "Dynamo (At the beginning of a battle, or whenever this creature can attack, you may tap this creature. If you do, add this creature's power and abilities to one of your other Dynamos in the battle zone until the end of the turn.)", status: "not-modelled" });
  });

  it("a re-import recompiles only the cards whose text changed", async () => {
    const before = new Map((await prisma.cardAbilities.findMany({ select: { cardId: true, updatedAt: true } })).map((r) => [r.cardId, r.updatedAt.getTime()]));
    const copy = copyContent();
    try {
      copy.edit("cards/cards.jsonl", (t) =>
        t.replace('"When this creature would be destroyed, return it to your hand instead."', '"When this creature would be destroyed, put it into your mana zone instead."'),
      );
      await runImport(prisma, copy.dir);
    } finally {
      copy.cleanup();
    }
    const after = await prisma.cardAbilities.findMany({ select: { cardId: true, updatedAt: true, card: { select: { slug: true, text: true } }, abilities: true } });
    const changed = after.filter((r) => before.get(r.cardId) !== r.updatedAt.getTime());
    // Aqua Knight is the first card whose whole text is that sentence: it alone was rewritten
    expect(changed.map((r) => r.card.slug)).toEqual(["aqua-knight"]);
    const knightLike = changed[0].abilities as { replacements: { instead: { do: string }[] }[] };
    expect(knightLike.replacements[0].instead[0].do).toBe("put-into-mana");
  });

  it("hand-written files: a sentence is modelled when the file quotes it or declares its keyword, else not (the engine runs the file)", () => {
    const ctx = loadContentContext("content");
    const rec = (id: string) => ctx.cards.find((c) => c.id === id)!;
    // Grelphy's file declares [ex-life, triple-breaker]: EX Life's replacement comes with the keyword
    const grelphy = cardAbilitiesRow(rec("grelphy-sutured-evil-horn"), ctx.abilities.get("grelphy-sutured-evil-horn")!.data);
    expect(grelphy.origin).toBe("hand-written");
    expect(grelphy.sentences.find((s) => s.text.startsWith("EX Life"))).toMatchObject({ status: "modelled", kind: "replacement", template: "hand-written" });
    // Silver Volg's file quotes "This creature can't attack players." in its statics and its Psychic Link in its trigger
    const volg = cardAbilitiesRow(rec("silver-volg"), ctx.abilities.get("silver-volg")!.data);
    expect(volg.sentences.find((s) => s.text === "This creature can't attack players.")).toMatchObject({ status: "modelled" });
    expect(volg.sentences.find((s) => s.text.startsWith("Psychic Link"))).toMatchObject({ status: "modelled" });
    // Almighty Zennou's file lists its one sentence under notModelled: the card is not fully modelled
    const zennou = cardAbilitiesRow(rec("almighty-zennou"), ctx.abilities.get("almighty-zennou")!.data);
    expect(zennou.origin).toBe("hand-written");
    expect(zennou.sentences.find((s) => s.text.startsWith("Your opponent's creatures can't attack"))).toMatchObject({ status: "not-modelled" });
    expect(zennou.fullyModelled).toBe(false);
    // La Ura Giga's file declares its blocker and quotes its static: every sentence is modelled
    expect(cardAbilitiesRow(rec("la-ura-giga-sky-guardian"), ctx.abilities.get("la-ura-giga-sky-guardian")!.data).fullyModelled).toBe(true);
  });
});
