/**
 * Static abilities no other template reads (issue 14, branch `statics`), and ability words: a label before an
 * ability whose whole meaning (its condition included) is spelled out after it ("Mana Arms 3: If you have 3 or more
 * fire cards in your mana zone, this creature gets "speed attacker"."). 205.1a: a keyword may precede the text of an
 * ability; when the text is referred to, the keyword part is skipped — so the line reads as its text alone.
 */
import type { CardFilter, Condition, PerCard, StaticDef } from "../engine/defs";
import { describeCondition } from "../engine/query";
import { keywordId, normalise, parseConditionPrefix, parseNoun } from "./grammar";
import { ENGINE_KEYWORDS, type Template, type TemplateContext, type TemplateResult } from "./template-types";
import { STATIC_TEMPLATES } from "./statics";

/**
 * Ability words whose condition the text after them states in full. Each label maps to a test of that text, so a
 * label is stripped only when its text says what the label stands for (the number in "Mana Arms 5" is the number of
 * the text's condition). Labels that name a mechanic with rules of its own (Revolution 0 Trigger, Meteorburn, Final
 * Revolution …) are not here: their text does not say all they do.
 */
const ABILITY_WORDS: { re: RegExp; states: (n: string | undefined, body: string) => boolean }[] = [
  // マナ武装 N: "if you have N or more <civ|multicolored|…> cards in your mana zone"
  { re: /^mana arms (\d+)$/i, states: (n, b) => new RegExp(`\\bif you have ${n} or more [\\w ]*?cards in your mana zone\\b`, "i").test(b) },
  // Crystal Arms N: "if you have N or more face down cards in your mana zone"
  { re: /^crystal arms (\d+)$/i, states: (n, b) => new RegExp(`\\bif you have ${n} or more face down cards in your mana zone\\b`, "i").test(b) },
  // 'Civil Count N' (シビルカウント): "if you have (a total of) N or more <civ> creatures and/or <civ> tamaseeds"
  { re: /^'civil count(?: (\d+)'|' (\d+))$/i, states: (n, b) => new RegExp(`\\bif (?:this spell is in your shield zone and )?you have (?:a total of )?${n} or more \\w+ creatures and/or \\w+ tamaseeds\\b`, "i").test(b) },
  // 革命N: "if you have N shields or less" / "N or fewer shields" / (革命0) "no shields" — not "Revolution 0 Trigger" (a keyword)
  { re: /^revolution (\d+)$/i, states: (n, b) => new RegExp(`\\bif you have (?:${n} shields? or (?:less|fewer)|${n} or (?:less|fewer) shields?${n === "0" ? "|no shields|0 shields" : ""})\\b`, "i").test(b) },
  // 鬼タイム: "if you and your opponent have a total of N or less shields"
  { re: /^onitime$/i, states: (_n, b) => /\bif you and your opponent have a total of \d+ or (?:less|fewer) shields\b/i.test(b) },
  // 鬼エンド: "if any player has no shields" / "if there is a player that has no shields"
  { re: /^oniend$/i, states: (_n, b) => /\bif (?:any player has no shields|there is a player that has no shields)\b/i.test(b) },
  // 暴れ連鎖: "whenever any of your creatures attacks, if it's the first attack this turn"
  { re: /^abarechain$/i, states: (_n, b) => /^whenever any of your creatures attacks(?: and wins? a battle)?, if it's the first attack this turn\b/i.test(b) },
  // お仕置きムーン: "whenever a card leaves your shield zone"
  { re: /^oshiokimoon$/i, states: (_n, b) => /^whenever (?:a card|one or more cards) leaves? your shield zone\b/i.test(b) },
  // レインボーナス: "if you have a multicolored creature in the battle zone"
  { re: /^rainbownus$/i, states: (_n, b) => /\bif you have a multicolored creature in the battle zone\b/i.test(b) },
  // ラビリンス: "if you have more shields than your opponent"
  { re: /^labyrinth$/i, states: (_n, b) => /\bif you have more shields than your opponent\b/i.test(b) },
  // ゴゴゴ・ガンガン・ギャラクシー: "if you have 1 or less card(s) in your hand"
  { re: /^gogogo gangan galaxy$/i, states: (_n, b) => /\bif you have 1 or (?:less|fewer) cards? in your hand\b/i.test(b) },
];

/**
 * "Mana Arms 3: If you have 3 or more …, …" → "If you have 3 or more …, …": the ability word dropped when the text
 * after it states the whole condition (205.1a); null otherwise.
 */
export function stripStatedAbilityWord(line: string): string | null {
  const m = /^([^:—―(]{3,40}?)\s*(?::|—|―)\s*(.+)$/s.exec(line.trim());
  if (!m) return null;
  const body = m[2].trim();
  if (!/^(?:if|when|whenever|at|while|during|each|this|your|you)\b/i.test(body)) return null;
  for (const w of ABILITY_WORDS) {
    const l = w.re.exec(m[1].trim());
    if (!l) continue;
    const n = l[1] ?? l[2];
    if (!w.states(n, body)) return null;
    return body.charAt(0).toUpperCase() + body.slice(1);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Templates


const conditionWords = (conditions: Condition[]): string => (conditions.length > 0 ? ` (${conditions.map(describeCondition).join(", ")})` : "");

/** "… while battling" / "… while this creature is battling" said after the ability. */
function battlingSuffix(s: string): { rest: string; conditions: Condition[] } {
  const m = /^(.*?),? while (?:this creature is )?battling$/i.exec(s);
  return m ? { rest: m[1], conditions: [{ kind: "battling" }] } : { rest: s, conditions: [] };
}

/**
 * "This creature can't be destroyed while battling.", "While battling, this creature can't be destroyed.", "While your
 * opponent has 2 shields or less, this creature can't be destroyed.": `cant-be-destroyed` under its conditions (700.3:
 * a creature that isn't destroyed is not destroyed by rules or effects; while battling, the loser's destruction of
 * 115.3b is such a rule).
 */
const cantBeDestroyedIf: Template = {
  name: "static:cant-be-destroyed-if",
  kind: "static",
  clause: "700.3",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    const m = /^this creature (.+)$/i.exec(pre.rest);
    if (!m) return null;
    const suf = battlingSuffix(m[1]);
    if (!/^can't be destroyed$/i.test(suf.rest)) return null;
    const conditions = [...pre.conditions, ...suf.conditions];
    if (conditions.length === 0) return null; // the plain sentence is templates.ts's
    const st: StaticDef = { kind: "cant-be-destroyed", text: line, conditions };
    return { apply: (ab) => ab.statics.push(st), effect: `this creature can't be destroyed${conditionWords(conditions)}: a destroy event about it does not happen (700.3; not a replacement)` };
  },
};

/**
 * "If you have no shields, this creature can't leave.", "While there are 3 or more cards under this creature, this
 * creature doesn't leave the battle zone.": `cant-leave` under its conditions (700.3: a creature that doesn't leave the
 * battle zone doesn't leave it by rules or effects).
 */
const cantLeaveIf: Template = {
  name: "static:cant-leave-if",
  kind: "static",
  clause: "700.3",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    if (pre.conditions.length === 0 || !/^this creature (?:can't|doesn't) leave(?: the battle zone)?$/i.test(pre.rest)) return null;
    const st: StaticDef = { kind: "cant-leave", text: line, conditions: pre.conditions };
    return { apply: (ab) => ab.statics.push(st), effect: `this creature doesn't leave the battle zone${conditionWords(pre.conditions)}: no move of it out of the battle zone happens (700.3)` };
  },
};

/** "This creature is put tapped." (the short form of "… put into the battle zone tapped": a state definition as it enters, 110.4f). */
const enterTappedShort: Template = {
  name: "static:enter-battle-tapped",
  kind: "static",
  clause: "110.4f",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    if (!/^this creature is put tapped\.?$/i.test(normalise(line))) return null;
    return { apply: (ab) => ab.onEnter.push({ kind: "tapped", text: line }), effect: "it enters the battle zone tapped (a state definition as it enters, 110.4f; not a replacement)" };
  },
};

/**
 * A static that grants keywords, with the keywords' reminder after it ("Each of your creatures gets "slayer". (Whenever
 * a creature that has "slayer" battles, destroy the other creature after the battle.)"): the reminder (205.2a) only
 * summarises the keyword's rule, so the line is read without it — only when every quoted keyword is one the engine
 * acts on and the reminder names one of them.
 */
const keywordReminderStatic: Template = {
  name: "static:keyword-reminder",
  kind: "static",
  clause: "205.2a",
  match(line, ctx: TemplateContext): TemplateResult | null {
    const m = /^(.*\S)\s*\(([^()]*)\)\.?$/.exec(normalise(line));
    if (!m) return null;
    const head = m[1];
    const quoted = [...head.matchAll(/"([^"]+)"/g)].map((q) => q[1].replace(/\.$/, ""));
    if (quoted.length === 0) return null;
    const ids = quoted.map((q) => keywordId(q));
    if (ids.some((k) => k === null || !ENGINE_KEYWORDS.has(k))) return null;
    // the reminder names one of the keywords (its closing quote is sometimes missing in the catalogue)
    const body = m[2].toLowerCase();
    // 'A creature that has "X" …' is dropped by the compiler's own reading (compile.ts, stripRuleReminders)
    const own = /^a creature that has "([^"]+)"/.exec(body);
    if (own && head.toLowerCase().includes(`"${own[1]}"`)) return null;
    if (!quoted.some((q) => body.includes(`"${q.toLowerCase()}`))) return null;
    for (const t of STATIC_TEMPLATES) {
      const r = t.match(head, ctx);
      if (r) return { ...r, name: "static:keyword-reminder", effect: `${r.effect ?? r.name ?? t.name}`, note: [r.note, "the reminder in parentheses restates the keyword's rule (205.2a)"].filter(Boolean).join("; ") };
    }
    return null;
  },
};

/** The prefix conditions and the rest after "this creature " (null when the line is not about this creature). */
function selfLine(line: string): { conditions: Condition[]; rest: string } | null {
  const t = normalise(line).replace(/\.$/, "");
  const pre = parseConditionPrefix(t);
  const m = /^this creature (.+)$/i.exec(pre.rest);
  return m ? { conditions: pre.conditions, rest: m[1] } : null;
}

const withConditions = <T extends object>(x: T, conditions: Condition[]): T => (conditions.length > 0 ? { ...x, conditions } : x);

/**
 * "This creature can't be attacked by fire creatures.", "... by light or water creatures", "... by creatures that cost 6
 * or less": `cant-be-attacked` limited to attackers matching the filter.
 */
const cantBeAttackedBy: Template = {
  name: "static:cant-be-attacked-by",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const h = selfLine(line);
    const m = h ? /^can't be attacked by (.+)$/i.exec(h.rest) : null;
    if (!h || !m) return null;
    const n = parseNoun(m[1]);
    // "non-multicolored" would also take in colorless creatures, which a "monocolored" filter leaves out
    if (!n || n.noun !== "creature" || Object.keys(n.filter).length === 0 || n.filter.multicolored === false) return null;
    const st = withConditions<StaticDef>({ kind: "cant-be-attacked", by: { ...n.filter }, text: line }, h.conditions);
    return { apply: (ab) => ab.statics.push(st), effect: `the attack action refuses an attack on this creature by ${m[1]}${conditionWords(h.conditions)}` };
  },
};

