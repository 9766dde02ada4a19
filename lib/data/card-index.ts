/**
 * The card index (/cards): one page of the catalogue under the filters of lib/cards/filters.ts, with the
 * count of cards per option of each filter. Each option's count is taken under the other filters (choosing a
 * civilization shows how many of its cards each set holds), so a select never offers an option that would
 * show nothing, except the one chosen.
 *
 * Indexes (migration 20261126160000_card_index): GIN on `sets` and `civilizations` (`@>`), btree on `type`
 * and `cost`. The list is in the order of the slugs (the unique index on game and slug): the names in lower case
 * without punctuation, so `"Adam", Kaminarukikai` sits among the A's and `5000GT, Riot` before them.
 *
 * The counts are kept in memory per filter combination, keyed to the imported content (ContentState: cards
 * change only in an import, which writes it in the same transaction), so paging through a list costs the
 * page's rows and one lookup of the content's key.
 */
import { prisma } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { CARDS_PAGE_SIZE, CIVILIZATIONS, NO_CARD_FILTERS, type CardFilters, type Civilization } from "@/lib/cards/filters";
import { DEFAULT_GAME } from "./cards";

export interface CardIndexRow {
  slug: string;
  name: string;
  nameJa: string | null;
  cost: number | null;
  civilizations: string[];
  type: string | null;
  power: number | null;
  powerSuffix: string | null;
  /** a twinpact's sides: [{ type, cost }] in printed order; null for other cards */
  sides: { type: string | null; cost: number | null }[] | null;
}

export interface CardIndexFacets {
  sets: { value: string; count: number }[];
  civs: { value: Civilization; count: number }[];
  types: { value: string; count: number }[];
  /** "none": the cards without a cost */
  costs: { value: number | "none"; count: number }[];
}

export interface CardIndexPage {
  items: CardIndexRow[];
  total: number;
  /** the page shown (the last one when the URL asked for a page past it) */
  page: number;
  pages: number;
  /** the filters applied: a set or type that does not exist is dropped */
  filters: CardFilters;
  facets: CardIndexFacets;
  /** filters dropped or changed, for the page to show */
  problems: string[];
}

type Dim = "set" | "civ" | "type" | "cost";

/** The WHERE clause of the filters, leaving out one of them (for that filter's own counts). */
function where(f: CardFilters, except?: Dim): Prisma.Sql {
  const c: Prisma.Sql[] = [Prisma.sql`"gameId" = ${DEFAULT_GAME}`];
  if (f.set !== null && except !== "set") c.push(Prisma.sql`sets @> ARRAY[${f.set}]::text[]`);
  if (f.civ !== null && except !== "civ") c.push(Prisma.sql`civilizations @> ARRAY[${f.civ}]::text[]`);
  if (f.type !== null && except !== "type") c.push(Prisma.sql`type = ${f.type}`);
  if (f.cost !== null && except !== "cost") c.push(f.cost === "none" ? Prisma.sql`cost IS NULL` : Prisma.sql`cost = ${f.cost}`);
  return Prisma.join(c, " AND ");
}

/**
 * A set or type from the URL as the catalogue spells it: exact, else the one that differs only in case
 * ("evolution creature"); null when the catalogue has none. The exact test uses the indexes; the other looks
 * through the catalogue's sets and types, counted once per import.
 */
