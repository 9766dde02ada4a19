import type { Metadata } from "next";
import Link from "next/link";

export const metadata: Metadata = { title: "About" };

export default function AboutPage() {
  return (
    <article className="max-w-2xl space-y-4 leading-relaxed">
      <h1 className="text-2xl font-semibold">About Shinpan</h1>
      <p>
        Shinpan (審判, “judge”) is a rulings knowledge base for the Duel Masters trading card game. It keeps the
        comprehensive-rules clauses and Q&amp;A rulings in one place, in English and Japanese, and links every ruling to
        a scenario that a rules engine runs, so the answer can be checked rather than just read.
      </p>
      <p>
        Rule texts are quoted with their source and version. Where the English is a fan or working translation rather
        than official text, the page says so.
      </p>
      <p>
        Start with <Link className="text-brand-600 underline" href="/rules/609">rule 609, replacement effects</Link>, or{" "}
        <Link className="text-brand-600 underline" href="/qa">browse the rulings</Link>.
      </p>
    </article>
  );
}
