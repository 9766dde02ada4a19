"use client";
/**
 * /ask: set up any board, watch what the engine does with it, share it, turn it into a ruling.
 *
 * The question (board, actions, answers, title) lives in React state and in the URL (`?b=`, lib/ask/codec.ts), so a
 * copied link reopens the same run. Card definitions come from /api/ask/cards as cards are added; the engine is loaded
 * (a separate bundle, lib/ask/run.ts) when the board is first run. A choice the rules give a player is asked where
 * it arises; every answer given can be changed from the step-through ("What if … chose"), which re-runs the question.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { CardDefs, ScriptedChoice } from "@/lib/engine";
import type { AskRun } from "@/lib/ask/run";
import { decodeBoard, encodeBoard } from "@/lib/ask/codec";
import { boardSlugs, emptyBoard, type AskBoard } from "@/lib/ask/model";
import { setActions, setTitle, setTurn } from "@/lib/ask/edit";
import { boardNames } from "@/lib/ask/words";
import { humanizer } from "@/lib/stepthrough/words";
import { InMemoryPlayer } from "../stepthrough/player";
import { ActionEditor } from "./action-editor";
import { BoardEditor } from "./board-editor";
import type { PickedCard } from "./card-picker";
import { PromptPanel } from "./prompt-panel";
import type { CardView } from "./types";

interface CardEntry {
  def: CardDefs[string];
  notModelled?: string[];
}

interface RunState {
  run: AskRun;
  /** the board's shape the run was made for (answers and title aside) */
  shape: string;
  seq: number;
}

const shapeOf = (b: AskBoard) => JSON.stringify([b.turn, b.players, b.actions]);

function frameOfPrompt(run: AskRun, promptId: string): number {
  const i = run.st.frames.findIndex((f) => f.entries.some((e) => e.choice?.promptId === promptId));
  return i < 0 ? 0 : i;
}

/** Writes the board (and, for the player, the step) into the address bar without a navigation. */
function writeUrl(encoded: string, step: number | null) {
  const url = new URL(window.location.href);
  url.pathname = "/ask";
  url.search = "";
  url.searchParams.set("b", encoded);
  if (step !== null) url.searchParams.set("step", String(step + 1));
  window.history.replaceState(null, "", url);
}

function modeText(defs: CardDefs, id: string): string | null {
  let found: string | null = null;
  const walk = (v: unknown): void => {
    if (found || v === null || typeof v !== "object") return;
    if (Array.isArray(v)) return v.forEach(walk);
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.modes)) for (const m of o.modes as { id?: unknown; text?: unknown }[]) if (m?.id === id && typeof m.text === "string") found = m.text;
    Object.values(o).forEach(walk);
  };
  for (const d of Object.values(defs)) walk(d.abilities);
  return found;
}

