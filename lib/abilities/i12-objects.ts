/**
 * Templates of issue 12 (the whole game's objects): Psychic Link (覚醒リンク).
 *
 * 805.1c (Ver. 1.48, 2025-12-17): 「いくつかのサイキック・クリーチャーは、複数のサイキック・クリーチャーを同時に裏返してサイキック・
 * スーパー・クリーチャーにリンクする覚醒リンク能力を持ちます。」 The catalogue's sentence:
 *   "Psychic Link—At the start of your turn, if you have Gaial Kaiser and Boost, Crimson Lord in the battle zone, link them to
 *   this creature and flip this creature to its higher cost side."
 * is a triggered ability of the psychic creature (at the start of its controller's turn, 501.2) whose effect is the step
 * `psychic-link` with the names printed: the step checks, as the ability resolves (603.4), that its controller has a
 * creature of each name in the battle zone, then flips them all at once into the Psychic Super Creature (806.1).
 *
 * Read: one name with "link it" / "link that creature", two names joined by one "and" with "link them"; names may be in
 * quotes; "flip this creature" with or without "to its higher cost side". Not read (never guessed): a name preceded by
 * an article ("a Zero Kaiser", "a Gallows Cebu Kaiser": a kind of card, or a name? the sentence does not say), more than
 * one "and" (where one name ends), the Psychic Links with no timing ("Victory Psychic Link—If you have ...", "Ganpar",
 * "Grand Prix": when they happen is not printed) and PLAY'S Psychic Link (two trigger events and its own wording).
 */
import type { TriggerDef } from "../engine/defs";
import { normalise } from "./grammar";
import type { Template } from "./template-types";

const LINE =
  /^psychic link\s*(?:—|―|–|-|:)\s*at the start of your turn, if you have (.+?) in the battle zone, link (it|them|that creature) to this creature and flip this creature(?: to its higher cost side)?\.*$/i;

/** One printed card name: quotes removed; null when it is not plainly a name (an article, empty, not capitalised). */
function nameOf(s: string): string | null {
  const t = s.trim().replace(/^"(.+)"$/, "$1").trim();
  if (t === "" || /^(?:a|an|the|one|each|all)\s/i.test(t)) return null;
  if (!/^[A-Z0-9"'《]/.test(t)) return null;
  return t;
}

/** The names the link requires: one for "it" / "that creature", exactly two for "them". */
function names(group: string, pronoun: string): string[] | null {
  const parts = group.split(/\s+and\s+/);
  if (pronoun.toLowerCase() === "them") {
    if (parts.length !== 2) return null;
  } else if (parts.length !== 1) return null;
  const out: string[] = [];
  for (const p of parts) {
    const n = nameOf(p);
    if (n === null) return null;
    out.push(n);
  }
  return out;
}

export const psychicLink: Template = {
  name: "trigger:psychic-link",
  kind: "trigger",
  clause: "805.1c",
  match(line, ctx) {
    if (!ctx.type.includes("Psychic")) return null;
    const m = LINE.exec(normalise(line));
    if (!m) return null;
    const w = names(m[1], m[2]);
    if (w === null) return null;
    const trig: TriggerDef = { id: `t${ctx.index}`, text: line, on: { event: "turn-start", subject: "own" }, optional: false, effect: [{ do: "psychic-link", with: w }] };
    return {
      apply: (ab) => ab.triggers.push(trig),
      effect: `at the start of your turn, if you have ${w.join(" and ")} in the battle zone, flip them and this creature at the same time and link them into one Psychic Super Creature (Psychic Link, 805.1c, 806.1)`,
    };
  },
};

export const I12_OBJECTS_TEMPLATES: Template[] = [psychicLink];
