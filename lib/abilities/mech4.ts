/**
 * mech4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "generate a cross gear from your hand for no cost" (Samurai Generation's reminder): the engine's handler
 *   `generate-from-hand` (lib/engine/mech4.ts, 701.16a). "you may" before it is the grammar's (the step's yes-no).
 * - "you have (don't have) an evolution creature or linked God in the battle zone": a count of your creatures that are
 *   evolution creatures or Gods linked by God Link (804; the filter `linked`).
 * - "you have a D2 Field in the battle zone": a count of your cards of the type D2 Field there.
 * - "this creature evolved from a tamaseed" (and "you evolved this creature …"): the card right under it is a tamaseed (701.15a:
 *   the card it was put on as it evolved; the condition `source-evolved-from`).
 */
import type { CardFilter, Condition } from "../engine/defs";
import type { Lane } from "./lane-types";

/** "an evolution creature or linked God": a creature that is an evolution creature (as the grammar's "evolution creature"), or a God linked with another (804). */
const EVO_OR_LINKED_GOD: CardFilter = { typeIncludes: "Creature", anyOf: [{ typeIncludes: "Evolution" }, { raceIncludes: ["God"], linked: true }] };

export const LANE: Lane = {
  clause(s) {
    if (/^generate an? cross gear from your hand for no cost$/i.test(s.trim().replace(/\.$/, ""))) return { do: "handler", name: "generate-from-hand" };
    return null;
  },
  condition(s) {
    // "you have a D2 Field in the battle zone" (Ｄ２フィールド: a card of the type D2 Field)
    if (/^you have a d2 field in the battle zone$/i.test(s.trim())) return [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "D2 Field" }, atLeast: 1 }];
    // "this creature evolved from a tamaseed", "you evolved this creature from a tamaseed" ("it" after "When you put this
    // creature": mech4-templates.ts's readings say which creature it is)
    if (/^this creature evolved from a tamaseed$|^you evolved this creature from a tamaseed$/i.test(s.trim())) return [{ kind: "source-evolved-from", filter: { typeIncludes: "Tamaseed" } }];
    // "you have an evolution creature or linked God in the battle zone" / "you don't have …"
    const m = /^you (have|don't have|do not have) an evolution creature or linked god in the battle zone$/i.exec(s.trim());
    if (!m) return null;
    const have = m[1].toLowerCase() === "have";
    const c: Condition = { kind: "zone-count", whose: "yours", zone: "battle", filter: EVO_OR_LINKED_GOD, ...(have ? { atLeast: 1 } : { atMost: 0 }) };
    return [c];
  },
};