export function AskApp({ initial, shortId }: { initial?: string; shortId?: string }) {
  const [board, setBoardState] = useState<AskBoard>(emptyBoard);
  const [ready, setReady] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [cards, setCards] = useState<Record<string, CardEntry>>({});
  const [light, setLight] = useState<Record<string, PickedCard>>({});
  const [unknown, setUnknown] = useState<string[]>([]);
  const [runState, setRunState] = useState<RunState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState<{ text: string; undo: Record<string, ScriptedChoice> } | null>(null);
  const wantRun = useRef(false);
  const requested = useRef(new Set<string>());
  const seq = useRef(0);
  const keepUrl = useRef(!!shortId);
  const scrollTo = useRef<"prompt" | "run" | "step" | null>(null);

  // the question in the link: the short link's board, or ?b=
  useEffect(() => {
    let live = true;
    const raw = initial ?? new URLSearchParams(window.location.search).get("b");
    void (async () => {
      const d = raw ? await decodeBoard(raw) : null;
      if (!live) return;
      if (d?.ok) {
        wantRun.current = d.board.actions.length > 0;
        setBoardState(d.board);
      } else if (d) setLinkProblem(d.error);
      setReady(true);
    })();
    return () => {
      live = false;
    };
  }, [initial]);

  // the board in the address bar (a short link's own address stays until the board changes)
  useEffect(() => {
    if (!ready) return;
    if (keepUrl.current) return;
    let live = true;
    const t = setTimeout(() => {
      void encodeBoard(board).then((enc) => {
        if (!live) return;
        const step = new URLSearchParams(window.location.search).get("step");
        writeUrl(enc, step ? Number(step) - 1 : null);
      });
    }, 150);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [board, ready]);

  // the engine's definitions of the board's cards
  const slugs = useMemo(() => boardSlugs(board), [board]);
  useEffect(() => {
    const missing = slugs.filter((s) => !requested.current.has(s));
    if (missing.length === 0) return;
    missing.forEach((s) => requested.current.add(s));
    // not cancelled when more cards are added meanwhile: each request fetches only cards not asked for yet
    fetch(`/api/ask/cards?ids=${missing.map(encodeURIComponent).join(",")}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((data: { cards: Record<string, CardEntry>; unknown: string[] }) => {
        setCards((c) => ({ ...c, ...data.cards }));
        if (data.unknown.length) setUnknown((u) => [...new Set([...u, ...data.unknown])]);
      })
      .catch((e: Error) => {
        missing.forEach((s) => requested.current.delete(s));
        setProblem(`The cards' data could not be loaded (${e.message}). Change the board or reload to try again.`);
      });
  }, [slugs]);

  const info = useMemo(() => {
    const out: Record<string, CardView | undefined> = {};
    for (const s of slugs) {
      const e = cards[s];
      if (e) out[s] = { name: e.def.name, nameJa: e.def.nameJa, type: e.def.type, cost: e.def.cost, power: e.def.power, civilizations: e.def.civilizations, text: e.def.text, ...(e.notModelled ? { notModelled: e.notModelled } : {}) };
      else if (light[s]) out[s] = { name: light[s].name, nameJa: light[s].nameJa, type: light[s].type ?? "", cost: null, power: null, civilizations: [], text: "" };
    }
    return out;
  }, [slugs, cards, light]);
  const names = useMemo(() => boardNames(board, info), [board, info]);
  const missingDefs = slugs.filter((s) => !cards[s] && !unknown.includes(s));
  const partial = slugs.filter((s) => cards[s]?.notModelled);

  const change = (next: AskBoard) => {
    keepUrl.current = false;
    setBoardState(next);
    setChanged(null);
  };

  const run = useCallback(
    async (b: AskBoard, focus: "start" | { prompt: string } | "end") => {
      setBusy(true);
      setProblem(null);
      try {
        const { runAsk } = await import("@/lib/ask/run");
        const defs: CardDefs = {};
        for (const [s, e] of Object.entries(cards)) defs[s] = e.def;
        const r = runAsk(b, defs);
        seq.current += 1;
        const step = r.pending ? r.st.frames.length - 1 : focus === "start" ? 0 : focus === "end" ? r.st.frames.length - 1 : frameOfPrompt(r, focus.prompt);
        const url = new URL(window.location.href);
        url.searchParams.set("step", String(Math.max(step, 0) + 1));
        window.history.replaceState(null, "", url);
        // once rendered, bring what the reader needs next into view: the question asked, the run, or the step they were on
        scrollTo.current = r.pending ? "prompt" : focus === "start" ? "run" : "step";
        setRunState({ run: r, shape: shapeOf(b), seq: seq.current });
        // the answers the run used (an answer that no longer fitted was dropped)
        setBoardState((cur) => (shapeOf(cur) === shapeOf(b) ? { ...cur, answers: r.answers } : cur));
      } catch (e) {
        setProblem((e as Error).message);
      } finally {
        setBusy(false);
      }
    },
    [cards],
  );

  useEffect(() => {
    const where = scrollTo.current;
    scrollTo.current = null;
    if (!where) return;
    const target = where === "prompt" ? document.getElementById("ask-prompt-h") : where === "run" ? document.getElementById("ask-run-h") : document.querySelector("[data-testid=step-headline]");
    target?.scrollIntoView({ block: where === "step" ? "nearest" : "start" });
  }, [runState]);

  // a shared board runs as soon as its cards are known
  useEffect(() => {
    if (!wantRun.current || !ready || missingDefs.length > 0 || slugs.length === 0) return;
    wantRun.current = false;
    void run(board, "start");
  }, [ready, missingDefs.length, slugs.length, board, run]);

  const current = runState && runState.shape === shapeOf(board) ? runState.run : null;
  const stale = runState !== null && current === null;
  const st = current?.st;
  const say = useMemo(() => (st ? humanizer(st.names, st.cards, st.instances, "en") : (t: string) => t), [st]);
  const optionLabel = (o: string) => {
    if (!st) return o;
    const id = o.includes(":") ? o.slice(0, o.indexOf(":")) : o;
    const n = st.names.en[id];
    if (n) {
      const on = o.includes("@") ? st.names.en[o.slice(o.indexOf("@") + 1)] : undefined;
      return on ? `${n} (for ${on})` : n;
    }
    if (cards[o]) return cards[o].def.name;
    const defs: CardDefs = {};
    for (const [s, e] of Object.entries(cards)) defs[s] = e.def;
    return modeText(defs, o) ?? o;
  };

  const answer = (id: string, choice: ScriptedChoice, note?: string) => {
    if (!current) return;
    const prev = current.answers;
    const next = { ...board, answers: { ...current.answers, [id]: choice } };
    setBoardState(next);
    keepUrl.current = false;
    if (note) setChanged({ text: note, undo: prev });
    void run(next, { prompt: id });
  };

  const undo = () => {
    if (!changed) return;
    const next = { ...board, answers: changed.undo };
    setChanged(null);
    setBoardState(next);
    void run(next, "end");
  };

  const error = current?.result.error && current.result.error.code !== "E_MISSING_CHOICE" ? say(current.result.error.message.replace(/^step \d+ \([^)]*\): /, "")) : null;
  const canRun = board.actions.length > 0 && missingDefs.length === 0 && !busy;

  return (
    <div className="space-y-6" data-testid="ask-app" data-ready={ready || undefined}>
      {linkProblem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="link-problem">
          {linkProblem} You can build a board below.
        </p>
      )}
      {unknown.length > 0 && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          No card has the id {unknown.map((u) => `“${u}”`).join(", ")}: remove {unknown.length > 1 ? "them" : "it"} from the board.
        </p>
      )}

      <section aria-labelledby="ask-board-h" className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h2 id="ask-board-h" className="text-lg font-semibold">
            1. The board
          </h2>
          <label className="inline-flex items-center gap-1.5 text-sm text-stone-600">
            Turn
            <input
              type="number"
              min={1}
              max={1000}
              value={board.turn.number}
              onChange={(e) => change(setTurn(board, { number: Math.min(Math.max(Number.parseInt(e.target.value, 10) || 1, 1), 1000) }))}
              className="w-16 rounded-md border border-stone-300 bg-white px-1.5 py-0.5"
            />
          </label>
          <span className="text-sm text-stone-600">Player {board.turn.active}&apos;s turn</span>
        </div>
        {slugs.length === 0 && ready && (
          <p className="text-sm text-stone-600">
            Add cards to either player&apos;s zones: type a name in English or Japanese (カタカナ or かな) and pick the card. Or start from an example:{" "}
            {/* a full load on purpose: the page reads its board from the address once, as it opens */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/ask/card/aqua-soldier" className="font-medium text-brand-600 underline">
              Terror Pit on Aqua Soldier
            </a>
            .
          </p>
        )}
        <BoardEditor board={board} onChange={change} info={info} names={names} onPicked={(c) => setLight((l) => ({ ...l, [c.slug]: c }))} />
        {partial.length > 0 && (
          <div role="note" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="partial-cards">
            <p className="font-medium">Not fully modelled: the run leaves these sentences out.</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {partial.map((s) => (
                <li key={s}>
                  <strong>{cards[s].def.name}</strong>: the engine does not understand {cards[s].notModelled!.map((x) => `“${x}”`).join(" ")}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <section aria-labelledby="ask-action-h" className="space-y-3">
        <h2 id="ask-action-h" className="text-lg font-semibold">
          2. What happens
        </h2>
        <ActionEditor board={board} info={info} names={names} onChange={(actions) => change(setActions(board, actions))} />
        <label className="block space-y-1 text-sm">
          <span className="text-stone-600">Your question, in your words (optional)</span>
          <input
            type="text"
            maxLength={200}
            value={board.title ?? ""}
            onChange={(e) => {
              keepUrl.current = false;
              setBoardState(setTitle(board, e.target.value));
            }}
            placeholder="e.g. Does Aqua Soldier come back if Terror Pit destroys it?"
            className="w-full rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-base sm:text-sm"
          />
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => void run(board, "start")}
            disabled={!canRun}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:opacity-50"
            data-testid="ask-run"
          >
            {busy ? "The engine is running…" : current ? "Run again" : "Ask the engine"}
          </button>
          {board.actions.length === 0 && <span className="text-sm text-stone-500">Choose what happens first.</span>}
          {board.actions.length > 0 && missingDefs.length > 0 && <span className="text-sm text-stone-500">Loading the cards…</span>}
          {stale && <span className="text-sm text-amber-800">The board changed since the last run: ask again.</span>}
        </div>
      </section>

      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      )}

      {current && (
        <section aria-labelledby="ask-run-h" className="space-y-3" data-testid="ask-result">
          <h2 id="ask-run-h" className="scroll-mt-36 text-lg font-semibold">
            3. What the engine does
          </h2>
          {partial.length > 0 && (
            <p className="rounded-md bg-amber-100 px-3 py-1.5 text-sm text-amber-950" data-testid="partial-run">
              ⚠ A partial run: {partial.map((s) => cards[s].def.name).join(", ")} {partial.length > 1 ? "are" : "is"} not fully modelled, and what the engine does not understand of {partial.length > 1 ? "them" : "it"} is left out.
            </p>
          )}
          {changed && (
            <div role="status" className="flex flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="answer-changed">
              <span>
                <strong>What if:</strong> {changed.text}. The run below follows it.
              </span>
              <button type="button" onClick={undo} className="ml-auto rounded border border-amber-400 bg-white px-2 py-0.5 hover:bg-amber-100">
                Undo
              </button>
            </div>
          )}
          {current.pending && (
            <PromptPanel
              key={current.pending.id}
              prompt={current.pending}
              text={say(current.pending.text)}
              label={optionLabel}
              busy={busy}
              onAnswer={(c) => answer(current.pending!.id, c)}
            />
          )}
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" data-testid="ask-error">
              The engine stopped: {error}
            </p>
          )}
          {current.st.frames.length > 0 && (
            <InMemoryPlayer
              key={runState!.seq}
              st={current.st}
              compiled={current.compiled}
              onTry={(id, choice, label) => {
                const p = current.result.prompts.find((x) => x.prompt.id === id)?.prompt;
                answer(id, choice, `player ${p?.player ?? "?"} chose ${label} instead`);
              }}
            />
          )}
        </section>
      )}

      {current && !current.pending && !error && <ShareAndDraft board={board} run={current} cards={cards} partial={partial} />}
      {!current && board.actions.length > 0 && <ShareAndDraft board={board} run={null} cards={cards} partial={partial} />}
    </div>
  );
}

