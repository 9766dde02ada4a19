"use client";
/**
 * The step-through player: one frame at a time, with buttons, ←/→ keys and a slider; the step is
 * kept in the URL (?step=3). Its data is fetched from the scenario's static steps.json, so the page
 * around it stays small and cacheable. At a choice, a reader can try another answer: the engine is
 * loaded then (not before) and re-runs the scenario in the browser.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { ScriptedChoice } from "@/lib/engine";
import type { StepThrough } from "@/lib/stepthrough/frames";
import { Board } from "./board";
import { FrameDetails, type TryChoice } from "./frame-details";
import { playerWords, type Lang } from "./words";

/**
 * A what-if in the URL (`?try=s2.p0:no;s0.p1:b_x`): each prompt answered otherwise, by id — "yes"/"no", "none",
 * or card ids joined by "+". Parsed defensively: anything malformed is ignored.
 */
export function parseTry(raw: string | null): Record<string, ScriptedChoice> {
  const out: Record<string, ScriptedChoice> = {};
  if (!raw || raw.length > 500) return out;
  for (const part of raw.split(";")) {
    const m = /^(s\d{1,3}\.p\d{1,3}):([A-Za-z0-9_+:-]{1,200})$/.exec(part);
    if (!m) continue;
    const [, id, value] = m;
    out[id] = value === "yes" || value === "no" ? { answer: value } : value === "none" ? { pick: [] } : { pick: value.split("+") };
  }
  return out;
}

export function formatTry(overrides: Record<string, ScriptedChoice>): string {
  return Object.entries(overrides)
    .map(([id, c]) => `${id}:${c.answer ?? (c.pick && c.pick.length > 0 ? c.pick.join("+") : "none")}`)
    .join(";");
}

export interface Compiled {
  scenario: unknown;
  defs: unknown;
}

interface WhatIf {
  overrides: Record<string, ScriptedChoice>;
  labels: string[];
}

function readStep(total: number): number {
  const raw = new URLSearchParams(window.location.search).get("step");
  const n = raw ? Number.parseInt(raw, 10) : 1;
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), total) - 1 : 0;
}

interface Payload {
  st: StepThrough;
  compiled: Compiled;
}

export function StepPlayer({ scenarioId }: { scenarioId: string }) {
  const [payload, setPayload] = useState<Payload | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    fetch(`/scenarios/${encodeURIComponent(scenarioId)}/steps.json`, { signal: ctrl.signal })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((p: Payload) => setPayload(p))
      .catch((e: Error) => {
        if (e.name !== "AbortError") setFailed(e.message);
      });
    return () => ctrl.abort();
  }, [scenarioId]);
  if (failed) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        The step-through could not be loaded ({failed}). <a className="underline" href={`/scenarios/${scenarioId}/steps`}>Read every step as a list</a>.
      </p>
    );
  }
  if (!payload) {
    return (
      <div aria-busy="true" data-testid="step-player-loading" className="st-loading">
        <span className="sr-only">Loading the step-through…</span>
      </div>
    );
  }
  return <LoadedPlayer initial={payload.st} compiled={payload.compiled} />;
}

/**
 * The player for a run made in the page itself (/ask): its step-through and compiled scenario in memory, nothing
 * fetched. With `onTry`, another answer a reader tries goes to the page (which re-runs the question with it and
 * renders a new player) instead of the player's own what-if.
 */
export function InMemoryPlayer({ st, compiled, onTry }: { st: StepThrough; compiled: Compiled; onTry?: TryChoice }) {
  return <LoadedPlayer initial={st} compiled={compiled} external={onTry} />;
}

