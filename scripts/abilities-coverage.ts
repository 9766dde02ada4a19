/**
 * npm run abilities:coverage — how much of the catalogue the card-text compiler models: cards with
 * replacement text modelled / total, cards fully modelled / all, per-template counts, and the 30 most
 * common sentence shapes not modelled yet (numbers and names abstracted).
 * Last line: `coverage: N/M replacement cards modelled (P%)`.
 */
import { join } from "node:path";
import { readCardsJsonl } from "../lib/files/cards-file";
import { loadContentContext } from "../lib/scenarios";
import { cardAbilitiesRow } from "../lib/content/abilities-row";

/** `npm run abilities:coverage -- --top 100` lists more shapes (default 30). */
const topArg = process.argv.indexOf("--top");
const TOP = topArg > 0 ? Math.max(1, Number(process.argv[topArg + 1]) || 30) : 30;
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
/** Shapes that are the only sentence keeping a card from being fully modelled: what to do next for that figure. */
const soleBlocker = new Map<string, { n: number; example: string }>();
const count = (m: Map<string, { n: number; example: string }>, k: string, example: string) => {
  const e = m.get(k) ?? { n: 0, example };
  e.n++;
  m.set(k, e);
};
let repTotal = 0;
let repOk = 0;
let full = 0;
/** fully modelled cards none of whose sentences is only recorded (a keyword or ability the engine does not act on) */
let acted = 0;
const t0 = performance.now();
for (const c of cards) {
  const compiled = cardAbilitiesRow(c, handWritten.get(c.id)?.data);
  if (compiled.fullyModelled) full++;
  if (compiled.fullyModelled && !compiled.sentences.some((s) => /\bdoes not act\b/.test(s.note ?? ""))) acted++;
  if (compiled.replacementText) {
    repTotal++;
    if (compiled.replacementsModelled) repOk++;
  }
  const missing = compiled.sentences.filter((s) => s.status === "not-modelled");
  if (missing.length === 1) count(soleBlocker, shape(missing[0].text), c.name);
  for (const s of compiled.sentences) {
    if (s.status === "not-modelled") count(unmodelled, shape(s.text), c.name);
    else perTemplate.set(s.template!, (perTemplate.get(s.template!) ?? 0) + 1);
  }
}
const ms = performance.now() - t0;
const pct = (a: number, b: number) => ((100 * a) / Math.max(1, b)).toFixed(1);

console.log(`cards: ${cards.length} (${handWritten.size} with hand-written abilities) compiled in ${ms.toFixed(0)} ms`);
console.log(`fully modelled (every sentence understood): ${full}/${cards.length} (${pct(full, cards.length)}%)`);
console.log(`  of which the engine acts on every sentence: ${acted}/${cards.length} (${pct(acted, cards.length)}%; the others have a keyword or ability it only records)`);
console.log(`\nsentences per template:`);
for (const [k, v] of [...perTemplate].sort((a, b) => b[1] - a[1])) console.log(`  ${String(v).padStart(6)}  ${k}`);
console.log(`\n${TOP} most common sentence shapes not modelled yet:`);
for (const [k, v] of [...unmodelled].sort((a, b) => b[1].n - a[1].n).slice(0, TOP)) console.log(`  ${String(v.n).padStart(6)}  ${k}  (e.g. ${v.example})`);
const blocked = [...soleBlocker.values()].reduce((a, e) => a + e.n, 0);
console.log(`\ncards held back by one sentence only: ${blocked} (${soleBlocker.size} distinct shapes); the ${TOP} most common:`);
for (const [k, v] of [...soleBlocker].sort((a, b) => b[1].n - a[1].n).slice(0, TOP)) console.log(`  ${String(v.n).padStart(6)}  ${k}  (e.g. ${v.example})`);
console.log(`\ncoverage: ${repOk}/${repTotal} replacement cards modelled (${pct(repOk, repTotal)}%)`);
