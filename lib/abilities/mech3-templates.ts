/**
 * mech3-templates: line templates compile.ts tries after every other template (a line none of them reads), and other
 * readings of a line: an ability word taken off where it only names the ability (205.1a: a keyword may precede the
 * text of an ability; the text states the whole ability).
 */
import { emptyAbilities, type Abilities, type Condition, type EffectStep, type ModeDef, type StaticDef, type TriggerDef } from "../engine/defs";
import { normalise, parseCondition, parseEffects, parseNoun } from "./grammar";
import { parseModes } from "./modal-more";
import { describeSteps } from "./describe";
import { grantAbility, type Header } from "./headers";
import { TEMPLATES } from "./templates";
import { invasionTrigger } from "./r2-hand";
import type { Template, TemplateContext, TemplateResult } from "./template-types";

/**
 * "'Shinkapower': When this creature evolves, <effect>" (シンカパワー; also "this tamaseed"): a triggered ability on the
 * event `evolves` — an evolution creature is put on top of this card (801.1), which stays the same creature (801.2).
 * The label only names the ability.
 */
const shinkapower: Template = {
  name: "trigger:shinkapower",
  kind: "trigger",
  clause: "603",
  match(line, ctx) {
    const [head, ...modeLines] = line.split("\n");
    const m = /^'?shinkapower'?\s*:\s*when this (creature|tamaseed) evolves, (.+)$/i.exec(normalise(head).trim());
    if (!m) return null;
    const body = m[2];
    const notes: string[] = [];
    const effect = modeLines.length > 0 ? modal(body, modeLines) : parseEffects(body, { notes });
    if (!effect) return null;
    // "this creature" after the evolution is the evolved creature (801.2: the same creature), while the card that has
    // the ability is now under it: the engine's `self` would be that card, so "this creature" is the event's other card,
    // the evolution creature put on top (a step the text says of "this creature" acts on the creature it now is)
    const json = JSON.stringify(effect);
    if (/"eventOther":true/.test(json)) return null;
    const evolved = json.includes('"self":true') ? (JSON.parse(json.replace(/"self":true/g, '"eventOther":true')) as EffectStep[]) : effect;
    const tamaseed = m[1].toLowerCase() === "tamaseed";
    return {
      apply: (ab) => {
        ab.triggers.push({ id: `shinkapower-${ctx.index}`, text: line, on: { event: "evolves", subject: "self", ...(tamaseed ? { filter: { typeIncludes: "Tamaseed" } } : {}) }, optional: false, effect: evolved });
      },
      watches: `this ${m[1].toLowerCase()} evolves (an evolution creature is put on top of it)`,
      effect: body,
      note: ["'Shinkapower' only names the ability", ...notes].join("; "),
    };
  },
};

/** "choose one of the following:" with its "►" modes (as templates.ts's modal reads them): one choose-one step. */
function modal(head: string, lines: string[]): EffectStep[] | null {
  if (!/^choose one of the following[:.]$/i.test(head.trim()) || lines.length < 2 || !lines.every((r) => r.startsWith("►"))) return null;
  const modes: ModeDef[] = [];
  for (const [i, r] of lines.entries()) {
    const text = r.replace(/^►\uFE0E?\s*/, "");
    const bare = normalise(text).replace(/[:.]$/, "").replace(/\s*\(A creature that has (?:power 0|0 power) or less is destroyed\.?\)$/i, "");
    const steps = parseEffects(bare.replace(/[:.]$/, ""), {});
    if (!steps) return null;
    modes.push({ id: `mode-${i + 1}`, text, steps });
  }
  return [{ do: "choose-one", modes }];
}

/**
 * A creature's ability held under a condition (as a header's, lib/abilities/headers.ts): the ability read alone by the
 * general templates (as printed, then without a trailing rule reminder), then given the condition by `grantAbility`
 * (statics, keywords, replacements and triggers carry it; anything else is refused).
 */
function heldAbility(text: string, line: string, ctx: TemplateContext, header: Header): (TemplateResult & { inner: string }) | null {
  if (!/Creature/.test(ctx.type)) return null;
  const variants = [text];
  const bare = stripReminders(text);
  if (bare !== text) variants.push(bare);
  for (const v of variants) {
    for (const t of TEMPLATES) {
      const r = t.match(v, ctx);
      if (!r) continue;
      const scratch = emptyAbilities();
      r.apply(scratch);
      const g = grantAbility(header, scratch, line);
      if ("why" in g) return null;
      return { apply: g.apply, inner: r.name ?? t.name, effect: `${r.effect ?? r.name ?? t.name}: ${g.words}`, ...(r.note ? { note: r.note } : {}) };
    }
  }
  return null;
}

