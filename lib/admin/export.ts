/**
 * Admin edits back to content/: an entry saved in the admin is written as a content/qa file (and its own
 * scenario as a content/scenarios file), in the format the import reads. With `release`, the database
 * hands the entry back to content/: the next import takes the file as the truth again.
 */
import fs from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import { parseYaml } from "@/lib/files/yaml";
import { prisma } from "@/lib/db/client";
import { SCENARIO_LIMITS } from "@/lib/engine/limits";
import { latestRevisions, versionFromStored, type Version } from "./qa";
import { rulingFile, rulingFromForm, type Ruling, type RulingFile } from "@/lib/rulings/ruling";

/** The content/qa file for a version of an entry (lib/rulings/ruling.ts `rulingFile`). */
export function qaFileFor(slug: string, v: Version, scenarioSlug: string | null): RulingFile {
  const f = v.form;
  // read as the import will read it: a draft saved half-written stops the export with a located ContentError
  const outcome = f.outcome.trim() ? (parseYaml(f.outcome, `${slug}: outcome (saved in the admin)`, SCENARIO_LIMITS).data as Ruling["outcome"]) : null;
  return rulingFile(slug, v.gameId, v.status, rulingFromForm(f, scenarioSlug, outcome));
}

export interface ExportResult {
  written: string[];
  released: string[];
}

export async function exportEntries(contentDir: string, slugs: string[] | "all-edited", options: { release?: boolean } = {}): Promise<ExportResult> {
  const db = prisma();
  const entries = await db.qaEntry.findMany({
    where: slugs === "all-edited" ? { adminEditedAt: { not: null } } : { slug: { in: slugs } },
    select: { id: true, slug: true, status: true, scenario: { select: { id: true, slug: true, source: true, origin: true } } },
    orderBy: { slug: "asc" },
  });
  if (slugs !== "all-edited") {
    const found = new Set(entries.map((e) => e.slug));
    const missing = slugs.filter((s) => !found.has(s));
    if (missing.length) throw new Error(`no Q&A entry ${missing.map((s) => `"${s}"`).join(", ")}`);
  }
  const result: ExportResult = { written: [], released: [] };
  for (const e of entries) {
    const rev = (await latestRevisions(db, e.slug)).version;
    if (!rev) continue;
    const v = versionFromStored(rev.data);
    v.status = e.status;
    const file = path.join(contentDir, "qa", `${e.slug}.yaml`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, stringify(qaFileFor(e.slug, v, e.scenario?.slug ?? null), { lineWidth: 110 }));
    result.written.push(file);
    if (e.scenario && e.scenario.origin === "admin") {
      const sf = path.join(contentDir, "scenarios", `${e.scenario.slug}.yaml`);
      fs.writeFileSync(sf, e.scenario.source.endsWith("\n") ? e.scenario.source : `${e.scenario.source}\n`);
      result.written.push(sf);
    }
    if (options.release) {
      // an empty hash differs from any file's, so the next import rewrites the row from the file
      await db.qaEntry.update({ where: { id: e.id }, data: { adminEditedAt: null, origin: "content", contentHash: "" } });
      if (e.scenario) await db.scenario.update({ where: { id: e.scenario.id }, data: { adminEditedAt: null, origin: "content", contentHash: "" } });
      result.released.push(e.slug);
    }
  }
  return result;
}
