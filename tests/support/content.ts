/** Copies of content/ in a temp folder, for tests that edit or break files. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function copyContent(): { dir: string; file(rel: string): string; edit(rel: string, fn: (text: string) => string): void; cleanup(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-content-"));
  fs.cpSync(path.resolve("content"), dir, { recursive: true });
  return {
    dir,
    file: (rel) => path.join(dir, rel),
    edit(rel, fn) {
      const p = path.join(dir, rel);
      fs.writeFileSync(p, fn(fs.readFileSync(p, "utf8")));
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** The line (1-based) of the first line of `text` that contains `needle`. */
export function lineContaining(text: string, needle: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`"${needle}" not found`);
  return i + 1;
}
