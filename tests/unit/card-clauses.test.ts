/** The clauses a card page links (lib/cards/clauses.ts): every number is a clause of Ver. 1.48, and the mapping reads types and abilities as intended. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cardClauses, mappedClauseNumbers, type SentenceLike } from "@/lib/cards/clauses";
import { parseRulesSource } from "@/lib/rules/source-parser";

const root = path.resolve(__dirname, "../..");
const v148 = parseRulesSource(readFileSync(path.join(root, "content/rules/dm-comprehensive-rules/sources/ja-v1.48.md"), "utf8"));
const numbers = new Set(v148.clauses.map((c) => c.number));

const numbersOf = (type: string | null, sentences: SentenceLike[] = [], faceTypes?: string[]) => cardClauses({ type, sentences, faceTypes }).map((c) => c.number);

describe("the clause numbers", () => {
  it("come from the Ver. 1.48 source", () => {
    expect(v148.version).toBe("1.48");
    expect(numbers.size).toBeGreaterThan(800);
  });
  it("every number the mapping can produce exists in Ver. 1.48", () => {
    const mapped = mappedClauseNumbers();
    expect(mapped.length).toBeGreaterThan(40);
    expect(mapped.filter((n) => !numbers.has(n))).toEqual([]);
  });
});

describe("card types", () => {
  it.each([
    ["Evolution Creature", ["801"]],
    ["Star Evolution Creature", ["813", "801"]],
    ["Star Max Evolution Creature", ["815"]],
    ["Tamaseed", ["315"]],
    ["Tamaseed/Creature", ["315", "301"]],
    ["Orega Aura", ["310"]],
    ["Giga Orega Aura", ["310"]],
    ["Cross Gear", ["303"]],
    ["Psychic Cross Gear", ["117", "303"]],
    ["Gacharange Creature", ["811"]],
    ["Neo Gacharange Creature", ["802", "811"]],
    ["Dragheart Creature", ["807"]],
    ["Dragheart Fortress", ["807", "306"]],
    ["Dragheart Weapon", ["807", "305"]],
    ["Evolution Dragheart Creature", ["801", "807"]],
    ["Psychic Creature", ["805"]],
    ["Psychic Super Creature", ["806", "805"]],
    ["Evolution Psychic Creature", ["801", "805"]],
    ["Forbidden Creature", ["809"]],
    ["Forbidden Impulse", ["809", "307"]],
    ["Final Forbidden Field", ["309", "308"]],
    ["Castle", ["304"]],
    ["D2 Field", ["308"]],
    ["Neo Creature", ["802"]],
    ["G-Neo Creature", ["803", "802"]],
    ["Zeron Nebula", ["812", "311"]],
    ["King Cell", ["814"]],
    ["Dream Creature", ["817"]],
    ["Creature", ["301"]],
    ["Spell", ["302"]],
  ])("%s → %j", (type, expected) => {
    expect(numbersOf(type)).toEqual(expected);
  });

  it("a twinpact: 810, then its sides' types", () => {
    expect(numbersOf("Twinpact", [], ["Creature", "Spell"])).toEqual(["810", "301", "302"]);
  });

  it("every type in the catalogue links at least one clause", () => {
    const types = new Set<string>();
    for (const line of readFileSync(path.join(root, "content/cards/cards.jsonl"), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const card = JSON.parse(line) as { type: string | null };
      if (card.type) types.add(card.type);
    }
    expect(types.size).toBeGreaterThan(40);
    expect([...types].filter((t) => numbersOf(t).length === 0)).toEqual([]);
  });
});

describe("abilities as the engine reads them", () => {
  const replacement: SentenceLike = { text: "When this creature would be destroyed, return it to your hand instead.", status: "modelled", kind: "replacement", template: "hand-written" };
  it("a replacement effect → 609.1, a triggered ability → 603, a static ability → 604", () => {
    expect(numbersOf("Creature", [replacement])).toEqual(["301", "609.1"]);
    expect(numbersOf(null, [{ text: "When you put this creature, draw a card.", status: "modelled", kind: "trigger", template: "trigger:when" }])).toEqual(["603"]);
    expect(numbersOf(null, [{ text: "This creature can't be destroyed.", status: "modelled", kind: "static", template: "static:cant-be-destroyed" }])).toEqual(["604"]);
  });
  it("keyword templates", () => {
    expect(numbersOf(null, [{ text: "Shield Trigger", status: "keyword", kind: "keyword", template: "keyword:shield-trigger" }])).toEqual(["112.3a"]);
    expect(numbersOf(null, [{ text: "Blocker", status: "keyword", kind: "keyword", template: "keyword:blocker" }])).toEqual(["507.2a"]);
    expect(numbersOf(null, [{ text: "Double Breaker", status: "keyword", kind: "keyword", template: "keyword:double-breaker" }])).toEqual(["509.2b"]);
    expect(numbersOf(null, [{ text: "Star Evolution (…)", status: "modelled", kind: "replacement", template: "reminder:star-evolution" }])).toEqual(["609.1", "813.1"]);
    expect(numbersOf(null, [{ text: "Seal", status: "modelled", kind: "rule", template: "rule:seal" }])).toEqual(["116"]);
    expect(numbersOf(null, [{ text: "God Link (…)", status: "modelled", kind: "rule", template: "rule:god-link" }])).toEqual(["804"]);
  });
  it("a saver: its reminder says instead, a replacement effect", () => {
    const saver = { text: "Shield Saver (When one of your shields would be broken, you may destroy this creature instead.)", status: "modelled", kind: "replacement", template: "reminder:saver" };
    expect(numbersOf(null, [saver])).toEqual(["609.1"]);
    // also when the engine does not model it yet
    expect(numbersOf(null, [{ ...saver, status: "not-modelled", kind: undefined, template: undefined }])).toEqual(["609.1"]);
  });
  it("keywords the engine does not model yet, from the printed sentence", () => {
    const nm = (text: string): SentenceLike => ({ text, status: "not-modelled" });
    expect(numbersOf(null, [nm("Revolution Change: Fire or nature Dragon that costs 5 or more")])).toEqual(["701.26", "603.2e"]);
    expect(numbersOf(null, [nm("Ninja Strike 4 (…)")])).toEqual(["112.3c", "603.2e"]);
    expect(numbersOf(null, [nm("Gravity Zero: If you have 5 or more Angel Command creatures …")])).toEqual(["112.3e"]);
    expect(numbersOf(null, [nm("When you put this creature, your opponent puts a seal on each of their creatures.")])).toEqual(["116"]);
    expect(numbersOf(null, [nm("When this creature is dragsolutioned, draw a card.")])).toEqual(["701.22"]);
    // a not-modelled sentence has no kind: no 603 guessed from "When"
    expect(numbersOf(null, [nm("When you put this creature, choose a card.")])).toEqual([]);
    // "instead": a replacement when something would happen, or a card goes elsewhere instead of the graveyard …
    expect(numbersOf(null, [nm("Crystal Charger (After you cast this spell, put it into your mana zone face down instead of your graveyard.)")])).toEqual(["609.1"]);
    // … not an alternative cost, nor a tap ability
    expect(numbersOf(null, [nm("Instead of paying the cost, you may tap 2 of your fire creatures to cast this spell.")])).toEqual([]);
    expect(numbersOf(null, [nm("Instead of having this creature attack, you may tap it to use its Tap ability.")])).toEqual([]);
  });
  it("each clause once, the type's first, then the abilities' in order", () => {
    const links = cardClauses({
      type: "Evolution Creature",
      sentences: [replacement, { ...replacement, text: "If this creature would leave, put it into your mana zone instead." }, { text: "Blocker", status: "keyword", kind: "keyword", template: "keyword:blocker" }],
    });
    expect(links).toEqual([
      { number: "801", topic: "Evolution creatures", from: "type" },
      { number: "609.1", topic: "Replacement effects", from: "ability" },
      { number: "507.2a", topic: "Blockers", from: "ability" },
    ]);
  });
});