/**
 * "This creature wins all battles." (115.3c, 700.5; its reminder restates the rule), under a condition said before it
 * ("While attacking, ...", "While this creature is untapped, ...").
 */
const winsAllBattles: Template = {
  name: "static:wins-all-battles",
  kind: "static",
  clause: "115.3c",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const bare = normalise(line).replace(/\s*\(No matter how much more power your opponent's creature has, your opponent's creature loses the battle\. If both creatures battling have this ability, neither is destroyed\.\)$/i, "");
    const h = selfLine(bare);
    if (!h || !/^wins all battles$/i.test(h.rest)) return null;
    const st = withConditions<StaticDef>({ kind: "wins-all-battles", text: line }, h.conditions);
    return { apply: (ab) => ab.statics.push(st), effect: `this creature wins its battles whatever the powers; the other creature loses (both win if both have it, 700.5a)${conditionWords(h.conditions)}` };
  },
};

/** "This creature can't be summoned." / "... can't be summoned from your hand.": a summon of it is refused (101.2). */
const cantBeSummoned: Template = {
  name: "static:cant-be-summoned",
  kind: "static",
  clause: "101.2",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^this creature can't be summoned( from your hand)?\.?$/i.exec(normalise(line));
    if (!m) return null;
    const st: StaticDef = { kind: "cant-be-summoned", ...(m[1] ? { from: "hand" as const } : {}), text: line };
    return { apply: (ab) => ab.statics.push(st), effect: `a summon of this creature${m[1] ? " from the hand" : ""} is refused ("can't" beats "can", 101.2); it can still be put into the battle zone by an effect` };
  },
};

