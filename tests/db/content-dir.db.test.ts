/**
 * The command-line tools on bad input and on a content folder elsewhere (issue 11): `content:import`
 * reads SHINPAN_CONTENT_DIR as documented (not only `--content DIR`), and every error names the file
 * in the folder it was read from; a YAML alias problem is a located message, never a stack trace.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyContent, lineContaining } from "../support/content";
import { importedDatabase, type TestDatabase } from "../support/db";

const TSX = path.resolve("node_modules", ".bin", "tsx");
const SCENARIO = "scenarios/aqua-soldier-destroyed.yaml";

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(TSX, [script, ...args], { env: { ...process.env, ...env }, timeout: 120_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

let db: TestDatabase;
let content: ReturnType<typeof copyContent>;
let aliasLine: number;

beforeAll(async () => {
  db = await importedDatabase();
  content = copyContent();
  content.edit(SCENARIO, (t) => `${t}zz: *nope\n`);
  aliasLine = lineContaining(fs.readFileSync(content.file(SCENARIO), "utf8"), "zz: *nope");
});

afterAll(async () => {
  content?.cleanup();
  await db?.drop();
});

describe("a content folder elsewhere, with a bad file", () => {
  it("content:import reads SHINPAN_CONTENT_DIR and names the file in that folder, without a stack trace", async () => {
    const r = await run("scripts/content-import.ts", [], { DATABASE_URL: db.url, SHINPAN_CONTENT_DIR: content.dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`content error: ${content.file(SCENARIO)}:${aliasLine}: zz: alias *nope has no anchor &nope before it`);
    expect(r.stderr).toContain("nothing was imported; the database is unchanged");
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it("content:import --content DIR names the file in DIR too", async () => {
    const r = await run("scripts/content-import.ts", ["--content", content.dir], { DATABASE_URL: db.url });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`content error: ${content.file(SCENARIO)}:${aliasLine}: zz: `);
  });

  it("npm run scenarios reads SHINPAN_CONTENT_DIR and reports the file that does not load", async () => {
    const r = await run("scripts/scenarios.ts", [], { SHINPAN_CONTENT_DIR: content.dir });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`✘ (not loaded)  (${content.file(SCENARIO)})`);
    expect(r.stdout).toContain(`${content.file(SCENARIO)}:${aliasLine}: zz: alias *nope has no anchor &nope before it`);
    expect(r.stdout).toMatch(/\d+ passed, 1 failed\n$/);
  });

  it("npm run scenario prints a located error for a billion-laughs file, without a stack trace", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-laughs-"));
    try {
      const file = path.join(dir, "laughs.yaml");
      const levels = [`l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]`];
      for (let i = 1; i < 9; i++) levels.push(`l${i}: &l${i} [${Array(10).fill(`*l${i - 1}`).join(", ")}]`);
      fs.writeFileSync(file, levels.join("\n") + "\n" + fs.readFileSync(path.join("content", SCENARIO), "utf8"));
      const r = await run("scripts/scenario.ts", [file], {});
      expect(r.code).toBe(1);
      expect(r.stderr.trim()).toBe(`${file}:3: l2[8]: more than 100 aliases (an alias counts again every alias inside the node it names)`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
