/**
 * Rule documents, versions and clauses for the API. A version records the clauses its sources give (Ver. 1.48 is
 * complete; older versions are often fragments), so a clause asked for without a version is its text in the newest
 * version that records it (as the rule pages show it), and with `version=` exactly that version's.
 */
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { compareVersionRefs, type VersionRef } from "@/lib/rules/compose";
import { encodeCursor } from "./cursor";
import { API_PREFIX } from "./http";
import type { Reader } from "./cards";
import type { ApiRuleClause, ApiRuleDocument, ApiRuleVersion } from "./schemas";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const ref = (v: VersionRef) => ({ key: v.key, label: v.label, date: day(v.date) });

export async function apiDocuments(): Promise<ApiRuleDocument[]> {
  const docs = await prisma().ruleDocument.findMany({ orderBy: { id: "asc" } });
  return docs.map((d) => ({
    id: d.id,
    game: d.gameId,
    title: d.titleJa ? { en: d.titleEn, ja: d.titleJa } : { en: d.titleEn },
    ...(d.publisher ? { publisher: d.publisher } : {}),
    ...(d.url ? { url: d.url } : {}),
    links: { self: `${API_PREFIX}/rules/${d.id}`, versions: `${API_PREFIX}/rules/${d.id}/versions`, clauses: `${API_PREFIX}/rules/${d.id}/clauses` },
  }));
}

export async function apiDocument(id: string): Promise<ApiRuleDocument | null> {
  return (await apiDocuments()).find((d) => d.id === id) ?? null;
}

/** A document's versions, oldest first (undated ones last), or null for no such document. */
export async function apiVersions(document: string): Promise<ApiRuleVersion[] | null> {
  const db = prisma();
  const [doc, versions] = await Promise.all([
    db.ruleDocument.findUnique({ where: { id: document }, select: { id: true } }),
    db.ruleVersion.findMany({ where: { documentId: document }, include: { _count: { select: { clauses: true } } } }),
  ]);
  if (!doc) return null;
  return versions.sort(compareVersionRefs).map((v) => ({
    document,
    key: v.key,
    label: v.label,
    date: day(v.date),
    source: { url: v.sourceUrl, title: v.sourceTitle },
    note: v.note,
    clauses: v._count.clauses,
    links: { clauses: `${API_PREFIX}/rules/${document}/clauses?version=${encodeURIComponent(v.key)}` },
  }));
}

const clauseSelect = {
  number: true,
  parentNumber: true,
  sortKey: true,
  titleEn: true,
  titleJa: true,
  textEn: true,
  textJa: true,
  enStatus: true,
  jaStatus: true,
  sourceUrl: true,
  note: true,
  version: { select: { key: true, label: true, date: true, documentId: true } },
} satisfies Prisma.RuleClauseSelect;

type ClauseRow = Prisma.RuleClauseGetPayload<{ select: typeof clauseSelect }>;

const EN = ["official", "fan-translation", "working-translation"] as const;
const JA = ["official", "quoted-secondary", "partial"] as const;
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | null => (v && (values as readonly string[]).includes(v) ? (v as T) : null);

export function toApiClause(c: ClauseRow, versions: VersionRef[]): ApiRuleClause {
  const doc = c.version.documentId;
  return {
    document: doc,
    version: ref(c.version),
    number: c.number,
    parent: c.parentNumber,
    title: { en: c.titleEn, ja: c.titleJa },
    text: { en: c.textEn, ja: c.textJa },
    en_status: oneOf(EN, c.enStatus),
    ja_status: oneOf(JA, c.jaStatus),
    source: c.sourceUrl,
    note: c.note,
    versions: [...versions].sort((a, b) => compareVersionRefs(b, a)).map(ref),
    links: {
      self: `${API_PREFIX}/rules/${doc}/clauses/${c.number}?version=${encodeURIComponent(c.version.key)}`,
      html: `/rules/${c.number}`,
      rulings: `${API_PREFIX}/rulings?clause=${c.number}`,
    },
  };
}

