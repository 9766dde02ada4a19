/**
 * Rulings for the API: published ones as `rulingSchema` says them (lib/rulings/ruling.ts, the curators' note left
 * out), with what the engine's check found and their history; and, for mirrors, every change since a time, withdrawn
 * rulings as tombstones.
 *
 * A ruling's `updated_at` is the last change to its row or to its history: a ruling that names it in `superseded_by`
 * (in any revision, so one that stopped naming it counts too) changes what it `replaces`. That time is what
 * `changed_since` compares, so a mirror also hears of the ruling a new one replaced.
 *
 * Changes that commit late: a writer's transaction sets `updatedAt` when it writes, and commits later. So the time a
 * mirror should sync from next (`next_changed_since`) is not "now" but the start of the oldest transaction still open
 * when the list was read (and 5 s before that, for the clocks of writers and database): every change the mirror has
 * not seen comes after it. Some changes come twice; a mirror stores a ruling by its slug.
 */
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { isCurrentRulesCheck } from "@/lib/content/verify";
import { clauseUnder } from "@/lib/rulings/filters";
import type { Ruling } from "@/lib/rulings/ruling";
import { encodeCursor } from "./cursor";
import { API_PREFIX } from "./http";
import type { Reader } from "./cards";
import type { ApiRuling, ApiTombstone } from "./schemas";

const rulingInclude = {
  cards: { orderBy: { position: "asc" }, select: { card: { select: { slug: true } } } },
  clauses: { orderBy: { position: "asc" }, select: { clauseNumber: true, relation: true } },
  scenario: { select: { slug: true } },
} satisfies Prisma.QaEntryInclude;

type RulingRow = Prisma.QaEntryGetPayload<{ include: typeof rulingInclude }>;

interface History {
  replaces: { slug: string; superseded_on: string | null }[];
  revisions: { number: number; at: string }[];
}

const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : undefined);
const loc = (en: string, ja: string | null) => (ja ? { en, ja } : { en });

/** The ruling a row states, in `rulingSchema`'s shape (the inverse of lib/rulings/write.ts `rowOf`), without the note. */
export function rulingOfRow(q: RulingRow): Omit<Ruling, "note"> {
  const from = day(q.inForceFrom);
  const until = day(q.inForceUntil);
  return {
    title: loc(q.titleEn, q.titleJa),
    question: loc(q.questionEn, q.questionJa),
    answer: loc(q.answerEn, q.answerJa),
    ...(q.sourceTitle ? { source: { title: q.sourceTitle, ...(q.sourceUrl ? { url: q.sourceUrl } : {}), ...(q.sourceDate ? { date: day(q.sourceDate) } : {}) } } : {}),
    cards: q.cards.map((c) => c.card.slug),
    mentions: q.mentions,
    clauses: q.clauses.filter((c) => c.relation === "CITES").map((c) => c.clauseNumber),
    same_principle_as: q.clauses.filter((c) => c.relation === "SAME_PRINCIPLE").map((c) => c.clauseNumber),
    ...(q.scenario ? { scenario: q.scenario.slug } : {}),
    ...(q.outcome && typeof q.outcome === "object" && !Array.isArray(q.outcome) ? { outcome: q.outcome as Ruling["outcome"] } : {}),
    ...(q.verification === "unverified" ? { verified: "unverified" as const } : {}),
    ...(q.supersededBy ? { superseded_by: q.supersededBy } : {}),
    ...(q.supersededOn ? { superseded_on: day(q.supersededOn) } : {}),
    ...(from || until ? { in_force: { ...(from ? { from } : {}), ...(until ? { until } : {}) } } : {}),
  };
}

export function toApiRuling(q: RulingRow, changedAt: Date, history: History): ApiRuling {
  return {
    ...rulingOfRow(q),
    slug: q.slug,
    game: q.gameId,
    status: "published",
    checked: {
      by_engine: q.verifiedAgainst !== null,
      against: q.verifiedAgainst,
      at: q.verifiedAt?.toISOString() ?? null,
      current_rules: isCurrentRulesCheck(q.currentRules)
        ? { version: q.currentRules.version, follows: q.currentRules.follows ?? null, holds: q.currentRules.holds, differences: q.currentRules.differences }
        : null,
    },
    history,
    published_at: q.publishedAt?.toISOString() ?? null,
    updated_at: changedAt.toISOString(),
    links: { self: `${API_PREFIX}/rulings/${q.slug}`, html: `/qa/${q.slug}` },
  } as ApiRuling;
}

/** `updated_at` of these rulings: their row's, or a later one of a ruling that names them in `superseded_by`. */
async function changeTimes(slugs: string[], db: Reader): Promise<Map<string, Date>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.$queryRaw<{ slug: string; at: Date }[]>`
    SELECT q.slug, GREATEST(q."updatedAt", max(y."updatedAt")) AS at
      FROM "QaEntry" q
      LEFT JOIN "Revision" r ON r."entityType" = 'qa' AND r.data->'ruling'->>'superseded_by' = q.slug
      LEFT JOIN "QaEntry" y ON y.slug = r."entityKey"
     WHERE q.slug = ANY(${slugs})
     GROUP BY q.slug, q."updatedAt"`;
  return new Map(rows.map((r) => [r.slug, r.at]));
}

