/**
 * mech4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "generate a cross gear from your hand for no cost" (Samurai Generation's reminder): the engine's handler
 *   `generate-from-hand` (lib/engine/mech4.ts, 701.16a). "you may" before it is the grammar's (the step's yes-no).
 * - "you have (don't have) an evolution creature or linked God in the battle zone": a count of your creatures that are
 *   evolution creatures or Gods linked by God Link (804; the filter `linked`).
 * - "one of your opponent's creatures or tamaseeds", "2 of your creatures and/or tamaseeds", "a creature that costs 3 or
 *   less or a tamaseed that costs 3 or less": the grammar's target for the creatures, widened to tamaseeds.
 * - "you have a D2 Field in the battle zone": a count of your cards of the type D2 Field there.
 * - "this creature evolved from a tamaseed" (and "you evolved this creature …"): the card right under it is a tamaseed (701.15a:
 *   the card it was put on as it evolved; the condition `source-evolved-from`).
 */
import type { CardFilter, Condition, Target } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar } from "./lane-types";

/** "an evolution creature or linked God": a creature that is an evolution creature (as the grammar's "evolution creature"), or a God linked with another (804). */
const EVO_OR_LINKED_GOD: CardFilter = { typeIncludes: "Creature", anyOf: [{ typeIncludes: "Evolution" }, { raceIncludes: ["God"], linked: true }] };

/**
 * "one of your opponent's creatures or tamaseeds (that costs 3 or less)", "2 of your creatures and/or tamaseeds", "a
 * creature that costs 3 or less or a tamaseed that costs 3 or less": the grammar's reading of the same words with creatures
 * alone, widened to tamaseeds (battle-zone objects of either type).
 */
function creaturesOrTamaseeds(s: string, ctx: LaneCtx, g: LaneGrammar): Target | null {
  const t = s.trim();
  let base: string | null = null;
  const m = /^((?:one|a|an|\d+|two|three) of (?:your opponent's|your|their) creatures) (?:or|and\/or) tamaseeds((?: that (?:costs?|has|have) [^,]+)?)$/i.exec(t);
  if (m) base = `${m[1]}${m[2]}`;
  const m2 = /^an? creature that costs (\d+) or (less|more) or an? tamaseed that costs (\d+) or (less|more)$/i.exec(t);
  if (m2 && m2[1] === m2[3] && m2[2].toLowerCase() === m2[4].toLowerCase()) base = `a creature that costs ${m2[1]} or ${m2[2]}`;
  // "one of your opponent's creatures that costs 3 or less or one of your opponent's tamaseeds that costs 3 or less"
  const m3 = /^one of (your opponent's|your) creatures that costs (\d+) or (less|more) or one of (your opponent's|your) tamaseeds that costs (\d+) or (less|more)$/i.exec(t);
  if (m3 && m3[1].toLowerCase() === m3[4].toLowerCase() && m3[2] === m3[5] && m3[3].toLowerCase() === m3[6].toLowerCase()) base = `one of ${m3[1]} creatures that costs ${m3[2]} or ${m3[3]}`;
  if (base === null) return null;
  const r = g.parseTarget(base, ctx);
  if (!r || !("choose" in r) || r.choose.zone !== "battle" || r.choose.elements || r.choose.cardDesignating) return null;
  const f = r.choose.filter ?? {};
  if (f.typeIncludes || f.typeIncludesAny || f.anyOf) return null;
  return { ...r, choose: { ...r.choose, filter: { ...f, typeIncludesAny: ["Creature", "Tamaseed"] } } };
}

export const LANE: Lane = {
  clause(s, ctx, g) {
    if (/^generate an? cross gear from your hand for no cost$/i.test(s.trim().replace(/\.$/, ""))) return { do: "handler", name: "generate-from-hand" };
    // "destroy <creatures or tamaseeds>", "return <…> to its owner's hand" (the grammar's target reader gives up on the
    // noun before it asks the lanes: the verb is read here)
    const d = /^destroy (.+)$/i.exec(s.trim().replace(/\.$/, ""));
    if (d) {
      const t = creaturesOrTamaseeds(d[1], ctx, g);
      return t ? { do: "destroy", target: t } : null;
    }
    const r = /^return (.+) to (?:its|their) owners?'s? hands?$/i.exec(s.trim().replace(/\.$/, ""));
    if (r) {
      const t = creaturesOrTamaseeds(r[1], ctx, g);
      return t ? { do: "return-to-hand", target: t } : null;
    }
    return null;
  },
  target: (s, ctx, g) => creaturesOrTamaseeds(s, ctx, g),
  multi(sentences, i, ctx, g) {
    // a sentence "Destroy …" / "Return … to its owner's hand" whose object is creatures or tamaseeds (the grammar gives up
    // on the noun before it asks the lanes' clause or target readers)
    const one = sentences[i]?.trim().replace(/\.$/, "") ?? "";
    const d = /^destroy (.+)$/i.exec(one);
    const r = /^return (.+) to (?:its|their) owners?'s? hands?$/i.exec(one);
    const target = d ? creaturesOrTamaseeds(d[1], ctx, g) : r ? creaturesOrTamaseeds(r[1], ctx, g) : null;
    if (!target) return null;
    return { steps: [d ? { do: "destroy", target } : { do: "return-to-hand", target }], used: 1 };
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
