/**
 * The public API's JSON, as zod schemas: the routes build their answers to them, the OpenAPI document
 * (lib/api/openapi.ts) is generated from them (`z.toJSONSchema`), and the tests validate real answers against it.
 * Each resource derives from the shape its content already has, so a field added there reaches the API:
 * - a ruling is `rulingSchema` (lib/rulings/ruling.ts) without the curators' `note`, plus its slug, game, status, what
 *   the engine's check found and its history;
 * - a card is a catalogue record (`cardRecordSchema`, content/cards/cards.jsonl) with its slug, game and names;
 * - a game, rule document, version and clause are their content files' shapes (lib/content/schemas.ts).
 * Field names are those of the content files (a ruling's `same_principle_as`, a card's `nameJa`); what the API adds
 * is snake_case (`updated_at`, `links`). Dates are `YYYY-MM-DD`, times RFC 3339 in UTC.
 */
import { z } from "zod";
import { cardRecordSchema } from "@/lib/files/cards-file";
import { gamesFileSchema, ruleClauseSchema, ruleDocumentSchema, ruleNumber } from "@/lib/content/schemas";
import { rulingSchema, slugSchema, RULING_LIMITS } from "@/lib/rulings/ruling";

/** The registry the OpenAPI document's components come from: every schema below with an id. */
export const apiSchemas = z.registry<{ id: string; description?: string }>();

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2020-07-17").describe("a date, YYYY-MM-DD");
export const isoTimeSchema = z.iso.datetime().describe("a time, RFC 3339, UTC");
const url = z.string().describe("a URL on this site");

// ---------- errors ----------

export const apiErrorSchema = z
  .strictObject({
    error: z.strictObject({
      /** not-found, invalid, invalid-cursor, unknown-parameter, rate-limited, method-not-allowed, unavailable, internal */
      code: z.string().describe("what went wrong, for programs: not-found, invalid, invalid-cursor, unknown-parameter, rate-limited, method-not-allowed, unavailable, internal"),
      message: z.string().describe("what went wrong, for people"),
      field: z.string().optional().describe("the parameter at fault (a query parameter or a path segment)"),
    }),
  })
  .register(apiSchemas, { id: "Error", description: "Every error, whatever its status" });

// ---------- games ----------

const gameEntry = gamesFileSchema.element;
export const apiGameSchema = z
  .strictObject({
    id: gameEntry.shape.id,
    name: gameEntry.shape.name,
    /** the rule document its rulings cite, if any */
    rules: slugSchema.nullable().describe("the rule document its rulings' clauses belong to (null: they cite none)"),
    catalogue: z.boolean().describe("Shinpan holds its card catalogue: rulings link cards by slug (else they name them in `mentions`)"),
    engine: z.boolean().describe("the rules engine plays it: its rulings can have scenarios"),
  })
  .register(apiSchemas, { id: "Game", description: "A game Shinpan covers (content/games.yaml)" });

// ---------- cards ----------

export const cardNameSchema = z.strictObject({
  name: z.string(),
  kind: z.enum(["name", "name_ja", "alias", "face"]).describe("the English name, the Japanese name, another spelling, a twinpact side"),
  lang: z.enum(["en", "ja"]),
});

export const apiCardSchema = cardRecordSchema
  .omit({ id: true })
  .extend({
    slug: slugSchema.describe("the card's catalogue id: stable, used in every link"),
    game: slugSchema,
    names: z.array(cardNameSchema).describe("every name the card is found by (`/api/v1/cards?name=` matches any of them)"),
    linked: z.array(z.strictObject({ slug: slugSchema, kind: z.string() })).describe("linked cards (an awakened or psychic side)"),
    updated_at: isoTimeSchema,
    links: z.strictObject({ self: url, html: url, rulings: url }),
  })
  .strict()
  .register(apiSchemas, { id: "Card", description: "A card of the catalogue: content/cards/cards.jsonl's record, with its slug, game and names" });

// ---------- rulings ----------

const rulingShape = rulingSchema.shape;
export const currentRulesSchema = z.strictObject({
  version: z.string().describe('the current rules version, as cited ("Ver. 1.48 (2025-12-17)")'),
  follows: z.string().nullable().describe("the older version the scenario follows, when not the current one"),
  holds: z.boolean().describe("whether the answer still holds under the current rules"),
  differences: z.array(z.string()),
});

