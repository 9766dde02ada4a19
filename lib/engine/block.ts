/**
 * Blocker and Shield Trigger: the defending player's declarations during an attack, scripted on the `attack` action.
 *
 * Block (507, 701.12): 「非ターン・プレイヤーは、攻撃先を変更する能力を使用するクリーチャーを選びます。」 (507.1). Only a
 * creature with blocker can block (701.12a); it must be able to use the ability properly (507.1a: untapped, not the
 * creature being attacked, and the attacker not one that "can't be blocked"). Using blocker taps it and changes the
 * attack's target to it: it is the blocking creature and the attacker is "blocked" (507.2a, 507.2c). Then the abilities
 * the block triggers trigger (507.3: "whenever this creature blocks" 507.3a, "is blocked"), the battle happens (508.1),
 * and the attack breaks no shield and is no direct attack, its target having been changed (509.1).
 *
 * The block is a scripted declaration (the `block` key of `attack`), not a prompt: the scripts written before the
 * engine acted on blocker never answered one, and "absent" is the defending player's declaration of no block — the
 * attack goes on exactly as before ("the engine designates no blocker", 507.3c). A forced block (507.1b, "blocks if
 * able") is not checked, nor several blockers at once (507.2: only the last one resolved becomes the blocker, so the
 * script names that one).
 *
 * Shield Trigger (112.3a, 113.6, 509.5a-e): when a shield broken by the attack is put into the hand, its owner may
 * declare its shield trigger, showing it (509.5a, all declarations at once), the broken shields go into the hand
 * (509.5d), then the declared cards are used one at a time for no cost (509.5e): a spell is cast and resolves, a
 * creature is summoned (112.3a: the summon is the shield trigger's ability; what its entering triggers is a separate
 * event). S-triggers resolve before the other waiting abilities (101.4, 101.4a). Declared by `shieldTriggers: [ids]` on
 * `attack` (in the order used): the defending player's choice ("may"); absent = none declared, as every script written
 * before did. A yes/no prompt per broken shield-trigger card would have made every such script fail for a missing
 * answer, so the declaration is scripted instead, like the block. Shields broken by an effect (not by an attack) are
 * not covered: no declaration is read there.
 */
import type { Ctx, Scope } from "./context";
import type { StaticDef } from "./defs";
import { defOf, defsHave, nameJaOf, nameOf } from "./context";
import { EngineError } from "./errors";
import { propose } from "./pipeline";
import { abilityHolders, conditionsHold, grantsOn, hasKeyword, inBattle, isIgnored, isSpellDef, matchesFilter, power } from "./query";
import { isIn } from "./state";
import { matchTriggerKinds, queueTriggers, resolvePending } from "./triggers";
import type { TriggerOccurrence } from "./events";
import type { Cause, PlayerId } from "./types";
import { other } from "./zones";
import { shieldTriggerForbiddenBy } from "./static-limits";
import { queueShieldTriggerUsed } from "./heads3";

function illegal(ctx: Ctx, why: string): never {
  throw new EngineError("E_ILLEGAL_ACTION", `step ${ctx.step} (${ctx.stepLabel}): ${why}`, ctx.step);
}

/** The attacker's "can't be blocked" static that forbids a block by `blocker` (its conditions holding), if any. */
function cantBeBlocked(ctx: Ctx, attacker: string, blocker: string): Extract<StaticDef, { kind: "cant-be-blocked" }> | undefined {
  if (isIgnored(ctx.s, ctx.defs, attacker)) return undefined;
  const controller = ctx.s.cards[attacker].controller;
  for (const st of defOf(ctx, attacker).abilities.statics) {
    if (st.kind !== "cant-be-blocked" || !conditionsHold(ctx, st.conditions, attacker, controller)) continue;
    if (st.byLessPower && !(power(ctx, blocker) < power(ctx, attacker))) continue;
    if (st.by === undefined || matchesFilter(ctx, blocker, st.by)) return st;
  }
  return undefined;
}