/** "Your opponent's creatures are put into the battle zone tapped." / "... are put tapped.": a state definition as they enter (110.4f). */
const opponentsEnterTapped: Template = {
  name: "static:creatures-enter-tapped",
  kind: "static",
  clause: "110.4f",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const pre = parseConditionPrefix(normalise(line).replace(/\.$/, ""));
    const m = /^(?:(your opponent's|your|all) )?(.*?)creatures are put (?:into the battle zone )?tapped$/i.exec(pre.rest);
    if (!m) return null;
    const w = (m[1] ?? "all").toLowerCase();
    const whose = w === "your opponent's" ? "opponents" : w === "your" ? "yours" : "any";
    const n = parseNoun(`${m[2]}creatures`);
    if (!n || n.noun !== "creature") return null;
    const filter = Object.keys(n.filter).length > 0 ? { ...n.filter } : undefined;
    const st: StaticDef = { kind: "enter-tapped", zone: "battle", whose, ...(filter ? { filter } : {}), text: line, ...(pre.conditions.length > 0 ? { conditions: pre.conditions } : {}) };
    return { apply: (ab) => ab.statics.push(st), effect: `${whose === "opponents" ? "your opponent's" : whose === "yours" ? "your" : "all"} ${m[2]}creatures enter the battle zone tapped while this card is in the battle zone (a state definition as they enter, 110.4f; not a replacement)${conditionWords(pre.conditions)}` };
  },
};

/** "This creature gets +1000 power for each civilization in your mana zone.": the civilizations counted, not the cards. */
const powerPerCivilization: Template = {
  name: "static:power-per-civilization",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const h = selfLine(line);
    const m = h ? /^gets ([+-]\d+) power for each civilization in (your|your opponent's) mana zone$/i.exec(h.rest) : null;
    if (!h || !m) return null;
    const amount = Number(m[1]);
    const st = withConditions<StaticDef>({ kind: "power", amount, perCard: { whose: /opponent/i.test(m[2]) ? "opponents" : "yours", zone: "mana", civilizations: true }, text: line }, h.conditions);
    return { apply: (ab) => ab.statics.push(st), effect: `this creature gets ${amount >= 0 ? "+" : ""}${amount} power for each different civilization among the cards in ${m[2].toLowerCase()} mana zone (colorless is none)${conditionWords(h.conditions)}` };
  },
};

/**
 * An exile creature's "You can't put other exile creatures that have "Blues" in their name into the battle zone.": while
 * it is in the battle zone, its controller's exile creatures whose name contains the word are not put into the battle
 * zone (summoned or put: refused, 101.2). The name is matched on any part ("Shen" in "Bhutan POP, Shenton"), as the
 * Japanese 名前に《…》とある reads the katakana name.
 */
const exileLimit: Template = {
  name: "static:cant-put-exile",
  kind: "static",
  clause: "101.2",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const m = /^you can't put other exile creatures that have "'?([^"']+)'?" in their names?(?: into the battle zone)?\.?$/i.exec(normalise(line));
    if (!m) return null;
    const st: StaticDef = { kind: "cant-enter-battle", whose: "yours", filter: { typeIncludes: "Exile" }, nameContains: m[1], text: line };
    return { apply: (ab) => ab.statics.push(st), effect: `while this creature is in the battle zone, your other exile creatures whose name contains "${m[1]}" are not put into the battle zone (a summon or a put is refused, an effect's move does not happen; 101.2)` };
  },
};

/**
 * Grants to a player's creatures that the `grant` template does not read: "Your opponent's creatures can't attack the
 * turn they are put." (and its wordings: "… you on the turn they are put into the battle zone", "… players during the
 * turn they are put"), "Your opponent's creatures that have power 3000 or less can't attack (players).", "All creatures
 * attack if able." / "Each of your opponent's creatures must attack if able." (as the `must-attack` static: their
 * controller's turn can't end while one could still attack).
 */
const grantMore: Template = {
  name: "static:grant-attack",
  kind: "static",
  match(line, ctx) {
    if (/Spell/.test(ctx.type)) return null;
    const t = normalise(line).replace(/\.$/, "");
    const pre = parseConditionPrefix(t);
    let m: RegExpExecArray | null;
    let st: Extract<StaticDef, { kind: "grant" }> | null = null;
    let words = "";
    const whoseOf = (w: string): "own" | "opponents" | "all" => (/opponent/i.test(w) ? "opponents" : /^(?:all|each)$/i.test(w.trim()) ? "all" : "own");
    if ((m = /^(your opponent's|your|all) creatures can't attack( you| players| you or your creatures)? (?:on |during )?the turn (?:they are|they're) put(?: into the battle zone)?$/i.exec(pre.rest))) {
      const targets = m[2] && /you$|players/i.test(m[2].trim()) ? "players" : "any";
      st = { kind: "grant", to: { whose: whoseOf(m[1]) }, cantAttack: targets, cantAttackTurnPut: true, text: line };
      words = `can't attack${targets === "players" ? " players" : ""} on the turn they were put into the battle zone`;
    } else if ((m = /^(your opponent's|your|all) creatures (that have power \d+ or (?:less|more)) can't attack( players| creatures)?$/i.exec(pre.rest))) {
      const n = parseNoun(`creatures ${m[2]}`);
      if (!n || n.noun !== "creature") return null;
      const targets = m[3] ? (m[3].trim().toLowerCase() as "players" | "creatures") : "any";
      st = { kind: "grant", to: { whose: whoseOf(m[1]), filter: { ...n.filter } }, cantAttack: targets, text: line };
      words = `${m[2]} can't attack${targets === "any" ? "" : ` ${targets}`}`;
    } else if ((m = /^(all|each of your opponent's|your opponent's) creatures (?:must )?attack(?: each turn)? if able$/i.exec(pre.rest))) {
      st = { kind: "grant", to: { whose: /opponent/i.test(m[1]) ? "opponents" : "all" }, mustAttack: true, text: line };
      words = "attack each turn if able (their controller's turn can't end while one has not attacked and could still attack the other player)";
    }
    if (!st) return null;
    if (pre.conditions.length > 0) st.conditions = pre.conditions;
    const to = st.to as { whose: string };
    const g = st;
    return { apply: (ab) => ab.statics.push(g), effect: `while this card is in the battle zone, ${to.whose === "own" ? "your" : to.whose === "opponents" ? "your opponent's" : "all"} creatures ${words}${conditionWords(pre.conditions)}` };
  },
};

/**
 * "This creature can attack your opponent on the turn you put it into the battle zone." / "... the turn it is put.": the
 * card's "can" beats the summoning sickness rule (301.5, 101.2) for its attacks on the other player (not on creatures).
 */
const attackPlayersWhenPut: Template = {
  name: "static:attack-players-when-put",
  kind: "static",
  clause: "301.5",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const h = selfLine(line);
    if (!h || !/^can attack your opponent (?:on )?the turn (?:you put it(?: into the battle zone)?|it is put(?: into the battle zone)?)$/i.test(h.rest)) return null;
    const st = withConditions<StaticDef>({ kind: "attack-players-when-put", text: line }, h.conditions);
    return { apply: (ab) => ab.statics.push(st), effect: `on the turn it is put into the battle zone it can attack the other player in spite of summoning sickness (301.5; a card's "can" beats the rule, 101.2), not creatures${conditionWords(h.conditions)}` };
  },
};

/**
 * The counts of "+N power for each …" the grammar's per-card reader does not take: "each of your opponent's (tapped)
 * creatures in the battle zone", "each water creature and darkness creature your opponent has in the battle zone" (a
 * creature of either civilization, counted once), "each face down card in your mana zone".
 */
function perCountMore(s: string): PerCard | null {
  let m: RegExpExecArray | null;
  if ((m = /^each of your opponent's (tapped |untapped )?creatures in the battle zone$/i.exec(s))) {
    const filter: CardFilter = { typeIncludes: "Creature", ...(m[1] ? { tapped: /^tapped/i.test(m[1]) } : {}) };
    return { whose: "opponents", zone: "battle", filter };
  }
  if ((m = /^each (light|water|darkness|fire|nature) creature and (light|water|darkness|fire|nature) creature (you have|your opponent has) in the battle zone$/i.exec(s)) && m[1].toLowerCase() !== m[2].toLowerCase()) {
    return { whose: /opponent/i.test(m[3]) ? "opponents" : "yours", zone: "battle", filter: { typeIncludes: "Creature", civilizationsAny: [m[1].toLowerCase(), m[2].toLowerCase()] } };
  }
  if (/^each face down card in your mana zone$/i.test(s)) return { whose: "yours", zone: "mana", filter: { faceUp: false } };
  return null;
}

const powerPerMore: Template = {
  name: "static:power-per-more",
  kind: "static",
  match(line, ctx) {
    if (!/Creature/.test(ctx.type)) return null;
    const h = selfLine(line);
    const m = h ? /^gets ([+-]\d+) power for (each .+)$/i.exec(h.rest) : null;
    if (!h || !m) return null;
    const per = perCountMore(m[2]);
    if (!per) return null;
    const amount = Number(m[1]);
    const st = withConditions<StaticDef>({ kind: "power", amount, perCard: per, text: line }, h.conditions);
    return { apply: (ab) => ab.statics.push(st), effect: `this creature gets ${amount >= 0 ? "+" : ""}${amount} power for ${m[2]}${conditionWords(h.conditions)}` };
  },
};

export const STATICS_MORE_TEMPLATES: Template[] = [powerPerMore, attackPlayersWhenPut, grantMore, exileLimit, cantBeDestroyedIf, cantLeaveIf, enterTappedShort, keywordReminderStatic, cantBeAttackedBy, winsAllBattles, cantBeSummoned, opponentsEnterTapped, powerPerCivilization];
