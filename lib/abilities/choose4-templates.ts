/**
 * choose4 (issue 14, fourth round): line templates and readings, tried after every earlier template (lib/abilities/round4.ts).
 *
 * - "Choose 2 of the following:" with its "►" modes (no "you may choose the same one twice"): a choose-one step with
 *   `count`: that many different modes, run in printed order.
 * - "<steps>. Then choose one of the following:" (a spell): the steps, then the choice (made whether or not the steps
 *   did anything: "then", not "if you do").
 * - "When you put this creature into the battle zone, or whenever the creature attacks, choose one of the following:":
 *   "the creature" is this creature (the only creature the line names), read as "whenever this creature attacks".
 */
import type { EffectStep, TriggerDef } from "../engine/defs";
import { describeSteps, describeTrigger } from "./describe";
import { normalise, parseCount, parseEffects } from "./grammar";
import { parseModes } from "./modal-more";
import type { Template } from "./template-types";
import { parseTriggerConditions } from "./triggers";

/** "Choose 2 of the following:" (different modes). */
const chooseN: Template = {
  name: "modal:choose-n",
  kind: "spell",
  match(line, ctx) {
    const [head, ...rest] = line.split("\n");
    const h = /^(?:(?:when|whenever) (.+?), )?choose (2|two|3|three) of the following\s*[:.]$/i.exec(normalise(head));
    if (!h) return null;
    const count = parseCount(h[2]);
    const modes = parseModes(rest);
    if (count === null || !modes || modes.length <= count) return null;
    const effect: EffectStep[] = [{ do: "choose-one", modes, count }];
    if (h[1]) {
      const ons = parseTriggerConditions(h[1], ctx);
      if (!ons || ons.some((o) => o.event === "attached" || o.subject !== ons[0].subject)) return null;
      const trigs: TriggerDef[] = ons.map((o, i) => ({ id: `t${ctx.index}${i > 0 ? String.fromCharCode(97 + i) : ""}`, text: head, on: o.filter ? o : { event: o.event, subject: o.subject }, optional: false, effect }));
      return { apply: (ab) => ab.triggers.push(...trigs), effect: trigs.map(describeTrigger).join("; ") };
    }
    if (!/Spell/.test(ctx.type)) return null;
    return { apply: (ab) => ab.spell.push(...effect), effect: describeSteps(effect) };
  },
};

/** "Discard a card from your hand. Then choose one of the following:" (a spell). */
const thenChoose: Template = {
  name: "modal:then-choose-one",
  kind: "spell",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const [head, ...rest] = line.split("\n");
    const h = /^([^:]+?)\. then choose one of the following[:.]$/i.exec(normalise(head));
    if (!h || /\bchoose\b/i.test(h[1])) return null;
    const modes = parseModes(rest);
    if (!modes) return null;
    const before = parseEffects(h[1], { notes: [] });
    if (!before || before.length === 0) return null;
    const effect: EffectStep[] = [...before, { do: "choose-one", modes }];
    return { apply: (ab) => ab.spell.push(...effect), effect: describeSteps(effect) };
  },
};

export const TEMPLATES: Template[] = [chooseN, thenChoose];

/** Other ways to read a line (an ability word or label left out …), with why. */
export const readings: (line: string) => { line: string; note?: string }[] = (line) => {
  const out: { line: string; note?: string }[] = [];
  const m = /^(When you put this creature into the battle zone), or whenever the creature attacks, (choose one of the following[:.]\n►[^]*)$/.exec(line);
  if (m) out.push({ line: `${m[1]} or whenever this creature attacks, ${m[2]}`, note: '"the creature": this creature, the only creature the line names' });
  // "Whenever this creature attacks, choose …. That creature gets … until the end of your turn.": a creature attacks in its
  // controller's turn only (506.1), so the end of "your turn" is the end of this turn
  const yourTurn = /^Whenever this creature attacks, (choose one of your opponent's creatures\. That creature gets [^.]+?) until the end of your turn\.(.*)$/.exec(line);
  if (yourTurn && !/\bturn\b/i.test(yourTurn[1]) && /^(?: \(A creature that has power 0 or less is destroyed\.\))?$/.test(yourTurn[2])) {
    out.push({ line: `Whenever this creature attacks, ${yourTurn[1]} until the end of the turn.`, note: 'a creature attacks in its controller\'s turn only (506.1): "until the end of your turn" ends with this turn; the reminder in parentheses restates a rule the engine applies by itself (703.4c)' });
  }
  // "Tap ability: Choose one of your opponent's creatures. That creature attacks next turn if able.": a Tap ability is used
  // in its controller's turn, when the creature could attack (602.3a): "next turn" is the opponent's next turn
  if (/^Tap ability: Choose one of your opponent's creatures\. That creature attacks next turn if able\.$/.test(line)) {
    out.push({ line: "Tap ability: Choose one of your opponent's creatures. During your opponent's next turn, that creature attacks if able.", note: "a Tap ability is used in its controller's turn, when the creature could attack (602.3a): \"next turn\" is the opponent's next turn" });
  }
  // "Choose one of the following.:" (Harvest of Bhutan): the head's stray period
  const stray = /^Choose one of the following\.:(\n►[^]*)$/.exec(line);
  if (stray) out.push({ line: `Choose one of the following:${stray[1]}`, note: 'the head "Choose one of the following.:" with a stray period' });
  return out;
};
