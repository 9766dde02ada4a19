/**
 * Admin edits and content/ imports coexist without losing either: an import never overwrites an entry
 * saved in the admin (it says so), a removed file does not archive it, `content:export` writes it back
 * in the format the import reads, and `--release` hands it back to content/. Plus the first-admin CLI.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importedDatabase, type TestDatabase } from "../support/db";
import { copyContent } from "../support/content";

let db: TestDatabase;
let lib: {
  prisma: typeof import("@/lib/db/client").prisma;
  qa: typeof import("@/lib/admin/qa");
  runImport: typeof import("@/lib/content/run").runImport;
  exportEntries: typeof import("@/lib/admin/export").exportEntries;
};
let actor: import("@/lib/auth/actor").Actor;
const content = copyContent();
const SLUG = "aqua-hulcus-trigger-not-replacement";

beforeAll(async () => {
  db = await importedDatabase();
  process.env.DATABASE_URL = db.url;
  const { createUser } = await import("@/lib/auth/users");
  const u = await createUser({ email: "ed@example.org", name: "Ed", role: "EDITOR", password: "a long enough password" });
  actor = { id: u.id, email: u.email, name: "Ed", role: "EDITOR" };
  lib = {
    prisma: (await import("@/lib/db/client")).prisma,
    qa: await import("@/lib/admin/qa"),
    runImport: (await import("@/lib/content/run")).runImport,
    exportEntries: (await import("@/lib/admin/export")).exportEntries,
  };
});

afterAll(async () => {
  await lib?.prisma().$disconnect();
  await db?.drop();
  content.cleanup();
});

describe("admin edits and content/ imports", () => {
  it("an import leaves an entry saved in the admin alone, says so, and does not archive it when its file goes", async () => {
    const e = await lib.qa.getEditable(actor, SLUG);
    await lib.qa.saveEntry(actor, SLUG, { baseRevision: e.revision, form: { ...e.form, titleEn: "Edited in the admin" } });
    content.edit(`qa/${SLUG}.yaml`, (t) => t.replace(/^title:\n  en: .*$/m, 'title:\n  en: "Edited in content/"'));
    const r1 = await lib.runImport(lib.prisma(), content.dir);
    expect(r1.skipped).toBe(false);
    expect(r1.kept.join("\n")).toContain(`qa ${SLUG}: edited in the admin`);
    expect((await lib.prisma().qaEntry.findUniqueOrThrow({ where: { slug: SLUG } })).titleEn).toBe("Edited in the admin");

    fs.rmSync(content.file(`qa/${SLUG}.yaml`));
    await lib.runImport(lib.prisma(), content.dir);
    const row = await lib.prisma().qaEntry.findUniqueOrThrow({ where: { slug: SLUG } });
    expect(row.status).toBe("PUBLISHED");
    expect(row.titleEn).toBe("Edited in the admin");
  });

  it("an entry created in the admin with its own scenario survives imports, scenario included", async () => {
    const source = fs
      .readFileSync(path.join("content", "scenarios", "aqua-soldier-destroyed.yaml"), "utf8")
      .replace("id: aqua-soldier-destroyed", "id: admin-soldier");
    await lib.qa.createEntry(actor, {
      slug: "admin-soldier",
      form: {
        titleEn: "Made in the admin",
        questionEn: "Q?",
        answerEn: "A.",
        cards: ["aqua-soldier"],
        scenario: { mode: "own", source },
        outcome: "zones:\n  B.hand: [b_soldier]",
      },
    });
    content.edit("qa/deadly-love-aqua-soldier-trash-train.yaml", (t) => t.replace("title:\n  en: ", "title:\n  en: Changed "));
    const r = await lib.runImport(lib.prisma(), content.dir);
    expect(r.skipped).toBe(false);
    expect(await lib.prisma().scenario.findUnique({ where: { slug: "admin-soldier" } })).not.toBeNull();
    expect((await lib.prisma().qaEntry.findUniqueOrThrow({ where: { slug: "admin-soldier" }, include: { scenario: true } })).scenario?.slug).toBe("admin-soldier");
  });

  it("content:export writes admin entries as files the import accepts; --release hands them back to content/", async () => {
    const out = await lib.exportEntries(content.dir, "all-edited", { release: true });
    expect(out.written.map((f) => path.relative(content.dir, f)).sort()).toEqual(["qa/admin-soldier.yaml", `qa/${SLUG}.yaml`, "scenarios/admin-soldier.yaml"]);
    expect(fs.readFileSync(content.file(`qa/${SLUG}.yaml`), "utf8")).toContain("Edited in the admin");
    const r = await lib.runImport(lib.prisma(), content.dir);
    expect(r.kept).toEqual([]);
    const row = await lib.prisma().qaEntry.findUniqueOrThrow({ where: { slug: "admin-soldier" } });
    expect(row.origin).toBe("content");
    expect(row.adminEditedAt).toBeNull();
    expect(row.verifiedAgainst).toMatch(/Ver\./); // the import verified it from the files
    expect((await lib.prisma().qaEntry.findUniqueOrThrow({ where: { slug: SLUG } })).titleEn).toBe("Edited in the admin");
    // from now on the file is the truth again
    content.edit(`qa/${SLUG}.yaml`, (t) => t.replace("Edited in the admin", "Edited in the file"));
    await lib.runImport(lib.prisma(), content.dir);
    expect((await lib.prisma().qaEntry.findUniqueOrThrow({ where: { slug: SLUG } })).titleEn).toBe("Edited in the file");
  });
});

describe("npm run admin:create", () => {
  const run = (args: string[], input: string) =>
    spawnSync(process.execPath, [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/admin-create.ts", ...args], {
      input,
      env: { ...process.env, DATABASE_URL: db.url },
      encoding: "utf8",
    });

  it("creates the first admin with the password read from standard input", async () => {
    const r = run(["--email", "First@Example.org", "--name", "First Admin"], "correct horse battery staple\n");
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("created admin first@example.org");
    expect(r.status).toBe(0);
    const u = await lib.prisma().user.findUniqueOrThrow({ where: { email: "first@example.org" }, include: { accounts: true } });
    expect(u.role).toBe("ADMIN");
    expect(u.accounts[0].password).not.toContain("correct horse");
  });

  it("refuses without a password, with a short one, a bad role, or an existing email; nothing is created", async () => {
    const before = await lib.prisma().user.count();
    const cases: [string[], string, RegExp][] = [
      [["--email", "x@example.org"], "", /no password given/],
      [["--email", "x@example.org"], "short\n", /at least 12 characters/],
      [["--email", "x@example.org", "--role", "owner"], "a long enough password\n", /--role must be ADMIN or EDITOR/],
      [[], "a long enough password\n", /--email is required/],
      [["--email", "first@example.org"], "a long enough password\n", /already exists/],
    ];
    for (const [args, input, message] of cases) {
      const r = run(args, input);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toMatch(message);
    }
    expect(await lib.prisma().user.count()).toBe(before);
  });
});
