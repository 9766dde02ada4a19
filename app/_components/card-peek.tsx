"use client";
/**
 * The cards of a ruling. Each name links to its card page and previews the card's text on hover, focus
 * or tap. The text is not in the page: the first preview fetches it, for every card of the list at once,
 * from a static JSON (`src`, e.g. /qa/<slug>/cards.json), so the page stays small. Without JavaScript a
 * name is a plain link to the card page, which has the text.
 */
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { formatPower } from "./card-text";
import { CivBadges } from "./civ";

export interface PeekCard {
  slug: string;
  name: string;
  nameJa: string | null;
  civilizations: string[];
}

/** What the JSON at `src` holds for each card, by slug. */
export interface PeekDetails {
  type: string | null;
  cost: number | null;
  power: number | null;
  powerSuffix: string | null;
  text: string;
}

const loads = new Map<string, Promise<Record<string, PeekDetails>>>();

function loadDetails(src: string): Promise<Record<string, PeekDetails>> {
  let p = loads.get(src);
  if (!p) {
    p = fetch(src).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))));
    p.catch(() => loads.delete(src)); // a failed load is tried again at the next preview
    loads.set(src, p);
  }
  return p;
}

export function CardList({ src, cards }: { src: string; cards: PeekCard[] }) {
  return (
    <ul className="cards">
      {cards.map((c) => (
        <li key={c.slug}>
          <CardPeek card={c} src={src} />
          {c.nameJa && <span className="ja-name" lang="ja">{c.nameJa}</span>}
          <CivBadges civs={c.civilizations} />
        </li>
      ))}
    </ul>
  );
}

function CardPeek({ card, src }: { card: PeekCard; src: string }) {
  // Open while a mouse is over it or the name has keyboard focus, or after a click or tap on ⓘ.
  // Touch is left to the button: a tap also sends mouse-compatibility events, which must not toggle it twice.
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hover || focus || pinned;
  const close = () => {
    setHover(false);
    setFocus(false);
    setPinned(false);
  };
  // undefined: not loaded yet; null: the load failed
  const [details, setDetails] = useState<PeekDetails | null | undefined>(undefined);
  const id = useId();
  useEffect(() => {
    if (!open || details) return;
    let live = true;
    loadDetails(src).then(
      (all) => live && setDetails(all[card.slug] ?? null),
      () => live && setDetails(null),
    );
    return () => {
      live = false;
    };
  }, [open, details, src, card.slug]);
  return (
    <span
      className="peek"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHover(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHover(false)}
      onKeyDown={(e) => e.key === "Escape" && close()}
    >
      <Link href={`/cards/${card.slug}`} onFocus={() => setFocus(true)} onBlur={() => setFocus(false)} aria-describedby={open ? id : undefined}>
        {card.name}
      </Link>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close() : setPinned(true))}
        aria-label={`Show the text of ${card.name}`}
      >
        ⓘ
      </button>
      {open && (
        <span id={id} role="tooltip" aria-busy={details === undefined}>
          <b>{card.name}</b>
          {card.nameJa && <small lang="ja">{card.nameJa}</small>}
          {details === undefined ? (
            <small>Loading the card’s text…</small>
          ) : details === null ? (
            <small>The card’s text could not be loaded; its page has it.</small>
          ) : (
            <>
              <small>
                {details.type} · cost {details.cost ?? "—"}
                {formatPower(details.power, details.powerSuffix) != null ? ` · ${formatPower(details.power, details.powerSuffix)}` : ""}
              </small>
              {details.text.trim() ? (
                details.text.split("\n").filter(Boolean).map((l, i) => <span key={i}>{l}</span>)
              ) : (
                <span className="italic">No abilities (vanilla).</span>
              )}
            </>
          )}
        </span>
      )}
    </span>
  );
}
