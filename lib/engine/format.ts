/** Human-readable rendering of a trace (used by `npm run scenario`; pure, so a page can use it too). */
import type { RunResult } from "./scenario";
import type { TraceEntry } from "./trace";

function depthOf(entries: Map<number, TraceEntry>, e: TraceEntry): number {
  let d = 0;
  let p = e.parent;
  while (p !== null && d < 30) {
    const parent = entries.get(p);
    if (!parent) break;
    d++;
    p = parent.parent;
  }
  return d;
}

export function formatTrace(result: RunResult, opts: { ja?: boolean } = {}): string {
  const byId = new Map(result.trace.map((e) => [e.seq, e] as const));
  const lines: string[] = [];
  for (const e of result.trace) {
    const indent = "  ".repeat(depthOf(byId, e));
    const clauses = e.clauses.length ? `  [${e.clauses.join(", ")}]` : "";
    lines.push(`${String(e.seq).padStart(3)} ${indent}${e.kind}: ${e.narration.en}${clauses}`);
    if (opts.ja && e.narration.ja) lines.push(`    ${indent}  ${e.narration.ja}`);
    for (const c of e.candidates ?? []) {
      const mark = c.applied ? "✔ applied" : c.applicable ? "· candidate" : "✘ not applicable";
      lines.push(`    ${indent}  ${mark} ${c.key} (player ${c.controller}${c.optional ? ", optional" : ""}): ${c.why}${c.clauses.length ? `  [${c.clauses.join(", ")}]` : ""}`);
    }
    if (e.rebuild) {
      for (const r of e.rebuild.removed) lines.push(`    ${indent}  ✘ removed ${r.card} → ${r.to}: ${r.why}`);
      for (const n of e.rebuild.notTriggered) lines.push(`    ${indent}  ✘ not triggered ${n.source}:${n.ability}: ${n.why}`);
      if (e.rebuild.unverified) lines.push(`    ${indent}  UNVERIFIED: ${e.rebuild.unverified}`);
    }
    if (e.board) {
      for (const p of ["A", "B"] as const) {
        const zones = Object.entries(e.board[p]).map(([z, ids]) => `${z}: ${ids!.join(" ")}`);
        lines.push(`    ${indent}  ${p}: ${zones.join(" | ") || "(empty)"}`);
      }
      if (e.board.tapped.length) lines.push(`    ${indent}  tapped: ${e.board.tapped.join(" ")}`);
      for (const [top, under] of Object.entries(e.board.under ?? {})) lines.push(`    ${indent}  stack ${top}: under it (bottom first) ${under.join(" ")}`);
      for (const [top, cores] of Object.entries(e.board.cores ?? {})) lines.push(`    ${indent}  forbidden cores of ${top}: ${cores.join(" ")}`);
      if (e.board.summoningSick) lines.push(`    ${indent}  summoning sickness: ${e.board.summoningSick.join(" ")}`);
      if (e.board.faces) lines.push(`    ${indent}  flipped: ${Object.entries(e.board.faces).map(([k, v]) => `${k}=${v}`).join(" ")}`);
    }
  }
  if (result.error) lines.push(`ERROR ${result.error.code}: ${result.error.message}`);
  for (const m of result.outcomeMismatches) lines.push(`MISMATCH ${m.field}: ${m.message}`);
  lines.push(result.ok ? `OK ${result.scenario}` : `FAILED ${result.scenario}`);
  return lines.join("\n");
}
