/**
 * Abilities used from the hand in response to an event (issue 14, round 2), on the engine's triggers that function in
 * the hand (`TriggerDef.activeIn: "hand"`, 110.4b):
 *  - Ninja Strike N: "Whenever one of your opponent's creatures attacks or blocks, if you have N or more cards in your
 *    mana zone and if during that attack you didn't use a "Ninja Strike" ability, you may summon this Shinobi for no
 *    cost. At the end of that turn, put this Shinobi on the bottom of your deck."
 *    Rules Ver. 1.48: 112.3c (ニンジャ・ストライク: after the turn player's creature attacks, the non-turn player may summon
 *    the creature for no cost if the mana count is met; "能力の使用宣言を行うタイミングで指定されたマナゾーンの枚数を満たして
 *    いなかったとしても、解決の際にマナゾーンの枚数を満たしていた場合はコストを支払わずに召喚できます" — the count is read at
 *    resolution), 603.2e/603.2f (a triggered ability of a hidden zone triggers when its use is declared: the engine asks
 *    the declaration as the "you may" of the summon, at resolution), 110.4d (it also functions in another zone the card
 *    could be summoned from; only the hand is modelled).
 *    The block half triggers on the engine's `blocks` event (a scripted block, lib/engine/block.ts).
 *  - Strike Back-CIV, on spells: "When a CIV card is put into your hand from your shield zone, you may discard that card.
 *    If you do, cast this spell for no cost." Rules 112.3b (S・バック: while the card is in the hand, when the named card
 *    is put into the hand from the shields, discard it and declare, and cast for no cost; a Strike Back card added from
 *    the shields at the same time as the named card is not in the hand yet and can't be used). Simplification: the
 *    declaration is asked after the shield card is in the hand (113.6 has it before the move, while the shield waits).
 *    On creatures the printed English reminder says "cast this spell", which a creature can't be: left unmodelled.
 *  - Attack Chance: <noun> (spells): "When one of your <noun> attacks, you may cast this spell for no cost." Rules 112.3f
 *    (アタック・チャンス: under the stated condition the spell may be cast for no cost), 110.4d (an ability allowing the
 *    card to be used for no cost functions in the zone it can be used from: the hand). The noun is read by the grammar
 *    (races, civilizations, "creature"); a noun it does not know (dispector, Hyper Mode, card names) stays unmodelled.
 *  - Invasion-<noun> (evolution creatures): "When one of your <noun> attacks, you may put this creature from your hand
 *    onto it." It is put onto the attacking creature (evolution, 701.15a; put, not summoned) and 801.2a: 「攻撃中のクリー
 *    チャーが進化した場合、その攻撃は続行されます。」 The noun: the grammar's creature / race nouns, and "<civ> command(s)"
 *    (a race with the word Command). Star Evolution and Neo invaders, and "Invasion ZERO" and the like, stay unmodelled.
 *    Ver. 1.48 has no clause naming 侵略 itself; the ability's text and 701.15a/801.2a carry it.
 */
import type { CardFilter, EffectStep, TriggerDef } from "../engine/defs";
import { normalise, parseNoun } from "./grammar";
import type { Template, TemplateResult } from "./template-types";

const NINJA_RE =
  /^ninja strike (\d+) \(whenever one of your opponent's creatures attacks or blocks, if you have (\d+) or more cards in your mana zone and if during that attack you didn't use a "ninja strike" ability, you may summon this shinobi for no cost\. at the end of that turn, put this shinobi on the bottom of your deck\.?\)$/i;

const ninjaStrike: Template = {
  name: "trigger:ninja-strike",
  kind: "trigger",
  clause: "112.3c",
  match(line, ctx) {
    // a creature summoned on its own (an evolution Shinobi would need a source: not modelled)
    if (!/Creature/.test(ctx.type) || /Evolution|Psychic|Dragheart/.test(ctx.type)) return null;
    const m = NINJA_RE.exec(normalise(line).replace(/\s*\.$/, ""));
    if (!m || m[1] !== m[2]) return null;
    const n = Number(m[1]);
    const bottom: EffectStep = {
      do: "at-end-of-turn",
      text: "put this Shinobi on the bottom of your deck",
      effect: [{ do: "put-on-deck", target: { self: true }, position: "bottom" }],
      ifSourceIn: "battle",
    };
    const trig: TriggerDef = {
      id: `ninja-strike-${ctx.index}`,
      text: line,
      on: { event: "attacks", subject: "opponents" },
      optional: false,
      activeIn: "hand",
      effect: [
        {
          do: "if",
          conditions: [
            { kind: "mana-at-least", count: n },
            { kind: "not-used-this-attack", keyword: "ninja-strike" },
          ],
          then: [{ do: "summon-self", from: ["hand"], use: "ninja-strike", optional: true, ifYouDo: [bottom] }],
        },
      ],
    };
    // the block half: the engine's `blocks` event of the opponent's creature (112.3c: after it blocks, the turn player's timing)
    const onBlock: TriggerDef = { ...trig, id: `ninja-strike-block-${ctx.index}`, on: { event: "blocks", subject: "opponents" } };
    return {
      apply: (ab) => void ab.triggers.push(trig, onBlock),
      watches: "one of your opponent's creatures attacks, while this card is in your hand",
      effect: `if you have ${n} or more cards in your mana zone (counted at resolution, 112.3c) and haven't used a "Ninja Strike" ability during this attack, you may summon this creature from your hand for no cost (declaring its use, 603.2f); if you do, at the end of that turn put it on the bottom of your deck (if it is still in the battle zone)`,
      note: "used from the hand only (110.4d: the mana zone when an effect allows summoning from it is not modelled)",
    };
  },
};

