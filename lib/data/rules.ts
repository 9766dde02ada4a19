/** Rule document / version / clause queries. */
import { cache } from "react";
import { PUBLIC_SCENARIO } from "./scenarios";
import { prisma } from "@/lib/db/client";
import { chapterOf, isChapterNumber, parseClauseNumber, sectionOf } from "@/lib/content/clauses";
import { compareVersionRefs, composeSection, inSubtree } from "@/lib/rules/compose";
import { compareVersions } from "@/lib/rules/diff";

export const DEFAULT_DOCUMENT = "dm-comprehensive-rules";

export async function listDocuments() {
  const db = prisma();
  const docs = await db.ruleDocument.findMany({
    orderBy: { id: "asc" },
    include: { versions: { orderBy: { date: "asc" }, include: { _count: { select: { clauses: true } } } } },
  });
  return docs;
}

export interface TocSection {
  number: string;
  titleEn: string | null;
  titleJa: string | null;
}
export interface TocChapter extends TocSection {
  sections: TocSection[];
}

/**
 * The table of contents: chapters → sections with their English and Japanese titles. Each title is the
 * newest version's that gives one (a fragment version often records a section without its English title).
 */
export async function tableOfContents(documentId = DEFAULT_DOCUMENT): Promise<TocChapter[]> {
  const rows = await prisma().ruleClause.findMany({
    where: { version: { documentId }, NOT: { number: { contains: "." } } },
    select: { number: true, sortKey: true, titleEn: true, titleJa: true, version: { select: { key: true, label: true, date: true } } },
  });
  rows.sort((a, b) => a.sortKey.localeCompare(b.sortKey) || compareVersionRefs(b.version, a.version));
  const entries = new Map<string, TocSection>();
  for (const r of rows) {
    const e = entries.get(r.number) ?? { number: r.number, titleEn: null, titleJa: null };
    e.titleEn ??= r.titleEn;
    e.titleJa ??= r.titleJa;
    entries.set(r.number, e);
  }
  const chapters = new Map<string, TocChapter>();
  for (const e of entries.values()) {
    const ch = chapterOf(e.number);
    const chapter = chapters.get(ch) ?? { number: ch, titleEn: null, titleJa: null, sections: [] };
    if (isChapterNumber(e.number)) Object.assign(chapter, { titleEn: e.titleEn, titleJa: e.titleJa });
    else chapter.sections.push(e);
    chapters.set(ch, chapter);
  }
  return [...chapters.values()].sort((a, b) => a.number.localeCompare(b.number));
}

/** The clauses of a chapter page: its sections. Null for a chapter no version records. */
export const getChapter = cache(async function getChapter(number: string, documentId = DEFAULT_DOCUMENT) {
  if (!isChapterNumber(number)) return null;
  const toc = await tableOfContents(documentId);
  const chapter = toc.find((c) => c.number === number);
  if (!chapter || (!chapter.titleEn && !chapter.titleJa)) return null;
  const document = await prisma().ruleDocument.findUniqueOrThrow({ where: { id: documentId } });
  return { document, chapter };
});

/** A clause's text in the newest version that has it, for previews (the clause-reference popover). */
export async function clausePreview(number: string, documentId = DEFAULT_DOCUMENT) {
  if (!parseClauseNumber(number)) return null;
  const rows = await prisma().ruleClause.findMany({
    where: { number, version: { documentId } },
    select: {
      number: true,
      titleEn: true,
      titleJa: true,
      textEn: true,
      textJa: true,
      enStatus: true,
      version: { select: { key: true, label: true, date: true } },
    },
  });
  if (rows.length === 0) return null;
  rows.sort((a, b) => compareVersionRefs(b.version, a.version));
  const c = rows[0];
  return {
    number: c.number,
    title: { en: c.titleEn ?? rows.find((r) => r.titleEn)?.titleEn ?? null, ja: c.titleJa ?? rows.find((r) => r.titleJa)?.titleJa ?? null },
    text: { en: c.textEn, ja: c.textJa },
    enStatus: c.enStatus,
    version: { key: c.version.key, label: c.version.label, date: c.version.date ? c.version.date.toISOString().slice(0, 10) : null },
  };
}
export type ClausePreview = NonNullable<Awaited<ReturnType<typeof clausePreview>>>;

/**
 * A clause with its section: by default each clause from the newest version that has it (the
 * older ones alongside), or exactly one version with `versionKey`. Also the rulings and scenarios that cite the clause
 * or any clause beneath it.
 */