/**
 * "Varavariety N: <ability> (If you have N or more elements that have different costs, this creature gets this
 * ability.)" (バラバラエティ): the creature has the ability while its controller's elements in the battle zone have N or
 * more different costs (`distinct-costs`: your elements in the battle zone). The number in the label must be the reminder's. Also the keyword
 * form "Varavariety 3: Slayer (If you have 3 or more elements that have different costs, whenever this creature battles,
 * …)": the keyword, with its reminder, under that condition.
 */
const varavariety: Template = {
  name: "static:varavariety",
  kind: "static",
  match(line, ctx) {
    const t = normalise(line).trim();
    let m = /^varavariety (\d+)\s*:\s*(.+?)\s*\(if you have (\d+) or more elements that have different costs, this creature gets this ability\.?\)\.?$/i.exec(t);
    let text: string;
    if (m) text = m[2];
    else {
      m = /^varavariety (\d+)\s*:\s*([a-z][\w ]*?)\s*\(if you have (\d+) or more elements that have different costs, ((?:whenever|when|while) [^()]+)\)\.?$/i.exec(t);
      if (!m) return null;
      text = `${m[2]} (${m[4].charAt(0).toUpperCase()}${m[4].slice(1)})`;
    }
    if (m[1] !== m[3]) return null;
    const conditions: Condition[] = [{ kind: "distinct-costs", whose: "yours", zone: "battle", atLeast: Number(m[1]) }];
    const header: Header = { label: "Varavariety", slug: "varavariety", soulCross: false, conditions, scope: "first-line", effect: `while you have ${m[1]} or more elements that have different costs` };
    const r = heldAbility(text, line, ctx, header);
    if (!r) return null;
    const { inner, ...rest } = r;
    return { ...rest, effect: `${inner}: ${r.effect ?? ""}` };
  },
};

/**
 * "Silent skill (At the start of each of your turns, if this creature is tapped, you may keep it tapped and use its
 * ability.) : <effect>" (サイレントスキル, 501.1a): in its player's untap step the tapped creature may stay tapped instead
 * of untapping; then the effect resolves, after the other cards untap (`abilities.silentSkill`, lib/engine/mech3.ts).
 */
