/**
 * The catalogue merge (npm run cards:merge): the three-way rules per field, cards added and removed upstream,
 * stable lines, idempotence, and the recorded base in content/cards (upstream.jsonl.gz + .sha256).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { formatMergeReport, mergeCards, serializeCard, type MergeInput } from "@/lib/content/cards-merge";
import { BASE_FILE, BASE_SHA_FILE, mergeUpstreamCatalogue, readRecordedBase, sha256 } from "@/lib/content/cards-upstream";
import { ContentError } from "@/lib/files/errors";

type Card = Record<string, unknown> & { id: string };

/** A catalogue record with every field, in the catalogue's key order. */
function card(id: string, fields: Partial<Card> = {}): Card {
  return {
    id,
    name: id.replace(/-/g, " "),
    aliases: [],
    nameJa: null,
    cost: 3,
    civilizations: ["water"],
    type: "Creature",
    races: ["Liquid People"],
    power: 2000,
    powerSuffix: null,
    text: "Blocker",
    set: "DM-01",
    sets: ["DM-01"],
    tcg: false,
    faces: null,
    otherFaces: [],
    source: "szefo09/dm-ocg-octgn",
    nameJaSource: null,
    ...fields,
  };
}
const file = (...cards: Card[]) => cards.map((c) => `${serializeCard(c)}\n`).join("");
const parse = (text: string) => text.trim().split("\n").map((l) => JSON.parse(l) as Card);
const OPEN = "opencard-dm/card-database";

function merge(local: string, upstream: string, base: string | null, refs: Record<string, string[]> = {}) {
  const input: MergeInput = { local, upstream, base, referencedBy: (id) => refs[id] ?? [] };
  return mergeCards(input);
}

describe("serializeCard writes the catalogue's own style", () => {
  it("every line of content/cards/cards.jsonl comes back byte for byte", () => {
    const lines = fs.readFileSync("content/cards/cards.jsonl", "utf8").split("\n").filter(Boolean);
    expect(lines.length).toBeGreaterThan(10_000);
    const differ = lines.filter((l) => serializeCard(JSON.parse(l)) !== l);
    expect(differ).toEqual([]);
  });
  it("escapes what JSON must, leaves Japanese and symbols as they are", () => {
    expect(serializeCard({ a: 'x"\\\n\t\u0001', b: "*/零幻チュパカル/*", c: [1, null, true], d: {}, e: [] })).toBe(
      '{"a": "x\\"\\\\\\n\\t\\u0001", "b": "*/零幻チュパカル/*", "c": [1, null, true], "d": {}, "e": []}',
    );
  });
});

describe("with no recorded base (the first merge)", () => {
  it("an empty local value takes upstream's; nameJa and nameJaSource travel together", () => {
    const local = file(card("a"), card("b", { nameJa: "アクア", nameJaSource: "super-pylori/duel-masters-cardlist" }));
    const upstream = file(card("a", { nameJa: "エー", nameJaSource: OPEN }), card("b", { nameJa: "アクア", nameJaSource: "super-pylori/duel-masters-cardlist" }));
    const r = merge(local, upstream, null);
    expect(r.text).toBe(upstream);
    expect(r.changed).toBe(true);
    expect(r.report).toMatchObject({ cards: 2, changedCards: 1, fieldsTaken: { nameJa: 1, nameJaSource: 1 }, conflicts: [], kept: [] });
  });

  it("a non-empty local value that differs is kept and reported as a conflict; its source stays with it", () => {
    const local = file(card("a", { nameJa: "手で書いた名前", text: "Blocker (fixed here)" }));
    const upstream = file(card("a", { nameJa: "エー", nameJaSource: OPEN, text: "Blocker" }));
    const r = merge(local, upstream, null);
    expect(r.text).toBe(local);
    expect(r.changed).toBe(false);
    expect(r.report.conflicts).toEqual([
      { id: "a", field: "nameJa", local: "手で書いた名前", upstream: "エー" },
      { id: "a", field: "nameJaSource", local: null, upstream: OPEN },
      { id: "a", field: "text", local: "Blocker (fixed here)", upstream: "Blocker" },
    ]);
    expect(formatMergeReport(r.report)).toContain('  conflict a text: kept "Blocker (fixed here)"; upstream "Blocker", no base');
  });

  it("false and 0 are values, not empty ones", () => {
    const r = merge(file(card("a", { tcg: false, cost: 0 })), file(card("a", { tcg: true, cost: 5 })), null);
    expect(r.report.conflicts.map((c) => c.field)).toEqual(["cost", "tcg"]);
    expect(r.changed).toBe(false);
  });
});

