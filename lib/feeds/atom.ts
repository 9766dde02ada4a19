/**
 * Atom 1.0 documents (RFC 4287), built as text: pure, no database. Every feed and entry has the elements the
 * RFC requires (atom:id, atom:title, atom:updated; an author on the feed, so entries inherit it; a link or content
 * per entry), ids are stable tag URIs (RFC 4151) that never change with the site's address, and every text is
 * escaped for XML (characters XML 1.0 forbids are dropped).
 */

export interface AtomEntry {
  /** a stable path-like key, e.g. "qa/aqua-soldier-destroyed": becomes the entry's tag URI */
  key: string;
  title: string;
  /** absolute URL of the page */
  link: string;
  published: Date | null;
  updated: Date;
  summary: string;
  /** plain text, paragraphs separated by blank lines */
  content: string;
  categories?: { term: string; label?: string }[];
  lang?: string;
}

export interface AtomFeed {
  /** stable key of the feed itself, e.g. "feeds/rulings" */
  key: string;
  title: string;
  subtitle?: string;
  /** absolute URL of the feed document */
  self: string;
  /** absolute URL of the page it follows */
  alternate: string;
  /** newest entry's update time (or the epoch's start for an empty feed, a fixed date so the document is stable) */
  updated?: Date;
  entries: AtomEntry[];
}

/** The tag URI authority: the project's name and the year its ids were minted, never the host it runs on. */
export const TAG_AUTHORITY = "shinpan.duel-masters,2026";

// XML 1.0 allows tab, newline, carriage return and U+0020 onwards, minus surrogates (paired ones are fine) and U+FFFE/U+FFFF
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

export function xmlText(s: string): string {
  return s.replace(NOT_XML, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function xmlAttr(s: string): string {
  return xmlText(s).replace(/"/g, "&quot;");
}

/** RFC 3339 date-time, as Atom wants it (UTC, no milliseconds). */
export function rfc3339(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** tag:shinpan.duel-masters,2026:qa/some-slug — characters outside the RFC 4151 specific part are percent-encoded. */
export function tagUri(key: string): string {
  return `tag:${TAG_AUTHORITY}:${key.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/g, (c) => encodeURIComponent(c))}`;
}

const EPOCH = new Date("2026-01-01T00:00:00Z");

export function renderAtom(feed: AtomFeed): string {
  const updated = feed.updated ?? feed.entries.reduce<Date | null>((a, e) => (!a || e.updated > a ? e.updated : a), null) ?? EPOCH;
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">`,
    `  <id>${xmlText(tagUri(feed.key))}</id>`,
    `  <title>${xmlText(feed.title)}</title>`,
    ...(feed.subtitle ? [`  <subtitle>${xmlText(feed.subtitle)}</subtitle>`] : []),
    `  <updated>${rfc3339(updated)}</updated>`,
    `  <author><name>Shinpan</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlAttr(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlAttr(feed.alternate)}"/>`,
    `  <generator>Shinpan</generator>`,
  ];
  for (const e of feed.entries) {
    lines.push(
      `  <entry${e.lang ? ` xml:lang="${xmlAttr(e.lang)}"` : ""}>`,
      `    <id>${xmlText(tagUri(e.key))}</id>`,
      `    <title>${xmlText(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xmlAttr(e.link)}"/>`,
      ...(e.published ? [`    <published>${rfc3339(e.published)}</published>`] : []),
      `    <updated>${rfc3339(e.updated)}</updated>`,
      ...(e.categories ?? []).map((c) => `    <category term="${xmlAttr(c.term)}"${c.label ? ` label="${xmlAttr(c.label)}"` : ""}/>`),
      `    <summary type="text">${xmlText(e.summary)}</summary>`,
      `    <content type="text">${xmlText(e.content)}</content>`,
      `  </entry>`,
    );
  }
  lines.push(`</feed>`, ``);
  return lines.join("\n");
}
