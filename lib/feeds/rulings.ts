/**
 * The rulings feeds: all published rulings, or those about one card or citing one clause (its sub-clauses
 * included), newest change first. Pure: the rows come from lib/data/feeds.ts, the document from atom.ts.
 */
import type { FeedRuling, FeedScope } from "@/lib/data/feeds";
import { renderAtom, type AtomFeed } from "./atom";

/** Where a scope's feed lives (site paths); the pages link it with <link rel="alternate">. */
export function feedPath(scope: FeedScope): string {
  if (scope.kind === "card") return `/feeds/cards/${encodeURIComponent(scope.slug)}.atom`;
  if (scope.kind === "clause") return `/feeds/rules/${encodeURIComponent(scope.number)}.atom`;
  return "/feeds/rulings.atom";
}

/** The page a feed follows. */
export function feedPagePath(scope: FeedScope): string {
  if (scope.kind === "card") return `/cards/${encodeURIComponent(scope.slug)}`;
  if (scope.kind === "clause") return `/rules/${encodeURIComponent(scope.number)}`;
  return "/qa";
}

/** Markdown of the answers (links, emphasis, code) as plain text: a link keeps its text and its address. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, (_, text: string, href: string) => (href && href !== text ? `${text} (${href})` : text))
    .replace(/(\*\*|__|\*|_|`)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/\r\n?/g, "\n")
    .trim();
}

export function rulingsFeed(scope: FeedScope, scopeTitle: string, rulings: FeedRuling[], origin: string): string {
  const abs = (path: string) => `${origin}${path}`;
  const feed: AtomFeed = {
    key: feedPath(scope).replace(/^\//, "").replace(/\.atom$/, ""),
    title: scope.kind === "all" ? "Shinpan: Duel Masters rulings" : `Shinpan: rulings about ${scopeTitle}`,
    subtitle: "New and changed rulings, newest first. Each ruling's page shows its step-through and sources.",
    self: abs(feedPath(scope)),
    alternate: abs(feedPagePath(scope)),
    entries: rulings.map((r) => ({
      key: `qa/${r.slug}`,
      title: r.titleEn,
      link: abs(`/qa/${encodeURIComponent(r.slug)}`),
      published: r.publishedAt,
      updated: r.updatedAt,
      summary: plainText(r.answerEn).split(/\n\s*\n/)[0].slice(0, 500),
      content: [
        `Q: ${plainText(r.questionEn)}`,
        `A: ${plainText(r.answerEn)}`,
        ...(r.cards.length ? [`Cards: ${r.cards.map((c) => c.name).join(", ")}`] : []),
        ...(r.clauses.length ? [`Rules: ${r.clauses.join(", ")}`] : []),
        ...(r.titleJa ? [r.titleJa] : []),
      ].join("\n\n"),
      categories: [
        ...r.cards.map((c) => ({ term: `card:${c.slug}`, label: c.name })),
        ...r.clauses.map((n) => ({ term: `rule:${n}`, label: `Rule ${n}` })),
      ],
    })),
  };
  return renderAtom(feed);
}
