import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Markdown } from "../../_components/markdown";
import { CardList } from "../../_components/card-peek";
import { StepThroughSection } from "../../_components/stepthrough/stepthrough";
import { getRuling, publishedSlugs, rulingHistory, type RulingDetail } from "@/lib/data/qa";
import { isCurrentRulesCheck } from "@/lib/content/verify";
import type { StepThrough } from "@/lib/stepthrough/frames";
import { storedStepThrough } from "@/lib/stepthrough/run";
import { differenceText } from "@/lib/stepthrough/words";

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

/*
 * The markup is styled by the short classes in globals.css (.qa, .box, .refs, …): Next sends a page's
 * markup twice (HTML and the inlined RSC payload), and this page is the one readers hit most. The cards'
 * text is not in the page: the previews fetch it from ./cards.json when first opened.
 */
export default async function RulingPage({ params }: Props) {
  const qa = await getRuling((await params).slug);
  if (!qa) notFound();
  const cites = qa.clauses.filter((c) => c.relation === "CITES");
  const same = qa.clauses.filter((c) => c.relation === "SAME_PRINCIPLE");
  const st = qa.scenario ? storedStepThrough(qa.scenario) : null;
  const history = await rulingHistory(qa.slug, qa.supersededBy);
  return (
    <article className="qa">
      <nav aria-label="Breadcrumb" className="crumbs">
        <Link href="/qa">Rulings</Link>
        {` / ${qa.game.nameEn}`}
      </nav>
      <header>
        <h1>{qa.titleEn}</h1>
        {qa.titleJa && <p className="sub" lang="ja">{qa.titleJa}</p>}
        <VerificationMark qa={qa} st={st} />
        <History qa={qa} history={history} />
      </header>

      <section aria-labelledby="q" className="box">
        <h2 id="q">Question</h2>
        <Markdown source={qa.questionEn} />
        {qa.questionJa && <Markdown source={qa.questionJa} lang="ja" className="ja" />}
      </section>

      <section aria-labelledby="a" className="box ans">
        <h2 id="a">Answer</h2>
        <Markdown source={qa.answerEn} />
        {qa.answerJa && <Markdown source={qa.answerJa} lang="ja" className="ja" />}
      </section>

      {qa.scenario && (
        <section aria-labelledby="steps" className="steps">
          <div>
            <h2 id="steps">Step through it</h2>
            <Link href={`/scenarios/${qa.scenario.slug}`}>Scenario page →</Link>
          </div>
          <StepThroughSection id={qa.scenario.slug} st={st} />
        </section>
      )}

      <div className="refs">
        {qa.cards.length > 0 && (
          <section aria-labelledby="cards">
            <h2 id="cards">Cards</h2>
            <CardList src={`/qa/${qa.slug}/cards.json`} cards={qa.cards.map((c) => c.card)} />
          </section>
        )}
        {qa.mentions.length > 0 && (
          <section aria-labelledby="mentions">
            <h2 id="mentions">Cards mentioned</h2>
            <p className="text-sm text-stone-700">{qa.mentions.join(" · ")}</p>
          </section>
        )}
        <section aria-labelledby="rules">
          <h2 id="rules">{cites.length > 0 ? "Rules" : "Same principle in Duel Masters"}</h2>
          <ul className="chips">
            {[...cites, ...same].map((c) => (
              <li key={`${c.clauseNumber}-${c.relation}`}>
                <Link href={`/rules/${c.clauseNumber}`}>{c.clauseNumber}</Link>
              </li>
            ))}
          </ul>
          {cites.length > 0 && same.length > 0 && <p className="text-xs text-stone-500">Also the same principle as above.</p>}
        </section>
      </div>

      <footer className="src">
        {qa.sourceTitle && (
          <p>
            {"Source: "}
            {qa.sourceUrl ? <a href={qa.sourceUrl} rel="noopener noreferrer">{qa.sourceTitle}</a> : qa.sourceTitle}
            {qa.sourceDate && ` · ${fmt(qa.sourceDate)}`}
          </p>
        )}
      </footer>
    </article>
  );
}

/** Superseded (with a link to the ruling that replaced it), what it replaced, and the dates it was in force. */
function History({ qa, history }: { qa: RulingDetail; history: Awaited<ReturnType<typeof rulingHistory>> }) {
  const from = qa.inForceFrom ? fmt(qa.inForceFrom) : null;
  const until = qa.inForceUntil ? fmt(qa.inForceUntil) : null;
  return (
    <>
      {qa.supersededBy && (
        <div className="mark changed" role="note" data-testid="superseded">
          <p>
            {`Superseded${qa.supersededOn ? ` on ${fmt(qa.supersededOn)}` : ""} by `}
            {history.successor ? <Link href={`/qa/${history.successor.slug}`} className="font-medium underline">{history.successor.titleEn}</Link> : "a newer ruling"}
            {". This page keeps the earlier answer for the record."}
          </p>
        </div>
      )}
      {(from || until) && (
        <p className="text-sm text-stone-600" data-testid="in-force">
          {until ? `In force ${from ? `from ${from} ` : ""}until ${until}.` : `In force since ${from}.`}
        </p>
      )}
      {history.replaced.length > 0 && (
        <p className="text-sm text-stone-600" data-testid="replaces">
          {"Replaces "}
          {history.replaced.map((r, i) => (
            <span key={r.slug}>
              {i > 0 && ", "}
              <Link href={`/qa/${r.slug}`} className="text-brand-700 underline">{r.titleEn}</Link>
              {r.supersededOn && ` (until ${fmt(r.supersededOn)})`}
            </span>
          ))}
          .
        </p>
      )}
    </>
  );
}

function VerificationMark({ qa, st }: { qa: RulingDetail; st: StepThrough | null }) {
  if (qa.verification === "unverified") {
    return <p className="mark un">Unverified: the outcome of this ruling is not settled by an official source yet.</p>;
  }
  if (qa.verifiedAgainst) {
    const now = isCurrentRulesCheck(qa.currentRules) ? qa.currentRules : null;
    const current = now && now.version === qa.verifiedAgainst;
    // the ✔ comes from .mark.ok::before
    return (
      <>
        <p className="mark ok" data-testid="verified">
          {current
            ? `Checked by the engine under the current rules, ${now.version}`
            : `Follows the rules of ${qa.verifiedAgainst}${now?.holds ? ` · checked by the engine, and still holds under the current rules, ${now.version}` : " · checked by the engine"}`}
        </p>
        {now && !now.holds && (
          <div className="mark changed" data-testid="changed" role="note">
            <p>{`Under the current rules, ${now.version}, the answer is different:`}</p>
            <ul>
              {now.differences.map((d) => (
                <li key={d}>{st ? differenceText(d, st) : d}</li>
              ))}
            </ul>
          </div>
        )}
      </>
    );
  }
  return (
    <p className="mark">
      {qa.gameId === "duel-masters" ? "Not checked by the engine: no scenario yet." : "A ruling of another game, shown for comparison; not checked by the engine."}
    </p>
  );
}
