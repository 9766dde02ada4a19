import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AdminError } from "@/lib/admin/errors";
import { requirePageActor } from "@/lib/admin/page-auth";
import { diffRevisions, listRevisions, type FieldDiff } from "@/lib/admin/qa";
import { RestoreButton } from "../../../_components/restore-button";
import { buttonClass, fmtTime, Notice, PageTitle, StatusBadge, DataTable } from "../../../_components/ui";
import { FIELD_LABEL } from "@/lib/admin/labels";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `History of ${(await params).slug}` };
}

const num = (v: string | string[] | undefined) => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default async function HistoryPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const sp = await searchParams;
  const actor = await requirePageActor("EDITOR", `/admin/qa/${encodeURIComponent(slug)}/history`);
  let revisions;
  try {
    revisions = await listRevisions(actor, slug);
  } catch (e) {
    if (e instanceof AdminError && e.status === 404) notFound();
    throw e;
  }
  const latest = revisions[0]?.number ?? 0;
  const from = num(sp.from) ?? revisions[1]?.number ?? null;
  const to = num(sp.to) ?? revisions[0]?.number ?? null;
  let diff: FieldDiff[] | null = null;
  let diffProblem: string | null = null;
  if (from != null && to != null && from !== to) {
    try {
      diff = await diffRevisions(actor, slug, Math.min(from, to), Math.max(from, to));
    } catch (e) {
      if (e instanceof AdminError) diffProblem = e.message;
      else throw e;
    }
  }
  const [a, b] = from != null && to != null ? [Math.min(from, to), Math.max(from, to)] : [from, to];
  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-500">
        <Link href="/admin" className="hover:underline">Entries</Link> / <Link href={`/admin/qa/${slug}`} className="font-mono hover:underline">{slug}</Link> / History
      </nav>
      <PageTitle sub="Every save is a revision. Pick two to compare; restoring writes the old version again as a new revision.">History</PageTitle>

      <form method="get" className="space-y-3">
        <DataTable minWidth="40rem" caption="Revisions, newest first" columns={["From", "To", "Revision", "When", "Who", "What", <span key="r" className="sr-only">Restore</span>]}>
              {revisions.map((r) => (
                <tr key={r.number} className="align-top" data-revision={r.number}>
                  <td className="px-3 py-2">
                    <input type="radio" name="from" value={r.number} defaultChecked={r.number === from} aria-label={`Compare from revision ${r.number}`} className="accent-brand-600" />
                  </td>
                  <td className="px-3 py-2">
                    <input type="radio" name="to" value={r.number} defaultChecked={r.number === to} aria-label={`Compare to revision ${r.number}`} className="accent-brand-600" />
                  </td>
                  <td className="px-3 py-2 font-medium">
                    {r.number}
                    {r.number === latest && <span className="ml-1 text-xs font-normal text-stone-500">(current)</span>}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-xs text-stone-600">{fmtTime(r.createdAt)}</td>
                  <td className="px-3 py-2 text-xs">
                    {r.author ?? <span className="text-stone-400">unknown</span>}
                    <div className="text-stone-500">{r.origin === "import" ? "content import" : r.origin}</div>
                  </td>
                  <td className="px-3 py-2 text-xs">
                    <StatusBadge status={r.status} />
                    {r.message && <div className="mt-1 text-stone-600">{r.message}</div>}
                  </td>
                  <td className="px-3 py-2 text-right">
                    {r.number !== latest && r.restorable && <RestoreButton slug={slug} number={r.number} baseRevision={latest} />}
                  </td>
                </tr>
              ))}
        </DataTable>
        {revisions.length > 1 && <button type="submit" className={buttonClass}>Compare the chosen revisions</button>}
      </form>

      {diffProblem && <Notice kind="error" role="alert">{diffProblem}</Notice>}
      {diff && (
        <section aria-labelledby="diff-h" className="space-y-3" data-testid="revision-diff">
          <h2 id="diff-h" className="text-lg font-semibold">What changed from revision {a} to revision {b}</h2>
          {diff.length === 0 ? (
            <Notice kind="info">The two revisions are the same.</Notice>
          ) : (
            <dl className="divide-y divide-stone-100 rounded-lg border border-stone-200 bg-white">
              {diff.map((d) => (
                <div key={d.field} className="grid gap-1 px-3 py-2 sm:grid-cols-[10rem_1fr]">
                  <dt className="text-sm font-medium text-stone-600">{FIELD_LABEL[d.field] ?? d.field}</dt>
                  <dd className={`whitespace-pre-wrap break-words text-sm ${d.field === "outcome" || d.field === "scenario" ? "font-mono text-xs" : ""}`}>
                    {d.parts.map((p, i) =>
                      p.op === "same" ? (
                        <span key={i}>{p.text}</span>
                      ) : p.op === "add" ? (
                        <ins key={i} className="mx-px rounded bg-green-100 px-0.5 text-green-900 no-underline">{p.text}</ins>
                      ) : (
                        <del key={i} className="mx-px rounded bg-red-100 px-0.5 text-red-900">{p.text}</del>
                      ),
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}
    </div>
  );
}
