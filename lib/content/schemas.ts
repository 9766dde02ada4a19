/** zod schemas of the content files (documented in content/README.md). */
import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug (a-z, 0-9, hyphens)");
const localized = z.object({ en: z.string().min(1), ja: z.string().min(1).optional() }).strict();
const optionalLocalized = z
  .object({ en: z.string().min(1).optional(), ja: z.string().min(1).optional() })
  .strict();
/** YAML turns 2020-07-17 into a Date; accept that or an ISO date string. */
const isoDate = z.union([
  z.date().transform((d) => d.toISOString().slice(0, 10)),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2020-07-17"),
]);
export const clauseNumber = z
  .string()
  .regex(/^\d{3}(?:\.\d+[a-z]?)?$/, 'must be a clause number like "609", "609.1" or "609.6a" (quoted)');
/** a clause number or a chapter of the comprehensive rules ("1" … "8"), in rule version and translation files */
export const ruleNumber = z
  .string()
  .regex(/^(?:\d|\d{3}(?:\.\d+[a-z]?)?)$/, 'must be a clause number like "609", "609.1" or "609.6a", or a chapter like "6" (quoted)');

/** content/games.yaml: the games registry (lib/games.ts). */
export const gamesFileSchema = z
  .array(
    z
      .object({
        id: slug,
        name: localized,
        rules: slug.optional(),
        catalogue: z.boolean().default(false),
        engine: z.boolean().default(false),
      })
      .strict(),
  )
  .min(1, "at least one game")
  .refine((games) => games.filter((g) => g.engine).length === 1, { message: "exactly one game is played by the engine (engine: true)" });

export const ruleDocumentSchema = z
  .object({
    id: slug,
    game: slug,
    title: localized,
    publisher: z.string().optional(),
    url: z.string().url().optional(),
  })
  .strict();

export const ruleClauseSchema = z
  .object({
    number: ruleNumber,
    title: optionalLocalized.optional(),
    text: optionalLocalized.optional(),
    en_status: z.enum(["official", "fan-translation", "working-translation"]).optional(),
    ja_status: z.enum(["official", "quoted-secondary", "partial"]).optional(),
    source: z.string().optional(),
    note: z.string().optional(),
  })
  .strict()
  .refine((c) => c.title || c.text || c.note, { message: "a clause needs a title, a text or a note" });

export const ruleVersionSchema = z
  .object({
    version: z.string().min(1),
    label: z.string().min(1),
    /** omitted only when the sources do not give the version's date (then say so in notes) */
    date: isoDate.optional(),
    source: z
      .object({ url: z.string().optional(), title: z.string().optional(), note: z.string().optional() })
      .strict()
      .optional(),
    notes: z.union([z.string(), z.array(z.string())]).optional(),
    /**
     * The whole text of the version, parsed into its clauses (lib/rules/source-parser.ts): a file in the
     * document's folder. The clauses listed below add to it (English, notes) and win on what they give,
     * except the Japanese text, which is the full text's.
     */
    full_text: z
      .object({
        file: z.string().regex(/^[a-z0-9][a-z0-9._/-]*\.md$/, "must be a .md file in the document's folder, like sources/ja-v1.48.md"),
        ja_status: z.enum(["official", "quoted-secondary", "partial"]),
      })
      .strict()
      .optional(),
    /** a folder of working translations of this version (translationFileSchema), in the document's folder */
    translations: z.string().regex(/^[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*$/, "must be a folder in the document's folder, like translations/v1.48").optional(),
    clauses: z.array(ruleClauseSchema),
  })
  .strict();

/** translations/<version>/*.yaml: English for the clauses of one version, keyed by number. */
export const translationFileSchema = z
  .object({
    document: slug,
    version: z.string().min(1),
    language: z.literal("en"),
    status: z.literal("working-translation"),
    clauses: z.record(
      ruleNumber,
      z
        .object({ title: z.string().min(1).optional(), text: z.string().min(1).optional() })
        .strict()
        .refine((c) => c.title || c.text, { message: "a translation needs a title or a text" }),
    ),
  })
  .strict();

export type RuleDocumentFile = z.infer<typeof ruleDocumentSchema>;
export type RuleVersionFile = z.infer<typeof ruleVersionSchema>;
export type RuleClauseFile = z.infer<typeof ruleClauseSchema>;
export type TranslationFile = z.infer<typeof translationFileSchema>;
export type GamesFile = z.infer<typeof gamesFileSchema>;
