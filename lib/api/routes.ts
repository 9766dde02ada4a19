/**
 * Every route of the public API: its path, what it answers, its parameters and an example. The routes
 * (app/api/v1/**) parse their parameters with these very schemas, the OpenAPI document (lib/api/openapi.ts) and the
 * reference page (/developers) are made from this list, and a test checks that every route file is in it.
 */
import { z } from "zod";
import { CLAUSE_RE, SLUG_RE } from "@/lib/rulings/ruling";
import { cursorParam, limitParam } from "./http";
import {
  API_LIMITS,
  apiCardSchema,
  apiIndexSchema,
  apiRuleClauseSchema,
  apiRuleDocumentSchema,
  apiRulingSchema,
  apiScenarioSchema,
  BULK_NAMES,
  bulkListSchema,
  cardListSchema,
  gameListSchema,
  ruleClauseListSchema,
  ruleDocumentListSchema,
  ruleVersionListSchema,
  rulingListSchema,
  scenarioListSchema,
} from "./schemas";

const slug = (what: string) => z.string().max(API_LIMITS.slug, `must be at most ${API_LIMITS.slug} characters`).regex(SLUG_RE, `must be ${what}: a-z, 0-9 and hyphens`);
const game = z.string().max(60).regex(SLUG_RE, "must be a game's id, such as duel-masters").optional().describe("only this game's (see /api/v1/games)");
const realDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2020-07-17")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "must be a real date");
const version = z.string().max(40, "must be at most 40 characters").regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be a version key such as 1.48 or 2023-04-10');

export interface RouteDef {
  /** OpenAPI path template */
  path: string;
  summary: string;
  description: string;
  /** path parameters, each a string schema */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** the 200 answer's body (JSON), or the media type of a file */
  response: z.ZodType | { file: string };
  /** an example request, a path with its query */
  example: string;
}

