/** What the Atom feeds list: published rulings, newest change first, all or those about one card or one clause. */
import { prisma } from "@/lib/db/client";
import { DEFAULT_DOCUMENT } from "./rules";

export const FEED_LIMIT = 50;

export type FeedScope = { kind: "all" } | { kind: "card"; slug: string } | { kind: "clause"; number: string };

export interface FeedRuling {
  slug: string;
  titleEn: string;
  titleJa: string | null;
  questionEn: string;
  answerEn: string;
  gameId: string;
  publishedAt: Date | null;
  updatedAt: Date;
  cards: { slug: string; name: string }[];
  clauses: string[];
}

/** The scope's name for the feed's title, or null when the card or clause does not exist. */
export async function feedScopeTitle(scope: FeedScope): Promise<string | null> {
  if (scope.kind === "all") return "all rulings";
  if (scope.kind === "card") {
    const card = await prisma().card.findFirst({ where: { slug: scope.slug }, select: { name: true } });
    return card ? card.name : null;
  }
  const clause = await prisma().ruleClause.findFirst({
    where: { number: scope.number, version: { documentId: DEFAULT_DOCUMENT } },
    select: { number: true },
  });
  return clause ? `rule ${clause.number}` : null;
}

export async function feedRulings(scope: FeedScope, limit = FEED_LIMIT): Promise<FeedRuling[]> {
  const rows = await prisma().qaEntry.findMany({
    where: {
      status: "PUBLISHED",
      ...(scope.kind === "card" ? { cards: { some: { card: { slug: scope.slug } } } } : {}),
      ...(scope.kind === "clause"
        ? { clauses: { some: { documentId: DEFAULT_DOCUMENT, OR: [{ clauseNumber: scope.number }, { clauseNumber: { startsWith: `${scope.number}.` } }] } } }
        : {}),
    },
    orderBy: [{ updatedAt: "desc" }, { slug: "asc" }],
    take: limit,
    select: {
      slug: true,
      titleEn: true,
      titleJa: true,
      questionEn: true,
      answerEn: true,
      gameId: true,
      publishedAt: true,
      updatedAt: true,
      cards: { orderBy: { position: "asc" }, select: { card: { select: { slug: true, name: true } } } },
      clauses: { orderBy: { position: "asc" }, select: { clauseNumber: true } },
    },
  });
  return rows.map((r) => ({ ...r, cards: r.cards.map((c) => c.card), clauses: r.clauses.map((c) => c.clauseNumber) }));
}
