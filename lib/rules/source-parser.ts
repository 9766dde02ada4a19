/**
 * Parses the plain-text transcription of the official comprehensive rules PDF (Japanese) into clauses.
 * Pure: text in, clauses out (no files, no database), so it runs in tests and at import alike.
 *
 * The source (content/rules/<document>/sources/ja-v1.48.md) is a PDF extraction:
 * - a table of contents first, then the body from "0. はじめに";
 * - chapters `1. ゲームの基本`, sections `100. ゲームに必要なもの`, rules `100.1. …`, sub-rules `100.2a …`;
 *   numbers are written loosely: `103.2．`, `100.5 `, `118.1.バトル`, `507.2a.`, `701.23 b`, `200.3C`,
 *   a leading space, a heading on the line after its number (`818.\n 超魂X`);
 * - sentences broken across lines, trailing spaces, a space between Japanese and Latin letters or digits
 *   (`40 枚`, `サバキ Z`);
 * - examples (`例：`) and lists (`・…`, `《card》` after a `：`) on their own lines after their clause;
 * - cross references that happen to start a line (`603.2e）`): a numbered line is a clause only when it
 *   belongs to the current section and comes after the previous clause in document order.
 *
 * What the parser changes, and nothing else (tests/rules/source-parser.test.ts checks that the labels,
 * titles and texts hold every non-space character of the body, in order):
 * - whitespace only: lines of one paragraph are joined (with a space only between two Latin letters or
 *   digits), runs of spaces become one, a space between a Japanese character and a Latin one, or after
 *   `：`, `、`, `。`, is dropped;
 *   paragraphs (examples, list items) are separated by "\n";
 * - clause numbers: half-width, no trailing period, the letter lower-case and attached (`701.23 b` →
 *   `701.23b`, `200.3C` → `200.3c`); the number as written is kept as `label`.
 */
import { clauseSortKey } from "@/lib/content/clauses";

export type ClauseKind = "chapter" | "section" | "rule" | "subrule";

export interface ParsedClause {
  /** normalised: "1", "100", "100.1", "100.2a" */
  number: string;
  /** the number exactly as written in the source, without surrounding spaces ("103.2．", "701.23 b") */
  label: string;
  kind: ClauseKind;
  /** a heading: chapters and sections always; a rule when its body starts on a later line */
  title: string | null;
  /** paragraphs separated by "\n"; null when the clause is only a heading */
  text: string | null;
  /** 1-based line of the number in the source */
  line: number;
  /** set when the source misnumbers the clause (`311.2.` under section 312): what it says */
  note?: string;
  /** the misprinted number, normalised ("311.2"), when the clause was renumbered */
  printed?: string;
}

export interface ParsedRules {
  /** "1.48", from the source's header ("… Ver.1.48") */
  version: string | null;
  /** "2025-12-17", from "最終更新日 2025 年12 月17 日" */
  date: string | null;
  /** 1-based line where the body starts ("0. はじめに") */
  bodyLine: number;
  clauses: ParsedClause[];
}

export class RulesSourceError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

const CHAPTER = /^([0-9])\.\s*(.*)$/;
const SECTION = /^(\d{3})\.(?![\d０-９])\s*(.*)$/;
/** rule or sub-rule: 100.1. / 100.5 / 103.2． / 118.1.バトル / 507.2a. / 603.2c「 / 701.23 b / 200.3C */
const RULE = /^(\d{3})\.(\d+)(?:([a-z])|([A-Z])(?=\s)| ([a-z])(?=\s))?([.．])?(?![\d.．])\s*(.*)$/;

/** Sentence-final characters: a first line ending with one is text, not a heading. */
const SENTENCE_END = /[。．）)」』？！?!：:]$/;

