import Link from "next/link";
import type { Metadata } from "next";
import { listRulings } from "@/lib/data/qa";

export const dynamic = "force-static";
export const metadata: Metadata = { title: "Rulings" };

export default async function RulingsIndex() {
  const rulings = await listRulings();
  const games = [...new Set(rulings.map((r) => r.game.nameEn))];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold">Rulings</h1>
      {rulings.length === 0 && <p className="text-stone-500">No rulings published yet.</p>}
      {games.map((game) => (
        <section key={game} className="space-y-2">
          <h2 className="text-lg font-semibold">{game}</h2>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {rulings.filter((r) => r.game.nameEn === game).map((r) => (
              <li key={r.slug} className="px-4 py-3">
                <Link href={`/qa/${r.slug}`} className="font-medium hover:text-brand-600">{r.titleEn}</Link>
                {r.titleJa && <div className="text-sm text-stone-500" lang="ja">{r.titleJa}</div>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