describe("three-way, per card and field", () => {
  const base = file(card("a", { text: "Blocker", power: 2000 }));

  it("a field the project never changed takes upstream's value", () => {
    const r = merge(base, file(card("a", { text: "Blocker.", power: 3000 })), base);
    expect(parse(r.text)[0]).toMatchObject({ text: "Blocker.", power: 3000 });
    expect(r.report.fieldsTaken).toEqual({ power: 1, text: 1 });
  });

  it("a field the project changed keeps its value: reported as kept, or as a conflict when upstream changed it too", () => {
    const local = file(card("a", { text: "Blocker (errata)", power: 4000 }));
    const upstream = file(card("a", { text: "Blocker", power: 5000, cost: 4 }));
    const r = merge(local, upstream, base);
    expect(parse(r.text)[0]).toMatchObject({ text: "Blocker (errata)", power: 4000, cost: 4 });
    expect(r.report.fieldsTaken).toEqual({ cost: 1 });
    expect(r.report.kept).toEqual([{ id: "a", field: "text", local: "Blocker (errata)", upstream: "Blocker", base: "Blocker" }]);
    expect(r.report.conflicts).toEqual([{ id: "a", field: "power", local: 4000, upstream: 5000, base: 2000 }]);
    const lines = formatMergeReport(r.report);
    expect(lines).toContain('  kept a text: "Blocker (errata)" (upstream "Blocker")');
    expect(lines).toContain("  conflict a power: kept 4000; upstream 5000, base 2000");
  });

  it("the same change on both sides is no conflict", () => {
    const both = file(card("a", { text: "Blocker (errata)" }));
    const r = merge(both, both, base);
    expect(r.changed).toBe(false);
    expect(r.report).toMatchObject({ conflicts: [], kept: [], changedCards: 0 });
  });

  it("values compare whatever their key order (twinpact faces)", () => {
    const face = { name: "X", cost: 1, civilizations: [], type: "Spell", races: [], power: null, powerSuffix: null, text: "" };
    const reordered = Object.fromEntries(Object.entries(face).reverse());
    const r = merge(file(card("a", { faces: [reordered] })), file(card("a", { faces: [face] })), file(card("a", { faces: [face] })));
    expect(r.report).toMatchObject({ conflicts: [], kept: [], changedCards: 0 });
  });

  it("a field added upstream is inserted where upstream has it; one dropped upstream goes", () => {
    const withField = (c: Card, after: string, key: string, value: unknown) =>
      Object.fromEntries(Object.entries(c).flatMap(([k, v]) => (k === after ? [[k, v], [key, value]] : [[k, v]])));
    const old = `${serializeCard(withField(card("a"), "tcg", "rarity", "VR"))}\n`;
    const next = withField(card("a"), "text", "illustrator", "Someone");
    const r = merge(old, `${serializeCard(next)}\n`, old);
    expect(Object.keys(parse(r.text)[0])).toEqual(Object.keys(next));
    expect(r.text).toBe(`${serializeCard(next)}\n`);
    expect(r.report.fieldsTaken).toEqual({ illustrator: 1, rarity: 1 });
  });

  it("a card mixing both sides is written in the file's style, in local's key order", () => {
    const local = file(card("a", { text: "Blocker (errata)" }));
    const r = merge(local, file(card("a", { power: 3000 })), base);
    expect(r.text).toBe(file(card("a", { text: "Blocker (errata)", power: 3000 })));
  });
});

