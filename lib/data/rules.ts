/** Rule document / version / clause queries. */
import { PUBLIC_SCENARIO } from "./scenarios";
import { prisma } from "@/lib/db/client";
import { sectionOf } from "@/lib/content/clauses";
import { compareVersionRefs, composeSection, inSubtree } from "@/lib/rules/compose";
import { compareVersions } from "@/lib/rules/diff";

export const DEFAULT_DOCUMENT = "dm-comprehensive-rules";

export async function listDocuments() {
  const db = prisma();
  const docs = await db.ruleDocument.findMany({
    orderBy: { id: "asc" },
    include: { versions: { orderBy: { date: "asc" }, include: { _count: { select: { clauses: true } } } } },
  });
  const sections = await db.ruleClause.findMany({
    where: { number: { not: { contains: "." } } },
    distinct: ["number"],
    orderBy: { sortKey: "asc" },
    select: { number: true, titleEn: true, titleJa: true, version: { select: { documentId: true } } },
  });
  return docs.map((d) => ({ ...d, sections: sections.filter((s) => s.version.documentId === d.id) }));
}

/**
 * A clause with its section: by default each clause from the newest version that has it,
 * or exactly one version with `versionKey`. Also the rulings and scenarios that cite the clause
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
      include: { qa: { select: { slug: true, titleEn: true, titleJa: true, gameId: true } } },
      orderBy: [{ relation: "asc" }, { qa: { titleEn: "asc" } }],
    }),
    db.scenarioClause.findMany({
      where: { documentId, clauseNumber: { in: subtreeNumbers }, scenario: PUBLIC_SCENARIO },
      include: { scenario: { select: { slug: true, titleEn: true } } },
      orderBy: { scenario: { titleEn: "asc" } },
    }),
    db.ruleDocument.findUniqueOrThrow({ where: { id: documentId } }),
  ]);
  const versionsOfSection = allVersions.filter((v) => rows.some((r) => r.version.key === v.key));
  return {
    document,
    number,
    section,
    versionKey: versionKey ?? null,
    base,
    target,
    clauses: composed,
    versionsOfSection,
    rulings: dedupeBy(rulings, (r) => `${r.qa.slug}:${r.relation}`),
    scenarios: dedupeBy(scenarios, (s) => s.scenario.slug),
  };
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

/** Every clause number recorded in some version: the rule pages built ahead of time. */
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
