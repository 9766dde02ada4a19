import { describe, expect, it } from "vitest";
import { compareVersions, diffText, tokenize } from "@/lib/rules/diff";

const render = (parts: ReturnType<typeof diffText>) =>
  parts.map((p) => (p.op === "same" ? p.text : p.op === "add" ? `[+${p.text}]` : `[-${p.text}]`)).join("");

describe("text diff", () => {
  it("marks inserted and removed words", () => {
    const d = diffText("If an event is replaced, it never happens.", "If an event is replaced, it is never considered to have happened.");
    expect(render(d)).toBe("If an event is replaced, it [+is ]never [-happens.][+considered to have happened.]");
    // the parts rebuild both texts exactly
    expect(d.filter((p) => p.op !== "add").map((p) => p.text).join("")).toBe("If an event is replaced, it never happens.");
    expect(d.filter((p) => p.op !== "del").map((p) => p.text).join("")).toBe("If an event is replaced, it is never considered to have happened.");
  });
  it("diffs Japanese by character", () => {
    expect(tokenize("置換効果は")).toEqual(["置", "換", "効", "果", "は"]);
    const d = diffText("イベントが置換された場合, それは決して起こったことにはなりません.", "イベントが置換された場合、それは決して起こったことにはなりません。");
    expect(d.some((p) => p.op === "add" && p.text.includes("、"))).toBe(true);
    expect(d.some((p) => p.op === "del" && p.text.includes(","))).toBe(true);
  });
  it("is empty-safe", () => {
    expect(render(diffText(null, "new"))).toBe("[+new]");
    expect(render(diffText("old", null))).toBe("[-old]");
  });
});

describe("comparing versions", () => {
  const c = (number: string, textEn: string | null, textJa: string | null = null) => ({
    number, sortKey: number, textEn, textJa, titleEn: null, titleJa: null,
  });
  it("classifies clauses as same, changed, added, removed", () => {
    const changes = compareVersions(
      [c("609.1", "a"), c("609.4", "If an event is replaced, it never happens."), c("801.4d", "old")],
      [c("609.1", "a"), c("609.4", "If an event is replaced, it is never considered to have happened."), c("609.9", "new")],
    );
    expect(changes.map((x) => `${x.number}:${x.status}`)).toEqual(["609.1:same", "609.4:changed", "609.9:added", "801.4d:removed"]);
  });
});
