import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CardText, formatPower } from "../../_components/card-text";
import { CivBadges } from "../../_components/civ";
import { CardAbilities, type AbilitySentence } from "../../_components/card-abilities";
import { ClauseRef } from "../../_components/clause-ref";
import { getCardBySlug, ruleClauseTitles } from "@/lib/data/cards";
import { cardClauses, type CardClause } from "@/lib/cards/clauses";
import { cardsHref } from "@/lib/cards/filters";

// Rendered once on demand, then served from Next's cache (the build is redone when content changes).
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await getCardBySlug((await params).slug);
  return { title: card ? card.name : "Card not found" };
}

interface Face {
  name: string;
  cost: number | null;
  civilizations: string[];
  type: string | null;
  races: string[];
  power: number | null;
  powerSuffix: string | null;
  text: string;
}

function Stats({ cost, civilizations, type, races, power, powerSuffix }: Omit<Face, "name" | "text">) {
  const p = formatPower(power, powerSuffix);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-stone-500">Cost</dt><dd>{cost ?? "—"}</dd>
      <dt className="text-stone-500">Civilization</dt><dd><CivBadges civs={civilizations} /></dd>
      <dt className="text-stone-500">Type</dt><dd>{type ?? "—"}</dd>
      {races.length > 0 && (<><dt className="text-stone-500">Race</dt><dd>{races.join(" / ")}</dd></>)}
      {p && (<><dt className="text-stone-500">Power</dt><dd>{p}</dd></>)}
    </dl>
  );
}

