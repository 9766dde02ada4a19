/** Small presentational pieces shared by the admin pages (server and client). */
import type { ReactNode } from "react";

export const STATUS_LABEL: Record<string, string> = {
  DRAFT: "Draft",
  IN_REVIEW: "In review",
  PUBLISHED: "Published",
  UNPUBLISHED: "Unpublished",
  ARCHIVED: "Archived",
};

const STATUS_STYLE: Record<string, string> = {
  DRAFT: "border-stone-300 bg-stone-100 text-stone-700",
  IN_REVIEW: "border-amber-300 bg-amber-50 text-amber-900",
  PUBLISHED: "border-green-300 bg-green-50 text-green-800",
  UNPUBLISHED: "border-sky-300 bg-sky-50 text-sky-900",
  ARCHIVED: "border-stone-300 bg-white text-stone-500",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <span data-status={status} className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status] ?? STATUS_STYLE.DRAFT}`}>
      {STATUS_LABEL[status] ?? status}
    </span>
  );
}

/** "2026-11-22 03:57 UTC": the same on the server and in the browser (no hydration mismatch). */
export function fmtTime(d: Date | string | null | undefined): string {
  if (!d) return "";
  const iso = (typeof d === "string" ? new Date(d) : d).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function PageTitle({ children, sub }: { children: ReactNode; sub?: ReactNode }) {
  return (
    <div className="space-y-1">
      <h1 className="text-2xl font-semibold tracking-tight">{children}</h1>
      {sub && <p className="text-sm text-stone-600">{sub}</p>}
    </div>
  );
}

export function Notice({ kind, children, role }: { kind: "ok" | "error" | "warn" | "info"; children: ReactNode; role?: "alert" | "status" }) {
  const style = {
    ok: "border-green-300 bg-green-50 text-green-900",
    error: "border-red-300 bg-red-50 text-red-900",
    warn: "border-amber-300 bg-amber-50 text-amber-900",
    info: "border-stone-200 bg-white text-stone-700",
  }[kind];
  return (
    <div role={role} className={`rounded-md border px-3 py-2 text-sm ${style}`}>
      {children}
    </div>
  );
}

export const inputClass =
  "w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:bg-stone-100";
export const buttonClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:border-brand-500 hover:text-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50";
export const primaryClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-brand-600 bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1 disabled:cursor-not-allowed disabled:opacity-50";
export const dangerClass =
  "inline-flex items-center justify-center gap-1 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 disabled:cursor-not-allowed disabled:opacity-50";

/** A bordered, horizontally scrollable table with the admin's header style; `columns` label the header cells. */
export function DataTable({ columns, minWidth, caption, children }: { columns: ReactNode[]; minWidth: string; caption?: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-500">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className="px-3 py-2">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}
