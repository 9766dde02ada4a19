"use client";
/**
 * Picking a card for the /ask board by name: the header's search (/api/search: English, Japanese, kana, partial,
 * typos) as a combobox. Like the header box, nothing is chosen until ↓ (or a tap); Enter adds the highlighted card,
 * Escape closes. The box stays open and empty after a card is added, so several cards go in one after another.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";

export interface PickedCard {
  slug: string;
  name: string;
  nameJa: string | null;
  type: string | null;
}

interface Suggestion extends PickedCard {
  matchedName: string;
  match: string;
}

const DEBOUNCE_MS = 150;

export function CardPicker({ label, onPick, onClose, problem }: { label: string; onPick: (c: PickedCard) => void; onClose: () => void; problem?: string | null }) {
  const base = useId().replace(/:/g, "");
  const [value, setValue] = useState("");
  const [options, setOptions] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const [added, setAdded] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => {
    input.current?.focus();
    return () => {
      if (timer.current) clearTimeout(timer.current);
      inflight.current?.abort();
    };
  }, []);

  const fetchCards = useCallback((q: string) => {
    inflight.current?.abort();
    const ctrl = new AbortController();
    inflight.current = ctrl;
    fetch(`/api/search?q=${encodeURIComponent(q)}&limit=8`, { signal: ctrl.signal, headers: { accept: "application/json" } })
      .then((r) => r.json() as Promise<{ cards?: Suggestion[] }>)
      .then((data) => {
        if (ctrl.signal.aborted) return;
        const cards = data.cards ?? [];
        setOptions(cards);
        setActive(-1);
        setStatus(cards.length === 0 ? "No card found." : `${cards.length} cards found. Use the arrow keys to choose, Enter to add.`);
      })
      .catch(() => {
        /* aborted or offline: nothing to add */
      });
  }, []);

  const onChange = (next: string) => {
    setValue(next);
    setAdded(null);
    if (timer.current) clearTimeout(timer.current);
    if (!next.trim()) {
      inflight.current?.abort();
      setOptions([]);
      setActive(-1);
      return;
    }
    timer.current = setTimeout(() => fetchCards(next), DEBOUNCE_MS);
  };

  const pick = (c: Suggestion) => {
    onPick({ slug: c.slug, name: c.name, nameJa: c.nameJa, type: c.type });
    setAdded(c.name);
    setValue("");
    setOptions([]);
    setActive(-1);
    input.current?.focus();
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "ArrowDown" && options.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === "ArrowUp" && options.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (active >= 0 && options[active]) pick(options[active]);
    } else if (e.key === "Escape") {
      e.preventDefault();
      if (options.length) {
        setOptions([]);
        setActive(-1);
      } else onClose();
    }
  };

  const listId = `${base}-list`;
  const expanded = options.length > 0;
  return (
    <div className="space-y-1.5 rounded-md border border-brand-100 bg-brand-50/50 p-2" data-testid="card-picker">
      <div className="flex items-center gap-2">
        <label htmlFor={`${base}-q`} className="sr-only">
          {label}
        </label>
        <input
          ref={input}
          id={`${base}-q`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${base}-o${active}` : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={100}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="done"
          placeholder={label}
          className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-base placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 sm:text-sm"
        />
        <button type="button" onClick={onClose} className="shrink-0 rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-sm hover:border-brand-500">
          Done
        </button>
      </div>
      <span role="status" aria-live="polite" className="block text-xs text-stone-600">
        {problem ? <span className="text-red-700">{problem}</span> : added ? `Added ${added}.` : <span className="sr-only">{status}</span>}
      </span>
      <ul id={listId} role="listbox" aria-label="Cards" hidden={!expanded} className="max-h-72 overflow-y-auto rounded-md border border-stone-200 bg-white text-sm">
        {options.map((o, i) => (
          <li
            key={o.slug}
            id={`${base}-o${i}`}
            role="option"
            aria-selected={i === active}
            data-slug={o.slug}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(o)}
            className={`cursor-pointer px-2.5 py-2 ${i === active ? "bg-brand-50 text-brand-700" : ""} ${i > 0 ? "border-t border-stone-100" : ""}`}
          >
            <span className="font-medium">{o.name}</span>
            {(o.matchedName !== o.name ? o.matchedName : o.nameJa) && (
              <span className="ml-2 text-xs text-stone-500" lang={/[\u3040-\u30ff\u4e00-\u9fff]/.test(o.matchedName !== o.name ? o.matchedName : (o.nameJa ?? "")) ? "ja" : undefined}>
                {o.matchedName !== o.name ? o.matchedName : o.nameJa}
              </span>
            )}
            {o.type && <span className="ml-2 text-xs text-stone-400">{o.type}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
