import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Markdown } from "../../_components/markdown";
import { CivBadges } from "../../_components/civ";
import { CardPeek } from "../../_components/card-peek";
import { StepThroughSection } from "../../_components/stepthrough/stepthrough";
import { getRuling, publishedSlugs, type RulingDetail } from "@/lib/data/qa";

// Served from Next's cache: built from the database at build time, new slugs rendered once on demand.
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await publishedSlugs()).map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const qa = await getRuling((await params).slug);
  return { title: qa ? qa.titleEn : "Ruling not found" };
}

const fmt = (d: Date) => d.toISOString().slice(0, 10);

export default async function RulingPage({ params }: Props) {
  const qa = await getRuling((await params).slug);
  if (!qa) notFound();
  const cites = qa.clauses.filter((c) => c.relation === "CITES");
  const same = qa.clauses.filter((c) => c.relation === "SAME_PRINCIPLE");
  return (
    <article className="space-y-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
        <Link href="/qa" className="hover:underline">Rulings</Link> / {qa.game.nameEn}
      </nav>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{qa.titleEn}</h1>
        {qa.titleJa && <p className="text-stone-600" lang="ja">{qa.titleJa}</p>}
        <VerificationMark qa={qa} />
      </header>

      <section aria-labelledby="q" className="space-y-2 rounded-lg border border-stone-200 bg-white p-5">
        <h2 id="q" className="text-sm font-semibold uppercase tracking-wide text-stone-500">Question</h2>
        <Markdown source={qa.questionEn} lang="en" />
        {qa.questionJa && <div className="border-t border-stone-100 pt-2 text-stone-700"><Markdown source={qa.questionJa} lang="ja" /></div>}
      </section>

      <section aria-labelledby="a" className="space-y-2 rounded-lg border border-brand-100 bg-brand-50/40 p-5">
        <h2 id="a" className="text-sm font-semibold uppercase tracking-wide text-brand-700">Answer</h2>
        <Markdown source={qa.answerEn} lang="en" />
        {qa.answerJa && <div className="border-t border-brand-100 pt-2 text-stone-700"><Markdown source={qa.answerJa} lang="ja" /></div>}
      </section>

      {qa.scenario && (
        <section aria-labelledby="steps" className="space-y-3">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <h2 id="steps" className="text-lg font-semibold">Step through it</h2>
            <Link href={`/scenarios/${qa.scenario.slug}`} className="text-sm text-brand-600 hover:underline">Scenario page →</Link>
          </div>
          <StepThroughSection id={qa.scenario.slug} />
        </section>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        {qa.cards.length > 0 && (
          <section aria-labelledby="cards" className="space-y-2">
            <h2 id="cards" className="font-semibold">Cards</h2>
            <ul className="space-y-2">
              {qa.cards.map(({ card }) => (
                <li key={card.slug}>
                  <div className="rounded-lg border border-stone-200 bg-white px-3 py-2">
                    <CardPeek card={card} />
                    {card.nameJa && <span className="ml-1 text-sm text-stone-500" lang="ja">{card.nameJa}</span>}
                    <span className="ml-2 align-middle"><CivBadges civs={card.civilizations} /></span>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
        {qa.mentions.length > 0 && (
          <section aria-labelledby="mentions" className="space-y-2">
            <h2 id="mentions" className="font-semibold">Cards mentioned</h2>
            <p className="text-sm text-stone-700">{qa.mentions.join(" · ")}</p>
          </section>
        )}
        <section aria-labelledby="rules" className="space-y-2">
          <h2 id="rules" className="font-semibold">{cites.length > 0 ? "Rules" : "Same principle in Duel Masters"}</h2>
          <ul className="flex flex-wrap gap-2">
            {[...cites, ...same].map((c) => (
              <li key={`${c.clauseNumber}-${c.relation}`}>
                <Link href={`/rules/${c.clauseNumber}`} className="rounded-full border border-stone-300 bg-white px-3 py-1 font-mono text-sm hover:border-brand-500">
                  {c.clauseNumber}
                </Link>
              </li>
            ))}
          </ul>
          {cites.length > 0 && same.length > 0 && <p className="text-xs text-stone-500">Also the same principle as above.</p>}
        </section>
      </div>

      <footer className="space-y-1 border-t border-stone-200 pt-4 text-sm text-stone-600">
        {qa.sourceTitle && (
          <p>
            Source:{" "}
            {qa.sourceUrl ? <a href={qa.sourceUrl} className="text-brand-600 underline" rel="noopener noreferrer">{qa.sourceTitle}</a> : qa.sourceTitle}
            {qa.sourceDate && <> · {fmt(qa.sourceDate)}</>}
          </p>
        )}
        {qa.note && <p className="text-xs text-stone-500">Note: {qa.note}</p>}
      </footer>
    </article>
  );
}

function VerificationMark({ qa }: { qa: RulingDetail }) {
  if (qa.verification === "unverified") {
    return (
      <p className="inline-block rounded bg-amber-100 px-2 py-1 text-sm text-amber-900">
        Unverified: the outcome of this ruling is not settled by an official source yet.
      </p>
    );
  }
  if (qa.verifiedAgainst) {
    return (
      <p className="inline-flex items-center gap-1 rounded bg-green-100 px-2 py-1 text-sm text-green-900" data-testid="verified">
        <span aria-hidden="true">✔</span> Verified by the engine against rules {qa.verifiedAgainst}
      </p>
    );
  }
  return (
    <p className="inline-block rounded bg-stone-100 px-2 py-1 text-sm text-stone-600">
      {qa.gameId === "duel-masters" ? "Not checked by the engine: no scenario yet." : "A ruling of another game, shown for comparison; not checked by the engine."}
    </p>
  );
}