/**
 * A clause: in `version`, or in the newest version that records it. `missing` says which: no such document, no such
 * clause in any version, or not in that version (with the versions that have it).
 */
export async function apiClause(
  document: string,
  number: string,
  version: string | null,
): Promise<{ clause: ApiRuleClause } | { missing: string; field: "document" | "number" | "version" }> {
  const rows = await prisma().ruleClause.findMany({ where: { number, version: { documentId: document } }, select: clauseSelect });
  if (rows.length === 0) {
    const doc = await prisma().ruleDocument.findUnique({ where: { id: document }, select: { id: true } });
    return doc ? { missing: `no version of ${document} has clause ${number}`, field: "number" } : { missing: `no rules document "${document}" (see /api/v1/rules)`, field: "document" };
  }
  rows.sort((a, b) => compareVersionRefs(b.version, a.version));
  const chosen = version === null ? rows[0] : rows.find((r) => r.version.key === version);
  if (!chosen) return { missing: `clause ${number} is not in version ${version} of ${document}; it is in ${rows.map((r) => r.version.key).join(", ")}`, field: "version" };
  return { clause: toApiClause(chosen, rows.map((r) => r.version)) };
}

/**
 * A page of a document's clauses in document order: those of one version, or (no version) each clause in the newest
 * version that records it. Null when the document (or the version) does not exist.
 */
export async function apiClauses(args: { document: string; version: string | null; limit: number; after: string | null }): Promise<{ items: ApiRuleClause[]; cursor: string | null } | null> {
  const db = prisma();
  const doc = await db.ruleDocument.findUnique({ where: { id: args.document }, select: { id: true } });
  if (!doc) return null;
  if (args.version !== null && !(await db.ruleVersion.findUnique({ where: { documentId_key: { documentId: args.document, key: args.version } }, select: { id: true } }))) return null;
  const rows = await db.ruleClause.findMany({ where: { version: { documentId: args.document } }, select: clauseSelect });
  const byNumber = new Map<string, ClauseRow[]>();
  for (const r of rows) byNumber.set(r.number, [...(byNumber.get(r.number) ?? []), r]);
  const picked: { row: ClauseRow; all: ClauseRow[] }[] = [];
  for (const all of byNumber.values()) {
    all.sort((a, b) => compareVersionRefs(b.version, a.version));
    const row = args.version === null ? all[0] : all.find((r) => r.version.key === args.version);
    if (row) picked.push({ row, all });
  }
  picked.sort((a, b) => a.row.sortKey.localeCompare(b.row.sortKey) || a.row.number.localeCompare(b.row.number));
  const start = args.after === null ? 0 : picked.findIndex((p) => p.row.sortKey > args.after!);
  const page = start < 0 ? [] : picked.slice(start, start + args.limit);
  const more = start >= 0 && start + args.limit < picked.length;
  return {
    items: page.map((p) => toApiClause(p.row, p.all.map((r) => r.version))),
    cursor: more ? encodeCursor("clauses", [page[page.length - 1].row.sortKey]) : null,
  };
}

/** Every clause of every version of every document (the bulk file): document, version (oldest first), document order. */
export async function* allClauses(db: Reader = prisma()): AsyncGenerator<ApiRuleClause> {
  const rows = await db.ruleClause.findMany({ select: clauseSelect });
  const versionsOf = new Map<string, VersionRef[]>();
  for (const r of rows) {
    const k = `${r.version.documentId}\n${r.number}`;
    versionsOf.set(k, [...(versionsOf.get(k) ?? []), r.version]);
  }
  rows.sort(
    (a, b) => a.version.documentId.localeCompare(b.version.documentId) || compareVersionRefs(a.version, b.version) || a.sortKey.localeCompare(b.sortKey) || a.number.localeCompare(b.number),
  );
  for (const r of rows) yield toApiClause(r, versionsOf.get(`${r.version.documentId}\n${r.number}`)!);
}