const STRIKE_BACK_RE =
  /^strike back-(light|water|darkness|fire|nature) \(when a (light|water|darkness|fire|nature) card is put into your hand from your shield zone, you may discard that card\. if you do, cast this spell for no cost\.?\)$/i;

const strikeBack: Template = {
  name: "trigger:strike-back",
  kind: "trigger",
  clause: "112.3b",
  match(line, ctx) {
    if (ctx.type !== "Spell") return null;
    const m = STRIKE_BACK_RE.exec(normalise(line).replace(/\s*\.$/, ""));
    if (!m || m[1].toLowerCase() !== m[2].toLowerCase()) return null;
    const civ = m[1].toLowerCase();
    const trig: TriggerDef = {
      id: `strike-back-${ctx.index}`,
      text: line,
      on: { event: "shield-to-hand", subject: "own", filter: { civilization: civ } },
      optional: false,
      activeIn: "hand",
      effect: [{ do: "discard-event-card", optional: true, ifYouDo: [{ do: "cast-self", from: ["hand"] }] }],
    };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      watches: `a ${civ} card is put into your hand from your shield zone, while this spell is in your hand (not one added at the same time, 112.3b)`,
      effect: "you may discard that card; if you do, cast this spell from your hand for no cost",
      note: "the use is declared after the shield card is in the hand (113.6 has the declaration before the shield moves): the outcome is the same unless something else watches that move",
    };
  },
};

const attackChance: Template = {
  name: "trigger:attack-chance",
  kind: "trigger",
  clause: "112.3f",
  match(line, ctx) {
    if (ctx.type !== "Spell") return null;
    const m = /^attack chance: ([^()]+?) \(when one of your (.+?) attacks?, you may cast this spell for no cost\.?\)$/i.exec(normalise(line).replace(/\s*\.$/, ""));
    if (!m) return null;
    const n = parseNoun(m[2]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    const filter = { ...n.filter };
    const trig: TriggerDef = {
      id: `attack-chance-${ctx.index}`,
      text: line,
      on: { event: "attacks", subject: "own", ...(Object.keys(filter).length > 0 ? { filter } : {}) },
      optional: false,
      activeIn: "hand",
      effect: [{ do: "cast-self", from: ["hand"], optional: true }],
    };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      watches: `one of your ${m[2]} attacks, while this spell is in your hand`,
      effect: "you may cast this spell from your hand for no cost (112.3f)",
    };
  },
};

const CIV_WORD = "light|water|darkness|fire|nature";

/** "fire command", "fire or nature command", "water commands": a Command race of those civilizations. */
function commandNoun(s: string): CardFilter | null {
  const m = new RegExp(`^(${CIV_WORD})(?: or (${CIV_WORD}))? commands?$`, "i").exec(s.trim());
  if (!m) return null;
  const civs = [m[1], m[2]].filter((x): x is string => x !== undefined).map((x) => x.toLowerCase());
  return civs.length === 1 ? { civilization: civs[0], raceIncludes: ["Command"] } : { civilizationsAny: civs, raceIncludes: ["Command"] };
}

const invasion: Template = {
  name: "trigger:invasion",
  kind: "trigger",
  clause: "801.2a",
  match(line, ctx) {
    if (ctx.type !== "Evolution Creature") return null;
    const m = /^invasion-[^()]+ \(when one of your (.+?) attacks?, you may put this creature from your hand onto it\.?\)$/i.exec(normalise(line).replace(/\s*\.$/, ""));
    if (!m) return null;
    let filter: CardFilter | null = commandNoun(m[1]);
    if (filter === null) {
      const n = parseNoun(m[1]);
      if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
      filter = { ...n.filter };
    }
    return invasionTrigger(line, ctx.index, filter, m[1]);
  },
};

/**
 * Invasion's trigger (801.2a): while this card is in the hand, when one of your creatures matching `filter` attacks, you
 * may put it from your hand onto the attacker (it evolves, 701.15a); the evolved creature goes on attacking. `words`: the
 * kind of creature as printed. Also read by mech3-templates.ts on Star Evolution Creatures.
 */
export function invasionTrigger(line: string, index: number, filter: CardFilter, words: string): TemplateResult {
  const trig: TriggerDef = {
    id: `invasion-${index}`,
    text: line,
    on: { event: "attacks", subject: "own", ...(Object.keys(filter).length > 0 ? { filter } : {}) },
    optional: false,
    activeIn: "hand",
    effect: [{ do: "evolve-self-onto", onto: { eventCard: true }, from: ["hand"], optional: true }],
  };
  return {
    apply: (ab) => void ab.triggers.push(trig),
    watches: `one of your ${words} attacks, while this creature is in your hand`,
    effect: "you may put this creature from your hand onto the attacking creature (it evolves, 701.15a); the evolved creature goes on attacking (801.2a)",
  };
}

export const R2_HAND_TEMPLATES: Template[] = [ninjaStrike, strikeBack, attackChance, invasion];
