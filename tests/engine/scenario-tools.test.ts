/**
 * The scenario tools: `npm run scenarios -- <folder or files>` runs exactly those, against a content folder
 * (`--content DIR` or SHINPAN_CONTENT_DIR); a scenario whose meta.id differs from its file name is refused, by
 * the tools and by the content import; a scripted choice that is never offered is an error showing the board.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loadContent } from "@/lib/content/load";
import { ContentError } from "@/lib/files/errors";
import { loadScenarioFile, loadScenarioFiles, resolveScenarioPaths, runLoadedScenario } from "@/lib/scenarios";
import { copyContent } from "../support/content";
import { content } from "./helpers";

const exec = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");
const fixture = (name: string) => path.join(__dirname, "fixtures", name);
const rel = (p: string) => path.relative(ROOT, p);

/** Run `npm run scenarios -- ...args` (as tsx does), never throwing: exit code, stdout, stderr. */
async function scenariosCli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await exec(path.join(ROOT, "node_modules", ".bin", "tsx"), [path.join(ROOT, "scripts", "scenarios.ts"), ...args], {
      cwd: ROOT,
      env: { ...process.env, SHINPAN_CONTENT_DIR: "", ...env },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

describe("which files", () => {
  it("a folder is its *.yaml files, sorted; a file is itself; repeats are dropped", () => {
    const set = fixture("set");
    expect(resolveScenarioPaths([set, fixture("unused-choice.yaml"), path.join(set, "set-soldier-to-graveyard.yaml")], ROOT)).toEqual([
      path.join(set, "set-ghoul-destroyed.yaml"),
      path.join(set, "set-soldier-to-graveyard.yaml"),
      fixture("unused-choice.yaml"),
    ]);
    expect(resolveScenarioPaths(["tests/engine/fixtures/set"], ROOT)).toHaveLength(2);
  });

  it("a path that does not exist, or a folder without scenario files, is refused", () => {
    expect(() => resolveScenarioPaths(["no/such/place"], ROOT)).toThrow("no/such/place: no such file or folder");
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-empty-"));
    try {
      expect(() => resolveScenarioPaths([empty], ROOT)).toThrow("no .yaml files in this folder");
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("a scenario's id is its file name", () => {
  it("a meta.id that differs from the file name is refused, located at meta.id; the other files still load", () => {
    const { scenarios, errors } = loadScenarioFiles([fixture("id-mismatch.yaml"), fixture("set/set-ghoul-destroyed.yaml")], content());
    expect(scenarios.map((l) => l.scenario.meta.id)).toEqual(["set-ghoul-destroyed"]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: rel(fixture("id-mismatch.yaml")), line: 3, field: "meta.id", code: "E_CONTENT" });
    expect(errors[0].problem).toBe(
      `"not-the-file-name" differs from the file name id-mismatch.yaml: a scenario's id is its file name (rename the file to not-the-file-name.yaml, or write id: id-mismatch)`,
    );
  });

  it("the content import refuses it too, also when two files swap their ids", () => {
    const copy = copyContent();
    try {
      const a = "scenarios/rule-609-1.yaml";
      const b = "scenarios/rule-609-2.yaml";
      copy.edit(a, (t) => t.replace(/^ {2}id: rule-609-1$/m, "  id: rule-609-2"));
      copy.edit(b, (t) => t.replace(/^ {2}id: rule-609-2$/m, "  id: rule-609-1"));
      const err = (() => {
        try {
          loadContent(copy.dir);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(ContentError);
      expect(err).toMatchObject({ file: copy.file(a), field: "meta.id" });
      expect((err as ContentError).problem).toContain(`"rule-609-2" differs from the file name rule-609-1.yaml`);
    } finally {
      copy.cleanup();
    }
  });

  // every content scenario complies: tests/engine/scenarios.test.ts loads them all through the same loader
});

describe("a scripted choice that is never offered", () => {
  it("left over at the end of the step: the error lists the prompts asked and shows the board", () => {
    const run = runLoadedScenario(loadScenarioFile(fixture("unused-choice.yaml"), content()));
    expect(run.result.error).toMatchObject({ code: "E_UNUSED_CHOICE", step: 0 });
    expect(run.result.error!.board).toMatchObject({ turn: 5, active: "A", A: { graveyard: ["a_ghoul"] }, B: {} });
    expect(run.result.error!.message).toContain("no prompt was offered for it; prompts asked in this step: none");
    expect(run.result.error!.message).toContain("Board at that point: turn 5, A active; A: graveyard [a_ghoul]; B: no cards");
    expect(run.problems[0].problem).toContain("Board at that point:");
  });

  it("written for another kind of prompt than the one asked: the board when it was asked", () => {
    const run = runLoadedScenario(loadScenarioFile(fixture("kind-mismatch.yaml"), content()));
    expect(run.result.error).toMatchObject({ code: "E_ILLEGAL_CHOICE", promptId: "s0.p0" });
    expect(run.result.error!.message).toMatch(/scripted answer is for a "replacement" prompt, and no such prompt was offered here\. Board at that point: turn 5, A active; A: battle \[a_soldier\], graveyard \[a_cet\], deck \[a_d1\]/);
  });

  it("an answer that is offered but wrong carries the board without repeating it in the message", () => {
    const run = runLoadedScenario(loadScenarioFile(fixture("illegal-choice.yaml"), content()));
    expect(run.result.error?.code).toBe("E_ILLEGAL_CHOICE");
    expect(run.result.error?.board).toBeDefined();
    expect(run.result.error?.message).not.toContain("Board at that point");
  });
});

describe("npm run scenarios", () => {
  it("-- <folder> runs exactly the scenarios in it", async () => {
    const r = await scenariosCli(["tests/engine/fixtures/set"]);
    expect(r.err).toBe("");
    expect(r.code).toBe(0);
    expect(r.out.trim().split("\n")).toEqual([
      "✔ set-ghoul-destroyed  (tests/engine/fixtures/set/set-ghoul-destroyed.yaml)",
      "✔ set-soldier-to-graveyard  (tests/engine/fixtures/set/set-soldier-to-graveyard.yaml)",
      "2 passed, 0 failed",
    ]);
  }, 60_000);

  it("-- <files> runs exactly those; a file whose id is not its name fails as not loaded; --json", async () => {
    const r = await scenariosCli(["--json", "tests/engine/fixtures/set/set-ghoul-destroyed.yaml", "tests/engine/fixtures/id-mismatch.yaml"]);
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as { passed: number; failed: number; scenarios: { id: string; file: string; ok: boolean; problems: { field: string }[] }[] };
    expect([json.passed, json.failed]).toEqual([1, 1]);
    expect(json.scenarios.map((s) => [s.id, s.file, s.ok])).toEqual([
      ["(not loaded)", "tests/engine/fixtures/id-mismatch.yaml", false],
      ["set-ghoul-destroyed", "tests/engine/fixtures/set/set-ghoul-destroyed.yaml", true],
    ]);
    expect(json.scenarios[0].problems[0].field).toBe("meta.id");
  }, 60_000);

  it("a path that does not exist or an unknown option is a usage error (exit 2)", async () => {
    const missing = await scenariosCli(["tests/engine/fixtures/nope"]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain("tests/engine/fixtures/nope: no such file or folder");
    const option = await scenariosCli(["--jsn"]);
    expect(option.code).toBe(2);
    expect(option.err).toContain("unknown option --jsn");
  }, 60_000);

  it("SHINPAN_CONTENT_DIR (or --content) names the content folder: its scenarios, cards and abilities", async () => {
    const copy = copyContent();
    try {
      for (const f of fs.readdirSync(copy.file("scenarios"))) if (f !== "aqua-soldier-destroyed.yaml") fs.rmSync(copy.file(`scenarios/${f}`));
      const byEnv = await scenariosCli([], { SHINPAN_CONTENT_DIR: copy.dir });
      expect(byEnv.code).toBe(0);
      expect(byEnv.out.trim().split("\n")).toEqual([`✔ aqua-soldier-destroyed  (${copy.file("scenarios/aqua-soldier-destroyed.yaml")})`, "1 passed, 0 failed"]);
      // the copy's own ability data is used: with Aqua Soldier's substitute changed there, the run no longer matches
      const ab = copy.file("abilities/aqua-soldier.yaml");
      fs.writeFileSync(ab, fs.readFileSync(ab, "utf8").replace("do: return-to-hand", "do: put-into-mana"));
      const byFlag = await scenariosCli(["--content", copy.dir]);
      expect(byFlag.code).toBe(1);
      expect(byFlag.out).toContain("expect.zones.B.hand");
    } finally {
      copy.cleanup();
    }
  }, 60_000);
});