async function resolveNames(f: CardFilters, content: string): Promise<{ set: string | null; type: string | null }> {
  if (f.set === null && f.type === null) return { set: null, type: null };
  const [row] = await prisma().$queryRaw<{ set: boolean; type: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM "Card" WHERE "gameId" = ${DEFAULT_GAME} AND sets @> ARRAY[${f.set ?? ""}]::text[]) AS set,
           EXISTS (SELECT 1 FROM "Card" WHERE "gameId" = ${DEFAULT_GAME} AND type = ${f.type ?? ""}) AS type`;
  const inCase = (wanted: string, list: { value: string }[]) => list.find((x) => x.value.toLowerCase() === wanted.toLowerCase())?.value ?? null;
  const set = f.set === null ? null : row.set ? f.set : inCase(f.set, await setCounts(NO_CARD_FILTERS, content));
  const type = f.type === null ? null : row.type ? f.type : inCase(f.type, await typeCounts(NO_CARD_FILTERS, content));
  return { set, type };
}

async function pageRows(f: CardFilters, page: number): Promise<CardIndexRow[]> {
  return prisma().$queryRaw<CardIndexRow[]>`
    SELECT slug, name, "nameJa", cost, civilizations, type, power, "powerSuffix",
           CASE WHEN jsonb_typeof(faces) = 'array'
                THEN (SELECT jsonb_agg(jsonb_build_object('type', x->'type', 'cost', x->'cost')) FROM jsonb_array_elements(faces) x)
           END AS sides
    FROM "Card" WHERE ${where(f)}
    ORDER BY slug
    LIMIT ${CARDS_PAGE_SIZE} OFFSET ${(page - 1) * CARDS_PAGE_SIZE}`;
}

// at most ~200 lists of counts (the longest, the sets under some filters, about 30 kB)
const MEMO_ENTRIES = 200;
const memo = globalThis as unknown as { shinpanCardFacets?: { key: string; entries: Map<string, Promise<unknown>> } };

/** The imported content's key: counts kept in memory are kept for one import only. */
async function contentKey(): Promise<string> {
  const state = await prisma().contentState.findUnique({ where: { key: "content" }, select: { hash: true, importedAt: true } });
  return state ? `${state.hash}@${state.importedAt.getTime()}` : "none";
}

/** One filter's counts under the other filters, from memory when this import already counted them. */
function counted<T>(content: string, dim: Dim, f: CardFilters, query: () => Promise<T>): Promise<T> {
  if (memo.shinpanCardFacets?.key !== content) memo.shinpanCardFacets = { key: content, entries: new Map() };
  const entries = memo.shinpanCardFacets.entries;
  const key = JSON.stringify([dim, dim === "set" ? null : f.set, dim === "civ" ? null : f.civ, dim === "type" ? null : f.type, dim === "cost" ? null : f.cost]);
  const hit = entries.get(key) as Promise<T> | undefined;
  if (hit) {
    entries.delete(key); // most recently used last
    entries.set(key, hit);
    return hit;
  }
  const p = query();
  p.catch(() => entries.delete(key)); // asked again next time
  entries.set(key, p);
  if (entries.size > MEMO_ENTRIES) entries.delete(entries.keys().next().value!);
  return p;
}

const setCounts = (f: CardFilters, content: string) =>
  counted(content, "set", f, () => prisma().$queryRaw<{ value: string; count: number }[]>`
    SELECT s AS value, count(*)::int AS count FROM (SELECT unnest(sets) AS s FROM "Card" WHERE ${where(f, "set")}) x
    GROUP BY s ORDER BY s`);

const typeCounts = (f: CardFilters, content: string) =>
  counted(content, "type", f, () => prisma().$queryRaw<{ value: string; count: number }[]>`
    SELECT type AS value, count(*)::int AS count FROM "Card" WHERE ${where(f, "type")} AND type IS NOT NULL
    GROUP BY type ORDER BY type`);

async function facets(f: CardFilters, content: string): Promise<CardIndexFacets> {
  const db = prisma();
  const [sets, civs, types, costs] = await Promise.all([
    setCounts(f, content),
    counted(content, "civ", f, () => db.$queryRaw<{ value: string; count: number }[]>`
      SELECT c AS value, count(*)::int AS count FROM (SELECT unnest(civilizations) AS c FROM "Card" WHERE ${where(f, "civ")}) x
      GROUP BY c`),
    typeCounts(f, content),
    counted(content, "cost", f, () => db.$queryRaw<{ value: number | null; count: number }[]>`
      SELECT cost AS value, count(*)::int AS count FROM "Card" WHERE ${where(f, "cost")}
      GROUP BY cost ORDER BY cost NULLS LAST`),
  ]);
  const civCount = new Map(civs.map((c) => [c.value, c.count]));
  const out: CardIndexFacets = {
    sets,
    civs: CIVILIZATIONS.map((value) => ({ value, count: civCount.get(value) ?? 0 })).filter((c) => c.count > 0 || c.value === f.civ),
    types,
    costs: costs.map((c) => ({ value: c.value ?? "none", count: c.count })),
  };
  // the chosen option stays in its select even when the other filters leave it no card
  if (f.set !== null && !out.sets.some((s) => s.value === f.set)) out.sets = [...out.sets, { value: f.set, count: 0 }].sort((a, b) => (a.value < b.value ? -1 : 1));
  if (f.type !== null && !out.types.some((s) => s.value === f.type)) out.types = [...out.types, { value: f.type, count: 0 }].sort((a, b) => (a.value < b.value ? -1 : 1));
  if (f.cost !== null && !out.costs.some((s) => s.value === f.cost)) {
    out.costs = [...out.costs, { value: f.cost, count: 0 }].sort((a, b) => (a.value === "none" ? 1 : b.value === "none" ? -1 : a.value - b.value));
  }
  return out;
}

/** One page of the card index under these filters (already checked for their shape by parseCardFilters). */
export async function findCards(requested: CardFilters): Promise<CardIndexPage> {
  const problems: string[] = [];
  const content = await contentKey();
  const names = await resolveNames(requested, content);
  const f: CardFilters = { ...requested, set: names.set, type: names.type };
  if (requested.set !== null && names.set === null) problems.push(`set: no set is named "${requested.set}" (ignored)`);
  if (requested.type !== null && names.type === null) problems.push(`type: no card has the type "${requested.type}" (ignored)`);

  const [fc, first] = await Promise.all([facets(f, content), pageRows(f, f.page)]);
  // the cost counts are taken under every other filter: with the cost filter they give the total
  const total = f.cost === null ? fc.costs.reduce((n, c) => n + c.count, 0) : (fc.costs.find((c) => c.value === f.cost)?.count ?? 0);
  const pages = Math.max(1, Math.ceil(total / CARDS_PAGE_SIZE));
  let page = f.page;
  let items = first;
  if (page > pages) {
    problems.push(`page: there ${pages === 1 ? "is only 1 page" : `are only ${pages} pages`}; showing the last`);
    page = pages;
    items = await pageRows(f, page);
  }
  return { items, total, page, pages, filters: { ...f, page }, facets: fc, problems };
}