const silentSkill: Template = {
  name: "activated:silent-skill",
  kind: "static",
  clause: "501.1a",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^silent skill \(at the start of each of your turns, if this creature is tapped, you may keep it tapped and use its (?:silent skill )?ability\.?\)\s*:\s*(.+)$/i.exec(normalise(line).trim());
    if (!m) return null;
    const notes: string[] = [];
    const effect = parseEffects(m[1], { it: { self: true }, notes });
    if (!effect) return null;
    return {
      apply: (ab) => {
        (ab.silentSkill ??= []).push({ text: line, effect });
      },
      watches: "the untap step of your turn, while this creature is tapped",
      effect: `you may keep this creature tapped instead of untapping it; if you do: ${m[1]}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};

/**
 * "Survivor (Each of your Survivors has this creature's Survivor ability.) : <ability>" (サバイバー): each of your
 * Survivors in the battle zone, this creature included, has the ability as its own ("this creature" in it is that
 * Survivor) while this creature is in the battle zone: a `grant` static to your Survivors. The ability is read alone by
 * the general templates; only what a grant carries is read: keywords, "+N power", "can't be blocked" (unconditional) and
 * triggered abilities of "this creature" or of the turn. (Its replacement form is r2-rest-a's `grant-replacement:survivor`.)
 */
const survivor: Template = {
  name: "static:survivor",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^survivor \(each of your survivors has this creature's survivor ability\.?\)\s*:\s*(.+)$/i.exec(normalise(line).trim());
    if (!m) return null;
    const variants = [m[1]];
    const bare = stripReminders(m[1]);
    if (bare !== m[1]) variants.push(bare);
    for (const v of variants) {
      for (const t of TEMPLATES) {
        const r = t.match(v, ctx);
        if (!r) continue;
        const a = emptyAbilities();
        r.apply(a);
        const st = survivorGrant(a, line);
        if (!st) return null;
        return {
          apply: (ab) => ab.statics.push(st),
          effect: `each of your Survivors (this creature too) has this ability as its own, while this creature is in the battle zone: ${r.effect ?? r.name ?? t.name}`,
          ...(r.note ? { note: r.note } : {}),
        };
      }
    }
    return null;
  },
};

/** The ability read, as a `grant` to your Survivors; null when it holds anything a grant does not carry. */
function survivorGrant(a: Abilities, line: string): StaticDef | null {
  if (a.spell.length > 0 || a.onEnter.length > 0 || a.replacements.length > 0 || a.tapAbility || a.soulCross || a.gravityZero || a.silentSkill) return null;
  // Just Diver works from the moment the creature is put ("when you put this creature", until the start of your next
  // turn): a keyword the engine looks up as it is now would start or end with this creature, not as the text says
  if (a.keywords.includes("just-diver")) return null;
  const keywords = [...a.keywords];
  let power = 0;
  let cantBeBlocked = false;
  for (const st of a.statics) {
    if ("conditions" in st && st.conditions && st.conditions.length > 0) return null;
    if (st.kind === "keyword") keywords.push(st.keyword);
    else if (st.kind === "power" && Object.keys(st).every((k) => ["kind", "amount", "text"].includes(k))) power += st.amount;
    else if (st.kind === "cant-be-blocked" && Object.keys(st).every((k) => ["kind", "text"].includes(k))) cantBeBlocked = true;
    else return null;
  }
  for (const t of a.triggers) {
    const turn = t.on.event === "turn-start" || t.on.event === "turn-end";
    if (t.activeIn || t.conditions || (!turn && t.on.subject !== "self")) return null;
  }
  if (keywords.length === 0 && power === 0 && !cantBeBlocked && a.triggers.length === 0) return null;
  return {
    kind: "grant",
    to: { whose: "own", filter: { raceIncludes: ["Survivor"] } },
    ...(keywords.length > 0 ? { keywords } : {}),
    ...(power !== 0 ? { power } : {}),
    ...(cantBeBlocked ? { cantBeBlocked: true } : {}),
    ...(a.triggers.length > 0 ? { triggers: a.triggers } : {}),
    text: line,
  };
}

/**
 * "Turbo rush (If any of your other creatures broke any shields this turn, this creature gets its ability until the end
 * of the turn.) : <ability>" (ターボラッシュ): the creature has the ability while another of your creatures has broken a
 * shield this turn (`other-broke-shield-this-turn`, which holds to the end of the turn once it does).
 */
const turboRush: Template = {
  name: "static:turbo-rush",
  kind: "static",
  match(line, ctx) {
    const m = /^turbo rush \(if any of your other creatures broke any shields this turn, this creature gets its (?:turbo rush )?ability until the end of the turn\.?\)\s*:\s*(.+)$/i.exec(normalise(line).trim());
    if (!m) return null;
    const header: Header = { label: "Turbo rush", slug: "turbo-rush", soulCross: false, conditions: [{ kind: "other-broke-shield-this-turn" }], scope: "first-line", effect: "while another of your creatures has broken a shield this turn" };
    const r = heldAbility(m[1], line, ctx, header);
    if (!r) return null;
    const { inner, ...rest } = r;
    return { ...rest, effect: `${inner}: ${r.effect ?? ""}` };
  },
};

/**
 * "Invasion-Fire RexStars that costs 4 or more (When one of your Fire RexStars that costs 4 or more attacks, you may put
 * this creature from your hand onto it.)" on a Star Evolution Creature (813; lib/abilities/r2-hand.ts reads the plain
 * Evolution Creature's): the same trigger — while this card is in the hand, when one of your creatures of that kind
 * attacks, you may put it from your hand onto the attacker (it evolves, 701.15a); the evolved creature goes on attacking
 * (801.2a). The label's words must be the reminder's.
 */
const starInvasion: Template = {
  name: "trigger:invasion",
  kind: "trigger",
  clause: "801.2a",
  match(line, ctx) {
    if (!/^Star Evolution Creature$/.test(ctx.type)) return null;
    const m = /^invasion-([^()]+?) \(when one of your (.+?) attacks?, you may put this creature from your hand onto it\.?\)$/i.exec(normalise(line).trim().replace(/\s*\.$/, ""));
    if (!m || m[1].trim().toLowerCase() !== m[2].trim().toLowerCase()) return null;
    const n = parseNoun(m[2]);
    if (!n || (n.noun !== "creature" && n.noun !== "race")) return null;
    return invasionTrigger(line, ctx.index, { ...n.filter }, m[2]);
  },
};

/**
 * "Sabaki Z (When a Judgment Emblem is added to your hand from your shields, you may discard that card. If you do, you may
 * cast this spell / summon this creature for no cost.)" (裁きZ): as Strike Back (112.3b, lib/abilities/r2-hand.ts), a
 * triggered ability that works in the hand: when a card whose race has "Judgment Emblem" is put into your hand from your
 * shield zone, you may discard it; if you do, you may cast this spell (summon this creature) from your hand for no cost.
 */
const sabakiZ: Template = {
  name: "trigger:sabaki-z",
  kind: "trigger",
  clause: "112.3b",
  match(line, ctx) {
    const m = /^sabaki z\s*\(when a judgment emblem is added to your hand from your shields, you may discard that card\. if you do, you may (cast this spell|summon this creature) for no cost\.?\)$/i.exec(normalise(line).trim().replace(/\s*\.$/, ""));
    if (!m) return null;
    const spell = /^cast/i.test(m[1]);
    if (spell ? ctx.type !== "Spell" : ctx.type !== "Creature") return null;
    const use: EffectStep = spell ? { do: "cast-self", from: ["hand"], optional: true } : { do: "summon-self", from: ["hand"], optional: true };
    const trig: TriggerDef = {
      id: `sabaki-z-${ctx.index}`,
      text: line,
      on: { event: "shield-to-hand", subject: "own", filter: { raceIncludes: ["Judgment Emblem"] } },
      optional: false,
      activeIn: "hand",
      effect: [{ do: "discard-event-card", optional: true, ifYouDo: [use] }],
    };
    return {
      apply: (ab) => void ab.triggers.push(trig),
      watches: "a Judgment Emblem is put into your hand from your shield zone, while this card is in your hand (not one added at the same time, 112.3b)",
      effect: `you may discard that card; if you do, you may ${spell ? "cast this spell" : "summon this creature"} from your hand for no cost`,
      note: "the use is declared after the shield card is in the hand (113.6 has the declaration before the shield moves), as for Strike Back",
    };
  },
};

/**
 * "Mana Evolution: Choose a Darkness creature in your mana zone and put this creature into the battle zone on top of that
 * creature." / "Graveyard evolution—Choose a darkness creature in your graveyard and put this creature (card) into the
 * battle zone on top of that creature." (マナ進化, 墓地進化): an evolution whose source is in that zone; as the plain
 * Evolution line (templates.ts's rule:evolution), the action `evolve` does it, taking the source from the mana zone or
 * the graveyard (actions.ts); what the source may be (its civilization) is not checked by the engine.
 */
const zoneEvolution: Template = {
  name: "rule:zone-evolution",
  kind: "rule",
  clause: "701.15",
  match(line, ctx) {
    if (!/Evolution/.test(ctx.type)) return null;
    const m = /^(mana|graveyard) evolution\s*(?:—|―|:|-)\s*choose an? (?:light|water|darkness|fire|nature) creature in your (mana zone|graveyard) and put this (?:creature|card) into the battle zone on top of (?:that creature|the chosen card)\.?$/i.exec(normalise(line).trim());
    if (!m || (m[1].toLowerCase() === "mana") !== (m[2].toLowerCase() === "mana zone")) return null;
    return {
      apply: () => {},
      effect: `an evolution whose source is a creature in your ${m[2].toLowerCase()}: the action \`evolve\` with that source puts this card on top of it (701.15)`,
      note: "what the source may be (its civilization) is not checked by the engine, as for the plain Evolution line",
    };
  },
};

