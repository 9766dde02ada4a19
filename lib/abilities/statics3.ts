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

export const STATICS3_TEMPLATES: Template[] = [mayEnterTapped];
