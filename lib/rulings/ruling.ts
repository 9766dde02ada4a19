/**
 * A ruling, in one shape. `rulingSchema` is what a ruling says (question, answer, source, links, outcome, history);
 * every other shape derives from it:
 * - the content file (content/qa/<slug>.yaml): `rulingFileSchema`, the ruling plus its slug, game and status;
 * - a revision: `RulingRevision` (format 2), the ruling plus status, game and what the editor typed;
 * - the admin's form: `rulingFormSchema`, the same fields flattened for form inputs (`formFromRuling`/`rulingFromForm`);
 * - the public API: lib/api builds its ruling from the same schema.
 * Adding a field means adding it here (and its column, and the pages that show it): the import, the admin, the export
 * and the API read it from here. Pure: the browser's editor imports the form side.
 */
import { z } from "zod";
import { expectSchema } from "@/lib/scenarios/schemas";

/** Field limits, shared by every shape (the admin refuses, the import refuses, the API documents them). */
export const RULING_LIMITS = {
  title: 300,
  text: 20_000,
  sourceTitle: 500,
  url: 1000,
  mention: 200,
  note: 5000,
  cards: 30,
  mentions: 20,
  clauses: 40,
  slug: 120,
} as const;

export const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CLAUSE_RE = /^\d{3}(?:\.\d+[a-z]?)?$/;

export const slugSchema = z.string().regex(SLUG_RE, "must be a lowercase slug (a-z, 0-9, hyphens)").max(RULING_LIMITS.slug);
export const clauseSchema = z.string().regex(CLAUSE_RE, 'must be a clause number like "609", "609.1" or "609.6a" (quoted)');
/** YAML turns 2020-07-17 into a Date; accept that or an ISO date string, and give the string. */
export const dateSchema = z.union([
  z.date().transform((d) => d.toISOString().slice(0, 10)),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2020-07-17")
    .refine((d) => !Number.isNaN(Date.parse(d)), "must be a real date"),
]);
const httpUrl = z.string().max(RULING_LIMITS.url).regex(/^https?:\/\/\S+$/, "must be an http(s) address");
const text = (max: number) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const localized = (max: number) => z.strictObject({ en: text(max), ja: text(max).optional() });

export const rulingSchema = z.strictObject({
  title: localized(RULING_LIMITS.title),
  question: localized(RULING_LIMITS.text),
  answer: localized(RULING_LIMITS.text),
  source: z.strictObject({ title: text(RULING_LIMITS.sourceTitle), url: httpUrl.optional(), date: dateSchema.optional() }).optional(),
  /** catalogue ids of the cards it is about (a game with a catalogue) */
  cards: z.array(slugSchema).max(RULING_LIMITS.cards, `at most ${RULING_LIMITS.cards} cards`).default([]),
  /** card names of a game without a catalogue */
  mentions: z.array(text(RULING_LIMITS.mention)).max(RULING_LIMITS.mentions, `at most ${RULING_LIMITS.mentions} names`).default([]),
  /** clauses of its game's rules it relies on */
  clauses: z.array(clauseSchema).max(RULING_LIMITS.clauses, `at most ${RULING_LIMITS.clauses} clauses`).default([]),
  /** Duel Masters clauses expressing the same idea (for another game's ruling) */
  same_principle_as: z.array(clauseSchema).max(RULING_LIMITS.clauses, `at most ${RULING_LIMITS.clauses} clauses`).default([]),
  /** the scenario the engine runs for it */
  scenario: slugSchema.optional(),
  /** the answer in machine-checkable form (a scenario's `expect:` form), checked against the scenario's run */
  outcome: expectSchema.optional(),
  /** the outcome is not settled by an official source: pages say so */
  verified: z.enum(["unverified"]).optional(),
  /** curators' note: the admin shows it, public pages and the API never do */
  note: text(RULING_LIMITS.note).optional(),
  /** history: the ruling that replaced this one, and the day it did */
  superseded_by: slugSchema.optional(),
  superseded_on: dateSchema.optional(),
  /** the dates its answer was in force (a rule change can end it without a successor) */
  in_force: z.strictObject({ from: dateSchema.optional(), until: dateSchema.optional() }).optional(),
});
export type Ruling = z.infer<typeof rulingSchema>;