/**
 * "Link Release (When this creature leaves the battle zone, choose one of its psychic cells and return it to your
 * hyperspatial zone and flip the rest of the cards.)" on a Psychic Super Creature (806.1b): the keyword `link-release`,
 * which the engine applies as the creature leaves (lib/engine/cells.ts: the owner chooses the cell, the rest flip and
 * stay as the same creature, 806.2; not a replacement).
 */
const linkRelease: Template = {
  name: "keyword:link-release",
  kind: "keyword",
  clause: "806.1b",
  match(line, ctx) {
    if (!/Psychic Super Creature/.test(ctx.type)) return null;
    if (!/^link release \(when this creature leaves the battle zone, choose one of its psychic cells and return it to your hyperspatial zone and flip the rest of the cards\.?\)\.?$/i.test(normalise(line).trim())) return null;
    return {
      apply: (ab) => {
        if (!ab.keywords.includes("link-release")) ab.keywords.push("link-release");
      },
      effect: "Link Release: as this creature leaves the battle zone, its owner chooses one of its psychic cells to return to the hyperspatial zone; the rest flip and stay as the same creature (806.1b, 806.2)",
    };
  },
};

/**
 * "Soulshift (When you summon this creature, this creature's cost is reduced by the base creature's cost. However, it
 * can't cost less than 1.)" (ソウルシフト): only what the evolution creature costs to summon. Costs are not modelled (a
 * scenario summons without paying), so it changes nothing in a run (as keywords.ts's rule:cost).
 */
