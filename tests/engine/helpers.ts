/** Shared helpers for the engine tests: content loaded once, inline YAML scenarios, trace queries. */
import { join } from "node:path";
import { runScenario, whereIs, type RunOptions, type RunResult, type TraceEntry } from "@/lib/engine";
import { loadContentContext, parseScenario, type ContentContext, type LoadedScenario } from "@/lib/scenarios";

export const CONTENT_DIR = join(__dirname, "..", "..", "content");

let ctx: ContentContext | null = null;
export function content(): ContentContext {
  if (!ctx) ctx = loadContentContext(CONTENT_DIR);
  return ctx;
}

/** Parse an inline scenario (YAML text) against the real catalogue and ability data. */
export function load(yaml: string, file = "inline.yaml"): LoadedScenario {
  return parseScenario(yaml, file, content());
}

export function run(yaml: string, options: RunOptions = {}): RunResult {
  const l = load(yaml);
  return runScenario(l.scenario, l.defs, options);
}

export function where(r: RunResult, id: string): string | null {
  return r.finalState ? whereIs(r.finalState, id) : null;
}

export function entries(r: RunResult, kind: TraceEntry["kind"]): TraceEntry[] {
  return r.trace.filter((e) => e.kind === kind);
}

/** Applied replacements as "source:ability". */
export function applied(r: RunResult): string[] {
  return entries(r, "replacement-check").flatMap((e) => (e.candidates ?? []).filter((c) => c.applied).map((c) => `${c.source}:${c.ability}`));
}

export function candidatesFor(r: RunResult, card: string) {
  return entries(r, "replacement-check")
    .filter((e) => e.event && "card" in e.event && e.event.card === card)
    .flatMap((e) => e.candidates ?? []);
}

/** Build a minimal YAML scenario from parts (keeps tests short). */
export function yaml(parts: { turn?: string; A?: string; B?: string; actions: string; meta?: string }): string {
  return [
    parts.meta ?? `meta: { id: t, title: { en: t }, rules: ["609.1"], source: test }`,
    `setup:`,
    `  turn: ${parts.turn ?? "{ number: 5, active: A }"}`,
    parts.A ? `  A:\n${indent(parts.A, 4)}` : "",
    parts.B ? `  B:\n${indent(parts.B, 4)}` : "",
    `actions:`,
    indent(parts.actions, 2),
  ]
    .filter(Boolean)
    .join("\n");
}

function indent(s: string, n: number): string {
  const lines = s.replace(/^\n+|\s+$/g, "").split("\n");
  const min = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length));
  return lines.map((l) => " ".repeat(n) + l.slice(min)).join("\n");
}
