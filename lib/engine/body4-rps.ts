/**
 * body4: Rock-Paper-Scissors played by a card's effect ("Play Rock-Paper-Scissors with your opponent. If you win, X. If
 * you lose, Y."). The rules have no clause for it beyond deciding who goes first (103.4); the card text names a win and a
 * loss only, so a game ends with one of the two: each player chooses rock, paper or scissors (a `choose-mode` prompt
 * each, the ability's controller first; the choices are shown together), rock beats scissors, scissors beat paper,
 * paper beats rock, and a tie is played again. Then what a win (or a loss) does runs, once.
 * As the substitute of a replacement ("When this creature would be destroyed, play Rock-Paper-Scissors with your
 * opponent. If you win, return this creature to your hand instead."), only a win does something instead: on a loss the
 * replaced event happens after all (what "instead" replaces is the event, and only when you win), proposed as the
 * replacement's own event (not replaced again by it).
 * No import of steps.ts (it imports this file): its runner comes as `ctx.exec`.
 */
import type { Ctx, Scope } from "./context";
import type { EffectStep } from "./defs";
import { propose } from "./pipeline";
import { traceChoice } from "./triggers";
import type { PlayerId } from "./types";

type RpsStep = Extract<EffectStep, { do: "rock-paper-scissors" }>;

const THROWS = ["rock", "paper", "scissors"] as const;
type Throw = (typeof THROWS)[number];
const BEATS: Record<Throw, Throw> = { rock: "scissors", scissors: "paper", paper: "rock" };
const JA: Record<Throw, string> = { rock: "グー", paper: "パー", scissors: "チョキ" };

function say(ctx: Ctx, scope: Scope, en: string, ja: string): void {
  ctx.trace.add({ seq: 0, parent: scope.parent, step: ctx.step, kind: "effect", automatic: true, clauses: [], narration: { en, ja } });
}

function throwOf(ctx: Ctx, scope: Scope, player: PlayerId, round: number): Throw {
  const a = ctx.choices.ask("choose-mode", player, `${scope.label}: Rock-Paper-Scissors${round > 1 ? ` (game ${round}, after a tie)` : ""}: player ${player} chooses rock, paper or scissors`, [...THROWS], 1, 1);
  traceChoice(ctx, a, scope.parent);
  const pick = "pick" in a.answer ? a.answer.pick[0] : undefined;
  return (THROWS as readonly string[]).includes(pick ?? "") ? (pick as Throw) : "rock";
}

/** Plays until one player wins (a tie is played again; at most 100 games) and runs `win` or `lose`. */
export function runRockPaperScissors(ctx: Ctx, step: RpsStep, scope: Scope): boolean {
  const you = scope.controller;
  const opp: PlayerId = you === "A" ? "B" : "A";
  for (let round = 1; round <= 100 && ctx.s.lost === null; round++) {
    const mine = throwOf(ctx, scope, you, round);
    const theirs = throwOf(ctx, scope, opp, round);
    if (mine === theirs) {
      say(ctx, scope, `Rock-Paper-Scissors: both players chose ${mine}: a tie, played again.`, `じゃんけん: 両者${JA[mine]}であいこ。もう一度`);
      continue;
    }
    const won = BEATS[mine] === theirs;
    say(
      ctx,
      scope,
      `Rock-Paper-Scissors: player ${you} chose ${mine}, player ${opp} chose ${theirs}: player ${you} ${won ? "wins" : "loses"}${won ? "" : step.lose ? "" : " (the card says nothing for a loss)"}.`,
      `じゃんけん: プレイヤー${you}は${JA[mine]}、プレイヤー${opp}は${JA[theirs]}。プレイヤー${you}の${won ? "勝ち" : "負け"}`,
    );
    if (won) return ctx.exec(ctx, step.win, scope);
    if (step.lose) return ctx.exec(ctx, step.lose, scope);
    const ev = scope.replaced;
    if (!ev) return false;
    say(ctx, scope, `A loss: nothing is done instead, so the replaced event happens after all.`, `負けたので、置換されずに元のイベントが起こる`);
    const [r] = propose(ctx, [{ ...ev, byReplacement: scope.byReplacement }], scope);
    return r !== undefined && (r.status === "happened" || r.status === "replaced");
  }
  return false;
}