export const RULING_STATUSES = ["DRAFT", "IN_REVIEW", "PUBLISHED", "UNPUBLISHED", "ARCHIVED"] as const;
export type RulingStatus = (typeof RULING_STATUSES)[number];

/** content/qa/<slug>.yaml: the ruling with its slug, game and status (files know only draft and published). */
export const rulingFileSchema = rulingSchema.extend({
  slug: slugSchema,
  game: slugSchema,
  status: z.enum(["draft", "published"]),
});
export type RulingFile = z.infer<typeof rulingFileSchema>;

/** The checks every shape applies beyond field shapes; each names its field. */
export function rulingProblems(r: Ruling): { path: (string | number)[]; problem: string }[] {
  const out: { path: (string | number)[]; problem: string }[] = [];
  for (const key of ["cards", "clauses", "same_principle_as", "mentions"] as const) {
    r[key].forEach((v, i) => {
      if (r[key].indexOf(v) !== i) out.push({ path: [key, i], problem: `"${v}" is listed twice` });
    });
  }
  if (r.outcome && !r.scenario) out.push({ path: ["outcome"], problem: "an outcome needs a scenario to check it against" });
  if (r.superseded_on && !r.superseded_by) out.push({ path: ["superseded_on"], problem: "a date of superseding needs the ruling that superseded it (superseded_by)" });
  const from = r.in_force?.from;
  const until = r.in_force?.until;
  if (from && until && until < from) out.push({ path: ["in_force", "until"], problem: `must not be before in_force.from (${from})` });
  return out;
}

// ---------- the admin's form: the same fields, flat, as form inputs send them ----------

const formText = (max: number) => z.string().trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const formOptional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => (s === "" ? null : s))
    .nullable()
    .default(null);
const formDate = formOptional(10).refine((d) => d == null || (/^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d))), "must be a date, YYYY-MM-DD");

const scenarioChoiceSchema = z.discriminatedUnion("mode", [
  z.strictObject({ mode: z.literal("none") }),
  z.strictObject({ mode: z.literal("existing"), slug: z.string().regex(SLUG_RE, "is not a scenario id").max(RULING_LIMITS.slug) }),
  z.strictObject({ mode: z.literal("own"), source: z.string().max(50_000, "must be at most 50000 characters") }),
]);

export const rulingFormSchema = z.strictObject({
  titleEn: formText(RULING_LIMITS.title),
  titleJa: formOptional(RULING_LIMITS.title),
  questionEn: formText(RULING_LIMITS.text),
  questionJa: formOptional(RULING_LIMITS.text),
  answerEn: formText(RULING_LIMITS.text),
  answerJa: formOptional(RULING_LIMITS.text),
  sourceTitle: formOptional(RULING_LIMITS.sourceTitle),
  sourceUrl: formOptional(RULING_LIMITS.url).refine((u) => u == null || /^https?:\/\/\S+$/.test(u), "must be an http(s) address"),
  sourceDate: formDate,
  cards: z.array(z.string().regex(SLUG_RE, "is not a card id").max(RULING_LIMITS.slug)).max(RULING_LIMITS.cards, `at most ${RULING_LIMITS.cards} cards`).default([]),
  mentions: z.array(formText(RULING_LIMITS.mention)).max(RULING_LIMITS.mentions, `at most ${RULING_LIMITS.mentions} names`).default([]),
  clauses: z.array(z.string().regex(CLAUSE_RE, "is not a clause number (609.6a)")).max(RULING_LIMITS.clauses, `at most ${RULING_LIMITS.clauses} clauses`).default([]),
  same: z.array(z.string().regex(CLAUSE_RE, "is not a clause number (609.6a)")).max(RULING_LIMITS.clauses, `at most ${RULING_LIMITS.clauses} clauses`).default([]),
  note: formOptional(RULING_LIMITS.note),
  unverified: z.boolean().default(false),
  scenario: scenarioChoiceSchema.default({ mode: "none" }),
  /** the expected outcome, YAML in the scenario `expect:` form; empty for none */
  outcome: z.string().max(RULING_LIMITS.text, `must be at most ${RULING_LIMITS.text} characters`).default(""),
  supersededBy: formOptional(RULING_LIMITS.slug).refine((s) => s == null || SLUG_RE.test(s), "is not a ruling's slug"),
  supersededOn: formDate,
  inForceFrom: formDate,
  inForceUntil: formDate,
});
export type RulingForm = z.infer<typeof rulingFormSchema>;
/** The form as a client sends it (defaults not yet applied). */
export type RulingFormInput = z.input<typeof rulingFormSchema>;

