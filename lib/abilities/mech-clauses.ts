/**
 * Effect clauses of named mechanics (issue 14, branch `mech`), read by the grammar's clause parser through one hook.
 * This file imports nothing from the grammar (the grammar imports it).
 *  - Meteorburn (メテオバーン): "put a card / N cards / up to N cards / any number of cards under this creature into your
 *    graveyard" — the cards chosen are among the cards under the source's stack (its component cards, 109.2c); each
 *    chosen card alone leaves (109.2a, 109.2b: a card under a stack leaves simply as a card) and the stack stays. The
 *    controller chooses which. "If you do, ..." after it runs only if a card was put (StepBase.ifYouDo).
 *  - Dragsolution (龍解, 701.22a: a dragheart is turned over to its other side): "flip this card to the dragheart creature
 *    side" / "to the dragheart fortress side" → a `flip` of the source to its face of that type (807.1a: a dragheart
 *    creature is turned face up from a weapon or fortress; its tapped state does not change, hence the cards' "and untap it").
 */
import type { EffectStep } from "../engine/defs";

const NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const count = (w: string): number | null => (/^\d+$/.test(w) ? Number(w) : (NUMBERS[w.toLowerCase()] ?? null));

/** A mechanic's clause (without "you may"), or null. */
export function parseMechClause(s: string): EffectStep | null {
  // "… and untap it": the card flipped is untapped (with "you may", both are what the player may do: the untap is done
  // only if the flip was)
  const d = /^flip this (?:card|dragheart) to (?:the|its) (?:dragheart )?(creature|fortress) side( and untap it)?$/i.exec(s);
  if (d) return { do: "flip", target: { self: true }, toType: /creature/i.test(d[1]) ? "Creature" : "Fortress", ...(d[2] ? { ifYouDo: [{ do: "untap", target: { self: true } }] } : {}) };
  // Meteorburn: "put a card under this creature into your graveyard", "choose 3 cards under this creature and put them
  // into your graveyard", "put up to 2 cards …", "put any number of cards …"
  const m =
    /^put (up to )?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|any number of|one of the) cards? (?:from )?under this creature into your graveyard$/i.exec(s) ??
    /^choose (up to )?(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|any number of) cards? under this creature and put (?:it|them) into your graveyard$/i.exec(s);
  if (!m) return null;
  const any = /^any number of$/i.test(m[2]);
  const n = any ? 99 : /^one of the$/i.test(m[2]) ? 1 : count(m[2]);
  if (n === null) return null;
  // "put 3 cards under this creature into your graveyard. If you do, …" with fewer than 3 there: whether it is done is
  // not something the engine's choice says (it would put the cards there are), so an exact count above one is not read
  if (n > 1 && !m[1] && !any) return null;
  return { do: "to-graveyard", target: { choose: { player: "you", zone: "battle", count: n, underSource: true, ...(m[1] || any ? { upTo: true } : {}) } } };
}
