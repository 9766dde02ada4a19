import Link from "next/link";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClausePageView, clauseMetadata, loadClause } from "../../_components/clause-page";
import { isChapterNumber } from "@/lib/content/clauses";
import { getChapter } from "@/lib/data/rules";

// A page per clause (about a thousand): rendered on first request, then served from Next's cache (and
// dropped when an import changes the rules). None is built ahead: the build stays fast.
export const dynamic = "force-static";
export const dynamicParams = true;

export async function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const number = (await params).number;
  if (isChapterNumber(number)) {
    const ch = await getChapter(number);
    return { title: ch ? `${number}. ${ch.chapter.titleEn ?? ch.chapter.titleJa} — ${ch.document.titleEn}` : "Clause not found" };
  }
  return clauseMetadata(await loadClause(number));
}

export default async function ClausePage({ params }: Props) {
  const number = (await params).number;
  if (isChapterNumber(number)) {
    const ch = await getChapter(number);
    if (!ch) notFound();
    return (
      <article className="space-y-6">
        <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
          <Link href="/rules" className="hover:underline">Rules</Link> / <span>{number}</span>
        </nav>
        <header>
          <h1 className="text-2xl font-semibold">{number}. {ch.chapter.titleEn ?? ch.chapter.titleJa}</h1>
          {ch.chapter.titleEn && ch.chapter.titleJa && <p className="text-lg text-stone-600" lang="ja">{ch.chapter.titleJa}</p>}
        </header>
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {ch.chapter.sections.map((s) => (
            <li key={s.number}>
              <Link href={`/rules/${s.number}`} className="flex flex-wrap items-baseline gap-x-3 px-4 py-2 hover:bg-stone-50">
                <span className="font-mono text-sm text-stone-500">{s.number}</span>
                <span className="font-medium">{s.titleEn ?? s.titleJa}</span>
                {s.titleEn && s.titleJa && <span className="text-sm text-stone-500" lang="ja">{s.titleJa}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </article>
    );
  }
  const view = await loadClause(number);
  if (!view) notFound();
  return <ClausePageView view={view} />;
}
