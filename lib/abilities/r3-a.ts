/**
 * Replacement sentences (609) of issue 14, round 3 helper "r3-a": shapes the general "When X would E, S instead."
 * reader in templates.ts does not know, given to it through small hooks (each returns its input, or null, when the
 * shape is not its own):
 *  - the present tense of a replaced put with the "already put" condition in the past: "whenever your opponent puts a
 *    creature, if your opponent put 2 or more other creatures that turn, ... instead" (Manhattan's Memory), read as
 *    "whenever your opponent would put a creature, if your opponent had put 2 or more other creatures this turn, ...";
 *  - subject and event: "your opponent would put a card in(to) their mana zone from anywhere other than their hand"
 *    (a card of theirs put into their mana zone, except from their hand).
 */
import type { ReplacementDef, StaticDef } from "../engine/defs";
import { describeSteps, describeWatch } from "./describe";
import { normalise } from "./grammar";
import type { RepcEv, RepcSubj } from "./rep-c";
import type { Template } from "./template-types";

/** Present-tense wordings of a replaced put, read as "would put". */
export function r3aRewrite(line: string): string {
  // "whenever your opponent puts a creature, if your opponent put N or more other creatures that turn, ..." ("that
  // turn" is the turn of the put: this turn)
  return line.replace(
    /^((?:during your opponent's turn, )?(?:when|whenever)) your opponent puts a creature, if your opponent put (\d+) or more other creatures that turn, /i,
    "$1 your opponent would put a creature, if your opponent had put $2 or more other creatures this turn, ",
  );
}

/** "your opponent would put a card in their mana zone from anywhere other than their hand". */
export function r3aSubjectEvent(s: string, e: string): { subj: RepcSubj; ev: RepcEv } | null {
  if (/^(?:your opponent|an opponent)$/i.test(s.trim()) && /^put a card (?:in|into) their mana zone from anywhere other than their hand$/i.test(e.trim())) {
    return { subj: { subject: "opponents" }, ev: { event: "to-mana", conditions: [], notFrom: "hand" } };
  }
  return null;
}

/**
 * A twinpact's spell side: "After you cast this spell, put this card into the battle zone instead of your graveyard."
 * A replacement of the spell's own move from resolution to the graveyard (302.2, 609.8a), as Charger's: the card is put
 * into the battle zone instead, where a twinpact is its creature side (810.3, 810.4: in the battle zone it is a
 * creature). Only the twinpact's spell side reads it (its line's type is "Spell"; only twinpacts print the sentence).
 */
export const afterCastIntoBattle: Template = {
  name: "replacement:after-cast",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (ctx.type !== "Spell") return null;
    if (!/^after you cast this spell, put this card into the battle zone instead of your graveyard\.?$/i.test(normalise(line))) return null;
    const rep: ReplacementDef = {
      id: `after-cast-${ctx.index}`,
      text: line,
      watches: { event: "to-graveyard", subject: "self" },
      optional: false,
      activeIn: "resolving",
      instead: [{ do: "put-into-battle", target: { eventCard: true } }],
    };
    return {
      apply: (ab) => ab.replacements.push(rep),
      watches: "this spell would be put into the graveyard after it is cast (as it finishes resolving)",
      effect: `${describeSteps(rep.instead)} (a twinpact: in the battle zone it is its creature side)`,
    };
  },
};

/**
 * "If this is your only creature in the battle zone, this creature can't be blocked, and when it would leave the battle
 * zone, it stays in the battle zone instead." (Crossover Yomi; Japanese: 「バトルゾーンにある自分のクリーチャーがこの
 * クリーチャーだけであれば、このクリーチャーはブロックされず、バトルゾーンを離れる時、離れるかわりにとどまる。」): a
 * replacement of this creature's leaving (609.1a) under the condition that it is its controller's only creature in the
 * battle zone (1 creature or fewer there, counting itself); "can't be blocked" is a rule note as in statics.ts, blocks
 * not being modelled.
 */
export const onlyCreatureStays: Template = {
  name: "replacement:would-instead",
  kind: "replacement",
  clause: "609",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^if this is your only creature in the battle zone, this creature can't be blocked, and when it would leave the battle zone, it stays in the battle zone instead\.?$/i.test(normalise(line))) return null;
    const rep: ReplacementDef = {
      id: `only-creature-${ctx.index}`,
      text: line,
      watches: { event: "leave-battle", subject: "self" },
      conditions: [{ kind: "zone-count", whose: "yours", zone: "battle", filter: { typeIncludes: "Creature" }, atMost: 1 }],
      optional: false,
      instead: [{ do: "stay" }],
    };
    // "this creature can't be blocked" under the same condition: a scripted block of its attack is refused (507.1a)
    const st: StaticDef = { kind: "cant-be-blocked", text: line, conditions: rep.conditions };
    return {
      apply: (ab) => {
        ab.replacements.push(rep);
        ab.statics.push(st);
      },
      watches: `${describeWatch(rep.watches, rep.conditions)} (this is your only creature in the battle zone)`,
      effect: `${describeSteps(rep.instead)}; and a block of its attack is refused while the condition holds (507.1a)`,
    };
  },
};

export const R3A_TEMPLATES: Template[] = [afterCastIntoBattle, onlyCreatureStays];