export function parseRulesSource(source: string): ParsedRules {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const header = lines.slice(0, 20).join("\n");
  const version = /Ver\.?\s*(\d+\.\d+)/.exec(header)?.[1] ?? null;
  const d = /最終更新日\s*(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(header);
  const date = d ? `${d[1]}-${d[2].padStart(2, "0")}-${d[3].padStart(2, "0")}` : null;

  // The body starts at the second "0. はじめに" (the first is in the table of contents).
  const starts = lines.flatMap((l, i) => (/^\s*0\.\s*はじめに\s*$/.test(l) ? [i] : []));
  const bodyIndex = starts.length >= 2 ? starts[1] : starts[0];
  if (bodyIndex === undefined) throw new RulesSourceError(1, 'no body: the line "0. はじめに" was not found');

  interface Raw {
    number: string;
    label: string;
    kind: ClauseKind;
    first: string;
    /** the first line ended with a space: a hard line end in the PDF, not a broken sentence */
    firstHard: boolean;
    rest: string[];
    line: number;
    note?: string;
    printed?: string;
  }
  const raws: Raw[] = [];
  let chapter = -1;
  let section = -1;
  let lastKey = "";

  for (let i = bodyIndex; i < lines.length; i++) {
    const line = lines[i].trim();
    const firstHard = /\S[ \t\u00a0]+$/.test(lines[i]);
    const cur = raws[raws.length - 1];
    let m: RegExpExecArray | null;
    if ((m = CHAPTER.exec(line)) && Number(m[1]) === chapter + 1) {
      chapter++;
      raws.push({ number: m[1], label: `${m[1]}.`, kind: "chapter", first: m[2], firstHard, rest: [], line: i + 1 });
      continue;
    }
    if ((m = SECTION.exec(line)) && Number(m[1]) > section && Math.floor(Number(m[1]) / 100) === chapter) {
      section = Number(m[1]);
      lastKey = clauseSortKey(m[1]);
      raws.push({ number: m[1], label: `${m[1]}.`, kind: "section", first: m[2], firstHard, rest: [], line: i + 1 });
      continue;
    }
    if ((m = RULE.exec(line)) && !/^[）)]/.test(m[7])) {
      const letter = (m[3] ?? m[4] ?? m[5] ?? "").toLowerCase();
      const written = `${m[1]}.${Number(m[2])}${letter}`;
      // A clause of another section is a misprint when, renumbered into this section, it is exactly
      // the next clause (`311.2.` right after 312.1); otherwise the line is text that starts with a number.
      const number = Number(m[1]) === section ? written : `${String(section).padStart(3, "0")}.${Number(m[2])}${letter}`;
      const misprint = number !== written;
      const key = clauseSortKey(number);
      if (key > lastKey && (!misprint || isNextClause(raws[raws.length - 1]?.number, number))) {
        lastKey = key;
        const label = line.slice(0, line.length - m[7].length).trim();
        raws.push({
          number,
          label,
          kind: letter ? "subrule" : "rule",
          first: m[7],
          firstHard,
          rest: [],
          line: i + 1,
          printed: misprint ? written : undefined,
          note: misprint ? `The source numbers this clause ${written} (a misprint: it stands between ${raws[raws.length - 1].number} and the next clause of section ${section}).` : undefined,
        });
        continue;
      }
    }
    if (cur) cur.rest.push(lines[i]);
  }

  const clauses = raws.map((r): ParsedClause => {
    const first = r.first.trim();
    const rest = trimBlankEdges(r.rest);
    let title: string | null = null;
    let body: string[];
    if (r.kind === "chapter" || r.kind === "section") {
      if (first) {
        title = clean(first);
        body = rest;
      } else {
        // a heading split from its number ("818.\n 超魂X")
        title = rest.length ? clean(rest[0]) : null;
        body = rest.slice(1);
      }
    } else if (first && r.firstHard && isHeading(first)) {
      title = clean(first);
      body = rest;
    } else {
      body = first ? [first, ...rest] : rest;
    }
    const text = joinParagraphs(title === null && first && r.kind !== "chapter" && r.kind !== "section" ? [r.firstHard ? `${first} ` : first, ...rest] : body);
    const clause: ParsedClause = { number: r.number, label: r.label, kind: r.kind, title: title || null, text: text || null, line: r.line };
    if (r.note) clause.note = r.note;
    if (r.printed) clause.printed = r.printed;
    return clause;
  });
  return { version, date, bodyLine: bodyIndex + 1, clauses };
}