/** The ruling's texts and source flattened, as the admin's form and the database row both hold them. */
export function textFields(r: Ruling) {
  return {
    titleEn: r.title.en,
    titleJa: r.title.ja ?? null,
    questionEn: r.question.en,
    questionJa: r.question.ja ?? null,
    answerEn: r.answer.en,
    answerJa: r.answer.ja ?? null,
    sourceTitle: r.source?.title ?? null,
    sourceUrl: r.source?.url ?? null,
  };
}

/**
 * The form's fields from a ruling. The outcome is given as the editor typed it (`outcomeText`), else written out
 * as YAML by `outcomeYaml`; the scenario as the form chooses it.
 */
export function formFromRuling(r: Ruling, scenario: RulingForm["scenario"], outcomeText: string): RulingForm {
  return {
    ...textFields(r),
    sourceDate: r.source?.date ?? null,
    cards: r.cards,
    mentions: r.mentions,
    clauses: r.clauses,
    same: r.same_principle_as,
    note: r.note ?? null,
    unverified: r.verified === "unverified",
    scenario,
    outcome: outcomeText,
    supersededBy: r.superseded_by ?? null,
    supersededOn: r.superseded_on ?? null,
    inForceFrom: r.in_force?.from ?? null,
    inForceUntil: r.in_force?.until ?? null,
  };
}

/** The ruling a form states: `outcome` is the form's outcome text as parsed (null when empty or not parsed yet). */
export function rulingFromForm(f: RulingForm, scenarioSlug: string | null, outcome: Ruling["outcome"] | null): Ruling {
  const loc = (en: string, ja: string | null) => (ja ? { en, ja } : { en });
  return {
    title: loc(f.titleEn, f.titleJa),
    question: loc(f.questionEn, f.questionJa),
    answer: loc(f.answerEn, f.answerJa),
    ...(f.sourceTitle ? { source: { title: f.sourceTitle, ...(f.sourceUrl ? { url: f.sourceUrl } : {}), ...(f.sourceDate ? { date: f.sourceDate } : {}) } } : {}),
    cards: f.cards,
    mentions: f.mentions,
    clauses: f.clauses,
    same_principle_as: f.same,
    ...(scenarioSlug ? { scenario: scenarioSlug } : {}),
    ...(outcome ? { outcome } : {}),
    ...(f.unverified ? { verified: "unverified" as const } : {}),
    ...(f.note ? { note: f.note } : {}),
    ...(f.supersededBy ? { superseded_by: f.supersededBy } : {}),
    ...(f.supersededOn ? { superseded_on: f.supersededOn } : {}),
    ...(f.inForceFrom || f.inForceUntil ? { in_force: { ...(f.inForceFrom ? { from: f.inForceFrom } : {}), ...(f.inForceUntil ? { until: f.inForceUntil } : {}) } } : {}),
  };
}

// ---------- revisions ----------

export const REVISION_FORMAT = 2;

/**
 * What a revision stores (format 2): the ruling, its status and game, and what the admin's editor typed that the
 * ruling does not keep as typed (the outcome's YAML text, the own scenario's source). Format 1 (until 2026-11-25) was
 * the flat row (titleEn, …, cards, clauses, same, scenario); `readRevision` reads both.
 */
export interface RulingRevision {
  format: typeof REVISION_FORMAT;
  status: string;
  game: string;
  ruling: Ruling;
  /** "existing" | "own": how the admin's form chose the scenario */
  scenarioMode?: "existing" | "own";
  scenarioSource?: string;
  outcomeText?: string;
}

export function revisionOf(args: { status: string; game: string; ruling: Ruling; scenarioMode?: "existing" | "own"; scenarioSource?: string; outcomeText?: string }): RulingRevision {
  return { format: REVISION_FORMAT, ...args };
}

