/**
 * The card index's filters, parsed from a URL: `/cards?set=DM-01 Base Set&civ=fire&type=Creature&cost=3&page=2`.
 * Pure (no database): every value is checked for its shape here; whether a set or a type exists is the
 * query's business (lib/data/card-index.ts), which reports one that does not. A malformed value is dropped
 * with a problem the page shows, never an error.
 */

export const CARDS_PAGE_SIZE = 60;

/** The civilizations of the catalogue, in the game's order (zero: colourless cards). */
export const CIVILIZATIONS = ["light", "water", "darkness", "fire", "nature", "zero"] as const;
export type Civilization = (typeof CIVILIZATIONS)[number];

/** The highest printed cost (Mugen Gaizer and friends: 999). */
export const MAX_COST = 999;

export interface CardFilters {
  /** a set name as printed in Card.sets ("DM-01 Base Set"): the cards printed in it */
  set: string | null;
  /** the cards of this civilization (multicolored cards too) */
  civ: Civilization | null;
  /** a card type as printed ("Evolution Creature"), exactly */
  type: string | null;
  /** a cost, or "none" for the cards without one */
  cost: number | "none" | null;
  page: number;
}

export const NO_CARD_FILTERS: CardFilters = { set: null, civ: null, type: null, cost: null, page: 1 };

type Params = Record<string, string | string[] | undefined>;

/** The first value of a parameter, trimmed; null when absent or blank. */
const one = (v: string | string[] | undefined): string | null => {
  const s = Array.isArray(v) ? v[0] : v;
  const t = s?.trim();
  return t ? t : null;
};

/** A value quoted for a problem message: short, and without control characters. */
const quote = (s: string): string => {
  const clean = s.replace(/\p{Cc}/gu, "?");
  return `"${clean.length > 60 ? `${clean.slice(0, 59)}…` : clean}"`;
};

const CONTROL = /\p{Cc}/u;

export function parseCardFilters(params: Params): { filters: CardFilters; problems: string[] } {
  const problems: string[] = [];
  const f: CardFilters = { ...NO_CARD_FILTERS };

  const set = one(params.set);
  if (set && set.length <= 200 && !CONTROL.test(set)) f.set = set;
  else if (set) problems.push(`set: ${quote(set)} is not a set name`);

  const civ = one(params.civ)?.toLowerCase() ?? null;
  if (civ && (CIVILIZATIONS as readonly string[]).includes(civ)) f.civ = civ as Civilization;
  else if (civ) problems.push(`civ: ${quote(civ)} is not one of ${CIVILIZATIONS.join(", ")}`);

  const type = one(params.type);
  if (type && type.length <= 60 && /^[\p{L}\p{N}][\p{L}\p{N} '/&.-]*$/u.test(type)) f.type = type;
  else if (type) problems.push(`type: ${quote(type)} is not a card type`);

  const cost = one(params.cost)?.toLowerCase() ?? null;
  if (cost === "none") f.cost = "none";
  else if (cost && /^\d{1,3}$/.test(cost) && Number(cost) <= MAX_COST) f.cost = Number(cost);
  else if (cost) problems.push(`cost: ${quote(cost)} is not a cost from 0 to ${MAX_COST} (or "none")`);

  const page = one(params.page);
  if (page && /^\d{1,5}$/.test(page) && Number(page) >= 1) f.page = Number(page);
  else if (page) problems.push(`page: ${quote(page)} is not a page number`);

  return { filters: f, problems };
}

/** The URL of the index with these filters (defaults left out, so links stay short and shareable). */
export function cardsHref(f: Partial<CardFilters>): string {
  const p = new URLSearchParams();
  if (f.set) p.set("set", f.set);
  if (f.civ) p.set("civ", f.civ);
  if (f.type) p.set("type", f.type);
  if (f.cost !== null && f.cost !== undefined) p.set("cost", String(f.cost));
  if (f.page && f.page > 1) p.set("page", String(f.page));
  const q = p.toString();
  return q ? `/cards?${q}` : "/cards";
}

/** Are any filters set (the page number aside)? */
export function hasCardFilters(f: CardFilters): boolean {
  return f.set !== null || f.civ !== null || f.type !== null || f.cost !== null;
}
