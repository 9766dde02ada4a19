/**
 * first4 (issue 14, fourth round): engine handlers for steps the data language cannot say.
 *
 * - `cost-by-count` ("destroy one of your opponent's creatures that costs the same as or less than the number of cards in
 *   your graveyard", "return all creatures that cost less than the number of cards in your mana zone …"): the cost bound
 *   is a number of cards counted as the step runs (the effect's resolution), not a printed number. `steps` (JSON) are
 *   the clause's steps with the bound written as `costAtMost: 99` (lib/abilities/first4.ts); the handler counts the cards
 *   in `whose`'s (`you`: the ability's controller, `opponent`) `zone` — a card being used is not counted in its zone
 *   (409.1c, as `costAboveZoneCount`) — and sets every such bound to that number (`less`: "less than": one fewer), then
 *   runs the steps. Did: whether the steps did.
 */
import type { Handler, HandlerRegistry } from "./context";
import type { EffectStep } from "./defs";
import { resolveWho } from "./defs";
import { countedCards } from "./query";
import { note } from "./steps";
import type { ZoneName } from "./zones";

/** The placeholder bound the compiler writes (lib/abilities/first4.ts COUNT_PLACEHOLDER). */
export const COST_BY_COUNT_PLACEHOLDER = 99;

function withBound(o: unknown, n: number): unknown {
  if (Array.isArray(o)) return o.map((x) => withBound(x, n));
  if (o === null || typeof o !== "object") return o;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(o)) out[k] = k === "costAtMost" && v === COST_BY_COUNT_PLACEHOLDER ? n : withBound(v, n);
  return out;
}

const ZONES: readonly string[] = ["hand", "graveyard", "mana"];

const costByCount: Handler = {
  run(ctx, scope, args) {
    const player = resolveWho(args.whose === "opponent" ? "opponent" : "you", scope.controller)!;
    const zone = String(args.zone);
    if (!ZONES.includes(zone)) return false;
    const count = countedCards(ctx, player, zone as ZoneName).length;
    const bound = args.less ? count - 1 : count;
    const zoneWords = zone === "mana" ? "mana zone" : zone;
    note(
      ctx,
      scope,
      `Player ${player} has ${count} card(s) in their ${zoneWords}: the cost bound is ${bound < 0 ? "below 0 (no card matches)" : `${bound} or less`}.`,
      ["409.1c"],
      `プレイヤー${player}の${zone === "mana" ? "マナゾーン" : zone === "hand" ? "手札" : "墓地"}のカードは${count}枚`,
    );
    let steps: EffectStep[];
    try {
      steps = withBound(JSON.parse(String(args.steps)), bound) as EffectStep[];
    } catch {
      return false;
    }
    return ctx.exec(ctx, steps, scope);
  },
};

export const FIRST4_HANDLERS: HandlerRegistry = { "cost-by-count": costByCount };