/** An archiving marker (a content file removed) records an event, not a version. */
export const isArchivingMarker = (data: unknown) => !!(data as Record<string, unknown> | null)?.archived;

/** Any stored revision, either format, as a revision of format 2 (what is unreadable is left out, never guessed). */
export function readRevision(data: unknown): RulingRevision {
  const d = (data ?? {}) as Record<string, unknown>;
  if (d.format === REVISION_FORMAT && d.ruling && typeof d.ruling === "object") {
    const parsed = rulingSchema.safeParse(d.ruling);
    const ruling = parsed.success ? parsed.data : lenientRuling(d.ruling as Record<string, unknown>);
    return {
      format: REVISION_FORMAT,
      status: typeof d.status === "string" ? d.status : "DRAFT",
      game: typeof d.game === "string" ? d.game : "duel-masters",
      ruling,
      ...(d.scenarioMode === "own" || d.scenarioMode === "existing" ? { scenarioMode: d.scenarioMode } : {}),
      ...(typeof d.scenarioSource === "string" ? { scenarioSource: d.scenarioSource } : {}),
      ...(typeof d.outcomeText === "string" ? { outcomeText: d.outcomeText } : {}),
    };
  }
  // format 1: the flat row
  const str = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  const loc = (en: unknown, ja: unknown) => ({ en: str(en) ?? "", ...(str(ja) ? { ja: str(ja)! } : {}) });
  const date = str(d.sourceDate)?.slice(0, 10) ?? null;
  const sourceTitle = str(d.sourceTitle);
  const ruling: Ruling = {
    title: loc(d.titleEn, d.titleJa),
    question: loc(d.questionEn, d.questionJa),
    answer: loc(d.answerEn, d.answerJa),
    ...(sourceTitle ? { source: { title: sourceTitle, ...(str(d.sourceUrl) ? { url: str(d.sourceUrl)! } : {}), ...(date ? { date } : {}) } } : {}),
    cards: list(d.cards),
    mentions: list(d.mentions),
    clauses: list(d.clauses),
    same_principle_as: list(d.same),
    ...(str(d.scenario) ? { scenario: str(d.scenario)! } : {}),
    ...(d.outcome && typeof d.outcome === "object" && Object.keys(d.outcome).length > 0 ? { outcome: d.outcome as Ruling["outcome"] } : {}),
    ...(d.verification === "unverified" ? { verified: "unverified" as const } : {}),
    ...(str(d.note) ? { note: str(d.note)! } : {}),
  };
  return {
    format: REVISION_FORMAT,
    status: typeof d.status === "string" ? d.status : "DRAFT",
    game: typeof d.gameId === "string" ? d.gameId : "duel-masters",
    ruling,
    ...(d.scenarioMode === "own" || d.scenarioMode === "existing" ? { scenarioMode: d.scenarioMode } : {}),
    ...(typeof d.scenarioSource === "string" ? { scenarioSource: d.scenarioSource } : {}),
    ...(typeof d.outcomeText === "string" ? { outcomeText: d.outcomeText } : {}),
  };
}

/** A stored ruling that no longer passes today's schema (a limit tightened later): its fields as they are. */
function lenientRuling(r: Record<string, unknown>): Ruling {
  const loc = (v: unknown) => {
    const o = (v ?? {}) as Record<string, unknown>;
    return { en: typeof o.en === "string" ? o.en : "", ...(typeof o.ja === "string" ? { ja: o.ja } : {}) };
  };
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return {
    ...(r as Partial<Ruling>),
    title: loc(r.title),
    question: loc(r.question),
    answer: loc(r.answer),
    cards: list(r.cards),
    mentions: list(r.mentions),
    clauses: list(r.clauses),
    same_principle_as: list(r.same_principle_as),
  } as Ruling;
}

/** The content file of a ruling: what `content:export` writes and the import reads back. */
export function rulingFile(slug: string, game: string, status: string, r: Ruling): RulingFile {
  // key order as the files are written by hand: identity, texts, source, links, engine, history, note
  const { note, ...rest } = r;
  return {
    slug,
    game,
    status: status === "PUBLISHED" ? "published" : "draft",
    ...rest,
    ...(note ? { note } : {}),
  };
}