export async function getClause(number: string, versionKey?: string, documentId = DEFAULT_DOCUMENT) {
  const db = prisma();
  const section = sectionOf(number);
  const rows = await db.ruleClause.findMany({
    where: {
      version: { documentId },
      OR: [{ number: section }, { number: { startsWith: `${section}.` } }],
    },
    include: { version: { select: { key: true, label: true, date: true, sourceUrl: true, sourceTitle: true } } },
  });
  if (!rows.some((r) => r.number === number)) return null;
  const { base, clauses: composed } = composeSection(rows, versionKey);
  const target = composed.find((c) => c.clause.number === number);
  if (!target) return null; // the clause exists, but not in the requested version
  const allVersions = (
    await db.ruleVersion.findMany({ where: { documentId }, select: { key: true, label: true, date: true } })
  ).sort(compareVersionRefs);
  const subtreeNumbers = composed.filter((c) => inSubtree(c.clause.number, number)).map((c) => c.clause.number);
  const [rulings, scenarios, document] = await Promise.all([
    db.qaClause.findMany({
      where: { documentId, clauseNumber: { in: subtreeNumbers }, qa: { status: "PUBLISHED" } },
      include: {
        qa: { select: { slug: true, titleEn: true, titleJa: true, gameId: true, sourceDate: true, supersededBy: true, supersededOn: true, inForceFrom: true, inForceUntil: true } },
      },
      // a timeline: newest ruling first (current and superseded alike), same-principle comparisons last
      orderBy: [{ relation: "asc" }, { qa: { sourceDate: { sort: "desc", nulls: "last" } } }, { qa: { titleEn: "asc" } }],
    }),
    db.scenarioClause.findMany({
      where: { documentId, clauseNumber: { in: subtreeNumbers }, scenario: PUBLIC_SCENARIO },
      include: { scenario: { select: { slug: true, titleEn: true } } },
      orderBy: { scenario: { titleEn: "asc" } },
    }),
    db.ruleDocument.findUniqueOrThrow({ where: { id: documentId } }),
  ]);
  const versionsOfSection = allVersions.filter((v) => rows.some((r) => r.version.key === v.key));
  // each clause's section and chapter titles in both languages, from the newest version giving them
  const titleOf = (n: string) => {
    const list = rows.filter((r) => r.number === n).sort((a, b) => compareVersionRefs(b.version, a.version));
    return { en: list.find((r) => r.titleEn)?.titleEn ?? null, ja: list.find((r) => r.titleJa)?.titleJa ?? null };
  };
  const chapterRows = await db.ruleClause.findMany({
    where: { version: { documentId }, number: chapterOf(section) },
    select: { titleEn: true, titleJa: true, version: { select: { key: true, label: true, date: true } } },
  });
  chapterRows.sort((a, b) => compareVersionRefs(b.version, a.version));
  const chapter = {
    number: chapterOf(section),
    en: chapterRows.find((r) => r.titleEn)?.titleEn ?? null,
    ja: chapterRows.find((r) => r.titleJa)?.titleJa ?? null,
  };
  return {
    document,
    number,
    section,
    versionKey: versionKey ?? null,
    base,
    target,
    clauses: composed,
    versionsOfSection,
    sectionTitle: titleOf(section),
    /** every shown clause's titles from the newest version giving them */
    titles: Object.fromEntries(composed.filter((c) => !c.clause.titleEn || !c.clause.titleJa).map((c) => [c.clause.number, titleOf(c.clause.number)])),
    targetTitle: titleOf(number),
    chapter,
    rulings: dedupeBy(rulings, (r) => `${r.qa.slug}:${r.relation}`),
    /** the clause itself in every version that has it, newest first, and whether its text differs from the next older one */
    history: clauseHistory(rows.filter((r) => r.number === number)),
    scenarios: dedupeBy(scenarios, (s) => s.scenario.slug),
  };
}

function clauseHistory(rows: { textEn: string | null; textJa: string | null; version: { key: string; label: string; date: Date | null } }[]) {
  const sorted = [...rows].sort((a, b) => compareVersionRefs(b.version, a.version));
  return sorted.map((r, i) => {
    const older = sorted[i + 1];
    return {
      key: r.version.key,
      label: r.version.label,
      date: r.version.date,
      /** null: the oldest version on record (nothing to compare with) */
      changed: older ? (older.textJa ?? older.textEn ?? "") !== (r.textJa ?? r.textEn ?? "") : null,
      olderKey: older?.version.key ?? null,
    };
  });
}

function dedupeBy<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const k = key(i);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export type ClauseView = NonNullable<Awaited<ReturnType<typeof getClause>>>;

export async function countVersions(): Promise<number> {
  return prisma().ruleVersion.count();
}

/** Every clause number recorded in some version. */
export async function clauseNumbers(documentId = DEFAULT_DOCUMENT): Promise<string[]> {
  const rows = await prisma().ruleClause.findMany({
    where: { version: { documentId } },
    distinct: ["number"],
    select: { number: true },
  });
  return rows.map((r) => r.number);
}

/** The clauses of a clause's subtree in two versions, for the diff page. */
export async function compareClause(number: string, fromKey: string, toKey: string, documentId = DEFAULT_DOCUMENT) {
  const db = prisma();
  const section = sectionOf(number);
  const versions = await db.ruleVersion.findMany({
    where: { documentId, key: { in: [fromKey, toKey] } },
    select: { id: true, key: true, label: true, date: true },
  });
  const from = versions.find((v) => v.key === fromKey);
  const to = versions.find((v) => v.key === toKey);
  if (!from || !to || from.key === to.key) return null;
  const rows = await db.ruleClause.findMany({
    where: { versionId: { in: [from.id, to.id] }, OR: [{ number: section }, { number: { startsWith: `${section}.` } }] },
    select: { versionId: true, number: true, sortKey: true, textEn: true, textJa: true, titleEn: true, titleJa: true },
  });
  const inTree = rows.filter((r) => inSubtree(r.number, number));
  if (inTree.length === 0) return null;
  const document = await db.ruleDocument.findUniqueOrThrow({ where: { id: documentId } });
  return {
    document,
    number,
    from,
    to,
    changes: compareVersions(
      inTree.filter((r) => r.versionId === from.id),
      inTree.filter((r) => r.versionId === to.id),
    ),
  };
}
