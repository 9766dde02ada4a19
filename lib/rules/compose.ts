/**
 * Composing a readable section from rule versions. A version file records only the clauses whose
 * text the sources give for that version, so later versions are often fragments (one changed
 * clause, a quoted sentence). The default view therefore reads a section from its *base*
 * version, the one that records most of the section (newest on a tie), and adds the clauses the
 * base lacks from the newest version that has them, saying so. A chosen version shows exactly
 * that version's clauses.
 */
export interface VersionRef {
  key: string;
  label: string;
  date: Date | null;
}

export interface ClauseRow {
  number: string;
  sortKey: string;
  version: VersionRef;
}

export interface ComposedClause<C extends ClauseRow> {
  clause: C;
  /** every version that has this clause, oldest first */
  versions: VersionRef[];
  /** versions newer than the one shown that also record this clause */
  newer: VersionRef[];
  /** true when the clause comes from another version than the section's base */
  fromOtherVersion: boolean;
  depth: number;
}

export interface ComposedSection<C extends ClauseRow> {
  base: VersionRef | null;
  clauses: ComposedClause<C>[];
}

/** Oldest first; undated versions last (the sources date every version but the newest fragments). */
export function compareVersionRefs(a: VersionRef, b: VersionRef): number {
  if (a.date && b.date) return a.date.getTime() - b.date.getTime() || a.key.localeCompare(b.key, "en", { numeric: true });
  if (!a.date && !b.date) return a.key.localeCompare(b.key, "en", { numeric: true });
  return a.date ? -1 : 1;
}

export function composeSection<C extends ClauseRow>(rows: C[], versionKey?: string): ComposedSection<C> {
  const byNumber = new Map<string, C[]>();
  const counts = new Map<string, { ref: VersionRef; n: number }>();
  for (const r of rows) {
    const list = byNumber.get(r.number) ?? [];
    list.push(r);
    byNumber.set(r.number, list);
    const c = counts.get(r.version.key) ?? { ref: r.version, n: 0 };
    c.n++;
    counts.set(r.version.key, c);
  }
  const base = versionKey
    ? (counts.get(versionKey)?.ref ?? null)
    : ([...counts.values()].sort((a, b) => b.n - a.n || compareVersionRefs(b.ref, a.ref))[0]?.ref ?? null);

  const clauses: ComposedClause<C>[] = [];
  for (const list of byNumber.values()) {
    list.sort((a, b) => compareVersionRefs(a.version, b.version));
    const inBase = base ? list.find((c) => c.version.key === base.key) : undefined;
    const chosen = versionKey ? inBase : (inBase ?? list[list.length - 1]);
    if (!chosen) continue;
    const index = list.indexOf(chosen);
    clauses.push({
      clause: chosen,
      versions: list.map((c) => c.version),
      newer: list.slice(index + 1).map((c) => c.version),
      fromOtherVersion: !inBase,
      depth: depthOf(chosen.number),
    });
  }
  clauses.sort((a, b) => a.clause.sortKey.localeCompare(b.clause.sortKey));
  return { base, clauses };
}

function depthOf(number: string): number {
  if (!number.includes(".")) return 0;
  return /[a-z]$/.test(number) ? 2 : 1;
}

/** Is `candidate` inside the subtree rooted at `root` (root included)? */
export function inSubtree(candidate: string, root: string): boolean {
  if (candidate === root) return true;
  if (!root.includes(".")) return candidate.startsWith(`${root}.`);
  return candidate.startsWith(root) && /^[a-z]$/.test(candidate.slice(root.length));
}
