/** Clause numbers: "609" → "609.1" → "609.1a". Parents and document order are derived from the number. */

const CLAUSE = /^(\d{3})(?:\.(\d+)([a-z]?))?$/;
/** A chapter of the comprehensive rules ("1. ゲームの基本"): one digit, heading the sections N00–N99. */
const CHAPTER = /^\d$/;

export function parseClauseNumber(number: string): { section: number; rule?: number; letter?: string; chapter?: true } | null {
  if (CHAPTER.test(number)) return { section: Number(number), chapter: true };
  const m = CLAUSE.exec(number);
  if (!m) return null;
  return { section: Number(m[1]), rule: m[2] ? Number(m[2]) : undefined, letter: m[3] || undefined };
}

export function isChapterNumber(number: string): boolean {
  return CHAPTER.test(number);
}

/** The chapter a section or clause belongs to ("609.6a" → "6", "000" → "0"). */
export function chapterOf(number: string): string {
  return CHAPTER.test(number) ? number : number.slice(0, 1);
}

export function parentClauseNumber(number: string): string | null {
  const p = parseClauseNumber(number);
  if (!p || p.rule === undefined) return null;
  if (p.letter) return `${p.section}.${p.rule}`;
  return String(p.section);
}

/** A key that sorts clauses in document order: 609 < 609.1 < 609.1a < 609.2 < 609.10. */
export function clauseSortKey(number: string): string {
  const p = parseClauseNumber(number);
  if (!p) return number;
  if (p.chapter) return number; // "6" sorts right before "600"
  const rule = p.rule === undefined ? "" : `.${String(p.rule).padStart(3, "0")}`;
  return `${String(p.section).padStart(3, "0")}${rule}${p.letter ?? ""}`;
}

/** The section a clause belongs to ("609.6a" → "609"): rule pages show a whole section. */
export function sectionOf(number: string): string {
  return number.split(".")[0];
}
