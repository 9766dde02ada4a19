import Link from "next/link";
import type { Metadata } from "next";
import { SearchBox } from "../_components/search-box";
import { CivBadges } from "../_components/civ";
import { searchCards } from "@/lib/data/cards";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Search" };

const MAX_QUERY = 200;

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ q?: string | string[] }> }) {
  const raw = (await searchParams).q;
  const q = (Array.isArray(raw) ? raw[0] : raw ?? "").replace(/[\u0000-\u001f\u007f]/g, " ").trim().slice(0, MAX_QUERY);
  const hits = q ? await searchCards(q, 50) : [];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Search cards</h1>
      <div className="max-w-2xl"><SearchBox defaultValue={q} /></div>
      {q === "" ? (
        <p className="text-stone-500">Type a card name in English or Japanese.</p>
      ) : hits.length === 0 ? (
        <p className="text-stone-600">No card matches “{q}”. Try fewer letters, or the Japanese name.</p>
      ) : (
        <>
          <p className="text-sm text-stone-500">{hits.length === 50 ? "First 50" : hits.length} cards matching “{q}”</p>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white" data-testid="search-results">
            {hits.map((c) => (
              <li key={c.slug} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3">
                <Link href={`/cards/${c.slug}`} className="font-medium hover:text-brand-600">{c.name}</Link>
                {c.nameJa && <span className="text-sm text-stone-500" lang="ja">{c.nameJa}</span>}
                {c.matchedName !== c.name && c.matchedName !== c.nameJa && (
                  <span className="text-xs text-stone-500">also “{c.matchedName}”</span>
                )}
                <span className="ml-auto flex items-center gap-2 text-xs text-stone-500">
                  <CivBadges civs={c.civilizations} />
                  {c.type}
                  {c.rulings > 0 && <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-700">{c.rulings} rulings</span>}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
