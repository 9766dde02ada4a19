/**
 * ESLint as part of `npm test`: the repository passes eslint.config.mjs (Next's rules, no import
 * cycles, a pure engine) with no problem at all, warnings included; and the cycle check does catch a
 * cycle, also one made of type imports only (fixtures in tests/fixtures/lint, which the repository's
 * lint ignores). Types are checked here too (`tsc --noEmit`): `next build` skips its own check
 * (next.config.js), so this is where a type error fails the suite.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

/** One line per problem: file:line:column rule message. */
function problems(results: ESLint.LintResult[]): string[] {
  return results.flatMap((r) =>
    r.messages.map((m) => `${path.relative(ROOT, r.filePath)}:${m.line ?? 0}:${m.column ?? 0} ${m.ruleId ?? (m.fatal ? "parse-error" : "eslint")} ${m.message}`),
  );
}

describe("lint", () => {
  it("the repository has no ESLint problem", async () => {
    const eslint = new ESLint({ cwd: ROOT, cache: false });
    const found = problems(await eslint.lintFiles(["."]));
    if (found.length > 0) throw new Error(`${found.length} ESLint problem(s) (npm run lint):\n${found.join("\n")}`);
  }, 300_000);

  it("reports import cycles, type-only ones included", async () => {
    const eslint = new ESLint({ cwd: ROOT, cache: false, ignore: false });
    const found = problems(await eslint.lintFiles(["tests/fixtures/lint/cycle"]));
    const dir = "tests/fixtures/lint/cycle";
    expect(found.sort()).toEqual([
      `${dir}/a.ts:2:1 shinpan/no-cycle Import cycle: ${dir}/a.ts → ${dir}/b.ts → ${dir}/a.ts`,
      `${dir}/b.ts:2:1 shinpan/no-cycle Import cycle: ${dir}/b.ts → ${dir}/a.ts → ${dir}/b.ts`,
      `${dir}/types-a.ts:3:1 shinpan/no-cycle Import cycle: ${dir}/types-a.ts → ${dir}/types-b.ts (type) → ${dir}/types-a.ts (type)`,
      `${dir}/types-b.ts:3:9 shinpan/no-cycle Import cycle: ${dir}/types-b.ts → ${dir}/types-a.ts (type) → ${dir}/types-b.ts (type)`,
    ]);
  }, 120_000);

  it("the project type-checks (tsc --noEmit)", () => {
    const r = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "--noEmit", "-p", ROOT], { cwd: ROOT, encoding: "utf8" });
    if (r.status !== 0) throw new Error(`tsc found type errors:\n${r.stdout}${r.stderr}`);
  }, 300_000);
});
