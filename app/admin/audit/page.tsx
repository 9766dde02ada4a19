import type { Metadata } from "next";
import { recentAudit } from "@/lib/audit";
import { requirePageActor } from "@/lib/admin/page-auth";
import { fmtTime, PageTitle, DataTable } from "../_components/ui";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Audit log" };

const TONE: Record<string, string> = {
  "sign-in-failed": "text-red-800",
  "sign-in-limited": "text-red-800 font-semibold",
  "qa.publish": "text-green-800",
  "qa.unpublish": "text-amber-800",
  "user.disable": "text-amber-800",
};

export default async function AuditPage() {
  const actor = await requirePageActor("ADMIN", "/admin/audit");
  const events = await recentAudit(actor, 200);
  return (
    <div className="space-y-5">
      <PageTitle sub={`The last ${events.length} events, newest first: sign-ins, publications, user changes.`}>Audit log</PageTitle>
      <DataTable minWidth="48rem" columns={["Time", "Action", "Who", "Target", "Address", "Detail"]}>
            {events.map((e) => (
              <tr key={e.id} className="align-top" data-action={e.action}>
                <td className="whitespace-nowrap px-3 py-1.5 text-xs text-stone-600">{fmtTime(e.createdAt)}</td>
                <td className={`whitespace-nowrap px-3 py-1.5 font-mono text-xs ${TONE[e.action] ?? ""}`}>{e.action}</td>
                <td className="px-3 py-1.5 text-xs">{e.actorEmail ?? <span className="text-stone-400">—</span>}</td>
                <td className="px-3 py-1.5 text-xs">{e.targetKey ? <>{e.targetType && <span className="text-stone-500">{e.targetType} </span>}<span className="font-mono">{e.targetKey}</span></> : <span className="text-stone-400">—</span>}</td>
                <td className="px-3 py-1.5 font-mono text-xs text-stone-600">{e.ip ?? ""}</td>
                <td className="px-3 py-1.5 font-mono text-xs text-stone-600">
                  {e.detail && typeof e.detail === "object"
                    ? Object.entries(e.detail as Record<string, unknown>).map(([k, v]) => (
                        <span key={k} className="mr-2 inline-block">{k}: {typeof v === "string" ? v : JSON.stringify(v)}</span>
                      ))
                    : null}
                </td>
              </tr>
            ))}
      </DataTable>
    </div>
  );
}
