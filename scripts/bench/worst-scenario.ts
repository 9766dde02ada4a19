/**
 * The costliest scenario the limits of lib/engine/limits.ts accept, as YAML text: the most cards
 * (both decks full, the rest in the battle zones), draws adding up to exactly the most events a run
 * may propose, and the rest of the byte budget spent on YAML nodes (expectations that hold). The
 * benchmark times the admin's check of it (`npm run bench -- engine`); tests/engine/limits.test.ts
 * checks that it is accepted and that the engine stops at the event bound.
 */
import { ENGINE_LIMITS, SCENARIO_LIMITS } from "../../lib/engine/limits";

/** A catalogue card with no rules text (needs no ability file). */
const VANILLA = "acme-first-seed";

export function worstAcceptedScenario(): string {
  const L = SCENARIO_LIMITS;
  const lines: string[] = [
    "meta:",
    "  id: worst-accepted",
    "  title: { en: \"The costliest scenario the limits accept\" }",
    "  rules: [\"609.1\"]",
    "  source: \"scripts/bench/worst-scenario.ts\"",
    "setup:",
    "  turn: { number: 5, active: A }",
  ];
  const perPlayer = Math.floor(L.maxCards / 2);
  const ids: Record<"A" | "B", string[]> = { A: [], B: [] };
  for (const p of ["A", "B"] as const) {
    lines.push(`  ${p}:`);
    const deck = Math.min(L.maxCardsPerZone, perPlayer);
    const battle = Math.min(L.maxCardsPerZone, perPlayer - deck);
    for (const [zone, n] of [["deck", deck], ["battle", battle]] as const) {
      lines.push(`    ${zone}:`);
      for (let i = 0; i < n; i++) {
        const id = `${p.toLowerCase()}_${zone}${i}`;
        if (zone === "deck") ids[p].push(id);
        lines.push(`      - { id: ${id}, card: ${VANILLA} }`);
      }
    }
  }
  // draws, each drawing at most maxCount cards, proposing exactly maxRunEvents events in all
  lines.push("actions:");
  let events = 0;
  for (let i = 0; events < ENGINE_LIMITS.maxRunEvents && i < L.maxActions; i++) {
    const count = Math.min(L.maxCount, ENGINE_LIMITS.maxRunEvents - events);
    lines.push(`  - draw: { player: ${i % 2 ? "B" : "A"}, count: ${count} }`);
    events += count;
  }
  // every deck card ends in its owner's hand: say so again and again, until the bytes or the nodes run out
  lines.push("expect:", "  contains:");
  let text = lines.join("\n") + "\n";
  const bytesEach = Math.floor((L.maxBytes - text.length) / 2) - 8;
  const nodesEach = Math.floor((L.maxNodes - 1_000) / 2); // the setup and actions are well under 1,000 nodes
  for (const p of ["A", "B"] as const) {
    let line = `    ${p}.hand: [${ids[p][0]}`;
    for (let i = 1; i < nodesEach; i++) {
      const next = `, ${ids[p][i % ids[p].length]}`;
      if (line.length + next.length + 2 > bytesEach) break;
      line += next;
    }
    text += line + "]\n";
  }
  return text;
}
