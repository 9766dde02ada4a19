"use client";
/**
 * A clause number that links to its rule page and previews the clause's text on hover, keyboard focus or
 * a tap on ⓘ (Escape closes it; on a phone the preview is a panel at the bottom of the screen). The text is not in the page: the first preview fetches it from
 * /rules/<number>/preview (JSON, cached), so a page with many clause numbers stays small. Without
 * JavaScript it is a plain link.
 */
import Link from "next/link";
import { useEffect, useId, useState } from "react";

interface Preview {
  number: string;
  title: { en: string | null; ja: string | null };
  text: { en: string | null; ja: string | null };
  enStatus: string | null;
  version: { label: string; date: string | null };
}

const loads = new Map<string, Promise<Preview>>();

function loadPreview(number: string): Promise<Preview> {
  let p = loads.get(number);
  if (!p) {
    p = fetch(`/rules/${encodeURIComponent(number)}/preview`).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))));
    p.catch(() => loads.delete(number)); // tried again at the next preview
    loads.set(number, p);
  }
  return p;
}

export function ClauseRef({ number, href, className, children }: { number: string; href?: string; className?: string; children?: React.ReactNode }) {
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
  const [preview, setPreview] = useState<Preview | null | undefined>(undefined);
  const id = useId();
  useEffect(() => {
    if (!open || preview) return;
    let live = true;
    loadPreview(number).then(
      (p) => live && setPreview(p),
      () => live && setPreview(null),
    );
    return () => {
      live = false;
    };
  }, [open, preview, number]);
  return (
    <span
      className="sm:relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && setHover(true)}
      onPointerLeave={(e) => e.pointerType === "mouse" && setHover(false)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <Link
        href={href ?? `/rules/${number}`}
        className={className ?? "font-mono text-brand-600 hover:underline"}
        onFocus={() => setFocus(true)}
        onBlur={() => setFocus(false)}
        aria-describedby={open ? id : undefined}
      >
        {children ?? number}
      </Link>
      <button
        type="button"
        className="ml-0.5 rounded-full px-0.5 text-xs text-stone-400 hover:text-brand-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={`Show the text of rule ${number}`}
        onClick={() => (pinned ? close() : setPinned(true))}
      >
        ⓘ
      </button>
      {open && (
        <span
          id={id}
          role="tooltip"
          aria-busy={preview === undefined}
          className="fixed inset-x-3 bottom-3 z-30 block max-h-[50vh] overflow-y-auto rounded-lg border border-stone-200 bg-white p-3 text-left text-sm font-normal leading-snug text-ink shadow-lg sm:absolute sm:inset-x-auto sm:bottom-auto sm:left-0 sm:top-full sm:mt-1 sm:w-[22rem]"
        >
          <b className="block font-mono">
            {number}
            {preview?.title.en && <span className="ml-2 font-sans">{preview.title.en}</span>}
          </b>
          {preview === undefined ? (
            <span className="block text-xs text-stone-500">Loading the rule’s text…</span>
          ) : preview === null ? (
            <span className="block text-xs text-stone-500">The text could not be loaded; the rule’s page has it.</span>
          ) : (
            <>
              {preview.title.ja && <span className="block text-xs text-stone-500" lang="ja">{preview.title.ja}</span>}
              {preview.text.en && (
                <span className="mt-1 block whitespace-pre-line">{clip(preview.text.en)}</span>
              )}
              {preview.text.ja && (
                <span className="mt-1 block whitespace-pre-line text-stone-700" lang="ja">{clip(preview.text.ja)}</span>
              )}
              {!preview.text.en && !preview.text.ja && <span className="mt-1 block text-xs italic text-stone-500">A heading: its page lists its clauses.</span>}
              <span className="mt-1 block text-xs text-stone-500">
                {preview.version.label} · {preview.version.date ?? "date not known"}
                {preview.text.en && preview.enStatus !== "official" && " · English: working translation (not official)"}
              </span>
            </>
          )}
        </span>
      )}
    </span>
  );
}

function clip(s: string, max = 400): string {
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