export const routes = {
  index: {
    path: "/api/v1",
    summary: "What the API offers",
    description: "Links to the OpenAPI document, this reference and every route.",
    response: apiIndexSchema,
    example: "/api/v1",
  },
  openapi: {
    path: "/api/v1/openapi.json",
    summary: "This API as an OpenAPI 3.1 document",
    description: "Generated from the same zod schemas the routes check their parameters and build their answers with.",
    response: { file: "application/json" },
    example: "/api/v1/openapi.json",
  },
  games: {
    path: "/api/v1/games",
    summary: "Every game",
    description: "The games Shinpan covers: which rule document each one's rulings cite, whether Shinpan holds its catalogue, whether the engine plays it.",
    response: gameListSchema,
    example: "/api/v1/games",
  },
  cards: {
    path: "/api/v1/cards",
    summary: "Cards, or the cards a name names",
    description:
      "The catalogue by slug, a page at a time; with `name`, the cards any of whose names (English, Japanese, an alias, a twinpact side) is that name, compared as search compares names: width, kana, case, spaces and punctuation do not matter (`アクア・ソルジャー`, `あくあそるじゃー` and `aqua soldier` all find Aqua Soldier).",
    query: z.object({
      name: z.string().trim().min(1, "must not be empty").max(API_LIMITS.name, `must be at most ${API_LIMITS.name} characters`).optional().describe("a card's name, in any of its spellings"),
      game,
      limit: limitParam(API_LIMITS.pageSize, API_LIMITS.defaultPageSize),
      cursor: cursorParam,
    }),
    response: cardListSchema,
    example: "/api/v1/cards?name=アクア・ソルジャー",
  },
  card: {
    path: "/api/v1/cards/{slug}",
    summary: "A card",
    description: "A card by its slug (its catalogue id), with every name it is known by and its linked sides.",
    params: z.object({ slug: slug("a card's slug").describe("the card's catalogue id") }),
    query: z.object({ game }),
    response: apiCardSchema,
    example: "/api/v1/cards/aqua-soldier",
  },
  rulings: {
    path: "/api/v1/rulings",
    summary: "Rulings, filtered; or every change since a time",
    description:
      "Published rulings by slug, filtered by card, clause (its sub-clauses included; a section such as 609 takes all of it), the ruling's date, or game. With `changed_since` (not combined with the filters but `game`), every ruling changed at or after that time, oldest change first, including tombstones (`deleted: true`) of rulings withdrawn since: with the bulk file, what a mirror needs. Each answer then says the `next_changed_since` to ask with next time.",
    query: z.object({
      card: slug("a card's slug").optional().describe("rulings about this card"),
      clause: z.string().max(20).regex(CLAUSE_RE, "must be a clause number such as 609, 609.4 or 801.4a").optional().describe("rulings citing this clause or one under it"),
      from: realDate.optional().describe("rulings dated this day or later (YYYY-MM-DD)"),
      to: realDate.optional().describe("rulings dated this day or earlier (YYYY-MM-DD)"),
      changed_since: z.iso.datetime({ offset: true, message: "must be an ISO 8601 time such as 2026-01-31T12:00:00Z" }).optional().describe("every change at or after this time (ISO 8601), tombstones included"),
      game,
      limit: limitParam(API_LIMITS.pageSize, API_LIMITS.defaultPageSize),
      cursor: cursorParam,
    }),
    response: rulingListSchema,
    example: "/api/v1/rulings?card=aqua-soldier",
  },
  ruling: {
    path: "/api/v1/rulings/{slug}",
    summary: "A ruling, with its history",
    description:
      "A published ruling: question and answer (English, Japanese), source, cards, clauses, its scenario and stated outcome, what the engine's check found, and its history: the ruling that superseded it and when (`superseded_by`, `superseded_on`), the dates it was in force, what it replaced, and its revisions' numbers and dates.",
    params: z.object({ slug: slug("a ruling's slug").describe("the ruling's slug") }),
    response: apiRulingSchema,
    example: "/api/v1/rulings/deadly-love-aqua-soldier-trash-train",
  },
  documents: {
    path: "/api/v1/rules",
    summary: "Every rules document",
    description: "The rule documents rulings cite (the Duel Masters comprehensive rules).",
    response: ruleDocumentListSchema,
    example: "/api/v1/rules",
  },
  document: {
    path: "/api/v1/rules/{document}",
    summary: "A rules document",
    description: "A rules document by id.",
    params: z.object({ document: slug("a rules document's id").describe("the document's id") }),
    response: apiRuleDocumentSchema,
    example: "/api/v1/rules/dm-comprehensive-rules",
  },
  versions: {
    path: "/api/v1/rules/{document}/versions",
    summary: "A rules document's versions",
    description: "Every published version on record, oldest first, with how many clauses each records (older versions are often fragments: the clauses a source quotes).",
    params: z.object({ document: slug("a rules document's id").describe("the document's id") }),
    response: ruleVersionListSchema,
    example: "/api/v1/rules/dm-comprehensive-rules/versions",
  },
  clauses: {
    path: "/api/v1/rules/{document}/clauses",
    summary: "A rules document's clauses",
    description: "Clauses in document order: those of one version, or, without `version`, each clause in the newest version that records it (the current text).",
    params: z.object({ document: slug("a rules document's id").describe("the document's id") }),
    query: z.object({ version: version.optional().describe("a version's key (see …/versions)"), limit: limitParam(API_LIMITS.pageSize, API_LIMITS.defaultPageSize), cursor: cursorParam }),
    response: ruleClauseListSchema,
    example: "/api/v1/rules/dm-comprehensive-rules/clauses?version=1.48&limit=20",
  },
  clause: {
    path: "/api/v1/rules/{document}/clauses/{number}",
    summary: "A clause",
    description: "A clause as one version gives it: `version`'s, or the newest version that records it. `versions` lists every version that does.",
    params: z.object({
      document: slug("a rules document's id").describe("the document's id"),
      number: z.string().max(20).regex(/^(?:\d|\d{3}(?:\.\d+[a-z]?)?)$/, "must be a clause number such as 609, 609.6a or a chapter such as 6").describe("the clause's number"),
    }),
    query: z.object({ version: version.optional().describe("a version's key (see …/versions)") }),
    response: apiRuleClauseSchema,
    example: "/api/v1/rules/dm-comprehensive-rules/clauses/609.6a?version=1.48",
  },
  scenarios: {
    path: "/api/v1/scenarios",
    summary: "Engine scenarios",
    description: "The public scenarios by id: a board, actions and what the engine must find, each one run by the rules engine.",
    query: z.object({ limit: limitParam(API_LIMITS.pageSize, API_LIMITS.defaultPageSize), cursor: cursorParam }),
    response: scenarioListSchema,
    example: "/api/v1/scenarios?limit=10",
  },
  scenario: {
    path: "/api/v1/scenarios/{id}",
    summary: "A scenario, compiled, with its run",
    description: "A scenario's file as written, its compiled form (what the engine runs: the scenario and its cards' definitions) and its stored run (the trace, cut into the step-through's frames), with the rulings it checks.",
    params: z.object({ id: slug("a scenario's id").describe("the scenario's id") }),
    response: apiScenarioSchema,
    example: "/api/v1/scenarios/aqua-soldier-destroyed",
  },
  bulk: {
    path: "/api/v1/bulk",
    summary: "The bulk downloads",
    description:
      "Gzipped NDJSON (one JSON object per line) of every card, every published ruling (with its history) and every clause of every rules version, as the single-item routes give them, with size, sha256 and time. They are made again whenever content is published (an import, an admin save). To mirror: download them, then ask `/api/v1/rulings?changed_since=` with the rulings file's `sync_from`, and keep asking with each answer's `next_changed_since`.",
    response: bulkListSchema,
    example: "/api/v1/bulk",
  },
  bulkFile: {
    path: "/api/v1/bulk/{file}",
    summary: "A bulk download",
    description: "The file (application/gzip: gunzip it, then read a JSON object per line). Its ETag is its sha256.",
    params: z.object({ file: z.enum(BULK_NAMES).describe("the file's name") }),
    response: { file: "application/gzip" },
    example: "/api/v1/bulk/rulings.ndjson.gz",
  },
} satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
