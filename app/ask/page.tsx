import type { Metadata } from "next";
import { AskApp } from "../_components/ask/ask-app";

export const metadata: Metadata = {
  title: "Ask the engine",
  description: "Set up any Duel Masters board, pick what happens, and watch the rules engine play it step by step: every replacement effect, every trigger, every clause.",
};

// The page is the same for everyone: the board is read from the address (?b=) in the browser.
export const dynamic = "force-static";

export default function AskPage() {
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight">Ask the engine</h1>
        <p className="max-w-3xl text-stone-600">
          Put cards on the board for both players, choose what happens — cast a spell, attack, destroy a creature — and the rules engine plays it
          step by step: every replacement effect it considers, every trigger, and the rule behind each. When a player has a choice, you make it;
          then try the other answer.
        </p>
      </header>
      <noscript>
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">The board editor needs JavaScript. Every ruling&apos;s steps are readable without it.</p>
      </noscript>
      <AskApp />
    </div>
  );
}
