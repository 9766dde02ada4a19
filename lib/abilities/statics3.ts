/**
 * statics3: line templates compile.ts tries after every other template (a line none of them reads).
 *
 * - "You may put this creature (into the battle zone) tapped.": an optional state definition as it enters (110.4f),
 *   `onEnter` `may-tapped` (its controller answers a yes-no as it enters).
 */
import { normalise } from "./grammar";
import type { Template } from "./template-types";

/** "You may put this creature tapped.", "... into the battle zone tapped.", "This creature may be put into the battle zone tapped." */
const mayEnterTapped: Template = {
  name: "static:may-enter-battle-tapped",
  kind: "static",
  clause: "110.4f",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    if (!/^(?:you may put this creature (?:into the battle zone )?tapped|this creature may be put into the battle zone tapped)$/i.test(t)) return null;
    return {
      apply: (ab) => ab.onEnter.push({ kind: "may-tapped", text: line }),
      effect: "as it enters the battle zone, its controller may have it enter tapped (a state definition as it enters, 110.4f; not a replacement)",
    };
  },
};

/**
 * The D2 Field reminder "(Whenever another D2 Field is put into the battle zone, put this D2 Field into your graveyard.)":
 * the rule 703.4l 「他のＤ２フィールドがバトルゾーンに出た時、先にバトルゾーンにあったＤ２フィールドは持ち主の墓地に置かれる。」, a
 * state-based process the engine applies to every D2 Field by its type (lib/engine/statics3.ts). Only on a D2 Field; the
 * wording "destroy this D2 Field" (a destruction, not the rule's move) is left.
 */
const d2FieldRule: Template = {
  name: "rule:d2-field",
  kind: "rule",
  clause: "703.4l",
  match(line, ctx) {
    if (ctx.type !== "D2 Field") return null;
    const t = normalise(line).replace(/\.$/, "");
    if (!/^\(when(?:ever)? another d2 field is put(?: into the battle zone)?, put this d2 field into your graveyard\.?\)$/i.test(t)) return null;
    return { apply: () => {}, effect: "the engine applies the D2 Field rule by the card's type: when another D2 Field is put into the battle zone, this one is put into its owner's graveyard (a state-based process, 703.4l)" };
  },
};

export const STATICS3_TEMPLATES: Template[] = [mayEnterTapped, d2FieldRule];
