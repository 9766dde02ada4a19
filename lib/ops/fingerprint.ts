/** Hashes of source trees, so start-up can skip work whose inputs did not change. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SKIP_DIRS = new Set(["node_modules", ".next", ".data", "generated", ".git", "test-results"]);

export function fingerprint(root: string, inputs: string[]): string {
  const h = createHash("sha256");
  const visit = (p: string) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return;
    const st = fs.statSync(full);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(full).sort()) {
        if (!SKIP_DIRS.has(name)) visit(path.join(p, name));
      }
    } else {
      h.update(p).update("\0").update(fs.readFileSync(full)).update("\0");
    }
  };
  for (const input of inputs) visit(input);
  return h.digest("hex");
}

export function readStamp(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

export function writeStamp(file: string, value: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${value}\n`);
}
