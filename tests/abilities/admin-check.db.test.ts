/**
 * The admin's scenario check against the card definitions stored in the database (not content/ on disk):
 * a card with compiled abilities and every sentence understood can be used without an ability file; a card
 * the engine does not understand yet is refused with the sentence it does not understand.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkDraft } from "@/lib/admin/check";
import { engineCardContext } from "@/lib/data/cards";
import { importedDatabase, type TestDatabase } from "../support/db";

let db: TestDatabase;

beforeAll(async () => {
  db = await importedDatabase();
  process.env.DATABASE_URL = db.url;
});
afterAll(async () => {
  const g = globalThis as unknown as { shinpanPrisma?: { $disconnect(): Promise<void> } };
  await g.shinpanPrisma?.$disconnect();
  await db?.drop();
});

const scenario = (cards: string) => `meta:
  id: admin-compiled-card
  title: { en: "A compiled card in the editor" }
  rules: ["609"]
  source: "test"
setup:
  turn: { number: 5, active: A }
  A:
    battle:
${cards}
actions:
  - destroy: { card: a_x, by: B }
`;

describe("the admin's check reads card definitions from the database", () => {
  it("a compiled card without an ability file runs (Aqua Knight: 'would be destroyed, return it to your hand instead')", async () => {
    const check = checkDraft({ scenarioSource: scenario(`      - { id: a_x, card: "Aqua Knight" }`), outcomeText: "zones:\n  A.hand: [a_x]\n  A.graveyard: []\n" }, await engineCardContext());
    expect(check.problems).toEqual([]);
    expect(check.scenarioOk).toBe(true);
    expect(check.outcome?.ok).toBe(true);
  });

  it("a hand-written card still runs from its file's abilities (Aqua Soldier)", async () => {
    const check = checkDraft({ scenarioSource: scenario(`      - { id: a_x, card: "Aqua Soldier" }`), outcomeText: "zones:\n  A.hand: [a_x]\n" }, await engineCardContext());
    expect(check.problems).toEqual([]);
    expect(check.outcome?.ok).toBe(true);
  });

  it("a card not modelled is refused, naming the sentence the engine does not understand", async () => {
    const check = checkDraft({ scenarioSource: scenario(`      - { id: a_x, card: "Amitoaki, Explorer of Adventure" }`), outcomeText: "" }, await engineCardContext());
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0].line).toBe(10);
    expect(check.problems[0].message).toContain(`"Amitoaki, Explorer of Adventure" (amitoaki-explorer-of-adventure) can't be used in a scenario yet: the engine does not understand "Dynamo (At the beginning of a battle`);
  });
});