/** Is `next` the clause right after `previous` ("312.1" → "312.2", "506.2" → "506.2a", "506.2a" → "506.2b")? */
export function isNextClause(previous: string | undefined, next: string): boolean {
  const p = previous ? /^(\d{3})\.(\d+)([a-z]?)$/.exec(previous) : null;
  const n = /^(\d{3})\.(\d+)([a-z]?)$/.exec(next);
  if (!p || !n || p[1] !== n[1]) return false;
  const [pr, nr] = [Number(p[2]), Number(n[2])];
  if (!n[3]) return nr === pr + 1;
  if (nr !== pr) return false;
  return p[3] ? n[3].charCodeAt(0) === p[3].charCodeAt(0) + 1 : n[3] === "a";
}

function trimBlankEdges(lines: string[]): string[] {
  let a = 0;
  let b = lines.length;
  while (a < b && !lines[a].trim()) a++;
  while (b > a && !lines[b - 1].trim()) b--;
  return lines.slice(a, b);
}

/** Display width: full-width characters count 2. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += /[\u0000-\u00ff\uff61-\uff9f]/.test(ch) ? 1 : 2;
  return w;
}

/** Headings are shorter than this (display columns; the longest, 101.4's, is 71); full lines are ~76–90. */
const HEADING_MAX_WIDTH = 72;

/**
 * Is a rule's first line a heading (`101.1. カードの効果はルールに勝つ`, body below) rather than the start of
 * a sentence? The caller has checked that the PDF ended the line there (a trailing space: most broken
 * sentences have none); a heading then ends no sentence and does not fill the line.
 */
function isHeading(first: string): boolean {
  return !SENTENCE_END.test(first) && !/[、，,]$/.test(first) && displayWidth(clean(first)) <= HEADING_MAX_WIDTH;
}

const CJK = "\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef";
const LATIN_END = /[A-Za-z0-9]$/;
const LATIN_START = /^[A-Za-z0-9]/;

/** Whitespace inside one line: runs of spaces become one; none between Japanese and Latin characters. */
export function clean(line: string): string {
  return line
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(new RegExp(`([${CJK}]) (?=[!-~])`, "g"), "$1")
    .replace(new RegExp(`([!-~]) (?=[${CJK}])`, "g"), "$1")
    .replace(/([：、。]) /g, "$1")
    .trim();
}

/**
 * A line that starts a new paragraph: an example, a note, a list item, or any line after one the PDF
 * ended (a trailing space) at the end of a sentence, a colon or a card name.
 */
function startsParagraph(line: string, previous: string, previousHard: boolean): boolean {
  if (/^(例|※|注[：:]|・|[①-⑳]|[（(][0-9０-９]+[）)])/.test(line)) return true;
  if (/[：:]$/.test(previous)) return true;
  return previousHard && /[。．）)」』》：:]$/.test(previous);
}

/** Joins the PDF's lines into paragraphs (separated by "\n"). */
export function joinParagraphs(lines: string[]): string {
  const paragraphs: string[] = [];
  let previous = "";
  let previousHard = false;
  for (const raw of lines) {
    const line = clean(raw);
    if (!line) continue;
    if (paragraphs.length === 0 || startsParagraph(line, previous, previousHard)) {
      paragraphs.push(line);
    } else {
      const p = paragraphs[paragraphs.length - 1];
      paragraphs[paragraphs.length - 1] = p + (LATIN_END.test(p) && LATIN_START.test(line) ? " " : "") + line;
    }
    previous = line;
    previousHard = /\S[ \t\u00a0]+$/.test(raw);
  }
  return paragraphs.join("\n");
}

/** The body of the source (from "0. はじめに"), for checks. */
export function rulesBody(source: string): string {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const { bodyLine } = parseRulesSource(source);
  return lines.slice(bodyLine - 1).join("\n");
}
