import { describe, expect, it } from "vitest";
import { katakanaToHiragana, normalizeName, slugify } from "@/lib/text/normalize";
import { clauseSortKey, parentClauseNumber, sectionOf } from "@/lib/content/clauses";
import { parseInline, parseMarkdown } from "@/lib/text/markdown";

describe("normalizeName", () => {
  it("folds case, punctuation and spaces in English", () => {
    expect(normalizeName("Bolshack Yamato Dragon")).toBe(normalizeName("bolshack-yamato, dragon"));
    expect(normalizeName("Baiken's Vision")).toBe("baikensvision");
  });
  it("folds full-width forms, katakana/hiragana and ・ in Japanese", () => {
    expect(normalizeName("アクア・ソルジャー")).toBe(normalizeName("あくあそるじゃー"));
    expect(normalizeName("ＡＱＵＡ　Soldier")).toBe("aquasoldier");
    expect(katakanaToHiragana("ボーン・グール")).toBe("ぼーん・ぐーる");
  });
  it("keeps letters of every script and drops only separators", () => {
    expect(normalizeName("卍 Ga Ryuzark 卍")).toBe("卍garyuzark卍"); // 卍 is a CJK ideograph, part of the name
    expect(normalizeName("大邪眼B・ロマノフ")).toBe("大邪眼bろまのふ");
    expect(normalizeName("★Star★ (DM-01)")).toBe("stardm01");
    expect(normalizeName("!!!")).toBe("");
  });
  it("slugifies names like the catalogue ids", () => {
    expect(slugify("Perfect Galaxy, Immortality Elemental")).toBe("perfect-galaxy-immortality-elemental");
  });
});

describe("clause numbers", () => {
  it("derive parents", () => {
    expect(parentClauseNumber("609.6a")).toBe("609.6");
    expect(parentClauseNumber("609.6")).toBe("609");
    expect(parentClauseNumber("609")).toBeNull();
    expect(sectionOf("801.4c")).toBe("801");
  });
  it("sort in document order", () => {
    const numbers = ["609.10", "609.2", "609", "609.1a", "609.1", "609.9a", "609.9"];
    expect([...numbers].sort((a, b) => clauseSortKey(a).localeCompare(clauseSortKey(b)))).toEqual([
      "609", "609.1", "609.1a", "609.2", "609.9", "609.9a", "609.10",
    ]);
  });
});

describe("markdown subset", () => {
  it("parses paragraphs and lists", () => {
    const blocks = parseMarkdown("**No.** It returns.\n\n- one\n- two\n  continued\n\n1. first");
    expect(blocks.map((b) => b.kind)).toEqual(["p", "ul", "ol"]);
    expect(blocks[1]).toMatchObject({ items: [[{ kind: "text", text: "one" }], [{ kind: "text", text: "two continued" }]] });
  });
  it("links clause numbers but not powers or versions", () => {
    const nodes = parseInline("see 609.4 and 801.4c; power 9000, Ver. 1.20");
    expect(nodes.filter((n) => n.kind === "clause").map((n) => (n as { number: string }).number)).toEqual(["609.4", "801.4c"]);
  });
  it("never turns an unsafe link into a link", () => {
    expect(parseInline("[x](javascript:alert(1))").some((n) => n.kind === "link")).toBe(false);
    expect(parseInline("[x](https://example.org)")[0]).toMatchObject({ kind: "link", href: "https://example.org" });
  });
});
