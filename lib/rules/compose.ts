/**
 * Composing a readable section from rule versions. A version file records only the clauses whose
 * text the sources give for that version (Ver. 1.48 is complete; others are often fragments: one
 * changed clause, a quoted sentence). The default view shows the current text: each clause from the
 * newest version that records it. Its *base* is the version most of the shown clauses come from
 * (newest on a tie); a clause from another version says so. A chosen version shows exactly that
 * version's clauses.
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
  /** versions older than the one shown that also record this clause, newest first */
  older: C[];
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
  for (const r of rows) {
    const list = byNumber.get(r.number) ?? [];
    list.push(r);
    byNumber.set(r.number, list);
  }
  const picks: { list: C[]; chosen: C }[] = [];
  for (const list of byNumber.values()) {
    list.sort((a, b) => compareVersionRefs(a.version, b.version));
    const chosen = versionKey ? list.find((c) => c.version.key === versionKey) : list[list.length - 1];
    if (chosen) picks.push({ list, chosen });
  }
  const counts = new Map<string, { ref: VersionRef; n: number }>();
  for (const { chosen } of picks) {
    const c = counts.get(chosen.version.key) ?? { ref: chosen.version, n: 0 };
    c.n++;
    counts.set(chosen.version.key, c);
  }
  const base = [...counts.values()].sort((a, b) => b.n - a.n || compareVersionRefs(b.ref, a.ref))[0]?.ref ?? null;

  const clauses: ComposedClause<C>[] = picks.map(({ list, chosen }) => {
    const index = list.indexOf(chosen);
    return {
      clause: chosen,
      versions: list.map((c) => c.version),
      newer: list.slice(index + 1).map((c) => c.version),
      older: list.slice(0, index).reverse(),
      fromOtherVersion: !!base && chosen.version.key !== base.key,
      depth: depthOf(chosen.number),
    };
  });
  clauses.sort((a, b) => a.clause.sortKey.localeCompare(b.clause.sortKey));
  return { base, clauses };
}

function depthOf(number: string): number {
  if (!number.includes(".")) return 0; // a section (or a chapter)
  return /[a-z]$/.test(number) ? 2 : 1;
}

/** Is `candidate` inside the subtree rooted at `root` (root included)? */
export function inSubtree(candidate: string, root: string): boolean {
  if (candidate === root) return true;
  if (!root.includes(".")) return candidate.startsWith(`${root}.`);
  return candidate.startsWith(root) && /^[a-z]$/.test(candidate.slice(root.length));
}