/** What each of these rulings replaced (published rulings only), and its revisions' numbers and times. */
async function histories(slugs: string[], db: Reader): Promise<Map<string, History>> {
  const out = new Map<string, History>(slugs.map((s) => [s, { replaces: [], revisions: [] }]));
  if (slugs.length === 0) return out;
  // one query at a time here and below: the bulk file reads in a transaction, which has one connection
  const replaced = await db.qaEntry.findMany({
    where: { supersededBy: { in: slugs }, status: "PUBLISHED" },
    select: { slug: true, supersededBy: true, supersededOn: true },
    orderBy: [{ supersededOn: { sort: "asc", nulls: "first" } }, { slug: "asc" }],
  });
  const revisions = await db.$queryRaw<{ key: string; number: number; at: Date; archived: unknown }[]>`
    SELECT "entityKey" AS key, number, "createdAt" AS at, data->'archived' AS archived
      FROM "Revision" WHERE "entityType" = 'qa' AND "entityKey" = ANY(${slugs}) ORDER BY "entityKey", number`;
  for (const r of replaced) out.get(r.supersededBy!)?.replaces.push({ slug: r.slug, superseded_on: day(r.supersededOn) ?? null });
  // an archiving marker (the content file was removed) records an event, not a version
  for (const r of revisions) if (!r.archived) out.get(r.key)?.revisions.push({ number: r.number, at: r.at.toISOString() });
  return out;
}

/** Published rulings by id, in the order asked, as the API gives them. */
async function build(ids: number[], db: Reader): Promise<Map<number, ApiRuling>> {
  if (ids.length === 0) return new Map();
  const rows = await db.qaEntry.findMany({ where: { id: { in: ids }, status: "PUBLISHED" }, include: rulingInclude });
  const slugs = rows.map((r) => r.slug);
  const times = await changeTimes(slugs, db);
  const hist = await histories(slugs, db);
  return new Map(rows.map((r) => [r.id, toApiRuling(r, times.get(r.slug) ?? r.updatedAt, hist.get(r.slug)!)]));
}

/** One published ruling, and when it last changed. */
export async function apiRuling(slug: string): Promise<{ ruling: ApiRuling; lastModified: Date } | null> {
  const row = await prisma().qaEntry.findFirst({ where: { slug, status: "PUBLISHED" }, select: { id: true } });
  if (!row) return null;
  const ruling = (await build([row.id], prisma())).get(row.id);
  return ruling ? { ruling, lastModified: new Date(ruling.updated_at) } : null;
}

/** The newest change to any ruling, whatever its status (the list's Last-Modified: withdrawing one is a change too). */
export async function lastRulingChange(db: Reader = prisma()): Promise<Date | null> {
  return (await db.qaEntry.aggregate({ _max: { updatedAt: true } }))._max.updatedAt;
}

export interface RulingQuery {
  game: string | null;
  card: string | null;
  /** a clause: the rulings citing it or a clause under it (609.4 → 609.4a; 609 → 609.x), or showing the same principle */
  clause: string | null;
  /** the ruling's date (its source's), inclusive */
  from: string | null;
  to: string | null;
  limit: number;
  after: string | null;
}

/** A page of published rulings, by slug. */
export async function apiRulings(q: RulingQuery, db: Reader = prisma()): Promise<{ items: ApiRuling[]; cursor: string | null; lastModified: Date | null }> {
  const and: Prisma.QaEntryWhereInput[] = [{ status: "PUBLISHED" }];
  if (q.game) and.push({ gameId: q.game });
  if (q.card) and.push({ cards: { some: { card: { slug: q.card } } } });
  if (q.clause) {
    const cited = (await db.qaClause.findMany({ distinct: ["clauseNumber"], select: { clauseNumber: true } })).map((c) => c.clauseNumber);
    and.push({ clauses: { some: { clauseNumber: { in: cited.filter((n) => clauseUnder(n, q.clause!)) } } } });
  }
  if (q.from) and.push({ sourceDate: { gte: new Date(`${q.from}T00:00:00Z`) } });
  if (q.to) and.push({ sourceDate: { lte: new Date(`${q.to}T00:00:00Z`) } });
  if (q.after) and.push({ slug: { gt: q.after } });
  const rows = await db.qaEntry.findMany({ where: { AND: and }, select: { id: true, slug: true }, orderBy: { slug: "asc" }, take: q.limit + 1 });
  const last = await lastRulingChange(db);
  const page = rows.slice(0, q.limit);
  const built = await build(page.map((r) => r.id), db);
  const items = page.map((r) => built.get(r.id)).filter((r): r is ApiRuling => !!r);
  return { items, cursor: rows.length > q.limit ? encodeCursor("rulings", [page[page.length - 1].slug]) : null, lastModified: last };
}

