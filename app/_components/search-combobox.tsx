"use client";
/**
 * The header search box with suggestions: a WAI-ARIA combobox (list autocomplete) over /api/search.
 * - ↓/↑ move through the suggestions, Enter opens the highlighted one (or submits the search), Escape closes
 *   the list (a second Escape clears the box), Tab leaves it.
 * - Requests are debounced (150 ms) and a newer keystroke aborts the request still in flight.
 * - Without JavaScript it is the same plain GET form to /search.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";

const DEBOUNCE_MS = 150;

interface CardSuggestion {
  slug: string;
  name: string;
  nameJa: string | null;
  matchedName: string;
  match: "exact" | "prefix" | "contains" | "fuzzy";
  type: string | null;
  rulings: number;
}
interface RulingSuggestion {
  slug: string;
  title: string;
}
interface Option {
  key: string;
  href: string;
  kind: "card" | "ruling" | "all";
  label: string;
  detail?: string | null;
  note?: string | null;
}

function toOptions(query: string, cards: CardSuggestion[], rulings: RulingSuggestion[]): Option[] {
  const out: Option[] = cards.map((c) => ({
    key: `c:${c.slug}`,
    href: `/cards/${c.slug}`,
    kind: "card",
    label: c.name,
    detail: c.matchedName !== c.name ? c.matchedName : c.nameJa,
    note: c.rulings > 0 ? `${c.rulings} ${c.rulings === 1 ? "ruling" : "rulings"}` : c.match === "fuzzy" ? "close spelling" : null,
  }));
  for (const r of rulings) out.push({ key: `r:${r.slug}`, href: `/qa/${r.slug}`, kind: "ruling", label: r.title });
  out.push({ key: "all", href: `/search?q=${encodeURIComponent(query)}`, kind: "all", label: `Search everything for “${query}”` });
  return out;
}

export function SearchCombobox({ defaultValue = "", inputId = "q-header" }: { defaultValue?: string; inputId?: string }) {
  const router = useRouter();
  const base = useId().replace(/:/g, "");
  const listId = `${base}-list`;
  const [value, setValue] = useState(defaultValue);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inflight = useRef<AbortController | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    inflight.current?.abort();
    inflight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const fetchSuggestions = useCallback((q: string) => {
    inflight.current?.abort();
    const controller = new AbortController();
    inflight.current = controller;
    fetch(`/api/search?q=${encodeURIComponent(q)}`, { signal: controller.signal, headers: { accept: "application/json" } })
      .then((res) => res.json() as Promise<{ query?: string; cards?: CardSuggestion[]; rulings?: RulingSuggestion[] }>)
      .then((data) => {
        if (controller.signal.aborted) return;
        const cards = data.cards ?? [];
        const next = toOptions(data.query || q, cards, data.rulings ?? []);
        setOptions(next);
        setActive(-1);
        setOpen(true);
        setStatus(cards.length === 0 ? "No card found. Press Enter to search everything." : `${cards.length} cards found. Use the arrow keys to choose.`);
      })
      .catch(() => {
        /* aborted, or the network failed: the form still works */
      });
  }, []);

  const onChange = (next: string) => {
    setValue(next);
    cancel();
    if (next.trim() === "") {
      setOpen(false);
      setOptions([]);
      setActive(-1);
      setStatus("");
      return;
    }
    timer.current = setTimeout(() => fetchSuggestions(next), DEBOUNCE_MS);
  };

  const go = (option: Option) => {
    cancel();
    setOpen(false);
    setActive(-1);
    router.push(option.href);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return; // an IME is composing Japanese: its keys are not ours
    switch (e.key) {
      case "ArrowDown":
        e.preventDefault();
        if (!open && options.length > 0) {
          setOpen(true);
          setActive(0);
        } else if (options.length > 0) setActive((i) => (i + 1) % options.length);
        else if (value.trim()) fetchSuggestions(value);
        break;
      case "ArrowUp":
        if (!open || options.length === 0) return;
        e.preventDefault();
        setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
        break;
      case "Enter":
        if (open && active >= 0 && options[active]) {
          e.preventDefault();
          go(options[active]);
        } else {
          cancel();
          setOpen(false); // the form submits to /search
        }
        break;
      case "Escape":
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          e.preventDefault();
          onChange("");
        }
        break;
      case "Tab":
        setOpen(false);
        break;
    }
  };

  const expanded = open && options.length > 0;
  const activeId = expanded && active >= 0 ? `${base}-opt-${active}` : undefined;

  return (
    <div
      ref={boxRef}
      className="relative w-full"
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <form action="/search" method="get" role="search" className="flex w-full gap-2">
        <label htmlFor={inputId} className="sr-only">
          Search cards by name
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={`${base}-hint`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (options.length > 0 && value.trim()) setOpen(true);
          }}
          maxLength={200}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder="Search cards…"
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-3 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100"
        >
          Search
        </button>
      </form>
      <span id={`${base}-hint`} className="sr-only">
        Suggestions appear as you type; use the up and down arrow keys to choose, Enter to open.
      </span>
      <span role="status" aria-live="polite" className="sr-only">
        {status}
      </span>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute left-0 right-0 z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-stone-200 bg-white py-1 text-sm shadow-lg sm:left-auto sm:w-[28rem]"
      >
        {options.map((o, i) => {
          const first = i === 0 || options[i - 1].kind !== o.kind;
          return (
            <li
              key={o.key}
              id={`${base}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(o)}
              onMouseMove={() => active !== i && setActive(i)}
              className={`cursor-pointer px-3 py-2 ${first && i > 0 ? "border-t border-stone-100" : ""} ${
                i === active ? "bg-brand-50 text-brand-700" : "text-ink"
              }`}
            >
              {o.kind === "card" ? (
                <span className="flex items-baseline gap-2">
                  <span className="min-w-0 flex-1 truncate">
                    <span className="font-medium">{o.label}</span>
                    {o.detail && (
                      <span className="ml-2 text-xs text-stone-500" lang={/[\u3040-\u30ff\u4e00-\u9fff]/.test(o.detail) ? "ja" : undefined}>
                        {o.detail}
                      </span>
                    )}
                  </span>
                  {o.note && <span className="shrink-0 text-xs text-stone-500">{o.note}</span>}
                </span>
              ) : o.kind === "ruling" ? (
                <span className="flex items-baseline gap-2">
                  <span className="shrink-0 rounded bg-stone-100 px-1.5 py-0.5 text-[0.65rem] font-medium uppercase tracking-wide text-stone-600">
                    Ruling
                  </span>
                  <span className="min-w-0 flex-1 truncate">{o.label}</span>
                </span>
              ) : (
                <span className="text-brand-700">{o.label} →</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
