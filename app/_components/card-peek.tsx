"use client";
/** A card name that previews the card's text on hover, focus or tap. */
import Link from "next/link";
import { useId, useState } from "react";

export interface PeekCard {
  slug: string;
  name: string;
  nameJa: string | null;
  type: string | null;
  cost: number | null;
  power: number | null;
  powerSuffix: string | null;
  text: string;
}

export function CardPeek({ card }: { card: PeekCard }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="relative inline-block" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Link href={`/cards/${card.slug}`} className="font-medium hover:text-brand-600" onFocus={() => setOpen(true)} onBlur={() => setOpen(false)} aria-describedby={open ? id : undefined}>
        {card.name}
      </Link>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(e) => e.key === "Escape" && setOpen(false)}
        className="ml-1 rounded px-1 text-xs text-stone-500 hover:bg-stone-100"
      >
        <span aria-hidden="true">ⓘ</span>
        <span className="sr-only">Show the text of {card.name}</span>
      </button>
      {open && (
      <span
        id={id}
        role="tooltip"
        className="absolute left-0 top-full z-30 mt-1 block w-72 rounded-lg border border-stone-200 bg-white p-3 text-sm font-normal text-stone-700 shadow-lg"
      >
        <span className="block font-semibold text-ink">{card.name}</span>
        {card.nameJa && <span className="block text-xs text-stone-500" lang="ja">{card.nameJa}</span>}
        <span className="mt-1 block text-xs text-stone-500">
          {card.type} · cost {card.cost ?? "—"}
          {card.power != null ? ` · ${card.power}${card.powerSuffix ?? ""}` : ""}
        </span>
        {card.text.split("\n").filter(Boolean).map((l, i) => (
          <span key={i} className="mt-1 block">{l}</span>
        ))}
      </span>
      )}
    </span>
  );
}
