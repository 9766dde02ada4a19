import Link from "next/link";
import { SearchBox } from "./_components/search-box";
import { countCards } from "@/lib/data/cards";
import { countRulings, latestRulings } from "@/lib/data/qa";
import { countVersions } from "@/lib/data/rules";

export const dynamic = "force-static"; // built from the database; rebuilt when content changes

export default async function HomePage() {
  const [rulings, cards, rulingCount, versions] = await Promise.all([latestRulings(8), countCards(), countRulings(), countVersions()]);
  return (
    <div className="space-y-12">
      <section className="space-y-4 pt-4">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Duel Masters rulings you can <span className="text-brand-600">run</span>.
        </h1>
        <p className="max-w-2xl text-stone-600">
          Every ruling here is linked to the comprehensive-rules clause that decides it and to a scenario that a rules
          engine plays out, step by step. 英語・日本語対応.
        </p>
        <div className="max-w-2xl">
          <SearchBox />
        </div>
        <p className="text-sm text-stone-500">
          {cards.toLocaleString("en")} cards · {rulingCount} rulings · {versions} rule versions
        </p>
      </section>

      <section aria-labelledby="latest" className="space-y-3">
        <div className="flex items-baseline justify-between">
          <h2 id="latest" className="text-xl font-semibold">Latest rulings</h2>
          <Link href="/qa" className="text-sm text-brand-600 hover:underline">All rulings →</Link>
        </div>
        {rulings.length === 0 ? (
          <p className="text-stone-500">No rulings published yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {rulings.map((r) => (
              <li key={r.slug} className="px-4 py-3">
                <Link href={`/qa/${r.slug}`} className="font-medium hover:text-brand-600">{r.titleEn}</Link>
                {r.titleJa && <div className="text-sm text-stone-500" lang="ja">{r.titleJa}</div>}
                {r.cards.length > 0 && (
                  <div className="mt-1 text-xs text-stone-500">{r.cards.map((c) => c.card.name).join(" · ")}</div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="rules" className="grid gap-4 sm:grid-cols-2">
        <h2 id="rules" className="sr-only">Rules</h2>
        <Link href="/rules/609" className="rounded-lg border border-stone-200 bg-white p-4 hover:border-brand-500">
          <div className="text-sm text-stone-500">Comprehensive rules 609</div>
          <div className="font-medium">Replacement (substitution) effects · 置換効果</div>
        </Link>
        <Link href="/rules/801.4" className="rounded-lg border border-stone-200 bg-white p-4 hover:border-brand-500">
          <div className="text-sm text-stone-500">Comprehensive rules 801.4</div>
          <div className="font-medium">Rebuilding evolution creatures · 再構築</div>
        </Link>
      </section>
    </div>
  );
}
