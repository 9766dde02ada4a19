"use client";
/**
 * What happens on the /ask board: one action or a few in a row (the scenario format's `actions:`), each a kind
 * (cast, summon, attack, destroy…) and the cards or players it involves, picked from what is on the board. Each row
 * says its action as a sentence in card names.
 */
import { ASK_LIMITS, flatCards, other, type AskAction, type AskActionKind, type AskBoard, type AskZone, type Side } from "@/lib/ask/model";
import { ACTION_LABEL, ZONE_LABEL, describeAction } from "@/lib/ask/words";
import type { CardView } from "./types";

const KINDS: AskActionKind[] = ["cast", "summon", "attack", "destroy", "return-to-hand", "discard", "to-graveyard", "battle", "evolve", "put", "charge", "draw", "end-turn", "use-aura", "gr-summon", "generate", "seal", "to-abyss"];

interface Cand {
  key: string;
  player: Side;
  zone: AskZone;
  slug: string;
}

function candidates(board: AskBoard): Cand[] {
  return flatCards(board)
    .filter((l) => l.role === "card")
    .map((l) => ({ key: l.card.key, player: l.player, zone: l.zone, slug: l.card.card }));
}

/** The cards an action's main card may be, most likely first. */
function cardChoices(kind: AskActionKind, board: AskBoard, info: Record<string, CardView | undefined>): Cand[] {
  const all = candidates(board);
  const active = board.turn.active;
  const type = (c: Cand) => info[c.slug]?.type ?? "";
  const first = (list: Cand[], pred: (c: Cand) => boolean) => [...list.filter(pred), ...list.filter((c) => !pred(c))];
  const activeFirst = (list: Cand[]) => first(list, (c) => c.player === active);
  switch (kind) {
    case "cast":
      return activeFirst(first(all.filter((c) => c.zone === "hand"), (c) => /Spell/.test(type(c))));
    case "summon":
      return activeFirst(first(all.filter((c) => c.zone !== "battle"), (c) => c.zone === "hand" && /Creature/.test(type(c)) && !/Spell/.test(type(c))));
    case "evolve":
      return activeFirst(first(all.filter((c) => c.zone === "hand"), (c) => /Evolution/.test(type(c))));
    case "use-aura":
      return activeFirst(first(all.filter((c) => c.zone === "hand"), (c) => /Aura/.test(type(c))));
    case "generate":
      return activeFirst(first(all.filter((c) => c.zone === "hand"), (c) => /Cross Gear/.test(type(c))));
    case "charge":
      return activeFirst(all.filter((c) => c.zone === "hand"));
    case "put":
      return activeFirst(all.filter((c) => c.zone !== "battle"));
    case "attack":
      return activeFirst(all.filter((c) => c.zone === "battle"));
    case "battle":
      return all.filter((c) => c.zone === "battle");
    case "discard":
      return first(all.filter((c) => c.zone === "hand"), (c) => c.player !== active);
    case "destroy":
    case "seal":
      return first(all.filter((c) => c.zone === "battle"), (c) => c.player !== active);
    case "return-to-hand":
    case "to-graveyard":
    case "to-abyss":
      return first(first(all, (c) => c.zone === "battle"), (c) => c.player !== active);
    default:
      return [];
  }
}

/** A complete action of this kind from what is on the board, or why there is none. */
export function makeAction(kind: AskActionKind, board: AskBoard, info: Record<string, CardView | undefined>): AskAction | string {
  const active = board.turn.active;
  if (kind === "draw") return { kind, player: active, count: 1 };
  if (kind === "gr-summon") return { kind, player: active };
  if (kind === "end-turn") return { kind };
  const choices = cardChoices(kind, board, info);
  const c = choices[0];
  const where: Partial<Record<AskActionKind, string>> = {
    cast: "a card in a hand",
    summon: "a creature in a hand",
    evolve: "an evolution creature in a hand",
    "use-aura": "an aura in a hand",
    generate: "a Cross Gear in a hand",
    charge: "a card in a hand",
    put: "a card outside the battle zone",
    attack: "a creature in the battle zone",
    battle: "two creatures in the battle zone",
    discard: "a card in a hand",
    destroy: "a card in the battle zone",
    seal: "a card in the battle zone",
  };
  if (!c) return `Add ${where[kind] ?? "a card"} first.`;
  switch (kind) {
    case "attack":
      return { kind, card: c.key, target: other(c.player) };
    case "battle": {
      const b = choices.find((x) => x.player !== c.player) ?? choices[1];
      if (!b) return `Add ${where.battle} first.`;
      return { kind, card: c.key, other: b.key };
    }
    case "destroy":
    case "return-to-hand":
    case "discard":
    case "to-graveyard":
    case "to-abyss":
      return { kind, card: c.key, by: c.player === active ? other(active) : active };
    case "seal":
      return { kind, card: c.key, by: c.player === active ? other(active) : active, count: 1 };
    case "evolve": {
      const base = candidates(board).find((x) => x.zone === "battle" && x.player === c.player);
      if (!base) return `Add a creature to player ${c.player}'s battle zone for it to evolve onto.`;
      return { kind, card: c.key, on: [base.key] };
    }
    case "use-aura":
      return { kind, card: c.key, on: null };
    default:
      return { kind: kind as "cast", card: c.key };
  }
}