describe("lines and order", () => {
  it("an unchanged card keeps its line byte for byte, whatever its spacing", () => {
    const odd = '{"id":"a","name":"a","aliases":[],"nameJa":null,"cost":3,"civilizations":["water"],"type":"Creature","races":["Liquid People"],"power":2000,"powerSuffix":null,"text":"Blocker","set":"DM-01","sets":["DM-01"],"tcg":false,"faces":null,"otherFaces":[],"source":"szefo09/dm-ocg-octgn","nameJaSource":null}';
    const local = `${odd}\n${serializeCard(card("b"))}\n`;
    const r = merge(local, file(card("a"), card("b", { nameJa: "ビー", nameJaSource: OPEN })), null);
    expect(r.text.split("\n")[0]).toBe(odd);
    expect(r.text.split("\n")[1]).toBe(serializeCard(card("b", { nameJa: "ビー", nameJaSource: OPEN })));
  });

  it("keeps local's order; cards added upstream go after the upstream card before them (or first)", () => {
    const local = file(card("m"), card("c"), card("x"));
    const upstream = file(card("new-first"), card("c"), card("new-1"), card("new-2"), card("m"), card("x"), card("new-last"));
    const r = merge(local, upstream, null);
    expect(parse(r.text).map((c) => c.id)).toEqual(["new-first", "m", "c", "new-1", "new-2", "x", "new-last"]);
    expect(r.report.added).toEqual(["new-first", "new-1", "new-2", "new-last"]);
  });
});

describe("cards removed upstream, added or deleted here", () => {
  const base = file(card("a"), card("gone"), card("used"), card("edited"), card("deleted-here"));
  const local = file(card("a"), card("gone"), card("used"), card("edited", { text: "Blocker (errata)" }), card("mine"));
  const upstream = file(card("a"), card("deleted-here"));

  it("removed unless content/ refers to it or the project changed it; the project's additions and deletions stand", () => {
    const r = merge(local, upstream, base, { used: ["content/qa/x.yaml", "content/scenarios/y.yaml"] });
    expect(parse(r.text).map((c) => c.id)).toEqual(["a", "used", "edited", "mine"]);
    expect(r.report.removed).toEqual(["gone"]);
    expect(r.report.keptRemoved).toEqual([
      { id: "used", why: ["content/qa/x.yaml", "content/scenarios/y.yaml"] },
      { id: "edited", why: ["changed here"] },
    ]);
    expect(r.report.localOnly).toEqual(["mine"]);
    expect(r.report.deletedHere).toEqual(["deleted-here"]);
    const lines = formatMergeReport(r.report);
    expect(lines).toContain("  removed gone (removed upstream, nothing in content/ refers to it)");
    expect(lines).toContain("  kept removed used (removed upstream; content/qa/x.yaml, content/scenarios/y.yaml)");
  });

  it("with no base, a card upstream does not have is a removed one (kept only when referred to)", () => {
    const r = merge(file(card("a"), card("mine")), file(card("a")), null, {});
    expect(r.report.removed).toEqual(["mine"]);
    expect(merge(file(card("a"), card("mine")), file(card("a")), null, { mine: ["content/cards/aliases.yaml"] }).report.keptRemoved).toEqual([
      { id: "mine", why: ["content/cards/aliases.yaml"] },
    ]);
  });
});

describe("idempotence and bad input", () => {
  it("merging again against the upstream just merged changes nothing", () => {
    const base = file(card("a"), card("b"), card("c"));
    const local = file(card("a", { text: "Blocker (errata)" }), card("b"), card("c"));
    const upstream = file(card("a", { power: 9000 }), card("b", { nameJa: "ビー", nameJaSource: OPEN }), card("d"));
    const first = merge(local, upstream, base, {});
    expect(first.changed).toBe(true);
    const second = merge(first.text, upstream, upstream, {});
    expect(second.text).toBe(first.text);
    expect(second.changed).toBe(false);
    expect(second.report).toMatchObject({ changedCards: 0, added: [], removed: [], conflicts: [], fieldsTaken: {} });
    expect(second.report.kept).toEqual([{ id: "a", field: "text", local: "Blocker (errata)", upstream: "Blocker", base: "Blocker" }]);
  });

  it("a bad upstream line stops the merge with its file, line and field", () => {
    const bad = `${serializeCard(card("a"))}\n${serializeCard(card("b", { civilizations: ["purple"] }))}\n`;
    expect(() => merge(file(card("a")), bad, null)).toThrow(ContentError);
    expect(() => merge(file(card("a")), bad, null)).toThrow(/^upstream cards\.jsonl:2: civilizations\.0: /);
  });
});

