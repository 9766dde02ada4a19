/**
 * The rulings list's filters, parsed from a URL: `/qa?card=aqua-soldier&topic=609&clause=609.4&verified=engine&year=2020&page=2`.
 * Pure (no database): every value is checked for its shape here; whether a card or clause exists is the
 * query's business (lib/data/qa.ts), which reports one that does not. A malformed value is dropped with a
 * problem the page shows, never an error.
 */
import { parseClauseNumber } from "@/lib/content/clauses";

export const DUEL_MASTERS = "duel-masters";
export const RULINGS_PAGE_SIZE = 20;

/** Which rulings: Duel Masters' (the default), other games' (shown for comparison), or all. */
export type GameScope = "duel-masters" | "other" | "all";
/** engine: checked by the engine's run; unverified: the outcome is not settled by an official source; unchecked: no scenario. */
export type VerifiedFilter = "engine" | "unverified" | "unchecked";

export interface RulingFilters {
  game: GameScope;
  /** a card id */
  card: string | null;
  /** a rules section ("609"): the rulings citing any clause in it */
  topic: string | null;
  /** a clause ("609.4"): the rulings citing it or a clause under it (609.4a) */
  clause: string | null;
  verified: VerifiedFilter | null;
  /** the year of the ruling's source */
  year: number | null;
  page: number;
}

export const NO_FILTERS: RulingFilters = { game: DUEL_MASTERS, card: null, topic: null, clause: null, verified: null, year: null, page: 1 };

type Params = Record<string, string | string[] | undefined>;

const one = (v: string | string[] | undefined): string | null => {
  const s = Array.isArray(v) ? v[0] : v;
  const t = s?.trim();
  return t ? t.slice(0, 100) : null;
};

export function parseRulingFilters(params: Params): { filters: RulingFilters; problems: string[] } {
  const problems: string[] = [];
  const f: RulingFilters = { ...NO_FILTERS };

  const game = one(params.game);
  if (game === "other" || game === "all" || game === DUEL_MASTERS) f.game = game;
  else if (game) problems.push(`game: "${game}" is not one of duel-masters, other, all`);

  const card = one(params.card);
  if (card && /^[a-z0-9][a-z0-9-]{0,99}$/.test(card)) f.card = card;
  else if (card) problems.push(`card: "${card}" is not a card id`);

  const topic = one(params.topic);
  if (topic && /^\d{3}$/.test(topic)) f.topic = topic;
  else if (topic) problems.push(`topic: "${topic}" is not a rules section such as 609`);

  const clause = one(params.clause)?.replace(/^§\s*/, "") ?? null;
  const parsed = clause ? parseClauseNumber(clause) : null;
  if (clause && parsed && !parsed.chapter) f.clause = clause;
  else if (clause) problems.push(`clause: "${clause}" is not a clause number such as 609.4 or 801.4a`);

  const verified = one(params.verified);
  if (verified === "engine" || verified === "unverified" || verified === "unchecked") f.verified = verified;
  else if (verified) problems.push(`verified: "${verified}" is not one of engine, unverified, unchecked`);

  const year = one(params.year);
  if (year && /^(19|20)\d{2}$/.test(year)) f.year = Number(year);
  else if (year) problems.push(`year: "${year}" is not a year`);

  const page = one(params.page);
  if (page && /^\d{1,5}$/.test(page) && Number(page) >= 1) f.page = Number(page);
  else if (page) problems.push(`page: "${page}" is not a page number`);

  return { filters: f, problems };
}

/** The URL of the list with these filters (defaults left out, so links stay short and shareable). */
export function rulingsHref(f: Partial<RulingFilters>): string {
  const p = new URLSearchParams();
  if (f.game && f.game !== DUEL_MASTERS) p.set("game", f.game);
  if (f.card) p.set("card", f.card);
  if (f.topic) p.set("topic", f.topic);
  if (f.clause) p.set("clause", f.clause);
  if (f.verified) p.set("verified", f.verified);
  if (f.year) p.set("year", String(f.year));
  if (f.page && f.page > 1) p.set("page", String(f.page));
  const q = p.toString();
  return q ? `/qa?${q}` : "/qa";
}

/** Does a clause number fall under a filter clause: itself, its sub-clauses (609.4 → 609.4a) or, for a section, every clause in it. */
export function clauseUnder(number: string, filter: string): boolean {
  if (number === filter) return true;
  if (!number.startsWith(filter)) return false;
  const rest = number.slice(filter.length);
  if (/^\d{3}$/.test(filter)) return rest.startsWith(".");
  return /\d$/.test(filter) && /^[a-z]+$/.test(rest);
}
