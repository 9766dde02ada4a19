/**
 * The rules import: Ver. 1.48 from its full text (every clause), merged with the hand-written version file
 * and the working translations; the older and newer versions stay versions of the same clauses.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma } from "@/lib/db/client";
import { ContentError } from "@/lib/files/errors";
import { parseYaml, validate } from "@/lib/files/yaml";
import { expandRuleVersion } from "@/lib/content/rule-full-text";
import { ruleVersionSchema } from "@/lib/content/schemas";
import { parseRulesSource } from "@/lib/rules/source-parser";
import { importedDatabase, type TestDatabase } from "../support/db";

const SOURCE = fs.readFileSync("content/rules/dm-comprehensive-rules/sources/ja-v1.48.md", "utf8");
const PARSED = parseRulesSource(SOURCE);

describe("the imported database", () => {
  let db: TestDatabase;
  let prisma: ReturnType<typeof createPrisma>;
  beforeAll(async () => {
    db = await importedDatabase();
    prisma = createPrisma(db.url);
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  it("has every clause of Ver. 1.48, dated 2025-12-17, with the full text's Japanese", async () => {
    const v = await prisma.ruleVersion.findUniqueOrThrow({ where: { documentId_key: { documentId: "dm-comprehensive-rules", key: "1.48" } } });
    expect(v.date?.toISOString().slice(0, 10)).toBe("2025-12-17");
    expect(v.label).toBe("Ver. 1.48");
    const rows = await prisma.ruleClause.findMany({ where: { versionId: v.id } });
    expect(rows.length).toBe(PARSED.clauses.length);
    const byNumber = new Map(rows.map((r) => [r.number, r]));
    for (const c of PARSED.clauses) {
      const r = byNumber.get(c.number);
      expect(r, c.number).toBeDefined();
      expect(r!.textJa, c.number).toBe(c.text);
      expect(r!.titleJa, c.number).toBe(c.title);
    }
    // parents: 609.6a → 609.6 → 609; a chapter and a section have none
    const id = (n: string) => byNumber.get(n)!.id;
    expect(byNumber.get("609.6a")!.parentId).toBe(id("609.6"));
    expect(byNumber.get("609.6")!.parentId).toBe(id("609"));
    expect(byNumber.get("609")!.parentId).toBeNull();
    expect(byNumber.get("6")!.parentId).toBeNull();
  });

  it("keeps the reviewed English of the version file and takes the rest from the working translation", async () => {
    const v = await prisma.ruleVersion.findUniqueOrThrow({ where: { documentId_key: { documentId: "dm-comprehensive-rules", key: "1.48" } } });
    const c = await prisma.ruleClause.findUniqueOrThrow({ where: { versionId_number: { versionId: v.id, number: "701.6a" } } });
    expect(c.textEn).toBe("To destroy a card is to (attempt to) put it from the battle zone into the graveyard.");
    expect(c.note).toMatch(/^置こうとすること/);
    expect(c.enStatus).toBe("working-translation");
    expect(c.jaStatus).toBe("quoted-secondary");
  });

  it("keeps the other versions as versions of the same clauses", async () => {
    const versions = await prisma.ruleClause.findMany({ where: { number: "609.4" }, select: { version: { select: { key: true } } } });
    expect(versions.map((r) => r.version.key).sort()).toEqual(["1.17", "1.20", "1.48", "1.50"]);
  });
});

describe("expandRuleVersion: full text, version file and translations", () => {
  let dir: string;
  const SMALL = "Ver.9.99 \n最終更新日 2026 年1 月2 日 \n0.はじめに \n\n0. はじめに \n000.この文書の目的 \n000.1. この文書は細則をまとめたもので\nす。 \n1. ゲームの基本 \n100.ゲームに必要なもの \n100.1. デュエル・マスターズは二人用の対戦ゲームです。 \n";
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-rules-"));
    fs.mkdirSync(path.join(dir, "sources"));
    fs.mkdirSync(path.join(dir, "translations", "v9.99"), { recursive: true });
    fs.writeFileSync(path.join(dir, "sources", "ja.md"), SMALL);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const version = (extra = "") => {
    const text = `version: "9.99"\nlabel: "Ver. 9.99"\ndate: 2026-01-02\nfull_text: { file: "sources/ja.md", ja_status: "quoted-secondary" }\ntranslations: "translations/v9.99"\n${extra ? `clauses:\n${extra}` : "clauses: []\n"}`;
    const y = parseYaml(text, "v9.99.yaml");
    return { y, v: validate(y, ruleVersionSchema) };
  };
  const translation = (body: string) => fs.writeFileSync(path.join(dir, "translations", "v9.99", "a.yaml"), `document: dm-comprehensive-rules\nversion: "9.99"\nlanguage: en\nstatus: working-translation\nclauses:\n${body}`);

  it("gives every clause of the full text; a missing translation is no error", () => {
    translation(`  "100.1": { text: "Duel Masters is a game for two players." }\n`);
    const { y, v } = version(`  - number: "000"\n    title: { en: "Purpose" }\n`);
    const out = expandRuleVersion(v, y, dir, "dm-comprehensive-rules");
    expect(out.clauses.map((c) => c.number)).toEqual(["0", "000", "000.1", "1", "100", "100.1"]);
    const by = new Map(out.clauses.map((c) => [c.number, c]));
    expect({ ...by.get("000.1") }).toStrictEqual({ number: "000.1", ja_status: "quoted-secondary", text: { ja: "この文書は細則をまとめたものです。" } });
    expect(by.get("100.1")?.text).toEqual({ ja: "デュエル・マスターズは二人用の対戦ゲームです。", en: "Duel Masters is a game for two players." });
    expect(by.get("100.1")?.en_status).toBe("working-translation");
    expect(by.get("000")?.title).toEqual({ en: "Purpose", ja: "この文書の目的" });
    expect(out.translated).toBe(1);
  });

  it("the version file's English wins over the translation; its Japanese gives way to the full text, reported", () => {
    translation(`  "100.1": { text: "From the translation." }\n`);
    const { y, v } = version(`  - number: "100.1"\n    text: { en: "Reviewed.", ja: "デュエル・マスターズは三人用です。" }\n    en_status: "fan-translation"\n`);
    const out = expandRuleVersion(v, y, dir, "dm-comprehensive-rules");
    const c = out.clauses.find((x) => x.number === "100.1")!;
    expect(c.text).toEqual({ en: "Reviewed.", ja: "デュエル・マスターズは二人用の対戦ゲームです。" });
    expect(c.en_status).toBe("fan-translation");
    expect(out.differences).toEqual([expect.stringMatching(/^100\.1 text: the version file has "デュエル・マスターズは三人用です。"/)]);
  });

  it("a translated number that is not a clause of the version is an error naming the file and line", () => {
    translation(`  "100.1": { text: "ok" }\n  "100.2": { text: "no such clause" }\n`);
    const { y, v } = version();
    let error: unknown;
    try {
      expandRuleVersion(v, y, dir, "dm-comprehensive-rules");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toMatch(/translations\/v9\.99\/a\.yaml:7: clauses\.100\.2: clause 100\.2 is not in Ver\. 9\.99/);
  });

  it("validates translation files (zod) and the paths of a version file", () => {
    translation(`  "100.1": { txt: "typo" }\n`);
    const { y, v } = version();
    expect(() => expandRuleVersion(v, y, dir, "dm-comprehensive-rules")).toThrow(/a\.yaml:6: clauses\.100\.1\.txt: unknown field "txt"/);
    fs.rmSync(path.join(dir, "translations", "v9.99", "a.yaml"));
    const escape = parseYaml(`version: "9.99"\nlabel: "x"\nfull_text: { file: "sources/../../../etc/passwd.md", ja_status: "official" }\nclauses: []\n`, "v.yaml");
    expect(() => expandRuleVersion(validate(escape, ruleVersionSchema), escape, dir, "dm-comprehensive-rules")).toThrow(/v\.yaml:3: full_text\.file: must stay inside/);
    const wrong = parseYaml(`version: "1.00"\nlabel: "x"\nfull_text: { file: "sources/ja.md", ja_status: "official" }\nclauses: []\n`, "v.yaml");
    expect(() => expandRuleVersion(validate(wrong, ruleVersionSchema), wrong, dir, "dm-comprehensive-rules")).toThrow(/is Ver\. 9\.99, not Ver\. 1\.00/);
  });
});
