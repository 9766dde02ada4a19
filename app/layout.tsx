import type { Metadata, Viewport } from "next";
import Link from "next/link";
import "./globals.css";
import { SearchBox } from "./_components/search-box";

export const metadata: Metadata = {
  title: { default: "Shinpan — Duel Masters rulings you can run", template: "%s · Shinpan" },
  description:
    "Duel Masters comprehensive rules and Q&A rulings, each checked by a rules engine and shown step by step. English and Japanese.",
  // every page offers the feed of all rulings; card and rule pages add their own
  alternates: { types: { "application/atom+xml": [{ url: "/feeds/rulings.atom", title: "Shinpan: Duel Masters rulings" }] } },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen flex flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2 focus:bg-white">
          Skip to content
        </a>
        <header className="sticky top-0 z-20 border-b border-stone-200 bg-white/95 backdrop-blur">
          <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
            <Link href="/" className="flex items-baseline gap-2 font-semibold tracking-tight">
              <span className="text-xl text-brand-600">審判</span>
              <span className="text-lg">Shinpan</span>
            </Link>
            <nav aria-label="Main" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
              <Link className="hover:text-brand-600" href="/cards">Cards</Link>
              <Link className="hover:text-brand-600" href="/rules">Rules</Link>
              <Link className="hover:text-brand-600" href="/qa">Rulings</Link>
              {/* not prefetched: /ask loads the board editor and its parsers, which a reading page must not pay for (the Q&A page's JS budget) */}
              <Link className="hover:text-brand-600" href="/ask" prefetch={false}>Ask</Link>
              <Link className="hover:text-brand-600" href="/scenarios">Scenarios</Link>
              <Link className="hover:text-brand-600" href="/about">About</Link>
            </nav>
            <div className="w-full sm:ml-auto sm:w-72">
              <SearchBox compact />
            </div>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
          {children}
        </main>
        <footer className="border-t border-stone-200 bg-white text-xs text-stone-500">
          <div className="mx-auto max-w-5xl px-4 py-4">
            Shinpan is a fan-made rulings reference. Card text © Takara Tomy / Wizards of the Coast; English OCG
            translations from the Duel Masters Wiki (CC BY-SA). Rule text is quoted with its source on each page.
            <span className="mt-1 block">
              For developers: the <Link href="/developers" className="underline">JSON API and bulk downloads</Link> ·{" "}
              <a href="/feeds/rulings.atom" className="underline">rulings feed (Atom)</a>
            </span>
          </div>
        </footer>
      </body>
    </html>
  );
}