export default async function CardPage({ params }: Props) {
  const card = await getCardBySlug((await params).slug);
  if (!card) notFound();
  const faces = (card.faces as Face[] | null) ?? null;
  const otherNames = card.names.filter((n) => n.kind === "ALIAS");
  const linked = [...card.linksFrom.map((l) => l.to), ...card.linksTo.map((l) => l.from)].filter(
    (c, i, all) => all.findIndex((x) => x.slug === c.slug) === i,
  );
  const sentences = (card.abilities?.sentences as unknown as AbilitySentence[] | undefined) ?? [];
  const mapped = cardClauses({ type: card.type, faceTypes: faces?.map((f) => f.type), sentences });
  const titles = await ruleClauseTitles(mapped.map((c) => c.number));
  const clauses = mapped.filter((c) => titles.has(c.number)).map((c) => ({ ...c, title: titles.get(c.number)?.titleEn ?? c.topic }));
  return (
    <article className="space-y-8">
      <header className="space-y-1">
        <p className="text-sm text-stone-500"><Link href="/cards" className="hover:underline">Cards</Link> / <Link href={cardsHref({ set: card.set })} className="hover:underline">{card.set}</Link></p>
        <h1 className="text-3xl font-semibold tracking-tight">{card.name}</h1>
        {card.nameJa && <p className="text-lg text-stone-600" lang="ja">{card.nameJa}</p>}
        <p className="pt-1"><Link href={`/ask/card/${card.slug}`} prefetch={false} className="text-sm font-medium text-brand-600 hover:underline" data-testid="ask-about-card">Ask about this card →</Link></p>
      </header>

      {faces ? (
        <div className="grid gap-4 md:grid-cols-2">
          {faces.map((f) => (
            <section key={f.name} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
              <h2 className="font-semibold">{f.name}</h2>
              <Stats {...f} />
              <CardText text={f.text} />
            </section>
          ))}
        </div>
      ) : (
        <section className="grid gap-6 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-[16rem_1fr]">
          <Stats cost={card.cost} civilizations={card.civilizations} type={card.type} races={card.races} power={card.power} powerSuffix={card.powerSuffix} />
          <div><h2 className="sr-only">Text</h2><CardText text={card.text} /></div>
        </section>
      )}

      {card.abilities && (
        <CardAbilities
          sentences={card.abilities.sentences as unknown as AbilitySentence[]}
          sides={faces ? faces.map((f) => f.name) : null}
          handWritten={card.abilities.origin === "hand-written"}
        />
      )}

      {clauses.length > 0 && <RuleLinks clauses={clauses} />}

      <section aria-labelledby="rulings" className="space-y-2">
        <h2 id="rulings" className="text-xl font-semibold">Rulings</h2>
        {card.qaEntries.length === 0 ? (
          <p className="text-stone-500">No rulings involve this card yet.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {card.qaEntries.map(({ qa }) => {
              const ended = qa.supersededBy ? `superseded${qa.supersededOn ? ` on ${qa.supersededOn.toISOString().slice(0, 10)}` : ""}` : qa.inForceUntil ? `in force until ${qa.inForceUntil.toISOString().slice(0, 10)}` : null;
              return (
                <li key={qa.slug} className="px-4 py-3">
                  {qa.sourceDate && <span className="mr-2 font-mono text-xs text-stone-500">{qa.sourceDate.toISOString().slice(0, 10)}</span>}
                  <Link href={`/qa/${qa.slug}`} className={`font-medium hover:text-brand-600 ${ended ? "text-stone-500" : ""}`}>{qa.titleEn}</Link>
                  {ended && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{ended}</span>}
                  {qa.titleJa && <div className="text-sm text-stone-500" lang="ja">{qa.titleJa}</div>}
                </li>
              );
            })}
          </ul>
        )}
        {card.scenarios.length > 0 && (
          <p className="text-sm text-stone-600">
            Scenarios with this card:{" "}
            {card.scenarios.map((s, i) => (
              <span key={s.scenario.slug}>{i > 0 && ", "}<Link className="text-brand-600 hover:underline" href={`/scenarios/${s.scenario.slug}`}>{s.scenario.titleEn}</Link></span>
            ))}
          </p>
        )}
      </section>

      <section className="grid gap-6 text-sm md:grid-cols-2">
        {(otherNames.length > 0 || linked.length > 0) && (
          <div className="space-y-2">
            {otherNames.length > 0 && (
              <>
                <h2 className="font-semibold">Also known as</h2>
                <ul className="list-disc pl-5 text-stone-700">{otherNames.map((n) => <li key={n.id} lang={n.lang}>{n.name}</li>)}</ul>
              </>
            )}
            {linked.length > 0 && (
              <>
                <h2 className="font-semibold">Linked faces</h2>
                <ul className="list-disc pl-5">{linked.map((c) => <li key={c.slug}><Link className="text-brand-600 hover:underline" href={`/cards/${c.slug}`}>{c.name}</Link> <span className="text-stone-500">({c.type})</span></li>)}</ul>
              </>
            )}
          </div>
        )}
        <div className="space-y-1 text-stone-600">
          <h2 className="font-semibold text-ink">Printings</h2>
          <p>
            {card.sets.map((set, i) => (
              <span key={set}>{i > 0 && " · "}<Link href={cardsHref({ set })} className="hover:text-brand-600 hover:underline">{set}</Link></span>
            ))}
          </p>
          <p className="text-xs text-stone-500">Data: {card.source}{card.nameJaSource ? `; Japanese name: ${card.nameJaSource}` : ""}{card.tcg ? " · printed in the English TCG" : ""}</p>
        </div>
      </section>
    </article>
  );
}

/** The clauses the card relies on (lib/cards/clauses.ts), as chips that preview the clause on hover or focus. */
function RuleLinks({ clauses }: { clauses: (CardClause & { title: string })[] }) {
  const groups = [
    { from: "type", label: "Its card type" },
    { from: "ability", label: "Its abilities" },
  ] as const;
  return (
    <section aria-labelledby="card-rules" className="space-y-3">
      <h2 id="card-rules" className="text-xl font-semibold">Rules</h2>
      <p className="text-sm text-stone-600">The comprehensive rules this card relies on.</p>
      <dl className="space-y-3 text-sm">
        {groups.map(({ from, label }) => {
          const list = clauses.filter((c) => c.from === from);
          if (list.length === 0) return null;
          return (
            <div key={from} className="space-y-1.5">
              <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
              <dd>
                <ul className="flex flex-wrap gap-2" data-testid={`card-rules-${from}`}>
                  {list.map((c) => (
                    <li key={c.number} className="max-w-full rounded-full border border-stone-300 bg-white py-1 pl-3 pr-1.5 hover:border-brand-500">
                      <ClauseRef number={c.number} className="text-ink hover:text-brand-600">
                        <span className="font-mono text-brand-600">{c.number}</span> {c.title}
                      </ClauseRef>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
