/**
 * Ends the run with the slowest files (where the suite's time goes, in the part of the log CI shows) and the plain
 * line CI reads: "N passed, M failed[, K skipped]".
 */
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

const SLOWEST = 12;

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (m.state() === "failed" && [...m.children.allTests()].length === 0) failed++; // a file that failed to load
    }
    const timed = modules
      .map((m) => {
        const d = m.diagnostic();
        return { file: path.relative(process.cwd(), m.moduleId), project: m.project.name, s: (d.collectDuration + d.duration) / 1000 };
      })
      .sort((a, b) => b.s - a.s);
    if (timed.length > 1) {
      const total = (project: string) => timed.filter((t) => t.project === project).reduce((a, t) => a + t.s, 0);
      const projects = [...new Set(timed.map((t) => t.project))].map((p) => `${p || "default"} ${total(p).toFixed(0)} s`).join(", ");
      process.stdout.write(`\nslowest files (import and tests; per project in all: ${projects}):\n`);
      for (const t of timed.slice(0, SLOWEST)) process.stdout.write(`  ${t.s.toFixed(1).padStart(7)} s  ${t.file}\n`);
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}\n`);
  }
}
