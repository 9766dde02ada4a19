/**
 * An /ask question in the project's scenario file format (content/README.md, "Scenario files"), and its outcome in
 * the `expect:` form: the text an editor reviews in the admin's scenario editor. Written by hand (a few lines, no YAML
 * library in the browser); every scalar that is not a plain identifier is double-quoted (JSON's quoting is YAML's).
 * lib/scenarios' parser reads it back into the same scenario (tests/unit/ask-scenario.test.ts).
 */
import type { Action, AnsweredPrompt, CardSpec, Expectations, SetupSpec } from "@/lib/engine";
import { choiceOf } from "./choices";

type Scalar = string | number | boolean | null;
type Value = Scalar | Value[] | { [k: string]: Value | undefined };

const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~)$/i;

export function scalar(v: Scalar): string {
  if (v === null) return "null";
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (/^[A-Za-z_][A-Za-z0-9_.-]*$/.test(v) && !RESERVED.test(v)) return v;
  return JSON.stringify(v).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** A value on one line: `{ a: 1, b: [x, y] }`. */
export function flow(v: Value): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(", ")}]`;
  if (v !== null && typeof v === "object") {
    const entries = Object.entries(v).filter(([, x]) => x !== undefined) as [string, Value][];
    return entries.length ? `{ ${entries.map(([k, x]) => `${scalar(k)}: ${flow(x)}`).join(", ")} }` : "{}";
  }
  return scalar(v);
}

const pad = (n: number) => " ".repeat(n);

function cardLines(c: CardSpec, indent: number, names: Record<string, string>): string[] {
  const comment = names[c.card] ? `   # ${names[c.card].replace(/\n/g, " ")}` : "";
  const simple: Record<string, Value> = { id: c.id, card: c.card };
  if (c.tapped) simple.tapped = true;
  if (c.enteredTurn !== undefined) simple.enteredTurn = c.enteredTurn;
  const parts = (["under", "auras"] as const).filter((k) => c[k]?.length);
  if (parts.length === 0) return [`${pad(indent)}- ${flow(simple)}${comment}`];
  const out = [`${pad(indent)}- id: ${scalar(c.id)}`, `${pad(indent + 2)}card: ${scalar(c.card)}${comment}`];
  if (c.tapped) out.push(`${pad(indent + 2)}tapped: true`);
  if (c.enteredTurn !== undefined) out.push(`${pad(indent + 2)}enteredTurn: ${c.enteredTurn}`);
  for (const k of parts) {
    out.push(`${pad(indent + 2)}${k}:${k === "under" ? "   # bottom first" : ""}`);
    for (const u of c[k]!) out.push(...cardLines(u, indent + 4, names));
  }
  return out;
}

function setupLines(setup: SetupSpec, names: Record<string, string>): string[] {
  const out = ["setup:", `  turn: ${flow(setup.turn)}`];
  for (const p of ["A", "B"] as const) {
    const zones = Object.entries(setup.players[p]).filter(([, l]) => l && l.length);
    if (zones.length === 0) continue;
    out.push(`  ${p}:`);
    for (const [zone, list] of zones) {
      out.push(`    ${zone}:${zone === "deck" || zone === "gr" ? "   # first = top" : ""}`);
      for (const c of list!) out.push(...cardLines(c, 6, names));
    }
  }
  return out;
}

function actionLines(a: Action, choices: Value[]): string[] {
  const { kind, ...rest } = a;
  const out = [`  - ${kind}: ${flow(rest as Value)}`];
  if (choices.length) {
    out.push("    choices:");
    for (const c of choices) out.push(`      - ${flow(c)}`);
  }
  return out;
}

export interface ScenarioYamlInput {
  id: string;
  title: string;
  rules: string[];
  source: string;
  notes?: string;
  setup: SetupSpec;
  actions: Action[];
  /** every prompt the run asked, answered (forced ones are left out: they take no answer) */
  prompts: AnsweredPrompt[];
  /** catalogue id → card name, written as comments */
  names?: Record<string, string>;
}

export function scenarioYaml(s: ScenarioYamlInput): string {
  const out = [
    "meta:",
    `  id: ${scalar(s.id)}`,
    "  title:",
    `    en: ${JSON.stringify(s.title)}`,
    `  rules: [${s.rules.map((r) => JSON.stringify(r)).join(", ")}]`,
    `  source: ${JSON.stringify(s.source)}`,
    ...(s.notes ? [`  notes: ${JSON.stringify(s.notes)}`] : []),
    ...setupLines(s.setup, s.names ?? {}),
    "actions:",
  ];
  s.actions.forEach((a, i) => {
    const choices = s.prompts
      .filter((p) => p.prompt.step === i && p.source !== "forced")
      .map((p) => ({ prompt: p.prompt.kind, by: p.prompt.player, ...choiceOf(p.answer) }) as Value);
    out.push(...actionLines(a, choices));
  });
  return `${out.join("\n")}\n`;
}

/** An outcome (`expect:` form) as YAML, one key per line. */
export function outcomeYaml(x: Expectations): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(x) as [string, Value][]) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      out.push(`${key}: ${flow(value)}`);
      continue;
    }
    if (value !== null && typeof value === "object") {
      out.push(`${key}:`);
      for (const [k, v] of Object.entries(value) as [string, Value][]) {
        if (Array.isArray(v) && v.some((i) => i !== null && typeof i === "object")) {
          out.push(`  ${scalar(k)}:`);
          for (const item of v) out.push(`    - ${flow(item)}`);
        } else out.push(`  ${scalar(k)}: ${flow(v)}`);
      }
      continue;
    }
    out.push(`${key}: ${flow(value)}`);
  }
  return out.join("\n");
}
