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

export interface QaFileOut {
  slug: string;
  game: string;
  status: "draft" | "published";
  title: { en: string; ja?: string };
  question: { en: string; ja?: string };
  answer: { en: string; ja?: string };
  source?: { title: string; url?: string; date?: string };
  cards?: string[];
  mentions?: string[];
  clauses?: string[];
  same_principle_as?: string[];
  scenario?: string;
  outcome?: unknown;
  verified?: "unverified";
  note?: string;
}

const loc = (en: string, ja: string | null) => (ja ? { en, ja } : { en });

/** The content/qa file for a version of an entry. Content files know only draft and published. */
export function qaFileFor(slug: string, v: Version, scenarioSlug: string | null): QaFileOut {
  const f = v.form;
  const out: QaFileOut = {
    slug,
    game: v.gameId,
    status: v.status === "PUBLISHED" ? "published" : "draft",
    title: loc(f.titleEn, f.titleJa),
    question: loc(f.questionEn, f.questionJa),
    answer: loc(f.answerEn, f.answerJa),
  };
  if (f.sourceTitle) out.source = { title: f.sourceTitle, ...(f.sourceUrl ? { url: f.sourceUrl } : {}), ...(f.sourceDate ? { date: f.sourceDate } : {}) };
  if (f.cards.length) out.cards = f.cards;
  if (f.mentions.length) out.mentions = f.mentions;
  if (f.clauses.length) out.clauses = f.clauses;
  if (f.same.length) out.same_principle_as = f.same;
  if (scenarioSlug) out.scenario = scenarioSlug;
  // read as the import will read it: a draft saved half-written stops the export with a located ContentError
  if (f.outcome.trim()) out.outcome = parseYaml(f.outcome, `${slug}: outcome (saved in the admin)`, SCENARIO_LIMITS).data;
  if (f.unverified) out.verified = "unverified";
  if (f.note) out.note = f.note;
  return out;
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
