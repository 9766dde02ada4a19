import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readRevision } from "@/lib/rulings/ruling";
import pg from "pg";
import { createPrisma, type Db } from "@/lib/db/client";
import { migrateDeploy } from "@/lib/db/migrate";
import { ContentError } from "@/lib/files/errors";
import { runImport } from "@/lib/content/run";
import { normalizeName } from "@/lib/text/normalize";
import { createDatabase, importedDatabase } from "../support/db";
import { copyContent, lineContaining } from "../support/content";

const catalogueLines = fs.readFileSync("content/cards/cards.jsonl", "utf8").split("\n").filter((l) => l.trim()).length;

/** Everything an import could change, summarised: row counts and a digest of every table. */
async function snapshot(url: string): Promise<Record<string, string>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tables = (await c.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE schemaname='public' AND tablename <> '_prisma_migrations' ORDER BY 1")).rows;
    const out: Record<string, string> = {};
    for (const { t } of tables) {
      const r = await c.query(`SELECT count(*)::int AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h FROM "${t}" x`);
      out[t] = `${r.rows[0].n}:${r.rows[0].h}`;
    }
    return out;
  } finally {
    await c.end();
  }
}

describe("content import", () => {
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let prisma: Db;

  beforeAll(async () => {
    db = await createDatabase(inject("embeddedAdminUrl"));
    await migrateDeploy(db.url);
    prisma = createPrisma(db.url);
    await runImport(prisma, "content");
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  it("loads the whole card catalogue with every name a card is known by", async () => {
    expect(await prisma.card.count()).toBe(catalogueLines);
    expect(catalogueLines).toBe(11120);
    const byName = async (name: string) =>
      (await prisma.cardName.findFirst({ where: { normalized: normalizeName(name) }, orderBy: { kind: "asc" }, include: { card: true } }))?.card.slug;
    expect(await byName("Aqua Soldier")).toBe("aqua-soldier");
    expect(await byName("アクア・ソルジャー")).toBe("aqua-soldier"); // Japanese name
    expect(await byName("あくあそるじゃー")).toBe("aqua-soldier"); // typed in hiragana
    expect(await byName("Perfect Galaxy, Spirit of Immortality")).toBe("perfect-galaxy-immortality-elemental"); // content alias
    expect(await byName("Severance, the Awakened Giant")).toBe("setsudan-awakened-giant");
    expect(await byName("Lost Soul")).toBe("lost-soul"); // its own name ranks before the twinpact side of the same name
    // a twinpact is found by either side
    const twin = await prisma.card.findFirstOrThrow({ where: { type: "Twinpact" }, include: { names: true } });
    const faces = twin.faces as { name: string }[];
    expect(await byName(faces[1].name)).toBe(twin.slug);
    // catalogue aliases are kept
    const aliased = await prisma.card.findFirstOrThrow({ where: { names: { some: { kind: "ALIAS", note: "catalogue" } } }, include: { names: true } });
    expect(aliased.names.some((n) => n.kind === "ALIAS")).toBe(true);
    // linked faces (psychic / dragheart) resolve to cards
    expect(await prisma.cardLink.count()).toBeGreaterThan(200);
  });

  it("imports rules, Q&A and scenarios with their links", async () => {
    const qa = await prisma.qaEntry.findUniqueOrThrow({
      where: { slug: "deadly-love-aqua-soldier-trash-train" },
      include: { cards: { include: { card: true } }, clauses: true, scenario: true },
    });
    expect(qa.status).toBe("PUBLISHED");
    expect(qa.cards.map((c) => c.card.slug)).toContain("aqua-soldier");
    expect(qa.clauses.map((c) => c.clauseNumber)).toContain("609.4");
    expect(qa.scenario?.slug).toBe("deadly-love-aqua-soldier-trash-train");
    const v120 = await prisma.ruleVersion.findFirstOrThrow({ where: { key: "1.20" }, include: { clauses: true } });
    const c6a = v120.clauses.find((c) => c.number === "609.6a")!;
    expect(c6a.parentNumber).toBe("609.6");
    expect(v120.clauses.find((c) => c.id === c6a.parentId)?.number).toBe("609.6");
    expect(await prisma.revision.count({ where: { entityType: "qa" } })).toBe(await prisma.qaEntry.count());
  });

  it("is idempotent: a second import is skipped, and a forced one writes nothing", async () => {
    const before = await snapshot(db.url);
    const second = await runImport(prisma, "content");
    expect(second.skipped).toBe(true);
    const forced = await runImport(prisma, "content", { force: true });
    expect(forced.skipped).toBe(false);
    for (const k of ["cards", "clauses", "scenarios", "qa"] as const) {
      expect(forced[k]).toMatchObject({ added: 0, updated: 0, removed: 0 });
    }
    expect(forced.revisions).toBe(0);
    const after = await snapshot(db.url);
    expect({ ...after, ContentState: "" }).toEqual({ ...before, ContentState: "" }); // only the import timestamp moves
  });

  it("stops at a malformed file, naming file, line and field, and changes nothing", async () => {
    const copy = copyContent();
    try {
      const rel = "qa/aqua-soldier-destroyed.yaml";
      const text = fs.readFileSync(copy.file(rel), "utf8");
      // a valid change elsewhere, which must not be written either
      copy.edit("qa/deadly-love-aqua-soldier-trash-train.yaml", (t) => t.replace("**No.**", "**No!**"));
      copy.edit(rel, (t) => t.replace(/^cards: \[.*$/m, "cards: [aqua-soldierr]"));
      const line = lineContaining(fs.readFileSync(copy.file(rel), "utf8"), "aqua-soldierr");
      expect(text).not.toContain("aqua-soldierr");
      const before = await snapshot(db.url);
      const err = await runImport(prisma, copy.dir).catch((e) => e);
      expect(err).toBeInstanceOf(ContentError);
      expect(err.file).toBe(copy.file(rel)); // the folder it was read from, not "content/…"
      expect(err.line).toBe(line);
      expect(err.field).toBe("cards[0]");
      expect(err.message).toContain('did you mean "aqua-soldier"');
      expect(await snapshot(db.url)).toEqual(before);
    } finally {
      copy.cleanup();
    }
  });

  it("names the line of a YAML syntax error", async () => {
    const copy = copyContent();
    try {
      copy.edit("rules/dm-comprehensive-rules/v1.20.yaml", (t) => t.replace(/^clauses:/m, "clauses: [\n  oops: : :"));
      const err = await runImport(prisma, copy.dir).catch((e) => e);
      expect(err).toBeInstanceOf(ContentError);
      expect(err.file).toBe(copy.file("rules/dm-comprehensive-rules/v1.20.yaml"));
      expect(err.line).toBeGreaterThan(0);
    } finally {
      copy.cleanup();
    }
  });

  it("rolls back everything when the database refuses part of an import", async () => {
    const copy = copyContent();
    try {
      // Change one card's text (written first), then drop a card that a Q&A links to (refused later).
      const lines = fs.readFileSync(copy.file("cards/cards.jsonl"), "utf8").split("\n");
      const i = lines.findIndex((l) => l.includes('"id": "time-tripper-shadow-of-stagnation"'));
      const j = lines.findIndex((l) => l.includes('"id": "bolshack-yamato-dragon"'));
      lines[i] = lines[i].replace('"text": "', '"text": "CHANGED ');
      lines.splice(j, 1);
      fs.writeFileSync(copy.file("cards/cards.jsonl"), lines.join("\n"));
      for (const f of fs.readdirSync(copy.file("qa"))) {
        copy.edit(`qa/${f}`, (t) => t.replace(/\bbolshack-yamato-dragon\b/g, "faerie-life")); // keep the loader happy...
      }
      // ...but the database still links Q&As to Bolshack Yamato Dragon, so removing it must fail inside the transaction.
      const before = await snapshot(db.url);
      const err = await runImport(prisma, copy.dir, { force: true }).catch((e) => e);
      expect(err).toBeInstanceOf(ContentError);
      expect(err.message).toMatch(/bolshack-yamato-dragon.*was removed but Q&A/);
      expect(await snapshot(db.url)).toEqual(before);
      const tt = await prisma.card.findFirstOrThrow({ where: { slug: "time-tripper-shadow-of-stagnation" } });
      expect(tt.text.startsWith("CHANGED")).toBe(false);
    } finally {
      copy.cleanup();
    }
  });

  it("keeps every version: an edit adds a revision, a removed Q&A is archived, not deleted", async () => {
    // a copy of the database the global setup imported content/ into: the same state a first import leaves
    const scratch = await importedDatabase();
    const p2 = createPrisma(scratch.url);
    const copy = copyContent();
    try {
      const slug = "aqua-soldier-destroyed";
      const original = await p2.qaEntry.findUniqueOrThrow({ where: { slug } });
      copy.edit(`qa/${slug}.yaml`, (t) => t.replace('en: "Aqua Soldier would be destroyed"', 'en: "Aqua Soldier would be destroyed (edited)"'));
      const edited = await runImport(p2, copy.dir);
      expect(edited.qa.updated).toBe(1);
      expect(edited.cards).toMatchObject({ added: 0, updated: 0, removed: 0 });
      const revisions = await p2.revision.findMany({ where: { entityType: "qa", entityKey: slug }, orderBy: { number: "asc" } });
      expect(revisions.map((r) => r.number)).toEqual([1, 2]);
      // revisions store the ruling in its one shape (lib/rulings/ruling.ts, format 2)
      expect((revisions[0].data as { format: number }).format).toBe(2);
      expect(readRevision(revisions[0].data).ruling.answer.en).toBe(original.answerEn);
      expect(readRevision(revisions[1].data).ruling.title.en).toBe("Aqua Soldier would be destroyed (edited)");

      fs.rmSync(copy.file(`qa/${slug}.yaml`));
      const removed = await runImport(p2, copy.dir);
      expect(removed.qa.removed).toBe(1);
      const archived = await p2.qaEntry.findUniqueOrThrow({ where: { slug } });
      expect(archived.status).toBe("ARCHIVED");
      expect(archived.answerEn).toBe(original.answerEn);
    } finally {
      copy.cleanup();
      await p2.$disconnect();
      await scratch.drop();
    }
  });
});
