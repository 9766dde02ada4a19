/**
 * npm run abilities:coverage — how much of the catalogue the card-text compiler models: cards with
 * replacement text modelled / total, cards fully modelled / all, per-template counts, and the 30 most
 * common sentence shapes not modelled yet (numbers and names abstracted).
 * Last line: `coverage: N/M replacement cards modelled (P%)`.
 */
import { join } from "node:path";
import { readCardsJsonl } from "../lib/files/cards-file";
import { loadContentContext } from "../lib/scenarios";
import { cardAbilitiesRow } from "../lib/content/abilities-import";

const contentDir = process.env.SHINPAN_CONTENT_DIR ?? "content";
const cards = readCardsJsonl(join(contentDir, "cards", "cards.jsonl"));
// hand-written content/abilities files override the compiler for their cards, as at import
const handWritten = loadContentContext(contentDir).abilities;

/** A sentence's shape: numbers → N, card names in quotes → "…", races after "your" kept (they're the template's parameter). */
export function shape(text: string): string {
  return text
    .replace(/\d+/g, "N")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b(light|water|darkness|fire|nature)\b/gi, "CIV")
    .trim();
}

const perTemplate = new Map<string, number>();
const unmodelled = new Map<string, { n: number; example: string }>();
let repTotal = 0;
let repOk = 0;
let full = 0;
const t0 = performance.now();
for (const c of cards) {
  const compiled = cardAbilitiesRow(c, handWritten.get(c.id)?.data);
  if (compiled.fullyModelled) full++;
  if (compiled.replacementText) {
    repTotal++;
    if (compiled.replacementsModelled) repOk++;
  }
  for (const s of compiled.sentences) {
    if (s.status === "not-modelled") {
      const k = shape(s.text);
      const e = unmodelled.get(k) ?? { n: 0, example: c.name };
      e.n++;
      unmodelled.set(k, e);
    } else perTemplate.set(s.template!, (perTemplate.get(s.template!) ?? 0) + 1);
  }
}
const ms = performance.now() - t0;
const pct = (a: number, b: number) => ((100 * a) / Math.max(1, b)).toFixed(1);

console.log(`cards: ${cards.length} (${handWritten.size} with hand-written abilities) compiled in ${ms.toFixed(0)} ms`);
console.log(`fully modelled (every sentence understood): ${full}/${cards.length} (${pct(full, cards.length)}%)`);
console.log(`\nsentences per template:`);
for (const [k, v] of [...perTemplate].sort((a, b) => b[1] - a[1])) console.log(`  ${String(v).padStart(6)}  ${k}`);
console.log(`\n30 most common sentence shapes not modelled yet:`);
for (const [k, v] of [...unmodelled].sort((a, b) => b[1].n - a[1].n).slice(0, 30)) console.log(`  ${String(v.n).padStart(6)}  ${k}  (e.g. ${v.example})`);
console.log(`\ncoverage: ${repOk}/${repTotal} replacement cards modelled (${pct(repOk, repTotal)}%)`);
