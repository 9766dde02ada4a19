/** The editor's form state and its conversion to and from the routes' `form` (QaForm). */
import type { QaForm } from "@/lib/admin/qa";
import { FIELD_LABEL } from "@/lib/admin/labels";

export interface FormState {
  titleEn: string;
  titleJa: string;
  questionEn: string;
  questionJa: string;
  answerEn: string;
  answerJa: string;
  sourceTitle: string;
  sourceUrl: string;
  sourceDate: string;
  cards: string[];
  mentions: string[];
  clauses: string[];
  same: string[];
  note: string;
  unverified: boolean;
  scenarioMode: "none" | "existing" | "own";
  scenarioSlug: string;
  scenarioSource: string;
  outcome: string;
  supersededBy: string;
  supersededOn: string;
  inForceFrom: string;
  inForceUntil: string;
}

export const EMPTY_FORM: FormState = {
  titleEn: "",
  titleJa: "",
  questionEn: "",
  questionJa: "",
  answerEn: "",
  answerJa: "",
  sourceTitle: "",
  sourceUrl: "",
  sourceDate: "",
  cards: [],
  mentions: [],
  clauses: [],
  same: [],
  note: "",
  unverified: false,
  scenarioMode: "none",
  scenarioSlug: "",
  scenarioSource: "",
  outcome: "",
  supersededBy: "",
  supersededOn: "",
  inForceFrom: "",
  inForceUntil: "",
};

export function fromQaForm(f: QaForm): FormState {
  return {
    titleEn: f.titleEn ?? "",
    titleJa: f.titleJa ?? "",
    questionEn: f.questionEn ?? "",
    questionJa: f.questionJa ?? "",
    answerEn: f.answerEn ?? "",
    answerJa: f.answerJa ?? "",
    sourceTitle: f.sourceTitle ?? "",
    sourceUrl: f.sourceUrl ?? "",
    sourceDate: f.sourceDate ?? "",
    cards: [...(f.cards ?? [])],
    mentions: [...(f.mentions ?? [])],
    clauses: [...(f.clauses ?? [])],
    same: [...(f.same ?? [])],
    note: f.note ?? "",
    unverified: !!f.unverified,
    scenarioMode: f.scenario?.mode ?? "none",
    scenarioSlug: f.scenario?.mode === "existing" ? f.scenario.slug : "",
    scenarioSource: f.scenario?.mode === "own" ? f.scenario.source : "",
    outcome: f.outcome ?? "",
    supersededBy: f.supersededBy ?? "",
    supersededOn: f.supersededOn ?? "",
    inForceFrom: f.inForceFrom ?? "",
    inForceUntil: f.inForceUntil ?? "",
  };
}

export function scenarioOf(s: FormState): QaForm["scenario"] {
  if (s.scenarioMode === "existing") return { mode: "existing", slug: s.scenarioSlug };
  if (s.scenarioMode === "own") return { mode: "own", source: s.scenarioSource };
  return { mode: "none" };
}

/** What the routes take as `form` (empty strings are stored as nothing). */
export function toPayload(s: FormState) {
  return {
    titleEn: s.titleEn,
    titleJa: s.titleJa,
    questionEn: s.questionEn,
    questionJa: s.questionJa,
    answerEn: s.answerEn,
    answerJa: s.answerJa,
    sourceTitle: s.sourceTitle,
    sourceUrl: s.sourceUrl,
    sourceDate: s.sourceDate,
    cards: s.cards,
    mentions: s.mentions,
    clauses: s.clauses,
    same: s.same,
    note: s.note,
    unverified: s.unverified,
    scenario: scenarioOf(s),
    outcome: s.outcome,
    supersededBy: s.supersededBy,
    supersededOn: s.supersededOn,
    inForceFrom: s.inForceFrom,
    inForceUntil: s.inForceUntil,
  };
}

/** Equal as far as a save is concerned (whitespace at the ends of single-line fields is trimmed by the server). */
export function sameForm(a: FormState, b: FormState): boolean {
  const norm = (s: FormState) => {
    const p = toPayload(s) as Record<string, unknown>;
    for (const k of Object.keys(p)) if (typeof p[k] === "string" && k !== "outcome") p[k] = (p[k] as string).trim();
    if (s.scenarioMode === "own") p.scenario = { mode: "own", source: s.scenarioSource };
    return JSON.stringify(p);
  };
  return norm(a) === norm(b);
}

/** The fields a conflict compares, in the editor's order, with their labels (lib/admin/labels.ts). */
export const FIELD_LABELS: [keyof FormState | "scenario", string][] = (
  ["titleEn", "titleJa", "questionEn", "questionJa", "answerEn", "answerJa", "sourceTitle", "sourceUrl", "sourceDate", "cards", "clauses", "same", "mentions", "note", "unverified", "scenario", "outcome", "supersededBy", "supersededOn", "inForceFrom", "inForceUntil"] as const
).map((k) => [k, FIELD_LABEL[k]]);

export function fieldText(s: FormState, key: keyof FormState | "scenario"): string {
  if (key === "scenario") {
    return s.scenarioMode === "none" ? "(none)" : s.scenarioMode === "existing" ? `existing scenario: ${s.scenarioSlug}` : s.scenarioSource;
  }
  const v = s[key];
  if (Array.isArray(v)) return v.join(", ");
  if (typeof v === "boolean") return v ? "yes" : "no";
  return String(v ?? "");
}
