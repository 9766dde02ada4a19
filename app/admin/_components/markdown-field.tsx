"use client";
/** A Markdown textarea with a Write / Preview switch; the preview is the public site's renderer. */
import { useState } from "react";
import { Markdown } from "@/app/_components/markdown";

export function MarkdownField({
  id,
  label,
  value,
  onChange,
  rows = 5,
  lang,
  required,
  hint,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  rows?: number;
  lang?: "en" | "ja";
  required?: boolean;
  hint?: string;
  error?: string | null;
}) {
  const [tab, setTab] = useState<"write" | "preview">("write");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <div className="flex items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
          {required && <span className="text-red-700" aria-hidden="true"> *</span>}
        </label>
        <div role="group" aria-label={`${label}: write or preview`} className="flex overflow-hidden rounded-md border border-stone-300 text-xs">
          <button type="button" aria-pressed={tab === "write"} onClick={() => setTab("write")} className={`px-2 py-0.5 ${tab === "write" ? "bg-stone-800 text-white" : "bg-white hover:bg-stone-100"}`}>
            Write
          </button>
          <button type="button" aria-pressed={tab === "preview"} onClick={() => setTab("preview")} className={`px-2 py-0.5 ${tab === "preview" ? "bg-stone-800 text-white" : "bg-white hover:bg-stone-100"}`}>
            Preview
          </button>
        </div>
      </div>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={rows}
        lang={lang}
        required={required}
        hidden={tab !== "write"}
        aria-describedby={[hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 text-sm leading-relaxed shadow-sm focus:outline-none focus:ring-2 ${error ? "border-red-400 focus:ring-red-400/30" : "border-stone-300 focus:border-brand-500 focus:ring-brand-500/30"}`}
      />
      {tab === "preview" && (
        <div className="min-h-24 rounded-md border border-dashed border-stone-300 bg-white px-3 py-2 text-sm" aria-label={`${label} preview`} data-testid={`${id}-preview`}>
          {value.trim() ? <Markdown source={value} lang={lang} /> : <p className="text-stone-400">Nothing to preview.</p>}
        </div>
      )}
      {hint && <p id={hintId} className="text-xs text-stone-500">{hint}</p>}
      {error && <p id={errorId} className="text-xs font-medium text-red-700" data-field-error>{error}</p>}
    </div>
  );
}
