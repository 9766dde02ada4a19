import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clean, isNextClause, joinParagraphs, parseRulesSource } from "@/lib/rules/source-parser";

const SOURCE_FILE = path.resolve("content/rules/dm-comprehensive-rules/sources/ja-v1.48.md");
const source = fs.readFileSync(SOURCE_FILE, "utf8");
const parsed = parseRulesSource(source);
const sourceLines = source.split("\n");
const byNumber = new Map(parsed.clauses.map((c) => [c.number, c]));
const get = (n: string) => {
  const c = byNumber.get(n);
  if (!c) throw new Error(`clause ${n} not parsed`);
  return c;
};

describe("the Ver. 1.48 source", () => {
  it("is the whole transcription, unchanged", () => {
    const sha = (s: Buffer) => createHash("sha256").update(s).digest("hex");
    expect(sha(fs.readFileSync(SOURCE_FILE))).toBe("847295851cedb274aaa7009392eeff3c0db1908f3c70a6e6360cdb6eece50b4f");
  });

  it("gives its version and date, and the body starts after the table of contents", () => {
    expect(parsed.version).toBe("1.48");
    expect(parsed.date).toBe("2025-12-17");
    expect(sourceLines[parsed.bodyLine - 1].trim()).toBe("0. はじめに");
    expect(parsed.bodyLine).toBeGreaterThan(100); // the table of contents also has "0.はじめに", at line 8
  });

  it("has one clause per numbered line of the body", () => {
    // Counted independently: every body line that starts with "N." (a chapter), "NNN." (a section, a rule,
    // a sub-rule), leading spaces allowed, except cross references that a line break put at the start of a
    // line: a number directly followed by a closing parenthesis ("603.2e）" in 506.3b).
    const body = sourceLines.slice(parsed.bodyLine - 1);
    const numbered = body.filter((l) => /^\s*(\d\.\s*\S|\d{3}\.)/.test(l));
    const references = numbered.filter((l) => /^\s*\d{3}\.\d+[a-z]?[）)]/.test(l));
    expect(references.map((l) => l.trim())).toEqual(["603.2e）"]);
    expect(parsed.clauses.length).toBe(numbered.length - references.length);
    expect(parsed.clauses.length).toBe(862);
    // 9 chapters (0–8) and every section from 000 and 100 to 819 that the body has
    expect(parsed.clauses.filter((c) => c.kind === "chapter").map((c) => c.number)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8"]);
    expect(parsed.clauses.filter((c) => c.kind === "section").at(-1)?.number).toBe("819");
    // and each at the line it was counted at, numbers unique and in document order
    expect(new Set(parsed.clauses.map((c) => c.number)).size).toBe(parsed.clauses.length);
    for (const c of parsed.clauses) expect(sourceLines[c.line - 1].trim().startsWith(c.label), c.number).toBe(true);
  });

  it("loses no character: labels, titles and texts hold the whole body, in order, except whitespace", () => {
    const strip = (s: string) => s.replace(/\s+/g, "");
    const body = sourceLines.slice(parsed.bodyLine - 1).join("\n");
    const rebuilt = parsed.clauses.map((c) => `${c.label}${c.title ?? ""}${c.text ?? ""}`).join("");
    expect(strip(rebuilt)).toBe(strip(body));
  });

  it("keeps texts free of the extraction's whitespace: no line breaks inside a sentence, no trailing or doubled spaces", () => {
    for (const c of parsed.clauses) {
      for (const s of [c.title, ...(c.text ?? "").split("\n")].filter((x): x is string => !!x)) {
        expect(s, c.number).toBe(s.trim());
        expect(s, c.number).not.toMatch(/ {2}/);
        expect(s, c.number).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff] [A-Za-z0-9]|[A-Za-z0-9] [\u3040-\u30ff\u4e00-\u9fff]/);
      }
    }
  });

  it("reads real clauses character by character", () => {
    expect(get("101.1")).toMatchObject({
      label: "101.1.",
      kind: "rule",
      title: "カードの効果はルールに勝つ",
      text: "カードの文章がルールに直接矛盾しているときは、カードの記述が優先されます。（カードはその特定の状況に適用されるルールだけを無視します。）",
    });
    // an example list stays with its clause, one line each
    expect(get("100.5").text).toBe(
      [
        "ゲーム開始時にバトルゾーンに存在出来るカードは1セットのみです。",
        "ゲーム開始時にバトルゾーンに存在出来るカード例：",
        "《禁断～封印されしX～》",
        "《FORBIDDEN STAR～世界最後の日～》",
        "《滅亡の起源 零無》",
        "《Forbidden New Year》",
      ].join("\n"),
    );
    expect(get("100.2").text).toBe("通常、殿堂レギュレーションというルールに従ってデッキを構築します。デッキはちょうど40枚でなければならず、多くても少なくてもいけません。");
    expect(get("609")).toMatchObject({ kind: "section", title: "置換効果", text: null });
    expect(get("609.6a").text).toBe("複数枚のカードを引くことのうちの1つを置換する場合、次のカードを引くのはその置換効果の処理を全て終わらせてからです。");
    expect(get("701.6")).toMatchObject({ title: "破壊する", text: null });
    expect(get("818")).toMatchObject({ title: "超魂X" });
    expect(get("818.1").text).toBe("一部のカードは超魂Xを持ちます。超魂Xを持つカードは、通常の能力に加えて超魂Xの能力を持ちます。\n例：《ガヤルドスカイ-A3》のブロッカーは超魂Xの能力です。");
    // the body of "111.1." starts on the next line: no title
    expect(get("111.1")).toMatchObject({ label: "111.1.", title: null, text: "いずれかの処理が行われるとき、常にターン・プレイヤー側の処理を優先して行います。" });
    // a long first line the PDF ended with a space is still a sentence, not a heading
    expect(get("609.8").title).toBeNull();
    expect(get("609.8").text).toMatch(/^複数の置換効果が単一のイベントを同時に修整しようとした場合、どの効果が適用されるかは/);
    // a cross reference at the start of a line stays in its clause
    expect(get("506.3b").text).toMatch(/（参考603\.2e）$/);
  });

  it("normalises loosely written numbers and keeps them as written", () => {
    expect(get("103.2").label).toBe("103.2．");
    expect(get("100.5").label).toBe("100.5");
    expect(get("701.23b").label).toBe("701.23 b");
    expect(get("200.3c").label).toBe("200.3C");
    expect(get("507.2a").label).toBe("507.2a.");
    expect(get("118.1")).toMatchObject({ label: "118.1.", text: "バトルゾーン以外のゾーンに置かれたＧＲクリーチャーは、超ＧＲの下に置かれます。" });
    expect(get("116.1a").label).toBe("116.1a"); // written with a leading space
    expect(get("8")).toMatchObject({ kind: "chapter", label: "8.", title: "特別なカード" });
  });

  it("renumbers the two misprinted clauses and says so", () => {
    expect(get("312.2")).toMatchObject({ label: "311.2.", text: "Artifactは実行したら、バトルゾーンに出ます。" });
    expect(get("312.2").note).toMatch(/numbers this clause 311\.2/);
    expect(get("506.2a")).toMatchObject({ label: "505.2a" });
    expect(parsed.clauses.filter((c) => c.note).map((c) => c.number)).toEqual(["312.2", "506.2a"]);
    expect(isNextClause("312.1", "312.2")).toBe(true);
    expect(isNextClause("506.2", "506.2a")).toBe(true);
    expect(isNextClause("506.3b", "506.2e")).toBe(false);
  });
});

