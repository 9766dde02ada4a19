/**
 * deck4 (issue 14, fourth round): clause, sentence-run, condition and target readers grammar.ts asks through
 * lib/abilities/lanes.ts when its own readings fail. Never imports grammar.ts (it is handed the parsers).
 *
 * - "add the top card of your deck under one of your shields face down" (Shield Plus) / "… under each of your shields
 *   face down" (Super Shield Plus): the engine's `deck-under-shield` handler (lib/engine/deck4.ts); the stack is still
 *   one shield (113.2).
 * - "For each Dragon in your mana zone, look at the top card of your deck. <choice among them>. <the rest>.": the look of
 *   deck.ts with its number of cards counted as it resolves (`lookCount`).
 */
import type { EffectStep } from "../engine/defs";
import type { Lane, LaneCtx, LaneGrammar, LaneMulti } from "./lane-types";
import { deckLookMore } from "./deck";

/** One clause. */
function clause(s: string, _ctx: LaneCtx, g: LaneGrammar): EffectStep | null {
  const t = s.trim();
  let m = /^(?:add|put) the top card of your deck under (one|each) of your shields face down$/i.exec(t);
  if (m) return { do: "handler", name: "deck-under-shield", args: m[1].toLowerCase() === "each" ? { each: true } : {} };
  // "your opponent puts all their creatures that cost more than the number of cards in their mana zone on the bottom of
  // their deck in any order": every such creature of theirs, in the order its owner picks (the engine's put-on-deck)
  m = /^your opponent puts all (?:of )?their (.+?)(?: in the battle zone)? on (?:the )?(bottom|top) of their deck in any order$/i.exec(t);
  if (m) {
    const n = g.parseNoun(m[1]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const filter = { ...n.filter };
    return { do: "put-on-deck", target: { all: { player: "opponent", zone: "battle", ...(Object.keys(filter).length > 0 ? { filter } : {}) } }, position: m[2].toLowerCase() as "top" | "bottom" };
  }
  // "(you may) put the top card of your deck into your mana zone (tapped) for each of your Dreammates in the battle zone",
  // "for each card in your mana zone, put a card from the top of your deck into your mana zone tapped": as many cards as
  // counted once as it resolves, all at once. ("For each X, you may put …" is a choice for each card: not read here.)
  m = /^(?:put the top card|put a card from the top) of your deck into your mana zone( tapped)? for (each .+)$/i.exec(t) ?? /^for (each .+?),? (?:put the top card|put a card from the top) of your deck into your mana zone( tapped)?$/i.exec(t);
  if (m) {
    const [tapped, each] = /^each /i.test(m[1] ?? "") ? [m[2], m[1]] : [m[1], m[2]];
    const per = g.parsePerCard(each);
    if (!per) return null;
    return { do: "deck-to-zone", player: "you", count: 1, to: "mana", ...(tapped ? { tapped: true } : {}), countBy: { each: per } };
  }
  return null;
}

type Look = Extract<EffectStep, { do: "look-at-top" }>;

/** The look-at-top step of a reading (alone, or the last step), to patch. */
function patchLook(steps: EffectStep[], f: (st: Look) => Look | null): EffectStep[] | null {
  let hits = 0;
  let bad = false;
  const out = steps.map((st) => {
    if (st.do !== "look-at-top") return st;
    hits++;
    const p = f(st);
    if (!p) bad = true;
    return p ?? st;
  });
  return hits === 1 && !bad ? out : null;
}

/** Wordings of the choice after a look that deck.ts reads once said its way. */
function choiceSaid(s: string): string {
  return (
    s
      .trim()
      // "Put all revealed spells into your hand": all the spells among the cards revealed
      .replace(/^(put|add) all revealed (.+?) ((?:into|to) your )/i, "$1 all $2 from among them $3")
  );
}

/**
 * "For each Dragon in your mana zone, look at the top card of your deck.", "… look at a card on the top of your deck.",
 * "look at the top card of your deck for each of your Great Mecha Kings in the battle zone.": as many cards as counted
 * as the ability resolves; the choice among them and the rest as deck.ts reads them. A further fixed choice
 * ("and one into your mana zone") or a rest whose number must be known is not read.
 */
function perLook(sentences: string[], i: number, g: LaneGrammar): LaneMulti | null {
  const s = sentences[i].trim();
  const a = /^for (each .+?),? (you may )?(look at|reveal) (?:the top card|a card (?:on|from) the top) of your deck$/i.exec(s);
  const b = a ? null : /^(you may )?(look at|reveal) the top card of your deck (?:for )?(each .+)$/i.exec(s);
  if (!a && !b) return null;
  const each = a ? a[1] : b![3];
  const may = (a ? a[2] : b![1]) ?? "";
  const verb = a ? a[3] : b![2];
  const per = g.parsePerCard(each);
  if (!per) return null;
  const n = g.anyNumber;
  const mod = sentences.map((x, k) => (k === i ? `${may}${verb} the top ${n} cards of your deck` : k > i && k <= i + 2 ? choiceSaid(x) : x));
  const r = deckLookMore(mod, i, g);
  if (!r || r.used < 2) return null;
  const steps = patchLook(r.steps, (st) => {
    if (st.also || st.choose.cast || st.rest === "stay") return null;
    return { ...st, lookCount: { each: per } };
  });
  return steps ? { steps, used: r.used } : null;
}

/** Sentences read together from i on. */
function multi(sentences: string[], i: number, _ctx: LaneCtx, g: LaneGrammar): LaneMulti | null {
  return perLook(sentences, i, g);
}

export const LANE: Lane = { clause, multi };
