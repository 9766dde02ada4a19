/**
 * statics3 (issue 14, third round): the D2 Field rule, 703.4l 「他のＤ２フィールドがバトルゾーンに出た時、先にバトルゾーンに
 * あったＤ２フィールドは持ち主の墓地に置かれる。」 — a state-based process. As a D2 Field is put into the battle zone, the
 * D2 Fields already there (either player's; not those put in the same batch) are marked; the state-based check
 * (statics3-rules.ts) puts them into their owners' graveyards.
 */
import type { Ctx } from "./context";
import { defOf } from "./context";
import type { CardDef } from "./defs";
import { zoneOf } from "./state";
import { PLAYERS } from "./zones";

/** A D2 Field (its printed type; a twinpact with another side is not one in the battle zone). */
export const isD2FieldDef = (d: CardDef): boolean => d.type === "D2 Field";

/** Called as `id` is put into the battle zone: if it is a D2 Field, the D2 Fields already there are superseded (703.4l). */
export function markSupersededD2Fields(ctx: Ctx, id: string): void {
  if (!isD2FieldDef(defOf(ctx, id))) return;
  const batch = ctx.batchCards ?? [];
  const older: string[] = [];
  for (const p of PLAYERS) for (const other of zoneOf(ctx.s, p, "battle")) if (other !== id && !batch.includes(other) && isD2FieldDef(defOf(ctx, other))) older.push(other);
  if (older.length > 0) ctx.s.d2Superseded = [...(ctx.s.d2Superseded ?? []), ...older];
}

