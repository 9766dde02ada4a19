/**
 * A title and the clauses it is tagged with must agree: a clause number written in the title is one of its tags,
 * and a title naming a mechanic the rules define in a section of their own cites a clause of that section
 * (numbering of Ver. 1.48, 2025-12-17). Checked at import for scenarios and Q&A entries, so a reader who
 * follows "the rules" link of a ruling about rebuilding lands on rebuilding.
 */
import { clauseUnder } from "@/lib/rulings/filters";

interface Mechanic {
  /** what the title says, English or Japanese (case-insensitive) */
  words: RegExp;
  /** the clauses (or sections) that define it: a tag under any of them will do */
  clauses: string[];
  name: string;
}

// Sections and keyword actions of Ver. 1.48 whose subject a title names unambiguously.
const MECHANICS: Mechanic[] = [
  { name: "rebuilding", words: /rebuil|再構築/i, clauses: ["801.4"] },
  { name: "Star Evolution", words: /star evolution|スター進化/i, clauses: ["813"] },
  { name: "Revolution Change (a swap)", words: /revolution change|革命チェンジ/i, clauses: ["701.26"] },
  { name: "God Link", words: /god link|linked god|ゴッド・リンク/i, clauses: ["804", "701.18"] },
  { name: "auras", words: /\baura|オーラ/i, clauses: ["310"] },
  { name: "seals", words: /\bseal(?:s|ed)?\b|封印/i, clauses: ["116", "701.23", "701.24"] },
  { name: "the abyss", words: /\babyss\b|深淵/i, clauses: ["410", "701.33"] },
  { name: "Cross Gear", words: /cross gear|クロスギア/i, clauses: ["303", "701.17"] },
  { name: "twinpacts", words: /twinpact|ツインパクト/i, clauses: ["810"] },
  { name: "GR summoning", words: /\bgr summon|ＧＲ召喚|GR召喚/i, clauses: ["701.30", "811"] },
  { name: "the super GR zone", words: /super gr\b|超ＧＲ|超GR/i, clauses: ["118", "408"] },
  { name: "the pending state", words: /\bpending\b|保留/i, clauses: ["409"] },
  { name: "Forbidden Liberate", words: /forbidden liberat|禁断解放/i, clauses: ["701.25", "809"] },
  { name: "Shield Go and shieldifying", words: /shield go|shieldif|シールド化/i, clauses: ["701.32"] },
  { name: "replacement effects", words: /\breplacement|置換/i, clauses: ["609"] },
];

const CLAUSE_IN_TEXT = /(?<![\d.])(\d{3}(?:\.\d+[a-z]?)?)(?![\d.]?\d)/g;

/** What disagrees between a title and its tags, or null. */
export function titleTagProblem(title: { en: string; ja?: string | null }, tags: readonly string[]): string | null {
  const text = `${title.en}\n${title.ja ?? ""}`;
  for (const m of title.en.matchAll(CLAUSE_IN_TEXT)) {
    const n = m[1];
    if (n.includes(".") && !tags.includes(n)) return `the title names clause ${n}, which is not among its clauses [${tags.join(", ")}]`;
  }
  for (const mech of MECHANICS) {
    if (!mech.words.test(text)) continue;
    if (tags.some((t) => mech.clauses.some((c) => clauseUnder(t, c) || t === c))) continue;
    return `the title is about ${mech.name}, but none of its clauses [${tags.join(", ")}] is under ${mech.clauses.join(" or ")}, where the rules define it`;
  }
  return null;
}
