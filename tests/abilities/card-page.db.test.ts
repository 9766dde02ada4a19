/**
 * The card page's "How the rules engine reads this card", rendered from the abilities stored in the
 * database at import: each ability marked replacement (609, with the watched event and the substitute),
 * trigger (603), keyword…, or "not modelled yet".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createPrisma, type Db } from "@/lib/db/client";
import { CardAbilities, type AbilitySentence } from "@/app/_components/card-abilities";
import { importedDatabase, type TestDatabase } from "../support/db";
import { pageText } from "../support/html";

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

async function render(slug: string): Promise<{ html: string; text: string }> {
  const card = await prisma.card.findFirst({ where: { slug }, include: { abilities: true } });
  const faces = card!.faces as { name: string }[] | null;
  const html = renderToStaticMarkup(
    createElement(CardAbilities, {
      sentences: card!.abilities!.sentences as unknown as AbilitySentence[],
      sides: faces ? faces.map((f) => f.name) : null,
      handWritten: card!.abilities!.origin === "hand-written",
    }),
  );
  return { html, text: pageText(html) };
}

describe("card page: how the engine reads the card", () => {
  it("a replacement: marked, with the 609 link, the watched event and the substitute", async () => {
    const { html, text } = await render("ajisai-love-faerie");
    expect(text).toContain("Replacement effect");
    expect(html).toContain('href="/rules/609"');
    expect(text).toContain("Watches: this card would be destroyed");
    expect(text).toContain("Instead: put that card into its owner's mana zone");
    // "Whenever you put a Snow Faerie": a trigger on any of your Snow Faeries put into the battle zone
    expect(text).toContain("Triggered ability");
    expect(text).toContain("Whenever you put a Snow Faerie, you may draw a card.");
  });

  it("a sentence not understood is shown as not modelled, with its text", async () => {
    const { text } = await render("amitoaki-explorer-of-adventure");
    expect(text).toContain("Not modelled yet");
    expect(text).toContain("add this creature's power and abilities to one of your other Dynamos");
  });

  it("keywords and a trigger (603)", async () => {
    const { html, text } = await render("skyhigh-faerie");
    expect(text).toContain("Keyword");
    expect(text).toContain("the engine records this keyword but does not act on it yet");
    expect(text).toContain("Triggered ability");
    expect(html).toContain('href="/rules/603"');
    expect(text).toContain("The engine understands every ability of this card.");
  });

  it("a twinpact names the side of each ability", async () => {
    const { text } = await render("ace-yamata-eight-headed-dragon-mystic-treasure-sword");
    expect(text).toMatch(/Ace-Yamata/i);
  });
});
