"use client";
/**
 * The /ask board editor: both players' zones, each a row of card chips and an "Add" button that opens the card picker
 * in place. Tapping (or Enter on) a chip opens its options below the row: tap it, mark it as put into the battle zone
 * this turn, put a card under it, attach an aura, move it, reorder it, remove it. Compact on a phone: rows wrap, no
 * element is wider than the screen. All of it works from the keyboard (every control is a button or a field).
 */
import { useState } from "react";
import { ASK_ZONES, type AskBoard, type AskCard, type AskZone, type Side } from "@/lib/ask/model";
import { addCard, addPart, cannotAdd, moveCard, removeCard, setFlag, shiftCard } from "@/lib/ask/edit";
import { ZONE_LABEL } from "@/lib/ask/words";
import { CardPicker, type PickedCard } from "./card-picker";
import type { CardView } from "./types";
import { civBarClass } from "../civ";

const MAIN_ZONES: AskZone[] = ["battle", "shields", "mana", "hand", "graveyard", "deck"];
const EXTRA_ZONES: AskZone[] = ["hyperspatial", "gr"];

type Target = { player: Side; zone: AskZone } | { parent: string; role: "under" | "aura" };

/** Focus back where the reader was once a picker or a card's options close (for the keyboard). */
function refocus(selector: string) {
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());
}

export interface BoardEditorProps {
  board: AskBoard;
  onChange: (next: AskBoard) => void;
  info: Record<string, CardView | undefined>;
  names: Map<string, string>;
  onPicked: (c: PickedCard) => void;
}

export function BoardEditor(props: BoardEditorProps) {
  const [adding, setAdding] = useState<Target | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const { board } = props;
  return (
    <div className="grid gap-3 lg:grid-cols-2" data-testid="board-editor">
      {(["A", "B"] as const).map((p) => (
        <section key={p} aria-labelledby={`ask-player-${p}`} className="min-w-0 space-y-2 rounded-lg border border-stone-200 bg-white p-2.5 sm:p-3" data-player={p}>
          <h3 id={`ask-player-${p}`} className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            Player {p}
            {board.turn.active === p ? (
              <span className="rounded bg-brand-100 px-1.5 py-0.5 text-xs font-medium text-brand-700">their turn</span>
            ) : (
              <button
                type="button"
                onClick={() => props.onChange({ ...board, turn: { ...board.turn, active: p }, answers: {} })}
                className="rounded border border-stone-300 px-1.5 py-0.5 text-xs font-normal text-stone-600 hover:border-brand-500"
              >
                Make it player {p}&apos;s turn
              </button>
            )}
          </h3>
          <div className="space-y-1.5">
            {MAIN_ZONES.map((z) => (
              <ZoneRow key={z} player={p} zone={z} {...props} adding={adding} setAdding={setAdding} open={open} setOpen={setOpen} />
            ))}
            {EXTRA_ZONES.some((z) => board.players[p][z].length > 0 || (adding && "zone" in adding && adding.player === p && adding.zone === z)) ? (
              EXTRA_ZONES.map((z) => <ZoneRow key={z} player={p} zone={z} {...props} adding={adding} setAdding={setAdding} open={open} setOpen={setOpen} />)
            ) : (
              <details className="text-xs text-stone-500">
                <summary className="cursor-pointer py-1">Hyperspatial and super GR zones</summary>
                {EXTRA_ZONES.map((z) => (
                  <ZoneRow key={z} player={p} zone={z} {...props} adding={adding} setAdding={setAdding} open={open} setOpen={setOpen} />
                ))}
              </details>
            )}
          </div>
        </section>
      ))}
    </div>
  );
}

interface RowProps extends BoardEditorProps {
  player: Side;
  zone: AskZone;
  adding: Target | null;
  setAdding: (t: Target | null) => void;
  open: string | null;
  setOpen: (k: string | null) => void;
}