function ShareAndDraft({ board, run, cards, partial }: { board: AskBoard; run: AskRun | null; cards: Record<string, CardEntry>; partial: string[] }) {
  const router = useRouter();
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [draftStatus, setDraftStatus] = useState<React.ReactNode>(null);
  const [working, setWorking] = useState(false);

  const copy = async (text: string, what: string) => {
    setLink(text);
    try {
      await navigator.clipboard.writeText(text);
      setStatus(`${what} copied.`);
    } catch {
      setStatus(`Copy the ${what.toLowerCase()} from the box.`);
    }
  };

  const copyLink = async () => copy(`${window.location.origin}/ask?b=${await encodeBoard(board)}`, "Link");

  const shortLink = async () => {
    setStatus("Making a short link…");
    try {
      const res = await fetch("/api/ask/links", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ b: await encodeBoard(board) }) });
      const data = (await res.json()) as { path?: string; message?: string };
      if (!res.ok || !data.path) return setStatus(`No short link: ${data.message ?? `HTTP ${res.status}`}.`);
      await copy(`${window.location.origin}${data.path}`, "Short link");
    } catch (e) {
      setStatus(`No short link: ${(e as Error).message}.`);
    }
  };

  const draft = async () => {
    if (!run) return;
    setWorking(true);
    setDraftStatus("Writing the draft…");
    try {
      const { draftForm } = await import("@/lib/ask/draft");
      const defs: CardDefs = {};
      for (const [s, e] of Object.entries(cards)) defs[s] = e.def;
      const notModelled: Record<string, string[]> = {};
      for (const s of partial) notModelled[s] = cards[s].notModelled ?? [];
      const enc = await encodeBoard(board);
      let { slug, form } = draftForm({ board, result: run.result, st: run.st, defs, link: `${window.location.origin}/ask?b=${enc}`, notModelled });
      for (let attempt = 0; attempt < 8; attempt++) {
        const res = await fetch("/api/admin/qa", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ slug, form }) });
        const data = (await res.json().catch(() => ({}))) as { slug?: string; message?: string; field?: string; error?: string };
        if (res.status === 201 && data.slug) {
          router.push(`/admin/qa/${data.slug}`);
          return;
        }
        if (res.status === 401) {
          setDraftStatus(
            <>
              Only editors can make rulings.{" "}
              <a href="/admin/login" target="_blank" rel="noopener" className="font-medium underline">
                Sign in
              </a>{" "}
              (in a new tab), then press the button again: your board stays here.
            </>,
          );
          return;
        }
        const clause = /^clauses\.(\d+)$/.exec(data.field ?? "");
        if (res.status === 400 && clause) {
          // a clause the engine cites that no rule version in the database has: leave it out
          form = { ...form, clauses: form.clauses.filter((_, i) => i !== Number(clause[1])) };
          continue;
        }
        if (res.status === 409 && data.error === "exists") {
          slug = `${slug.replace(/-[a-z0-9]{4}$/, "")}-${Math.random().toString(36).slice(2, 6)}`;
          continue;
        }
        setDraftStatus(`The draft was not saved: ${data.message ?? `HTTP ${res.status}`}`);
        return;
      }
      setDraftStatus("The draft was not saved: the server kept refusing it.");
    } catch (e) {
      setDraftStatus(`The draft was not saved: ${(e as Error).message}`);
    } finally {
      setWorking(false);
    }
  };

  return (
    <section aria-labelledby="ask-share-h" className="space-y-3 rounded-lg border border-stone-200 bg-white p-3" data-testid="ask-share">
      <h2 id="ask-share-h" className="text-lg font-semibold">
        Share this question
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copyLink()} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-brand-500" data-testid="copy-link">
          Copy link
        </button>
        <button type="button" onClick={() => void shortLink()} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:border-brand-500" data-testid="short-link">
          Copy a short link
        </button>
      </div>
      {link && (
        <input
          readOnly
          value={link}
          aria-label="Link to this question"
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-md border border-stone-300 bg-stone-50 px-2 py-1 font-mono text-xs"
          data-testid="share-link"
        />
      )}
      <p role="status" aria-live="polite" className="text-sm text-stone-600">
        {status}
      </p>
      {run && (
        <div className="space-y-1 border-t border-stone-100 pt-3">
          <button
            type="button"
            onClick={() => void draft()}
            disabled={working}
            className="rounded-md border border-brand-500 bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-100 disabled:opacity-50"
            data-testid="make-draft"
          >
            Turn into a draft ruling
          </button>
          <p className="text-xs text-stone-500">For editors: a draft Q&amp;A with this board as its scenario, the engine&apos;s run as its answer to check, and its cards and rules linked.</p>
          {draftStatus && (
            <p role="status" className="text-sm text-stone-700" data-testid="draft-status">
              {draftStatus}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