/** Whether any card in play has a "blocks if able" static (cached per definitions: the attack's hot path skips the check). */
export const mustBlockAny = (ctx: Ctx): boolean => defsHave(ctx, "blocks-if-able", (d) => d.abilities.statics.some((st) => st.kind === "blocks-if-able" || (st.kind === "grant" && st.blocksIfAble === true)));

/**
 * 507.1b: 「非ターン・プレイヤーは、自身のクリーチャーに何らかのブロックを強制する効果がある場合、ブロッカー能力を使用するクリーチャーとして
 * そのクリーチャーを必ず選ばなければいけません。」 The defending player's creatures that must block this attack and can (507.1a). The
 * script's block must be the one such creature; no block, another blocker, or two forced creatures (several blockers
 * chosen at once, 507.2, are not modelled) is refused.
 */
export function checkForcedBlock(ctx: Ctx, attacker: string, target: string, declared: string | undefined): void {
  const defender = other(ctx.s.cards[attacker].controller);
  const forced = ctx.s.players[defender].zones.battle.filter((id) => {
    if (isIgnored(ctx.s, ctx.defs, id)) return false;
    // its own "blocks if able", or another card's grant of it (statics4: "Your opponent's creatures must block if able")
    const must = defOf(ctx, id).abilities.statics.some((st) => st.kind === "blocks-if-able" && conditionsHold(ctx, st.conditions, id, defender)) || grantsOn(ctx, id).some((g) => g.blocksIfAble === true);
    return must && blockProblem(ctx, attacker, target, id) === null;
  });
  if (forced.length === 0) return;
  if (forced.length > 1) illegal(ctx, `${forced.map((id) => nameOf(ctx, id)).join(" and ")} must all be chosen to block (507.1b); several blockers chosen at once (507.2) are not modelled`);
  if (declared !== forced[0]) illegal(ctx, `${nameOf(ctx, forced[0])} blocks if able and can block this attack: player ${defender} must choose it (507.1b)${declared === undefined ? "" : `; a block by ${nameOf(ctx, declared)} as well (several blockers, 507.2) is not modelled`}`);
}

/** The blocker's own "can't block" static (its conditions holding), if any. */
function blockerStatic(ctx: Ctx, blocker: string): Extract<StaticDef, { kind: "cant-block" }> | undefined {
  const controller = ctx.s.cards[blocker].controller;
  for (const st of defOf(ctx, blocker).abilities.statics) if (st.kind === "cant-block" && conditionsHold(ctx, st.conditions, blocker, controller)) return st;
  return undefined;
}

/** Why `blocker` can't block `attacker`'s attack on `target` (507.1a, 701.12a), or null when it can. */
export function blockProblem(ctx: Ctx, attacker: string, target: string, blocker: string): string | null {
  if (!ctx.s.cards[blocker]) return `no card instance "${blocker}"`;
  const defender = other(ctx.s.cards[attacker].controller);
  const name = nameOf(ctx, blocker);
  if (!isIn(ctx.s, blocker, "battle", defender)) return `${name} is not in player ${defender}'s battle zone: only the non-active player's creatures block (507.1)`;
  if (blocker === target) return `${name} is the creature being attacked: it can't use its blocker on this attack (507.1a)`;
  if (isIgnored(ctx.s, ctx.defs, blocker)) return `${name} is sealed: a sealed creature is ignored (116.2a)`;
  if (!hasKeyword(ctx, blocker, "blocker")) return `${name} does not have blocker: only a creature with blocker can block (701.12a)`;
  if (ctx.s.cards[blocker].tapped) return `${name} is tapped: a tapped creature with blocker can't be chosen to block (507.1a)`;
  const unblockable = cantBeBlocked(ctx, attacker, blocker) ?? ctx.s.effects.find((fx) => fx.cantBeBlocked && fx.affected.includes(attacker)) ?? grantsOn(ctx, attacker).find((g) => g.cantBeBlocked);
  if (unblockable) return `${nameOf(ctx, attacker)} can't be blocked: "${unblockable.text}" (507.1a)`;
  const cantBlock = blockerStatic(ctx, blocker) ?? ctx.s.effects.find((fx) => fx.cantBlock && fx.affected.includes(blocker));
  if (cantBlock) return `${name} can't block: "${cantBlock.text}" (507.1a)`;
  return null;
}