const soulshift: Template = {
  name: "rule:cost",
  kind: "rule",
  match(line, ctx) {
    if (!/Evolution/.test(ctx.type)) return null;
    const ok = /^soulshift \(when you summon this creature, this creature's cost is reduced by (?:the base creature's cost|any number of the base creature's cost\(s\))\. (?:however, )?it can't cost (?:less than \d+|0 or less)\.?\)\.?$/i.test(normalise(line).trim());
    if (!ok) return null;
    return {
      apply: () => {},
      name: "rule:cost",
      note: "costs are not modelled by the engine (a scenario summons, casts and uses cards without paying), so this changes nothing in a run",
    };
  },
};

const SUPER_S_TRIGGER_SPELL = /^super shield trigger \(when this card is put into your hand from your shield zone, you may cast it immediately for no cost\. then if you have no shields, you may use this card's super shield trigger ability\.?\)$/i;

/**
 * "Super: <effect>" on a spell with Super Shield Trigger (スーパー・S・トリガー): "Then if you have no shields, you may use
 * this card's Super Shield Trigger ability" — after the spell's effect, when it is being cast by its shield trigger
 * (`cast-by-shield-trigger`) and its controller has no shields, they may do the effect: a last spell step.
 */
const superAbility: Template = {
  name: "spell:super-shield-trigger",
  kind: "spell",
  clause: "112.3a",
  match(line, ctx) {
    if (ctx.type !== "Spell" || !(ctx.prev ?? []).some((p) => SUPER_S_TRIGGER_SPELL.test(p.trim()))) return null;
    const m = /^super\s*:\s*(.+)$/i.exec(normalise(line).trim());
    if (!m || /^after you cast\b/i.test(m[1])) return null;
    const notes: string[] = [];
    const steps = parseEffects(stripReminders(m[1]), { notes });
    if (!steps || steps.length === 0) return null;
    const step: EffectStep = {
      do: "if",
      conditions: [{ kind: "cast-by-shield-trigger" }, { kind: "zone-count", whose: "yours", zone: "shields", atMost: 0 }],
      then: [{ do: "if", conditions: [], then: steps, optional: true }],
    };
    return {
      apply: (ab) => void ab.spell.push(step),
      effect: `then, if this spell is being cast by its shield trigger and you have no shields, you may: ${m[1]}`,
      ...(notes.length > 0 ? { note: notes.join("; ") } : {}),
    };
  },
};

/**
 * "Double Evolution Burst (If you have an evolution creature in the battle zone, you may choose both.)" with the two
 * lines after it (compile.ts folds them in as its modes): the caster chooses one of the two; while the condition holds,
 * one or both (both run in printed order), as modal-more.ts reads "If …, you may choose both". The two lines are never
 * effects that both always happen.
 */
const doubleEvolutionBurst: Template = {
  name: "modal:double-evolution-burst",
  kind: "spell",
  match(line, ctx) {
    if (!/Spell/.test(ctx.type)) return null;
    const [head, ...rest] = line.split("\n");
    const m = /^double evolution burst \(if (.+?), you may choose both\.?\)$/i.exec(normalise(head));
    if (!m || rest.length !== 2) return null;
    const modes = parseModes(rest);
    const conditions = parseCondition(m[1]);
    if (!modes || !conditions) return null;
    const both: ModeDef = { id: "both", text: `${modes[0].text} / ${modes[1].text} (both, in printed order)`, steps: [...modes[0].steps, ...modes[1].steps] };
    const choice: EffectStep = { do: "if", conditions, then: [{ do: "choose-one", modes: [...modes, both] }], else: [{ do: "choose-one", modes }] };
    return { apply: (ab) => ab.spell.push(choice), effect: describeSteps([choice]) };
  },
};

export const MECH3_TEMPLATES: Template[] = [doubleEvolutionBurst, shinkapower, varavariety, silentSkill, survivor, turboRush, starInvasion, sabakiZ, zoneEvolution, linkRelease, soulshift, superAbility];

/** An ability word the text after it states in full: the label, and a test of that text (the label's number in it). */
interface Label {
  re: RegExp;
  /** The body states what the label stands for (n: the label's captured number / civilization). */
  states: (m: RegExpExecArray, body: string) => boolean;
  note: string;
}

const civWords = (w: string): string => (/^(?:light|water|darkness|fire|nature)$/i.test(w) ? `${w} civilization` : w);

const LABELS: Label[] = [
  // マナ・ドライブ N (文明): "if you have N or more cards in your mana zone and one or more of them is <civ>" — the label's
  // number and civilization must be the text's
  {
    re: /^mana drive (\d+) \(([\w ]+)\)\s*:\s*(.+)$/i,
    states: (m, b) => {
      const civ = m[2].trim();
      const re = new RegExp(`\\bif you have ${m[1]} or more cards? in your mana zone,? and (?:one or more|at least one) of them is ${civWords(civ).replace(/ /g, "\\s+")}(?: civilization)?,`, "i");
      return re.test(b);
    },
    note: "Mana Drive (マナ・ドライブ) only names the ability: its text states its condition (205.1a)",
  },
  // 覚醒 (701.20a): "Awaken—<trigger>, flip this creature to its higher cost side" — the text states what awakening does
  {
    re: /^awaken\s*(?:—|―|–|-|:)\s*(.+)$/i,
    // not "you may shuffle 5 Fire Birds …. If you do, flip …": whether fewer than that many (605.2b) counts as done is not
    // something the text settles
    states: (_m, b) => /\bflip this creature(?: to its higher cost side)?\b/i.test(b) && !/\byou may \w+ (?:[2-9]|\d\d|two|three|four|five|six|seven|eight|nine|ten)\b[^.]*\. if you do\b/i.test(b),
    note: "Awaken (覚醒) only names the ability: its text says when the creature flips to its higher cost side (701.20a)",
  },
  // ドロン・ゴー: "Doron Go: Blues: When this creature is destroyed, you may put an exile creature that has "Blues" in its
  // name from your hand into the battle zone" — the label's name part must be the one the text names
  {
    re: /^doron go\s*:\s*([^:]+?)\s*:\s*(.+)$/i,
    states: (m, b) => b.toLowerCase().includes(`"${m[1].trim().toLowerCase()}" in its name`) && /^when this creature is destroyed, /i.test(b),
    note: "Doron Go (ドロン・ゴー) only names the ability: its text says what it does",
  },
  {
    re: /^ultra doron go\s*:\s*(.+)$/i,
    states: (_m, b) => /^when this creature leaves(?: the battle zone)?, you may put an exile creature\b/i.test(b),
    note: "Ultra Doron Go (超ドロン・ゴー) only names the ability: its text says what it does",
  },
];

/** Other readings of a line (an ability word taken off, with a note saying why), tried after the line as printed. */
export function mech3Readings(line: string): { line: string; note: string }[] {
  const out: { line: string; note: string }[] = [];
  for (const l of LABELS) {
    const m = l.re.exec(line.trim());
    if (!m) continue;
    const body = m[m.length - 1].trim();
    if (!l.states(m, body)) continue;
    const text = body.charAt(0).toUpperCase() + body.slice(1);
    out.push({ line: text, note: l.note });
    const bare = stripReminders(text);
    if (bare !== text) out.push({ line: bare, note: `${l.note}; the reminder in parentheses restates a rule the engine applies by itself` });
  }
  return out;
}

/**
 * The trailing reminders compile.ts's stripRuleReminders takes off (that function cannot be imported here: compile.ts
 * imports this file): "(A creature that has power 0 or less is destroyed.)" and the reminder of a keyword the line
 * itself grants in quotes ("(A creature that has "speed attacker" …)", "(While attacking, a creature that has …)").
 */
export function stripReminders(line: string): string {
  let t = line;
  for (;;) {
    const m = /^(.*\S)\s*\(([^()]*)\)\.?$/.exec(t);
    if (!m) return t;
    const body = m[2].trim();
    const quoted = /^(?:(?:whenever|when|while attacking,|while battling,) )?A creature that has "([^"]+)"/i.exec(body);
    const rule = /^A creature that has power \d+ or less is destroyed\.?$/i.test(body) || (quoted !== null && m[1].toLowerCase().includes(`"${quoted[1].toLowerCase()}"`));
    if (!rule) return t;
    t = m[1];
  }
}
