"use client";
/** The last resort, when even the site's layout failed: a plain page, no shared components. */
import "./globals.css";

export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen">
        <main className="mx-auto max-w-xl space-y-4 px-4 py-16" role="alert">
          <p className="text-xl font-semibold"><span className="text-brand-600">審判</span> Shinpan</p>
          <h1 className="text-2xl font-semibold">This page is temporarily unavailable</h1>
          <p className="text-stone-600">
            Shinpan could not load it just now, usually because its rulings database is restarting. Please try
            again in a few seconds.
          </p>
          <p className="flex gap-4 text-sm">
            <button type="button" onClick={reset} className="rounded border border-stone-300 px-3 py-1">Try again</button>
            {/* A full page load on purpose: the root layout failed, so don't reuse this broken React tree. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="self-center text-brand-600 hover:underline">← Home</a>
          </p>
        </main>
      </body>
    </html>
  );
}