function ZoneRow(props: RowProps) {
  const { board, player, zone, adding, setAdding, open, setOpen } = props;
  const cards = board.players[player][zone];
  const addingHere = adding && "zone" in adding && adding.player === player && adding.zone === zone;
  const openCard = cards.find((c) => c.key === open || c.under?.some((u) => u.key === open) || c.auras?.some((u) => u.key === open));
  const partTarget = adding && "parent" in adding && cards.some((c) => c.key === adding.parent) ? adding : null;
  const label = `${ZONE_LABEL[zone]} of player ${player}`;
  const pick = (target: Target) => (c: PickedCard) => {
    props.onPicked(c);
    props.onChange("zone" in target ? addCard(board, target.player, target.zone, c.slug) : addPart(board, target.parent, target.role, c.slug));
  };
  return (
    <div className="min-w-0 border-t border-stone-100 pt-1.5 first:border-t-0 first:pt-0" data-zone={`${player}.${zone}`}>
      <div className="flex min-w-0 items-start gap-2">
        <span className="w-[4.75rem] shrink-0 pt-1 text-xs text-stone-500 sm:w-24">{ZONE_LABEL[zone]}</span>
        <ul className="flex min-w-0 flex-1 flex-wrap gap-1.5" aria-label={label}>
          {cards.map((c) => (
            <Chip key={c.key} card={c} {...props} />
          ))}
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(null);
                setAdding(addingHere ? null : { player, zone });
              }}
              aria-expanded={!!addingHere}
              aria-label={`Add a card to ${label}`}
              data-add={`${player}.${zone}`}
              className="rounded-md border border-dashed border-stone-300 px-2 py-1 text-xs text-stone-600 hover:border-brand-500 hover:text-brand-700"
            >
              + Add
            </button>
          </li>
        </ul>
      </div>
      {addingHere && (
        <div className="mt-1.5">
          <CardPicker
            label={`Card to add to ${label.toLowerCase()}`}
            onPick={pick({ player, zone })}
            onClose={() => {
              setAdding(null);
              refocus(`[data-add="${player}.${zone}"]`);
            }}
            problem={cannotAdd(board, { player, zone })}
          />
        </div>
      )}
      {openCard && <CardMenu card={openCard} {...props} />}
      {partTarget && (
        <div className="mt-1.5">
          <CardPicker
            label={partTarget.role === "under" ? `Card to put under ${props.names.get(partTarget.parent)}` : `Aura to attach to ${props.names.get(partTarget.parent)}`}
            onPick={pick(partTarget)}
            onClose={() => {
              setAdding(null);
              refocus(`[data-key="${partTarget.parent}"]`);
            }}
            problem={cannotAdd(board, partTarget)}
          />
        </div>
      )}
    </div>
  );
}

function Chip(props: RowProps & { card: AskCard }) {
  const { card, info, names, open, setOpen, setAdding } = props;
  const view = info[card.card];
  const name = names.get(card.key) ?? card.card;
  const civ = civBarClass(view?.civilizations);
  const isOpen = open === card.key;
  const notes = [card.tapped ? "tapped" : null, card.fresh ? "put into the battle zone this turn" : null, card.under?.length ? `on top of ${card.under.length} card${card.under.length > 1 ? "s" : ""}` : null, card.auras?.length ? `${card.auras.length} aura${card.auras.length > 1 ? "s" : ""}` : null, view?.notModelled ? "not fully modelled" : null].filter(Boolean);
  return (
    <li className="min-w-0 max-w-full">
      <button
        type="button"
        onClick={() => {
          setAdding(null);
          setOpen(isOpen ? null : card.key);
        }}
        aria-expanded={isOpen}
        aria-label={`${name}${notes.length ? `, ${notes.join(", ")}` : ""}: options`}
        data-ask-card={card.card}
        data-key={card.key}
        data-name={name}
        className={[
          "flex max-w-full items-center gap-1 rounded-md border border-l-4 bg-white px-1.5 py-1 text-left text-xs leading-tight shadow-sm hover:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
          civ,
          isOpen ? "ring-2 ring-brand-500" : "",
          card.tapped ? "bg-stone-100 italic" : "",
        ].join(" ")}
      >
        {card.tapped && <span aria-hidden="true" title="tapped">↷</span>}
        <span className="min-w-0 max-w-[9.5rem] truncate font-medium sm:max-w-[12rem]">{view?.name ?? name}</span>
        {view?.cost != null && <span aria-hidden="true" className="rounded-full border border-stone-300 px-1 font-mono text-[10px] text-stone-600">{view.cost}</span>}
        {card.under?.length ? <span aria-hidden="true" className="rounded bg-stone-700 px-1 text-[10px] text-white">+{card.under.length}</span> : null}
        {card.auras?.length ? <span aria-hidden="true" className="rounded bg-violet-100 px-1 text-[10px] text-violet-800">aura {card.auras.length}</span> : null}
        {card.fresh && <span aria-hidden="true" className="rounded bg-amber-100 px-1 text-[10px] text-amber-800">new</span>}
        {view?.notModelled && <span aria-hidden="true" className="text-amber-700" title="not fully modelled">⚠</span>}
      </button>
    </li>
  );
}