export const apiRulingSchema = rulingSchema
  .omit({ note: true })
  .extend({
    slug: slugSchema.describe("the ruling's id: stable, its permalink"),
    game: slugSchema,
    status: z.literal("published"),
    // the content file's dates are strings here (a YAML file may also give them as dates)
    source: z
      .strictObject({ title: rulingShape.source.unwrap().shape.title, url: rulingShape.source.unwrap().shape.url, date: isoDateSchema.optional() })
      .optional(),
    superseded_on: isoDateSchema.optional(),
    in_force: z.strictObject({ from: isoDateSchema.optional(), until: isoDateSchema.optional() }).optional(),
    checked: z
      .strictObject({
        by_engine: z.boolean().describe("the engine ran the ruling's scenario and its run matches the stated outcome"),
        against: z.string().nullable().describe('the rules version the engine checked it against ("Ver. 1.20 (2020-07-17)")'),
        at: isoTimeSchema.nullable(),
        current_rules: currentRulesSchema.nullable().describe("the same scenario re-run under the current rules"),
      })
      .describe("what the engine's check found"),
    history: z
      .strictObject({
        replaces: z.array(z.strictObject({ slug: slugSchema, superseded_on: isoDateSchema.nullable() })).describe("the published rulings this one superseded"),
        revisions: z.array(z.strictObject({ number: z.number().int().min(1), at: isoTimeSchema })).describe("every saved version of the ruling, oldest first"),
      })
      .describe("superseded_by, superseded_on and in_force say what replaced it; this says what it replaced and when it was revised"),
    published_at: isoTimeSchema.nullable(),
    updated_at: isoTimeSchema.describe("the last change to the ruling or to its history (what `changed_since` compares)"),
    links: z.strictObject({ self: url, html: url }),
  })
  .strict()
  .register(apiSchemas, { id: "Ruling", description: "A published ruling: lib/rulings/ruling.ts's rulingSchema without the curators' note, with its slug, game, status, check and history" });

export const apiTombstoneSchema = z
  .strictObject({
    slug: slugSchema,
    game: slugSchema,
    status: z.enum(["draft", "in_review", "unpublished", "archived"]),
    deleted: z.literal(true).describe("no longer public: a mirror deletes its copy"),
    updated_at: isoTimeSchema,
  })
  .register(apiSchemas, { id: "RulingTombstone", description: "A ruling that was public and no longer is (only in `changed_since` answers)" });

export const apiRulingChangeSchema = z
  .discriminatedUnion("status", [apiRulingSchema, apiTombstoneSchema])
  .register(apiSchemas, { id: "RulingChange", description: "A changed ruling: published (the ruling), or withdrawn (a tombstone)" });

// ---------- rules ----------

export const versionRefSchema = z.strictObject({ key: z.string(), label: z.string(), date: isoDateSchema.nullable() });

export const apiRuleDocumentSchema = ruleDocumentSchema
  .extend({ links: z.strictObject({ self: url, versions: url, clauses: url }) })
  .strict()
  .register(apiSchemas, { id: "RuleDocument", description: "A rules document (content/rules/<id>/document.yaml)" });

export const apiRuleVersionSchema = z
  .strictObject({
    document: slugSchema,
    key: z.string().describe('the version\'s key: "1.48", or a date when the version has no number'),
    label: z.string(),
    date: isoDateSchema.nullable().describe("null when the sources do not give it"),
    source: z.strictObject({ url: z.string().nullable(), title: z.string().nullable() }),
    note: z.string().nullable(),
    clauses: z.number().int().describe("how many clauses the version records (older versions are often fragments)"),
    links: z.strictObject({ clauses: url }),
  })
  .register(apiSchemas, { id: "RuleVersion", description: "One published version of a rules document" });

const clauseShape = ruleClauseSchema.shape;
export const apiRuleClauseSchema = z
  .strictObject({
    document: slugSchema,
    version: versionRefSchema.describe("the version this text is from"),
    number: ruleNumber,
    parent: ruleNumber.nullable(),
    title: z.strictObject({ en: z.string().nullable(), ja: z.string().nullable() }),
    text: z.strictObject({ en: z.string().nullable(), ja: z.string().nullable() }),
    en_status: clauseShape.en_status.unwrap().nullable().describe("who wrote the English"),
    ja_status: clauseShape.ja_status.unwrap().nullable(),
    source: z.string().nullable(),
    note: z.string().nullable(),
    versions: z.array(versionRefSchema).describe("every version that records this clause, newest first"),
    links: z.strictObject({ self: url, html: url, rulings: url }),
  })
  .register(apiSchemas, { id: "RuleClause", description: "A clause as one version of the rules gives it" });

// ---------- scenarios ----------

export const apiScenarioSummarySchema = z
  .strictObject({
    id: slugSchema.describe("the scenario's id (its file name): stable"),
    game: slugSchema,
    title: z.strictObject({ en: z.string(), ja: z.string().nullable() }),
    run_ok: z.boolean().nullable().describe("whether the engine's run matched the scenario's own expectations"),
    clauses: z.array(z.string()),
    links: z.strictObject({ self: url, html: url }),
  })
  .register(apiSchemas, { id: "ScenarioSummary", description: "A scenario, without its compiled form and run" });

