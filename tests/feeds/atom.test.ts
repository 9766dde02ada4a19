/**
 * Atom documents (RFC 4287): required elements, stable ids, escaping; read back with a real feed parser
 * (@rowanmanning/feed-parser) and checked element by element with a strict XML parser.
 */
import { describe, expect, it } from "vitest";
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { renderAtom, rfc3339, tagUri, xmlText } from "@/lib/feeds/atom";
import { feedPath, plainText, rulingsFeed } from "@/lib/feeds/rulings";
import type { FeedRuling } from "@/lib/data/feeds";

const ruling = (over: Partial<FeedRuling> = {}): FeedRuling => ({
  slug: "aqua-soldier-destroyed",
  titleEn: "Aqua Soldier is destroyed <by> a spell & returns",
  titleJa: "アクア・ソルジャーが破壊される時",
  questionEn: "What happens when **Aqua Soldier** would be destroyed?",
  answerEn: "It returns to the hand instead ([609.1](/rules/609.1)).\n\nIts 'when destroyed' abilities do not trigger.",
  gameId: "duel-masters",
  publishedAt: new Date("2026-11-20T10:00:00.123Z"),
  updatedAt: new Date("2026-11-22T12:30:00.456Z"),
  cards: [{ slug: "aqua-soldier", name: "Aqua Soldier" }],
  clauses: ["609.1", "609.4"],
  ...over,
});

/** The RFC 4287 requirements an Atom processor relies on, checked on the parsed XML tree. */
function checkRfc4287(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const tree = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", isArray: (n) => ["entry", "link", "category"].includes(n) }).parse(xml);
  const feed = tree.feed;
  expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
  for (const el of ["id", "title", "updated", "author"]) expect(feed[el], `feed ${el}`).toBeDefined();
  expect(feed.link.some((l: Record<string, string>) => l["@rel"] === "self")).toBe(true);
  expect(String(feed.id)).toMatch(/^tag:/);
  expect(String(feed.updated)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  const ids = new Set<string>();
  for (const e of feed.entry ?? []) {
    for (const el of ["id", "title", "updated"]) expect(e[el], `entry ${el}`).toBeDefined();
    expect(e.link.some((l: Record<string, string>) => l["@rel"] === "alternate" && /^https?:\/\//.test(l["@href"]))).toBe(true);
    expect(ids.has(e.id)).toBe(false);
    ids.add(e.id);
  }
  return feed;
}

describe("Atom documents", () => {
  it("a rulings feed has every element RFC 4287 requires, and a feed parser reads it back", () => {
    const xml = rulingsFeed({ kind: "all" }, "all rulings", [ruling(), ruling({ slug: "second", updatedAt: new Date("2026-11-23T00:00:00Z") })], "https://shinpan.example");
    checkRfc4287(xml);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe("atom");
    expect(feed.title).toBe("Shinpan: Duel Masters rulings");
    expect(feed.url).toBe("https://shinpan.example/qa");
    expect(feed.updated?.toISOString()).toBe("2026-11-23T00:00:00.000Z"); // the newest entry
    expect(feed.items).toHaveLength(2);
    const item = feed.items[0];
    expect(item.title).toBe("Aqua Soldier is destroyed <by> a spell & returns"); // escaped in XML, itself again when read
    expect(item.url).toBe("https://shinpan.example/qa/aqua-soldier-destroyed");
    expect(item.id).toBe("tag:shinpan.duel-masters,2026:qa/aqua-soldier-destroyed");
    expect(item.published?.toISOString()).toBe("2026-11-20T10:00:00.000Z");
    expect(item.content).toContain("Q: What happens when Aqua Soldier would be destroyed?");
    expect(item.content).toContain("It returns to the hand instead (609.1 (/rules/609.1)).");
    expect(item.categories.map((c) => c.term)).toEqual(["card:aqua-soldier", "rule:609.1", "rule:609.4"]);
  });

  it("ids do not depend on the address the site runs at", () => {
    const xmlA = rulingsFeed({ kind: "card", slug: "aqua-soldier" }, "Aqua Soldier", [ruling()], "http://localhost:3000");
    const xmlB = rulingsFeed({ kind: "card", slug: "aqua-soldier" }, "Aqua Soldier", [ruling()], "https://shinpan.example");
    expect(checkRfc4287(xmlA).id).toBe(checkRfc4287(xmlB).id); // the feed parser does not expose the feed's own id
    const a = parseFeed(xmlA);
    const b = parseFeed(xmlB);
    expect(a.items[0].id).toBe(b.items[0].id);
    expect(a.self).toBe("http://localhost:3000/feeds/cards/aqua-soldier.atom");
  });

  it("an empty feed is still valid, with a fixed updated time", () => {
    const xml = rulingsFeed({ kind: "clause", number: "609.6a" }, "rule 609.6a", [], "https://x.example");
    const feed = checkRfc4287(xml);
    expect(feed.updated).toBe("2026-01-01T00:00:00Z");
    expect(feed.entry).toBeUndefined();
    expect(parseFeed(xml).title).toBe("Shinpan: rulings about rule 609.6a");
  });

  it("characters XML cannot hold are dropped; markup-like text stays text", () => {
    expect(xmlText("a\u0000b\u0008c\ufffe<&>\u{1F600}")).toBe("abc&lt;&amp;&gt;\u{1F600}");
    const xml = renderAtom({
      key: "feeds/x",
      title: "]]> <script>alert(1)</script> \u0001",
      self: "https://x.example/f?a=1&b=\"2\"",
      alternate: "https://x.example/",
      entries: [],
    });
    checkRfc4287(xml);
    expect(xml).not.toContain("<script>");
    expect(parseFeed(xml).title).toBe("]]> <script>alert(1)</script>");
    expect(parseFeed(xml).self).toBe('https://x.example/f?a=1&b="2"');
  });

  it("tag URIs, dates and paths", () => {
    expect(tagUri("qa/some slug")).toBe("tag:shinpan.duel-masters,2026:qa/some%20slug");
    expect(rfc3339(new Date("2026-11-24T01:02:03.999Z"))).toBe("2026-11-24T01:02:03Z");
    expect(feedPath({ kind: "clause", number: "609.6a" })).toBe("/feeds/rules/609.6a.atom");
    expect(plainText("**bold** and `code` and [a](https://x.example)")).toBe("bold and code and a (https://x.example)");
  });
});
