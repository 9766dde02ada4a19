import type { Metadata } from "next";
import Link from "next/link";
import { listEntries } from "@/lib/admin/qa";
import { requirePageActor } from "@/lib/admin/page-auth";
import { fmtTime, inputClass, Notice, PageTitle, primaryClass, STATUS_LABEL, StatusBadge, buttonClass, DataTable } from "./_components/ui";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Entries" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

const FILTERS = ["DRAFT", "IN_REVIEW", "PUBLISHED", "UNPUBLISHED", "ARCHIVED"];

export default async function EntriesPage({ searchParams }: Props) {
  const sp = await searchParams;
  const status = FILTERS.includes(one(sp.status)) ? one(sp.status) : "";
  const q = one(sp.q).slice(0, 100);
  const here = `/admin${status || q ? `?${new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}) })}` : ""}`;
  const actor = await requirePageActor("EDITOR", here);
  const entries = await listEntries(actor, { status: status || undefined, q: q || undefined });
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageTitle sub="Every Q&A entry, whatever its status; the newest changes first.">Q&amp;A entries</PageTitle>
        <Link href="/admin/qa/new" className={primaryClass}>+ New entry</Link>
      </div>
      {one(sp.forbidden) === "1" && <Notice kind="warn" role="alert">That page is for admins only.</Notice>}
      <form method="get" action="/admin" className="flex flex-wrap items-end gap-3 rounded-lg border border-stone-200 bg-white p-3" role="search">
        <div className="space-y-1">
          <label htmlFor="f-status" className="block text-xs font-medium text-stone-600">Status</label>
          <select id="f-status" name="status" defaultValue={status} className={`${inputClass} w-auto`}>
            <option value="">All</option>
            {FILTERS.map((s) => (
              <option key={s} value={s}>{STATUS_LABEL[s]}</option>
            ))}
          </select>
        </div>
        <div className="min-w-48 flex-1 space-y-1">
          <label htmlFor="f-q" className="block text-xs font-medium text-stone-600">Title or slug contains</label>
          <input id="f-q" name="q" type="search" defaultValue={q} maxLength={100} className={inputClass} />
        </div>
        <button type="submit" className={buttonClass}>Filter</button>
        {(status || q) && <Link href="/admin" className="py-1.5 text-sm text-stone-600 underline">Clear</Link>}
      </form>
      <p className="text-sm text-stone-600" aria-live="polite">
        {entries.length} {entries.length === 1 ? "entry" : "entries"}
        {status ? ` · ${STATUS_LABEL[status]}` : ""}
        {q ? ` · matching “${q}”` : ""}
      </p>
      {entries.length === 0 ? (
        <Notice kind="info">No entry matches. <Link href="/admin/qa/new" className="text-brand-600 underline">Write a new one</Link>.</Notice>
      ) : (
        <DataTable minWidth="40rem" columns={["Entry", "Status", "Origin", "Engine", "Updated"]}>
              {entries.map((e) => (
                <tr key={e.slug} className="align-top hover:bg-stone-50">
                  <td className="px-3 py-2">
                    <Link href={`/admin/qa/${e.slug}`} className="font-medium text-ink hover:text-brand-600 hover:underline">
                      {e.titleEn}
                    </Link>
                    {e.titleJa && <div className="text-xs text-stone-500" lang="ja">{e.titleJa}</div>}
                    <div className="font-mono text-xs text-stone-400">{e.slug}{e.gameId !== "duel-masters" ? ` · ${e.gameId}` : ""}</div>
                  </td>
                  <td className="px-3 py-2"><StatusBadge status={e.status} /></td>
                  <td className="px-3 py-2 text-xs">
                    <span className="text-stone-700">{e.origin === "admin" ? "admin" : "content/"}</span>
                    {e.adminEditedAt && e.origin !== "admin" && (
                      <div className="mt-0.5 inline-block rounded bg-amber-50 px-1 text-amber-900" title={`edited in the admin ${fmtTime(e.adminEditedAt)}`}>
                        edited in admin
                      </div>
                    )}
                  </td>
                  <td className="px-3 py-2 text-xs">
                    {e.verifiedAgainst ? (
                      <span className="text-green-800" title={`verified against ${e.verifiedAgainst}`}>✓ verified</span>
                    ) : e.verification === "failed" ? (
                      <span className="text-red-800">✕ disagrees</span>
                    ) : e.verification === "unverified" ? (
                      <span className="text-amber-800">unverified</span>
                    ) : (
                      <span className="text-stone-400">—</span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-xs text-stone-500">{fmtTime(e.updatedAt)}</td>
                </tr>
              ))}
        </DataTable>
      )}
    </div>
  );
}