/**
 * The block step (507) with the scripted blocker: validates it, taps it, traces the changed target, and queues and
 * resolves what the block triggers (507.3). Returns the blocking creature (the attack's new target), or null if the
 * blocker left the battle zone meanwhile (it is then no longer in "that attack", 505.6; the attacker stays blocked,
 * 507.2c, so no shield is broken either).
 */
export function block(ctx: Ctx, attacker: string, target: string, blocker: string, scope: Scope, parent: number): string | null {
  const problem = blockProblem(ctx, attacker, target, blocker);
  if (problem !== null) illegal(ctx, problem);
  const defender = ctx.s.cards[blocker].controller;
  const seq = ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: false,
    clauses: ["507.1", "507.2a", "507.2c", "701.12a"],
    narration: {
      en: `Player ${defender} blocks with ${nameOf(ctx, blocker)} (blocker): it becomes tapped and the attack's target changes to it; ${nameOf(ctx, attacker)} is blocked (507.2a, 507.2c)`,
      ja: `プレイヤー${defender}は${nameJaOf(ctx, blocker)}のブロッカーを使う。タップされ、攻撃先が${nameJaOf(ctx, blocker)}に変更される。${nameJaOf(ctx, attacker)}はブロックされたクリーチャーになる (507.2a, 507.2c)`,
    },
  });
  const cause: Cause = { kind: "ability", source: blocker, controller: defender };
  // 507.2a: it is the blocking creature until it is removed from the attack or the attack ends ("while blocking")
  ctx.blocking = blocker;
  propose(ctx, [{ type: "tap", card: blocker, cause, byReplacement: null }], { ...scope, parent: seq });
  // 507.3: the abilities the designation of the blocking creature triggers ("whenever this creature blocks", 507.3a;
  // "whenever this creature is blocked"), with the characteristics the creatures have now (507.3b)
  const active = ctx.s.turn.active;
  const holders = [...abilityHolders(ctx, active), ...abilityHolders(ctx, other(active))];
  const kinds: TriggerOccurrence[] = [
    { kind: "blocks", card: blocker, other: attacker },
    { kind: "blocked", card: attacker, other: blocker },
  ];
  // and the abilities that function in the hand (Ninja Strike: "when an opponent's creature attacks or blocks", 112.3c)
  const hands = [active, other(active)].flatMap((p) => ctx.s.players[p].zones.hand.filter((id) => !ctx.using.includes(id)));
  const fired = [...matchTriggerKinds(ctx, kinds, holders), ...matchTriggerKinds(ctx, kinds, hands, "hand")];
  if (fired.length > 0) {
    queueTriggers(ctx, fired, seq);
    resolvePending(ctx);
  }
  return inBattle(ctx, blocker) ? blocker : null;
}

/**
 * Shield Trigger: the declared cards among the broken shields, now in their owner's hand, used one at a time for no
 * cost in the declared order (509.5e, 112.3a). `broken`: the shields this attack broke (moved into the hand).
 */
