/** Admin error messages name fields the way the editor labels them. */
import { describe, expect, it } from "vitest";
import { AdminError } from "@/lib/admin/errors";
import { labelOf, labelled } from "@/lib/admin/labels";

describe("field labels", () => {
  it("labels key paths, items and nested fields", () => {
    expect(labelOf("titleEn")).toBe("Title (English)");
    expect(labelOf("cards.0")).toBe("Cards, item 1");
    expect(labelOf("scenario.source")).toBe("Scenario (YAML)");
    expect(labelOf("mentions.2")).toBe("Mentions, item 3");
    expect(labelOf("unknownThing")).toBe("unknownThing");
  });
  it("rewrites a message that starts with its key path, and leaves others alone", () => {
    expect(labelled("sourceUrl: must be an http(s) address", "sourceUrl")).toBe("Source URL: must be an http(s) address");
    expect(labelled('cards.1: "x" is listed twice', "cards.1")).toBe('Cards, item 2: "x" is listed twice');
    expect(labelled("sign in first", null)).toBe("sign in first");
    expect(new AdminError(400, "invalid", "sourceDate: must be a date, YYYY-MM-DD", "sourceDate").message).toBe("Source date: must be a date, YYYY-MM-DD");
    // the field stays the key path, for programs
    expect(new AdminError(400, "invalid", "cards.0: no card", "cards.0").toJSON().field).toBe("cards.0");
  });
});
