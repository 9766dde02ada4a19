/**
 * What happened in one frame: the event proposed, every replacement considered (applied or not,
 * and why), what actually happened, triggers fired or suppressed, choices made — each with its clause.
 * No hooks: rendered on the server for the step list and inside the client player.
 */
import type { AnsweredPrompt, TraceEntry } from "@/lib/engine";
import { alternativesFor } from "@/lib/stepthrough/alternatives";
import type { CardInfo, Names } from "@/lib/stepthrough/frames";
import { playerWords } from "./words";

export type TryChoice = (promptId: string, choice: { pick?: string[]; answer?: "yes" | "no" }, label: string) => void;

function ClauseLinks({ clauses }: { clauses: string[] }) {
  if (clauses.length === 0) return null;
  return (
    <span className="ml-1 inline-flex flex-wrap gap-1 align-baseline">
      {clauses.map((c) => (
        <a key={c} href={`/rules/${c}`} className="rounded bg-stone-100 px-1 font-mono text-[11px] text-brand-700 hover:bg-brand-50 hover:underline">
          {c}
        </a>
      ))}
    </span>
  );
}

const KIND_STYLE: Partial<Record<TraceEntry["kind"], { icon: string; label: string; className: string }>> = {
  action: { icon: "▶", label: "Action", className: "text-ink font-semibold" },
  "event-proposed": { icon: "…", label: "Would happen", className: "text-stone-600" },
  "event-happened": { icon: "●", label: "Happened", className: "text-ink" },
  "event-replaced": { icon: "⇄", label: "Replaced", className: "text-sky-800" },
  "event-prevented": { icon: "⊘", label: "Prevented", className: "text-stone-600" },
  "event-impossible": { icon: "⊘", label: "Impossible", className: "text-stone-600" },
  "replacement-check": { icon: "?", label: "Replacement check", className: "text-sky-900" },
  "self-replacement": { icon: "⇄", label: "Self-replacement", className: "text-sky-800" },
  "entry-modifier": { icon: "◐", label: "Enters modified", className: "text-sky-800" },
  "trigger-queued": { icon: "⚡", label: "Trigger fires", className: "text-green-800" },
  "trigger-suppressed": { icon: "✕", label: "Trigger does not fire", className: "text-red-800" },
  "trigger-resolving": { icon: "⚡", label: "Trigger resolves", className: "text-green-800" },
  choice: { icon: "☛", label: "Choice", className: "text-amber-800" },
  effect: { icon: "·", label: "Effect", className: "text-stone-600" },
  rebuild: { icon: "⟲", label: "Rebuilt", className: "text-violet-800" },
};

export function FrameDetails({
  entries,
  prompts,
  cards,
  instances,
  names,
  lang,
  onTry,
}: {
  entries: TraceEntry[];
  prompts: AnsweredPrompt[];
  cards: Record<string, CardInfo>;
  instances: Record<string, string>;
  names?: Names;
  lang: "en" | "ja";
  onTry?: TryChoice;
}) {
  const w = playerWords(lang);
  const nameOf = (key: string) => {
    // an option may be "<card>:<ability>" (two replacement effects of one card) or a catalogue id (a side to turn to)
    const id = key.includes(":") ? key.slice(0, key.indexOf(":")) : key;
    return names?.[lang][id] ?? (lang === "ja" ? (cards[instances[id]]?.nameJa ?? cards[id]?.nameJa) : undefined) ?? cards[instances[id]]?.name ?? cards[id]?.name ?? key;
  };
  const yesNo = (x: string) => (lang === "ja" ? ({ yes: "はい", no: "いいえ", none: "なし" } as Record<string, string>)[x] ?? x : x);
  return (
    <ol className="space-y-2 text-sm">
      {entries
        .filter((e) => e.kind !== "step-end")
        .map((e) => {
          const style = KIND_STYLE[e.kind] ?? { icon: "·", label: e.kind, className: "" };
          const prompt = e.choice ? prompts.find((p) => p.prompt.id === e.choice!.promptId) : undefined;
          const alternatives = prompt && onTry ? alternativesFor(prompt) : [];
          const text = lang === "ja" && e.narration.ja ? e.narration.ja : e.narration.en;
          return (
            <li key={e.seq} className="flex gap-2" data-kind={e.kind}>
              <span aria-hidden="true" className={`w-4 shrink-0 text-center ${style.className}`}>{style.icon}</span>
              <div className="min-w-0 flex-1">
                <span className="sr-only">{style.label}: </span>
                <span className={style.className} lang={lang === "ja" && e.narration.ja ? "ja" : "en"}>{text}</span>
                <ClauseLinks clauses={e.clauses} />
                {e.candidates && e.candidates.length > 0 && (
                  <ul className="mt-1 space-y-1 rounded-md border border-sky-100 bg-sky-50/60 p-2">
                    {e.candidates.map((c) => (
                      <li key={c.key} className="flex gap-2 text-xs" data-applied={c.applied || undefined}>
                        <span aria-hidden="true" className={c.applied ? "text-green-700" : "text-stone-400"}>{c.applied ? "✔" : "✘"}</span>
                        <span>
                          <span className="sr-only">{c.applied ? "Applied: " : "Not applied: "}</span>
                          <span className="font-medium">{nameOf(c.source)}</span> ({lang === "ja" ? `プレイヤー${c.controller}` : `player ${c.controller}`}
                          {c.optional ? (lang === "ja" ? "、任意" : ", optional") : ""}) — {c.why}
                          <ClauseLinks clauses={c.clauses} />
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                {alternatives.length > 0 && (
                  <div className="mt-1 flex flex-wrap items-center gap-1 text-xs">
                    <span className="text-stone-500">{w.whatIfChose(prompt!.prompt.player)}</span>
                    {alternatives.map((a) => {
                      const label = a.label === "yes" || a.label === "no" || a.label === "none" ? yesNo(a.label) : nameOf(a.label);
                      return (
                        <button
                          key={a.label}
                          type="button"
                          onClick={() => onTry!(prompt!.prompt.id, a.choice, label)}
                          className="rounded border border-amber-300 bg-amber-50 px-2 py-0.5 text-amber-900 hover:bg-amber-100 focus:outline-none focus:ring-2 focus:ring-amber-300"
                        >
                          {label}
                        </button>
                      );
                    })}
                    <span className="text-stone-500">{w.instead}</span>
                  </div>
                )}
              </div>
            </li>
          );
        })}
    </ol>
  );
}