export const apiScenarioSchema = apiScenarioSummarySchema
  .extend({
    source: z.string().describe("the scenario file as written (YAML)"),
    compiled: z
      .looseObject({ scenario: z.record(z.string(), z.unknown()), defs: z.record(z.string(), z.unknown()) })
      .nullable()
      .describe("what the engine runs: the scenario and the definitions of its cards (lib/stepthrough/run.ts CompiledScenario)"),
    run: z
      .looseObject({
        engine: z.string().describe("the engine version that made the run"),
        stepThrough: z.looseObject({ frames: z.array(z.unknown()), names: z.record(z.string(), z.unknown()) }).describe("the run cut into frames: the trace the step-through player shows"),
      })
      .nullable()
      .describe("the stored run (lib/stepthrough/run.ts StoredRun)"),
    cards: z.array(slugSchema),
    rulings: z.array(slugSchema).describe("the published rulings it checks"),
    updated_at: isoTimeSchema,
  })
  .strict()
  .register(apiSchemas, { id: "Scenario", description: "An engine scenario with its compiled form and its stored run (the trace)" });

// ---------- bulk ----------

export const BULK_NAMES = ["cards.ndjson.gz", "rulings.ndjson.gz", "clauses.ndjson.gz"] as const;
export type BulkName = (typeof BULK_NAMES)[number];

export const apiBulkFileSchema = z
  .strictObject({
    name: z.enum(BULK_NAMES),
    description: z.string(),
    records: z.number().int().describe("lines (one JSON object each)"),
    size: z.number().int().describe("bytes, gzipped"),
    sha256: z.string().regex(/^[0-9a-f]{64}$/).describe("of the gzipped file"),
    updated_at: isoTimeSchema,
    sync_from: isoTimeSchema.describe("rulings: pass it as `changed_since` to get every change the file may lack"),
    url: url,
  })
  .register(apiSchemas, { id: "BulkFile", description: "A bulk download: gzipped NDJSON" });

// ---------- lists ----------

const next = z.string().nullable().describe("the next page (same query, opaque cursor), or null on the last page");

export const listSchema = <T extends z.ZodType>(item: T, id: string, description: string) =>
  z.strictObject({ data: z.array(item), next }).register(apiSchemas, { id, description });

export const gameListSchema = listSchema(apiGameSchema, "GameList", "Every game");
export const cardListSchema = listSchema(apiCardSchema, "CardList", "Cards, by slug");
export const ruleDocumentListSchema = listSchema(apiRuleDocumentSchema, "RuleDocumentList", "Every rules document");
export const ruleVersionListSchema = listSchema(apiRuleVersionSchema, "RuleVersionList", "A document's versions, oldest first");
export const ruleClauseListSchema = listSchema(apiRuleClauseSchema, "RuleClauseList", "Clauses, in document order");
export const scenarioListSchema = listSchema(apiScenarioSummarySchema, "ScenarioList", "Scenarios, by id");
export const bulkListSchema = listSchema(apiBulkFileSchema, "BulkFileList", "The bulk downloads");

export const rulingListSchema = z
  .strictObject({
    data: z.array(apiRulingChangeSchema).describe("published rulings; with `changed_since`, also tombstones of rulings withdrawn since"),
    next,
    sync: z
      .strictObject({
        changed_since: isoTimeSchema,
        next_changed_since: isoTimeSchema.describe("pass it as `changed_since` next time: every later change is after it (some may repeat)"),
      })
      .nullable()
      .describe("only with `changed_since`"),
  })
  .register(apiSchemas, { id: "RulingList", description: "Rulings, by slug; or, with `changed_since`, every change since, oldest first" });

export const apiIndexSchema = z
  .strictObject({
    name: z.string(),
    version: z.literal("v1"),
    openapi: url,
    documentation: url,
    routes: z.array(z.strictObject({ path: z.string(), summary: z.string() })),
  })
  .register(apiSchemas, { id: "Index", description: "What the API offers" });

export type ApiCard = z.infer<typeof apiCardSchema>;
export type ApiRuling = z.infer<typeof apiRulingSchema>;
export type ApiTombstone = z.infer<typeof apiTombstoneSchema>;
export type ApiRuleClause = z.infer<typeof apiRuleClauseSchema>;
export type ApiRuleVersion = z.infer<typeof apiRuleVersionSchema>;
export type ApiRuleDocument = z.infer<typeof apiRuleDocumentSchema>;
export type ApiScenario = z.infer<typeof apiScenarioSchema>;
export type ApiScenarioSummary = z.infer<typeof apiScenarioSummarySchema>;
export type ApiGame = z.infer<typeof apiGameSchema>;
export type ApiBulkFile = z.infer<typeof apiBulkFileSchema>;

/** Limits the parameters document and enforce. */
export const API_LIMITS = { pageSize: 100, defaultPageSize: 50, name: 100, cursor: 500, slug: RULING_LIMITS.slug } as const;
