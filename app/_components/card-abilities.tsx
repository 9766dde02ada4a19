/**
 * "How the engine reads this card": each printed ability with what the rules engine makes of it — a
 * replacement effect (609: the event it watches and what happens instead), a triggered ability (603), a
 * static ability, a keyword, a game rule's reminder, a spell's effect — or "not modelled yet".
 */
import Link from "next/link";
import type { SentenceKind } from "@/lib/abilities/types";

export interface AbilitySentence {
  text: string;
  side?: number;
  status: "modelled" | "keyword" | "not-modelled";
  template?: string;
  /** The compiler's kinds (one list, lib/abilities/types.ts): a new kind fails to compile below until it has a badge. */
  kind?: SentenceKind;
  clause?: string;
  watches?: string;
  effect?: string;
  note?: string;
}

const KIND: Record<SentenceKind, { label: string; className: string }> = {
  replacement: { label: "Replacement effect", className: "bg-amber-100 text-amber-900" },
  trigger: { label: "Triggered ability", className: "bg-sky-100 text-sky-900" },
  static: { label: "Static ability", className: "bg-violet-100 text-violet-900" },
  keyword: { label: "Keyword", className: "bg-stone-200 text-stone-800" },
  spell: { label: "Spell effect", className: "bg-emerald-100 text-emerald-900" },
  rule: { label: "Game rule reminder", className: "bg-stone-100 text-stone-700" },
  activated: { label: "Activated ability", className: "bg-teal-100 text-teal-900" },
};

function Badge({ s }: { s: AbilitySentence }) {
  if (s.status === "not-modelled" || !s.kind) return <span className="rounded bg-rose-100 px-1.5 py-0.5 text-xs font-medium text-rose-900">Not modelled yet</span>;
  // a row stored by another compiler version may hold a kind this page doesn't know: say what it is, don't fail
  const k = KIND[s.kind] ?? { label: s.kind, className: "bg-stone-100 text-stone-700" };
  return <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${k.className}`}>{k.label}</span>;
}

export function CardAbilities({ sentences, sides, handWritten }: { sentences: AbilitySentence[]; sides: string[] | null; handWritten: boolean }) {
  if (sentences.length === 0) return null;
  const notModelled = sentences.filter((s) => s.status === "not-modelled").length;
  return (
    <section aria-labelledby="engine-reading" className="space-y-3">
      <h2 id="engine-reading" className="text-xl font-semibold">How the rules engine reads this card</h2>
      <p className="text-sm text-stone-600">
        &ldquo;Would &hellip; instead&rdquo; is a replacement effect (<Link href="/rules/609" className="text-brand-600 hover:underline">609</Link>): the event it
        watches never happens, something else happens instead. &ldquo;When &hellip; is&rdquo; is a triggered ability (
        <Link href="/rules/603" className="text-brand-600 hover:underline">603</Link>): the event happens, then the ability resolves.
        {notModelled > 0 ? ` ${notModelled === sentences.length ? "None" : `${sentences.length - notModelled} of ${sentences.length}`} of this card's abilities can be tried in the engine yet.` : " The engine understands every ability of this card."}
        {handWritten ? " Its abilities were written out by hand for the engine." : ""}
      </p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {sentences.map((s, i) => (
          <li key={i} className="space-y-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge s={s} />
              {s.clause && (
                <Link href={`/rules/${encodeURIComponent(s.clause)}`} className="text-xs text-brand-600 hover:underline">
                  {s.clause}
                </Link>
              )}
              {sides && s.side !== undefined && sides[s.side] && <span className="text-xs text-stone-500">{sides[s.side]}</span>}
            </div>
            <p className="text-stone-800">{s.text}</p>
            {s.watches && (
              <p className="text-stone-600">
                <span className="font-medium">Watches:</span> {s.watches}
              </p>
            )}
            {s.effect && (
              <p className="text-stone-600">
                <span className="font-medium">{s.kind === "replacement" ? "Instead:" : "Does:"}</span> {s.effect}
              </p>
            )}
            {s.note && <p className="text-xs text-stone-500">{s.note}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
