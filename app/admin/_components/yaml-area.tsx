"use client";
/**
 * A code textarea with line numbers; lines with a problem are marked in the gutter (and listed by the
 * caller). No wrapping, so the numbers stay beside their lines; the gutter scrolls with the text.
 */
import { useRef } from "react";

export function YamlArea({
  id,
  value,
  onChange,
  problemLines,
  rows = 14,
  describedBy,
  invalid,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  problemLines: Set<number>;
  rows?: number;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
}) {
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split("\n").length;
  // grows with the text (up to 40 lines), then scrolls
  const shown = Math.min(Math.max(lines + 1, rows), 40);
  const count = Math.max(lines, shown);
  return (
    <div className={`flex overflow-hidden rounded-md border bg-white font-mono text-[13px] leading-5 shadow-sm focus-within:ring-2 ${invalid ? "border-red-400 focus-within:ring-red-400/30" : "border-stone-300 focus-within:border-brand-500 focus-within:ring-brand-500/30"}`}>
      <div ref={gutter} aria-hidden="true" className="select-none overflow-hidden border-r border-stone-200 bg-stone-50 py-2 text-right text-stone-400" style={{ height: `${shown * 1.25 + 1}rem` }}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} data-line={i + 1} data-problem={problemLines.has(i + 1) || undefined} className={`px-2 ${problemLines.has(i + 1) ? "bg-red-100 font-semibold text-red-700" : ""}`}>
            {problemLines.has(i + 1) ? "▸" : ""}
            {i + 1}
          </div>
        ))}
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onScroll={(e) => {
          if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
        }}
        rows={shown}
        wrap="off"
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={placeholder}
        className="block flex-1 resize-y whitespace-pre bg-transparent px-2 py-2 focus:outline-none"
        style={{ height: `${shown * 1.25 + 1}rem`, tabSize: 2 }}
        onKeyDown={(e) => {
          // Tab inserts two spaces (YAML); Escape then Tab leaves the field as usual
          if (e.key === "Tab" && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey && e.currentTarget.dataset.escaped !== "1") {
            e.preventDefault();
            const t = e.currentTarget;
            const { selectionStart: s, selectionEnd: en } = t;
            const next = `${t.value.slice(0, s)}  ${t.value.slice(en)}`;
            onChange(next);
            requestAnimationFrame(() => t.setSelectionRange(s + 2, s + 2));
          } else if (e.key === "Escape") {
            e.currentTarget.dataset.escaped = "1";
          } else {
            e.currentTarget.dataset.escaped = "";
          }
        }}
      />
    </div>
  );
}
