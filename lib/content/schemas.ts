/** zod schemas of the content files (documented in content/README.md). */
import { z } from "zod";
import { expectSchema } from "../scenarios/schemas";

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

export const gamesFileSchema = z
  .array(z.object({ id: slug, name: localized }).strict())
  .min(1, "at least one game");

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
    number: clauseNumber,
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
    clauses: z.array(ruleClauseSchema),
  })
  .strict();

export const qaSchema = z
  .object({
    slug,
    game: slug,
    status: z.enum(["draft", "published"]),
    title: localized,
    question: localized,
    answer: localized,
    source: z
      .object({ title: z.string().min(1), url: z.string().optional(), date: isoDate.optional() })
      .strict()
      .optional(),
    cards: z.array(slug).default([]),
    mentions: z.array(z.string().min(1)).default([]),
    clauses: z.array(clauseNumber).default([]),
    same_principle_as: z.array(clauseNumber).default([]),
    scenario: slug.optional(),
    /** the answer in machine-checkable form, checked against the scenario's run */
    outcome: expectSchema.optional(),
    verified: z.enum(["unverified"]).optional(),
    note: z.string().optional(),
  })
  .strict();

export type RuleDocumentFile = z.infer<typeof ruleDocumentSchema>;
export type RuleVersionFile = z.infer<typeof ruleVersionSchema>;
export type RuleClauseFile = z.infer<typeof ruleClauseSchema>;
export type QaFile = z.infer<typeof qaSchema>;