function CardMenu(props: RowProps & { card: AskCard }) {
  const { card, zone, board, onChange, info, names, setOpen, setAdding, player } = props;
  const view = info[card.card];
  const name = names.get(card.key) ?? card.card;
  const btn = "rounded-md border border-stone-300 bg-white px-2 py-1 text-xs hover:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";
  const list = board.players[player][zone];
  const i = list.findIndex((c) => c.key === card.key);
  const close = () => {
    setOpen(null);
    refocus(`[data-key="${card.key}"]`);
  };
  return (
    <div className="mt-1.5 space-y-2 rounded-md border border-stone-200 bg-stone-50 p-2 text-xs" data-testid="card-menu" role="group" aria-label={`${name}: options`}>
      <div className="min-w-0">
        <p className="font-semibold text-ink">
          {name}
          {view && <span className="ml-2 font-normal text-stone-500">{[view.type, view.cost != null ? `cost ${view.cost}` : null, view.power != null ? `power ${view.power}` : null].filter(Boolean).join(" · ")}</span>}
        </p>
        {view?.text && <p className="mt-0.5 whitespace-pre-line text-stone-600">{view.text}</p>}
        {view?.notModelled && (
          <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-amber-900" data-testid="not-modelled">
            ⚠ Not fully modelled: the engine does not understand {view.notModelled.map((s) => `“${s}”`).join(" ")} It runs the rest of the card.
          </p>
        )}
      </div>
      {(card.under?.length || card.auras?.length) ? (
        <ul className="space-y-1">
          {[...(card.under ?? []).map((u, n) => ({ u, what: n === 0 ? "Under it (bottom first):" : "" })), ...(card.auras ?? []).map((u) => ({ u, what: "Aura:" }))].map(({ u, what }) => (
            <li key={u.key} className="flex items-center gap-2">
              <span className="text-stone-500">{what}</span>
              <span className="min-w-0 truncate">{names.get(u.key) ?? u.card}</span>
              <button type="button" className={btn} onClick={() => onChange(removeCard(board, u.key))} aria-label={`Remove ${names.get(u.key) ?? u.card}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        {(zone === "battle" || zone === "mana") && (
          <button type="button" className={btn} aria-pressed={!!card.tapped} onClick={() => onChange(setFlag(board, card.key, "tapped", !card.tapped))}>
            {card.tapped ? "Untap" : "Tap"}
          </button>
        )}
        {zone === "battle" && (
          <>
            <button type="button" className={btn} aria-pressed={!!card.fresh} onClick={() => onChange(setFlag(board, card.key, "fresh", !card.fresh))}>
              {card.fresh ? "Was there since the turn began" : "Put there this turn"}
            </button>
            <button type="button" className={btn} onClick={() => setAdding({ parent: card.key, role: "under" })}>
              Put a card under it
            </button>
            <button type="button" className={btn} onClick={() => setAdding({ parent: card.key, role: "aura" })}>
              Attach an aura
            </button>
          </>
        )}
        {list.length > 1 && (
          <>
            <button type="button" className={btn} disabled={i === 0} onClick={() => onChange(shiftCard(board, card.key, -1))} aria-label={`Move ${name} ${zone === "deck" || zone === "gr" ? "up (towards the top)" : "left"}`}>
              {zone === "deck" || zone === "gr" ? "↑ Higher" : "← Left"}
            </button>
            <button type="button" className={btn} disabled={i === list.length - 1} onClick={() => onChange(shiftCard(board, card.key, 1))} aria-label={`Move ${name} ${zone === "deck" || zone === "gr" ? "down" : "right"}`}>
              {zone === "deck" || zone === "gr" ? "↓ Lower" : "Right →"}
            </button>
          </>
        )}
        <label className="inline-flex items-center gap-1">
          <span className="text-stone-600">Move to</span>
          <select
            className="max-w-[11rem] rounded-md border border-stone-300 bg-white px-1 py-1 text-xs"
            value=""
            onChange={(e) => {
              const [p, z] = e.target.value.split(".") as [Side, AskZone];
              if (p && z) {
                onChange(moveCard(board, card.key, p, z));
                close();
              }
            }}
          >
            <option value="">…</option>
            {(["A", "B"] as const).flatMap((p) =>
              ASK_ZONES.filter((z) => !(p === player && z === zone)).map((z) => (
                <option key={`${p}.${z}`} value={`${p}.${z}`}>
                  {`Player ${p}: ${ZONE_LABEL[z]}`}
                </option>
              )),
            )}
          </select>
        </label>
        <button
          type="button"
          className={`${btn} text-red-800 hover:border-red-400`}
          onClick={() => {
            onChange(removeCard(board, card.key));
            close();
          }}
        >
          Remove
        </button>
        <button type="button" className={btn} onClick={close}>
          Close
        </button>
      </div>
    </div>
  );
}
