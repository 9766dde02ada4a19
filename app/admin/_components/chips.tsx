"use client";
/** Chip lists: clause numbers, other games' card names, and cards picked through the search autocomplete. */
import { useEffect, useId, useRef, useState } from "react";

function ChipList({ items, label, onRemove, render }: { items: string[]; label: string; onRemove: (i: number) => void; render?: (v: string) => React.ReactNode }) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((v, i) => (
        <li key={v} className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-stone-50 py-0.5 pl-2.5 pr-1 text-sm" data-chip={v}>
          <span>{render ? render(v) : v}</span>
          <button
            type="button"
            onClick={() => onRemove(i)}
            aria-label={`Remove ${v}`}
            className="rounded-full px-1.5 text-stone-500 hover:bg-red-100 hover:text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Free text chips: Enter or comma adds; `validate` returns a problem or null. */
export function ChipInput({
  id,
  values,
  onChange,
  placeholder,
  validate,
  label,
  describedBy,
  mono,
}: {
  id: string;
  values: string[];
  onChange: (v: string[]) => void;
  placeholder?: string;
  validate?: (v: string) => string | null;
  label: string;
  describedBy?: string;
  mono?: boolean;
}) {
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-problem`;
  const add = (raw: string) => {
    const parts = raw.split(/[,\s]+/).map((s) => s.trim()).filter(Boolean);
    if (mono === false || !validate) {
      // names may contain spaces: one chip per entry
      const v = raw.trim();
      if (!v) return true;
      if (values.includes(v)) return setProblem(`“${v}” is already listed`), false;
      onChange([...values, v]);
      setProblem(null);
      return true;
    }
    const next = [...values];
    for (const p of parts) {
      const bad = validate(p);
      if (bad) {
        setProblem(bad);
        return false;
      }
      if (!next.includes(p)) next.push(p);
    }
    onChange(next);
    setProblem(null);
    return true;
  };
  return (
    <div className="space-y-1.5">
      <ChipList items={values} label={label} onRemove={(i) => onChange(values.filter((_, j) => j !== i))} render={mono ? (v) => <span className="font-mono">{v}</span> : undefined} />
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          placeholder={placeholder}
          aria-describedby={[describedBy, problem ? problemId : null].filter(Boolean).join(" ") || undefined}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" || (e.key === "," && validate)) {
              e.preventDefault();
              if (add(text)) setText("");
            } else if (e.key === "Backspace" && text === "" && values.length) {
              onChange(values.slice(0, -1));
            }
          }}
          onBlur={() => {
            if (text.trim() && add(text)) setText("");
          }}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
        <button
          type="button"
          onClick={() => {
            if (add(text)) setText("");
          }}
          className="rounded-md border border-stone-300 bg-white px-3 text-sm hover:border-brand-500"
          aria-label={`Add to ${label}`}
        >
          Add
        </button>
      </div>
      {problem && <p id={problemId} className="text-xs text-red-700">{problem}</p>}
    </div>
  );
}

interface CardSuggestion {
  slug: string;
  name: string;
  nameJa: string | null;
  type: string | null;
  rulings: number;
}

/** Cards by any of their names, through GET /api/search; values are catalogue ids (slugs). */
export function CardPicker({
  id,
  values,
  names,
  onChange,
  onName,
  describedBy,
  invalid,
}: {
  id: string;
  values: string[];
  names: Record<string, string>;
  onChange: (v: string[]) => void;
  onName: (slug: string, name: string) => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const listId = `${useId().replace(/:/g, "")}-cards`;
  const [text, setText] = useState("");
  const [options, setOptions] = useState<CardSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ctrl = useRef<AbortController | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
    ctrl.current?.abort();
  }, []);

  const search = (q: string) => {
    if (timer.current) clearTimeout(timer.current);
    ctrl.current?.abort();
    if (!q.trim()) {
      setOptions([]);
      setOpen(false);
      setStatus("");
      return;
    }
    timer.current = setTimeout(() => {
      const c = new AbortController();
      ctrl.current = c;
      fetch(`/api/search?q=${encodeURIComponent(q)}`, { signal: c.signal, headers: { accept: "application/json" } })
        .then((r) => r.json() as Promise<{ cards?: CardSuggestion[] }>)
        .then((d) => {
          if (c.signal.aborted) return;
          const cards = d.cards ?? [];
          setOptions(cards);
          setOpen(true);
          // like the public search box: nothing is chosen until the curator moves to it (↓ then Enter picks the first)
          setActive(-1);
          setStatus(cards.length ? `${cards.length} cards found; down arrow to choose, Enter to add` : "No card found");
        })
        .catch(() => {
          /* aborted or offline: the list stays as it was */
        });
    }, 200);
  };

  const pick = (c: CardSuggestion) => {
    onName(c.slug, c.name);
    if (!values.includes(c.slug)) onChange([...values, c.slug]);
    setText("");
    setOptions([]);
    setOpen(false);
    setActive(-1);
    setStatus(`${c.name} added`);
  };

  return (
    <div className="space-y-1.5">
      <ChipList
        items={values}
        label="Cards of this entry"
        onRemove={(i) => onChange(values.filter((_, j) => j !== i))}
        render={(slug) => (
          <>
            {names[slug] ?? slug} <span className="font-mono text-xs text-stone-500">{names[slug] ? slug : ""}</span>
          </>
        )}
      />
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          placeholder="Type a card name (English or Japanese)…"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            search(e.target.value);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && options.length) {
              e.preventDefault();
              setOpen(true);
              setActive((a) => (a + 1) % options.length);
            } else if (e.key === "ArrowUp" && options.length) {
              e.preventDefault();
              setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
            } else if (e.key === "Enter") {
              e.preventDefault();
              if (open && active >= 0 && options[active]) pick(options[active]);
              else if (options.length) setStatus("No card chosen yet: press the down arrow to choose one, then Enter");
            } else if (e.key === "Escape") {
              setOpen(false);
            }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={`w-full rounded-md border bg-white px-3 py-1.5 text-sm shadow-sm focus:outline-none focus:ring-2 ${invalid ? "border-red-400 focus:ring-red-400/30" : "border-stone-300 focus:border-brand-500 focus:ring-brand-500/30"}`}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching cards"
          hidden={!open || options.length === 0}
          className="absolute z-30 mt-1 max-h-72 w-full overflow-auto rounded-md border border-stone-200 bg-white py-1 text-sm shadow-lg"
        >
          {options.map((c, i) => (
            <li
              key={c.slug}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              data-slug={c.slug}
              onMouseDown={(e) => {
                e.preventDefault();
                pick(c);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-1.5 ${i === active ? "bg-brand-50 text-brand-700" : ""}`}
            >
              <span className="font-medium">{c.name}</span>
              {c.nameJa && <span className="ml-2 text-stone-500" lang="ja">{c.nameJa}</span>}
              <span className="ml-2 font-mono text-xs text-stone-400">{c.slug}</span>
              {values.includes(c.slug) && <span className="ml-2 text-xs text-green-700">added</span>}
            </li>
          ))}
        </ul>
        <span className="sr-only" role="status" aria-live="polite">{status}</span>
      </div>
    </div>
  );
}