export function checkShieldTriggers(ctx: Ctx, defender: PlayerId, declared: string[], picked: string[], attacker: string | null = null): void {
  const seen = new Set<string>();
  for (const id of declared) {
    if (!ctx.s.cards[id]) illegal(ctx, `no card instance "${id}"`);
    if (seen.has(id)) illegal(ctx, `${nameOf(ctx, id)} is declared twice for its shield trigger`);
    seen.add(id);
    if (!picked.includes(id)) illegal(ctx, `${nameOf(ctx, id)} is not one of the shields this attack breaks: only a broken shield's shield trigger is declared (509.5a)`);
    if (ctx.s.cards[id].owner !== defender) illegal(ctx, `${nameOf(ctx, id)} is not player ${defender}'s`);
    // Super Shield Trigger: a shield trigger (its reminder: "you may cast it / summon it immediately for no cost") with more
    if (!hasKeyword(ctx, id, "shield-trigger") && !hasKeyword(ctx, id, "super-shield-trigger")) illegal(ctx, `${nameOf(ctx, id)} does not have shield trigger (112.3a)`);
    const no = shieldTriggerForbiddenBy(ctx, defender, id, attacker);
    if (no) illegal(ctx, `player ${defender} can't use the shield trigger of ${nameOf(ctx, id)}: ${nameOf(ctx, no.source)}: "${no.text}" (101.2: "can't" beats "can")`);
    const def = defOf(ctx, id);
    const spellSide = !isSpellDef(def) && (def.faceTypes ?? []).some((t) => t.includes("Spell"));
    if (spellSide) illegal(ctx, `${nameOf(ctx, id)} is a twinpact: which side's shield trigger is used is not modelled`);
    if (!isSpellDef(def) && !(def.type.includes("Creature") && !def.type.includes("Evolution"))) illegal(ctx, `${nameOf(ctx, id)} is neither a spell nor a non-evolution creature: its shield trigger use is not modelled`);
  }
}

export function resolveShieldTriggers(ctx: Ctx, defender: PlayerId, declared: string[], parent: number): void {
  if (declared.length === 0) return;
  const seq = ctx.trace.add({
    seq: 0,
    parent,
    step: ctx.step,
    kind: "effect",
    automatic: false,
    clauses: ["509.5a", "509.5e", "112.3a", "101.4a"],
    narration: {
      en: `Player ${defender} shows and declares the shield trigger of ${declared.map((id) => nameOf(ctx, id)).join(", ")} (509.5a); once the broken shields are in the hand (509.5d), each is used for no cost, one at a time, before the other waiting abilities (509.5e, 101.4a)`,
      ja: `プレイヤー${defender}は${declared.map((id) => nameJaOf(ctx, id)).join("、")}のS・トリガーを宣言する。ブレイクされたシールドを手札に加えた後、1枚ずつコストを支払わずに実行する (509.5a, 509.5e, 101.4a)`,
    },
  });
  for (const id of declared) {
    if (!isIn(ctx.s, id, "hand", defender)) {
      ctx.trace.add({ seq: 0, parent: seq, step: ctx.step, kind: "effect", automatic: true, clauses: ["112.3a"], narration: { en: `${nameOf(ctx, id)} is no longer in player ${defender}'s hand: its shield trigger is not used`, ja: `${nameJaOf(ctx, id)}は手札にないため、S・トリガーは使われない` } });
      continue;
    }
    // "whenever your opponent uses the "shield trigger" ability of one of their shields" (lib/engine/heads3.ts)
    queueShieldTriggerUsed(ctx, id, declared.length > 1, seq);
    const cause: Cause = { kind: "ability", source: id, controller: defender };
    const scope: Scope = { controller: defender, source: id, cause, byReplacement: null, eventCard: null, eventOther: null, drawn: null, memory: {}, parent: seq, label: `${defOf(ctx, id).name}'s shield trigger` };
    const casting = ctx.shieldTriggerCasting;
    ctx.shieldTriggerCasting = id;
    try {
      ctx.exec(ctx, [isSpellDef(defOf(ctx, id)) ? { do: "cast-self", from: ["hand"] } : { do: "summon-self", from: ["hand"] }], scope);
    } finally {
      ctx.shieldTriggerCasting = casting;
    }
    // 112.3a: the shield trigger is the cast up to its resolution, or the summon; what it triggered is a separate event
    resolvePending(ctx);
  }
}
