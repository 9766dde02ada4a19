/**
 * Differences between two versions of a rule text, for the rules pages: a token-level diff
 * (words for English, characters for Japanese) by longest common subsequence, and a per-clause
 * comparison of two versions of a section.
 */
export type DiffPart = { op: "same" | "add" | "del"; text: string };

/** Words with their following spaces for Latin text; single characters for CJK text. */
export function tokenize(text: string): string[] {
  return text.match(/[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]|[^\s\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [];
}

export function diffTokens(a: string[], b: string[]): DiffPart[] {
  // trim common prefix/suffix, LCS on the middle (texts are clause-sized)
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const n = midA.length;
  const m = midB.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i][j] = midA[i] === midB[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const parts: DiffPart[] = [];
  const push = (op: DiffPart["op"], text: string) => {
    const last = parts[parts.length - 1];
    if (last && last.op === op) last.text += text;
    else if (text) parts.push({ op, text });
  };
  push("same", a.slice(0, start).join(""));
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && midA[i] === midB[j]) {
      push("same", midA[i]);
      i++;
      j++;
    } else if (i < n && (j >= m || lcs[i + 1][j] >= lcs[i][j + 1])) {
      push("del", midA[i++]); // at a tie, what went comes before what came
    } else {
      push("add", midB[j++]);
    }
  }
  push("same", a.slice(endA).join(""));
  return parts;
}

export function diffText(before: string | null, after: string | null): DiffPart[] {
  return diffTokens(tokenize(before ?? ""), tokenize(after ?? ""));
}

export interface ClauseText {
  number: string;
  sortKey: string;
  textEn: string | null;
  textJa: string | null;
  titleEn: string | null;
  titleJa: string | null;
}

export type ClauseChange =
  | { number: string; status: "added"; after: ClauseText }
  | { number: string; status: "removed"; before: ClauseText }
  | { number: string; status: "same"; before: ClauseText; after: ClauseText }
  | { number: string; status: "changed"; before: ClauseText; after: ClauseText; en: DiffPart[]; ja: DiffPart[] };

/**
 * Clause by clause, `from` → `to`. A clause missing from one version is "added" or "removed" in the
 * sense of "recorded in only one of them": version files record only what the sources give.
 */
export function compareVersions(from: ClauseText[], to: ClauseText[]): ClauseChange[] {
  const a = new Map(from.map((c) => [c.number, c]));
  const b = new Map(to.map((c) => [c.number, c]));
  const numbers = [...new Set([...a.keys(), ...b.keys()])];
  const key = (n: string) => (a.get(n) ?? b.get(n))!.sortKey;
  numbers.sort((x, y) => key(x).localeCompare(key(y)));
  return numbers.map((number): ClauseChange => {
    const before = a.get(number);
    const after = b.get(number);
    if (!before) return { number, status: "added", after: after! };
    if (!after) return { number, status: "removed", before };
    const same =
      (before.textEn ?? "") === (after.textEn ?? "") &&
      (before.textJa ?? "") === (after.textJa ?? "") &&
      (before.titleEn ?? "") === (after.titleEn ?? "") &&
      (before.titleJa ?? "") === (after.titleJa ?? "");
    if (same) return { number, status: "same", before, after };
    return { number, status: "changed", before, after, en: diffText(before.textEn, after.textEn), ja: diffText(before.textJa, after.textJa) };
  });
}