describe("the recorded base (content/cards/upstream.jsonl.gz and .sha256)", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });
  function contentDir(cards: string, aliasesFor?: string) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-cards-merge-"));
    dirs.push(dir);
    fs.mkdirSync(path.join(dir, "cards"));
    fs.writeFileSync(path.join(dir, "cards", "cards.jsonl"), cards);
    if (aliasesFor) fs.writeFileSync(path.join(dir, "cards", "aliases.yaml"), `- card: ${aliasesFor}\n  aliases: ["Another Name"]\n`);
    return dir;
  }

  it("the first run writes the merge and records the base; a second run writes nothing", () => {
    const dir = contentDir(file(card("a"), card("kept-by-alias"), card("gone")), "kept-by-alias");
    const upstreamFile = path.join(dir, "upstream-v2.jsonl");
    const upstream = file(card("a", { nameJa: "エー", nameJaSource: OPEN }), card("added"));
    fs.writeFileSync(upstreamFile, upstream);

    const first = mergeUpstreamCatalogue({ contentDir: dir, upstream: upstreamFile });
    expect(first.base).toBeNull();
    expect(first.report).toMatchObject({ fieldsTaken: { nameJa: 1, nameJaSource: 1 }, added: ["added"], removed: ["gone"] });
    expect(first.report.keptRemoved).toEqual([{ id: "kept-by-alias", why: [expect.stringMatching(/cards[/\\]aliases\.yaml$/)] }]);
    expect(first.wrote).toHaveLength(3);
    expect(first.contentProblem).toBeNull();
    const cardsDir = path.join(dir, "cards");
    expect(gunzipSync(fs.readFileSync(path.join(cardsDir, BASE_FILE))).toString("utf8")).toBe(upstream);
    expect(fs.readFileSync(path.join(cardsDir, BASE_SHA_FILE), "utf8")).toBe(`${sha256(upstream)}  upstream.jsonl\n`);
    expect(parse(fs.readFileSync(path.join(cardsDir, "cards.jsonl"), "utf8")).map((c) => c.id)).toEqual(["a", "added", "kept-by-alias"]);

    const stamp = (f: string) => fs.statSync(path.join(cardsDir, f)).mtimeMs;
    const before = [stamp("cards.jsonl"), stamp(BASE_FILE), stamp(BASE_SHA_FILE)];
    const second = mergeUpstreamCatalogue({ contentDir: dir, upstream: upstreamFile });
    expect(second.base).toEqual({ sha256: sha256(upstream) });
    expect(second.wrote).toEqual([]);
    expect(second.report).toMatchObject({ changedCards: 0, added: [], removed: [], conflicts: [], kept: [] });
    expect([stamp("cards.jsonl"), stamp(BASE_FILE), stamp(BASE_SHA_FILE)]).toEqual(before);
  });

  it("a dry run writes nothing", () => {
    const dir = contentDir(file(card("a")));
    const upstreamFile = path.join(dir, "up.jsonl");
    fs.writeFileSync(upstreamFile, file(card("a", { nameJa: "エー", nameJaSource: OPEN })));
    const run = mergeUpstreamCatalogue({ contentDir: dir, upstream: upstreamFile, dryRun: true });
    expect(run.report.fieldsTaken).toEqual({ nameJa: 1, nameJaSource: 1 });
    expect(run.wrote).toEqual([]);
    expect(fs.readdirSync(path.join(dir, "cards")).sort()).toEqual(["cards.jsonl"]);
  });

  it("an altered or half-recorded base is refused", () => {
    const dir = contentDir(file(card("a")));
    const upstreamFile = path.join(dir, "up.jsonl");
    fs.writeFileSync(upstreamFile, file(card("a")));
    mergeUpstreamCatalogue({ contentDir: dir, upstream: upstreamFile });
    const cardsDir = path.join(dir, "cards");
    fs.writeFileSync(path.join(cardsDir, BASE_SHA_FILE), `${"0".repeat(64)}  upstream.jsonl\n`);
    expect(() => readRecordedBase(cardsDir)).toThrow(/does not match/);
    fs.rmSync(path.join(cardsDir, BASE_SHA_FILE));
    expect(() => readRecordedBase(cardsDir)).toThrow(/missing, while .*upstream\.jsonl\.gz exists/);
  });
});