const field = "max-w-full rounded-md border border-stone-300 bg-white px-1.5 py-1 text-sm";

export function ActionEditor({
  board,
  info,
  names,
  onChange,
}: {
  board: AskBoard;
  info: Record<string, CardView | undefined>;
  names: Map<string, string>;
  onChange: (actions: AskAction[]) => void;
}) {
  const all = candidates(board);
  const label = (c: Cand) => `${names.get(c.key) ?? c.slug} — player ${c.player}, ${ZONE_LABEL[c.zone].toLowerCase()}`;
  const name = (k: string) => names.get(k) ?? k;
  const set = (i: number, a: AskAction) => onChange(board.actions.map((x, j) => (j === i ? a : x)));
  const problemFor = (kind: AskActionKind): string | null => {
    const a = makeAction(kind, board, info);
    return typeof a === "string" ? a : null;
  };
  return (
    <div className="space-y-2" data-testid="action-editor">
      <ol className="space-y-2">
        {board.actions.map((a, i) => {
          const choices = cardChoices(a.kind, board, info);
          const cardSelect = (value: string, onPick: (k: string) => void, list: Cand[], aria: string) => (
            <select aria-label={aria} className={field} value={value} onChange={(e) => onPick(e.target.value)}>
              {list.map((c) => (
                <option key={c.key} value={c.key}>
                  {label(c)}
                </option>
              ))}
            </select>
          );
          return (
            <li key={i} className="space-y-1.5 rounded-md border border-stone-200 bg-white p-2" data-testid="action-row">
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="text-xs font-semibold text-stone-500">{i + 1}.</span>
                <select
                  aria-label={`Action ${i + 1}`}
                  className={field}
                  value={a.kind}
                  onChange={(e) => {
                    const next = makeAction(e.target.value as AskActionKind, board, info);
                    if (typeof next !== "string") set(i, next);
                  }}
                >
                  {KINDS.map((k) => (
                    <option key={k} value={k} disabled={k !== a.kind && problemFor(k) !== null}>
                      {ACTION_LABEL[k]}
                    </option>
                  ))}
                </select>
                <button type="button" onClick={() => onChange(board.actions.filter((_, j) => j !== i))} className="ml-auto rounded-md border border-stone-300 px-2 py-1 text-xs hover:border-red-400 hover:text-red-800" aria-label={`Remove action ${i + 1}`}>
                  Remove
                </button>
              </div>
              <div className="flex flex-wrap items-center gap-1.5 text-sm">
                {"card" in a &&
                  cardSelect(a.card, (k) => set(i, { ...a, card: k } as AskAction), choices.some((c) => c.key === a.card) ? choices : [...all.filter((c) => c.key === a.card), ...choices], a.kind === "attack" ? "Attacking creature" : "Card")}
                {a.kind === "attack" && (
                  <select aria-label="Attack target" className={field} value={a.target} onChange={(e) => set(i, { kind: "attack", card: a.card, target: e.target.value })}>
                    {(["A", "B"] as const).map((p) => (
                      <option key={p} value={p}>
                        Player {p}
                      </option>
                    ))}
                    {all.filter((c) => c.zone === "battle" && c.key !== a.card).map((c) => (
                      <option key={c.key} value={c.key}>
                        {label(c)}
                      </option>
                    ))}
                  </select>
                )}
                {a.kind === "attack" && (() => {
                  // the defending player's declarations (507.1, 509.5a): a blocker, and the broken shields whose shield trigger is used
                  const defender = a.target === "A" || a.target === "B" ? a.target : all.find((c) => c.key === a.target)?.player;
                  const blockers = all.filter((c) => c.zone === "battle" && c.player === defender && c.key !== a.target);
                  const shields = a.target === "A" || a.target === "B" ? all.filter((c) => c.zone === "shields" && c.player === a.target) : [];
                  const used = a.shieldTriggers ?? [];
                  return (
                    <>
                      <label className="inline-flex min-w-0 max-w-full items-center gap-1">
                        <span className="shrink-0 text-stone-600">blocked by</span>
                        <select
                          aria-label="Blocking creature"
                          className={`${field} min-w-0`}
                          value={a.block ?? ""}
                          onChange={(e) => set(i, { kind: "attack", card: a.card, target: a.target, ...(e.target.value ? { block: e.target.value } : { ...(a.shieldTriggers ? { shieldTriggers: a.shieldTriggers } : {}) }) })}
                        >
                          <option value="">no block</option>
                          {blockers.map((c) => (
                            <option key={c.key} value={c.key}>
                              {label(c)}
                            </option>
                          ))}
                        </select>
                      </label>
                      {shields.length > 0 && a.block === undefined && (
                        <fieldset className="flex flex-wrap items-center gap-2">
                          <legend className="sr-only">Shield triggers used</legend>
                          <span className="text-stone-600">shield trigger used by</span>
                          {shields.map((c) => (
                            <label key={c.key} className="inline-flex items-center gap-1">
                              <input
                                type="checkbox"
                                aria-label={`Use the shield trigger of ${name(c.key)}`}
                                checked={used.includes(c.key)}
                                onChange={(e) => {
                                  const next = e.target.checked ? [...used, c.key] : used.filter((k) => k !== c.key);
                                  set(i, { kind: "attack", card: a.card, target: a.target, ...(next.length ? { shieldTriggers: next } : {}) });
                                }}
                              />
                              {name(c.key)}
                            </label>
                          ))}
                        </fieldset>
                      )}
                    </>
                  );
                })()}
                {a.kind === "battle" && cardSelect(a.other, (k) => set(i, { ...a, other: k }), all.filter((c) => c.zone === "battle" && c.key !== a.card), "The other creature")}
                {"by" in a && (
                  <label className="inline-flex items-center gap-1">
                    <span className="text-stone-600">an effect of</span>
                    <select aria-label="Whose effect" className={field} value={a.by} onChange={(e) => set(i, { ...a, by: e.target.value as Side })}>
                      <option value="A">player A</option>
                      <option value="B">player B</option>
                    </select>
                  </label>
                )}
                {"player" in a && (
                  <select aria-label="Player" className={field} value={a.player} onChange={(e) => set(i, { ...a, player: e.target.value as Side })}>
                    <option value="A">Player A</option>
                    <option value="B">Player B</option>
                  </select>
                )}
                {"count" in a && (
                  <label className="inline-flex items-center gap-1">
                    <span className="text-stone-600">{a.kind === "draw" ? "cards" : "seals"}</span>
                    <input
                      type="number"
                      min={1}
                      max={ASK_LIMITS.maxCount}
                      aria-label={a.kind === "draw" ? "Cards to draw" : "Seals"}
                      className={`${field} w-16`}
                      value={a.count}
                      onChange={(e) => {
                        const n = Math.min(Math.max(Number.parseInt(e.target.value, 10) || 1, 1), ASK_LIMITS.maxCount);
                        set(i, { ...a, count: n });
                      }}
                    />
                  </label>
                )}
                {a.kind === "use-aura" && (
                  <select aria-label="Creature to attach it to" className={field} value={a.on ?? ""} onChange={(e) => set(i, { ...a, on: e.target.value || null })}>
                    <option value="">GR summon a creature for it</option>
                    {all.filter((c) => c.zone === "battle").map((c) => (
                      <option key={c.key} value={c.key}>
                        {label(c)}
                      </option>
                    ))}
                  </select>
                )}
                {a.kind === "evolve" && (
                  <fieldset className="flex flex-wrap items-center gap-2">
                    <legend className="sr-only">Evolve onto</legend>
                    <span className="text-stone-600">onto</span>
                    {all.filter((c) => c.zone === "battle").map((c) => (
                      <label key={c.key} className="inline-flex items-center gap-1">
                        <input
                          type="checkbox"
                          checked={a.on.includes(c.key)}
                          onChange={(e) => {
                            const on = e.target.checked ? [...a.on, c.key] : a.on.filter((k) => k !== c.key);
                            if (on.length) set(i, { ...a, on });
                          }}
                        />
                        {name(c.key)}
                      </label>
                    ))}
                  </fieldset>
                )}
              </div>
              <p className="text-sm text-stone-700" data-testid="action-sentence">
                {describeAction(board, a, name)}
              </p>
            </li>
          );
        })}
      </ol>
      {board.actions.length < ASK_LIMITS.maxActions && (
        <AddAction board={board} info={info} onAdd={(a) => onChange([...board.actions, a])} first={board.actions.length === 0} />
      )}
    </div>
  );
}

function AddAction({ board, info, onAdd, first }: { board: AskBoard; info: Record<string, CardView | undefined>; onAdd: (a: AskAction) => void; first: boolean }) {
  const options = KINDS.map((k) => ({ k, made: makeAction(k, board, info) }));
  return (
    <label className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium">{first ? "Action:" : "Then:"}</span>
      <select
        aria-label={first ? "Choose the action" : "Add another action"}
        className={field}
        value=""
        onChange={(e) => {
          const made = options.find((o) => o.k === e.target.value)?.made;
          if (made && typeof made !== "string") onAdd(made);
        }}
      >
        <option value="">{first ? "Choose an action…" : "Another action…"}</option>
        {options.map(({ k, made }) => (
          <option key={k} value={k} disabled={typeof made === "string"}>
            {ACTION_LABEL[k]}
            {typeof made === "string" ? ` (${made.replace(/\.$/, "").toLowerCase()})` : ""}
          </option>
        ))}
      </select>
    </label>
  );
}