function LoadedPlayer({ initial, compiled, external }: { initial: StepThrough; compiled: Compiled; external?: TryChoice }) {
  const [st, setSt] = useState(initial);
  // Start at ?step=N (this component is only rendered in the browser, once its data is fetched).
  const [index, setIndex] = useState(() => readStep(initial.frames.length));
  const [whatIf, setWhatIf] = useState<WhatIf | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [lang, setLang] = useState<Lang>("en");
  const notice = useRef<HTMLDivElement>(null);
  const total = st.frames.length;
  const frame = st.frames[Math.min(index, total - 1)];
  const w = playerWords(lang);

  const go = useCallback((next: number, frames?: number) => {
    const clamped = Math.min(Math.max(next, 0), (frames ?? total) - 1);
    setIndex(clamped);
    const url = new URL(window.location.href);
    url.searchParams.set("step", String(clamped + 1));
    window.history.replaceState(null, "", url);
  }, [total]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const t = e.target as HTMLElement | null;
      // typing in a field, or the slider, which handles its own arrow keys
      if (t && (t.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(t.tagName))) return;
      if (e.key === "ArrowRight") go(index + 1);
      else if (e.key === "ArrowLeft") go(index - 1);
      else if (e.key === "Home") go(0);
      else if (e.key === "End") go(total - 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [go, index, total]);

  const rerun = useCallback(
    async (overrides: Record<string, ScriptedChoice>, labels: string[], atFrame: number) => {
      setBusy(true);
      setProblem(null);
      try {
        const [{ runScenario }, { buildStepThrough }] = await Promise.all([import("@/lib/engine"), import("@/lib/stepthrough/frames")]);
        const scenario = compiled.scenario as Parameters<typeof runScenario>[0];
        const defs = compiled.defs as Parameters<typeof runScenario>[1];
        const result = runScenario(scenario, defs, { overrides, boards: "events" });
        const next = buildStepThrough(result, defs);
        setSt(next);
        setWhatIf(Object.keys(overrides).length ? { overrides, labels } : null);
        if (result.error) setProblem(result.error.message);
        go(Math.min(atFrame, next.frames.length - 1), next.frames.length);
        // the what-if is in the URL, so it can be shared
        const url = new URL(window.location.href);
        if (Object.keys(overrides).length) url.searchParams.set("try", formatTry(overrides));
        else url.searchParams.delete("try");
        window.history.replaceState(null, "", url);
        // keep the notice and the board in view
        requestAnimationFrame(() => notice.current?.scrollIntoView({ block: "nearest" }));
      } catch (e) {
        setProblem((e as Error).message);
      } finally {
        setBusy(false);
      }
    },
    [compiled, go],
  );

  const onTry: TryChoice = (promptId, choice, label) => {
    if (external) return external(promptId, choice, label);
    const p = st.prompts.find((x) => x.prompt.id === promptId)?.prompt;
    const overrides = { ...(whatIf?.overrides ?? {}), [promptId]: { ...choice } };
    void rerun(overrides, [...(whatIf?.labels ?? []), w.chose(p?.player ?? "?", label)], index);
  };

  // a shared what-if (?try=...) is re-run once, when the player opens
  const shared = useRef(false);
  useEffect(() => {
    if (shared.current || external) return;
    shared.current = true;
    const overrides = parseTry(new URLSearchParams(window.location.search).get("try"));
    const ids = Object.keys(overrides);
    if (ids.length === 0) return;
    const labels = ids.map((id) => {
      const c = overrides[id];
      const p = initial.prompts.find((x) => x.prompt.id === id)?.prompt;
      const label = c.answer ?? (c.pick && c.pick.length ? c.pick.map((x) => initial.names.en[x] ?? x).join(", ") : "none");
      return playerWords("en").chose(p?.player ?? "?", label);
    });
    // after this render (the re-run sets state as it goes)
    void Promise.resolve().then(() => rerun(overrides, labels, index));
  }, [initial, index, rerun, external]);

  const reset = () => {
    setSt(initial);
    setWhatIf(null);
    setProblem(null);
    go(index, initial.frames.length);
    const url = new URL(window.location.href);
    url.searchParams.delete("try");
    window.history.replaceState(null, "", url);
  };

  const headline = lang === "ja" && frame.headline.ja ? frame.headline.ja : frame.headline.en;

  return (
    <div className="space-y-3" data-testid="step-player" lang={lang}>
      {whatIf && (
        <div ref={notice} role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>
            <strong>{w.whatIf}</strong> {whatIf.labels.join("; ")}. {w.engineAnswer}
          </span>
          <button type="button" onClick={reset} className="ml-auto rounded border border-amber-400 bg-white px-2 py-0.5 hover:bg-amber-100">
            {w.backToRuling}
          </button>
        </div>
      )}
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {w.stopped} {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0 || busy} aria-label={w.previous}
          className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-brand-500 disabled:opacity-40">
          {w.back}
        </button>
        <button type="button" onClick={() => go(index + 1)} disabled={index >= total - 1 || busy} aria-label={w.nextStep}
          className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-brand-500 disabled:opacity-40">
          {w.next}
        </button>
        <label className="flex flex-1 items-center gap-2 text-sm text-stone-600">
          <span className="whitespace-nowrap">{w.step(index + 1, total)}</span>
          <input type="range" min={1} max={total} value={index + 1} onChange={(e) => go(Number(e.target.value) - 1)}
            aria-label={w.stepLabel} className="min-w-24 flex-1 accent-brand-600" />
        </label>
        <button type="button" onClick={() => setLang(lang === "en" ? "ja" : "en")} aria-pressed={lang === "ja"}
          className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-xs hover:border-brand-500">
          {w.other}
        </button>
      </div>
      <p aria-live="polite" className="text-base font-medium" lang={lang === "ja" && frame.headline.ja ? "ja" : "en"} data-testid="step-headline">
        <span className="sr-only">{w.step(index + 1, total)}: </span>
        {headline}
      </p>
      <Board board={frame.board} instances={st.instances} cards={st.cards} changed={frame.changed} names={st.names} lang={lang} />
      <div className="rounded-lg border border-stone-200 bg-white p-3" data-testid="step-details">
        <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-500">{w.whatHappens}</h4>
        <FrameDetails entries={frame.entries} prompts={st.prompts} cards={st.cards} instances={st.instances} names={st.names} lang={lang} onTry={busy ? undefined : onTry} />
      </div>
      <p className="text-xs text-stone-500">{w.keys}</p>
    </div>
  );
}