const TOMBSTONE_STATUS = { DRAFT: "draft", IN_REVIEW: "in_review", UNPUBLISHED: "unpublished", ARCHIVED: "archived" } as const;

/** Seconds taken off `next_changed_since` for the clocks of the writers (they set `updatedAt`) and the database. */
const CLOCK_SLACK_SECONDS = 5;

/**
 * Every ruling changed at or after `since`, oldest change first: published ones in full, and tombstones of those
 * that were public once (published now or in some revision) and are not any more. Rulings never published are not
 * mentioned. `asOf` is the first page's `next_changed_since`, carried by the cursor.
 */
export async function apiRulingChanges(args: { since: Date; game: string | null; limit: number; after: { at: Date; id: number; asOf: Date } | null }): Promise<{
  items: (ApiRuling | ApiTombstone)[];
  cursor: string | null;
  asOf: Date;
  lastModified: Date | null;
}> {
  const db = prisma();
  const after = args.after;
  const rows = await db.$queryRaw<{ id: number; slug: string; status: string; gameId: string; changed_at: Date; as_of: Date }[]>`
    WITH refs AS (
      SELECT r.data->'ruling'->>'superseded_by' AS target, max(y."updatedAt") AS at
        FROM "Revision" r JOIN "QaEntry" y ON y.slug = r."entityKey"
       WHERE r."entityType" = 'qa' AND r.data->'ruling'->>'superseded_by' IS NOT NULL
       GROUP BY 1
    ), changes AS (
      SELECT q.id, q.slug, q.status::text AS status, q."gameId", GREATEST(q."updatedAt", refs.at) AS changed_at
        FROM "QaEntry" q LEFT JOIN refs ON refs.target = q.slug
       WHERE q.status = 'PUBLISHED'
          OR q."publishedAt" IS NOT NULL
          OR EXISTS (SELECT 1 FROM "Revision" p WHERE p."entityType" = 'qa' AND p."entityKey" = q.slug AND p.data->>'status' = 'PUBLISHED')
    )
    SELECT c.id, c.slug, c.status, c."gameId", c.changed_at,
           (SELECT LEAST(now(), coalesce(min(a.xact_start), now())) - make_interval(secs => ${CLOCK_SLACK_SECONDS})
              FROM pg_stat_activity a
             WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.xact_start IS NOT NULL) AS as_of
      FROM changes c
     WHERE c.changed_at >= ${utc(args.since)}
       ${args.game ? Prisma.sql`AND c."gameId" = ${args.game}` : Prisma.empty}
       ${after ? Prisma.sql`AND (c.changed_at, c.id) > (${utc(after.at)}, ${after.id})` : Prisma.empty}
     ORDER BY c.changed_at, c.id
     LIMIT ${args.limit + 1}`;
  const page = rows.slice(0, args.limit);
  const asOf = after?.asOf ?? rows[0]?.as_of ?? (await asOfNow());
  const built = await build(page.filter((r) => r.status === "PUBLISHED").map((r) => r.id), db);
  const items = page.map((r): ApiRuling | ApiTombstone => {
    const full = built.get(r.id);
    if (full) return { ...full, updated_at: r.changed_at.toISOString() };
    return { slug: r.slug, game: r.gameId, status: TOMBSTONE_STATUS[r.status as keyof typeof TOMBSTONE_STATUS] ?? "archived", deleted: true, updated_at: r.changed_at.toISOString() };
  });
  const lastRow = page[page.length - 1];
  return {
    items,
    cursor: rows.length > args.limit ? encodeCursor("changes", [lastRow.changed_at.getTime(), lastRow.id, asOf.getTime()]) : null,
    asOf,
    lastModified: await lastRulingChange(),
  };
}

/** A time as the `timestamp(3)` columns hold it (UTC, no zone), whatever the session's time zone. */
const utc = (d: Date) => Prisma.sql`(${d.toISOString()}::timestamptz AT TIME ZONE 'UTC')`;

/** `next_changed_since` when nothing changed since: the same rule, on its own (also in the bulk file's transaction). */
export async function asOfNow(db: Pick<Prisma.TransactionClient, "$queryRaw"> = prisma()): Promise<Date> {
  const [r] = await db.$queryRaw<{ as_of: Date }[]>`
    SELECT LEAST(now(), coalesce(min(a.xact_start), now())) - make_interval(secs => ${CLOCK_SLACK_SECONDS}) AS as_of
      FROM pg_stat_activity a
     WHERE a.datname = current_database() AND a.pid <> pg_backend_pid() AND a.xact_start IS NOT NULL`;
  return r.as_of;
}

/** Every published ruling, by slug, in pages (the bulk file). */
export async function* allPublishedRulings(db: Reader, batch = 200): AsyncGenerator<ApiRuling> {
  let after: string | null = null;
  for (;;) {
    const page: Awaited<ReturnType<typeof apiRulings>> = await apiRulings({ game: null, card: null, clause: null, from: null, to: null, limit: batch, after }, db);
    yield* page.items;
    if (!page.cursor) return;
    after = page.items[page.items.length - 1].slug;
  }
}
