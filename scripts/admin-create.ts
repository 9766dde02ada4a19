/**
 * npm run admin:create -- --email you@example.org [--name "Your Name"] [--role ADMIN|EDITOR]
 * Creates an account. The password is asked twice (not echoed) on a terminal, or read from the first
 * line of standard input when it is piped; there is never a default.
 */
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { migrateDeploy } from "@/lib/db/migrate";
import { redactUrl, resolveDatabase } from "@/lib/db/runtime";
import { ensurePrismaClient } from "@/lib/ops/prepare";

function usage(problem: string): never {
  console.error(`admin:create: ${problem}\nusage: npm run admin:create -- --email you@example.org [--name "Name"] [--role ADMIN|EDITOR]`);
  process.exit(2);
}

async function readStdinLine(): Promise<string> {
  let data = "";
  for await (const chunk of process.stdin) {
    data += chunk;
    if (data.includes("\n")) break;
  }
  return data.split(/\r?\n/)[0];
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    let muted = false;
    out._writeToOutput = (s: string) => {
      if (!muted) process.stdout.write(s);
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
    muted = true;
  });
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, name: { type: "string" }, role: { type: "string", default: "ADMIN" } },
      strict: true,
    }));
  } catch (e) {
    usage((e as Error).message);
  }
  if (!values.email) usage("--email is required");
  const role = values.role!.toUpperCase();
  if (role !== "ADMIN" && role !== "EDITOR") usage(`--role must be ADMIN or EDITOR, not "${values.role}"`);

  let password: string;
  if (process.stdin.isTTY) {
    password = await askHidden("Password (12 characters or more): ");
    if ((await askHidden("Again: ")) !== password) usage("the two passwords differ");
  } else {
    password = await readStdinLine();
  }
  if (!password) usage("no password given (type it when asked, or pipe it on standard input)");

  ensurePrismaClient();
  const db = await resolveDatabase();
  try {
    await migrateDeploy(db.url);
    process.env.DATABASE_URL = db.url;
    process.env.BETTER_AUTH_SECRET ??= (await import("@/lib/auth/secret")).authSecret();
    const { createUser, newUserSchema, UserError } = await import("@/lib/auth/users");
    const { audit } = await import("@/lib/audit");
    const parsed = newUserSchema.safeParse({ email: values.email, name: values.name ?? values.email.split("@")[0], role, password });
    if (!parsed.success) {
      const i = parsed.error.issues[0];
      usage(`${i.path.join(".")}: ${i.message}`);
    }
    try {
      const u = await createUser(parsed.data);
      await audit({ action: "user.create", actorEmail: "command line", targetType: "user", targetKey: u.email, detail: { role: u.role } });
      console.log(`created ${u.role.toLowerCase()} ${u.email} in ${redactUrl(db.url)}`);
    } catch (e) {
      if (e instanceof UserError) usage(e.message);
      throw e;
    }
  } finally {
    const { prisma } = await import("@/lib/db/client").catch(() => ({ prisma: null }));
    if (prisma && process.env.DATABASE_URL) await prisma().$disconnect().catch(() => {});
    await db.release();
  }
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