describe("parseRulesSource on small sources", () => {
  const doc = (body: string) => `Ver.9.99 \n最終更新日 2026 年1 月2 日 \n0.はじめに \n1.ゲームの基本 \n818.\n 超魂X \n\n0. はじめに \n${body}`;

  it("joins a heading split from its number", () => {
    const r = parseRulesSource(doc("1.特別なカード \n118.\n 超魂X \n118.1. 一部のカードは超魂X を持ちます。 \n"));
    expect(r.version).toBe("9.99");
    expect(r.date).toBe("2026-01-02");
    expect(r.clauses.map((c) => [c.number, c.title, c.text])).toEqual([
      ["0", "はじめに", null],
      ["1", "特別なカード", null],
      ["118", "超魂X", null],
      ["118.1", null, "一部のカードは超魂Xを持ちます。"],
    ]);
  });

  it("joins broken lines without inventing spaces, but keeps one between Latin words", () => {
    expect(joinParagraphs(["カードを引くことを置", "換するものがあります。 "])).toBe("カードを引くことを置換するものがあります。");
    expect(joinParagraphs(["《FORBIDDEN", "STAR～世界最後の日～》 "])).toBe("《FORBIDDEN STAR～世界最後の日～》");
    expect(joinParagraphs(["合計 7 になるように ", "例： 《ガヤルドスカイ-A3》 "])).toBe("合計7になるように\n例：《ガヤルドスカイ-A3》");
    expect(clean("  S･バックと G･ストライク、サバキ Z は  ")).toBe("S･バックとG･ストライク、サバキZは");
  });

  it("fails clearly on a text without a body", () => {
    expect(() => parseRulesSource("nothing here")).toThrow(/line 1: no body/);
  });
});
