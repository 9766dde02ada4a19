"use client";
/** Two versions of an entry side by side, field by field, with the differences marked word by word. */
import { diffText } from "@/lib/rules/diff";
import { FIELD_LABELS, fieldText, type FormState } from "./form-model";

export function ConflictView({ theirs, yours, theirsLabel, yoursLabel }: { theirs: FormState; yours: FormState; theirsLabel: string; yoursLabel: string }) {
  const rows = FIELD_LABELS.map(([key, label]) => ({ key, label, a: fieldText(theirs, key), b: fieldText(yours, key) }));
  const changed = rows.filter((r) => r.a !== r.b);
  const same = rows.filter((r) => r.a === r.b);
  return (
    <div className="space-y-2">
      <p className="text-sm">
        {changed.length === 0 ? "Both versions are the same." : `${changed.length} field${changed.length === 1 ? " differs" : "s differ"}: ${changed.map((r) => r.label).join(", ")}.`}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm" data-testid="conflict-table">
          <caption className="sr-only">Their version and yours, field by field</caption>
          <thead className="text-xs uppercase tracking-wide text-stone-500">
            <tr>
              <th scope="col" className="w-32 px-2 py-1">Field</th>
              <th scope="col" className="px-2 py-1">{theirsLabel}</th>
              <th scope="col" className="px-2 py-1">{yoursLabel}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((r) => {
              const differs = r.a !== r.b;
              const parts = differs ? diffText(r.a || null, r.b || null) : [];
              return (
                <tr key={r.key} data-differs={differs || undefined} className={`border-t border-stone-200 align-top ${differs ? "bg-amber-50" : "text-stone-500"} ${r.key === "scenario" || r.key === "outcome" ? "font-mono text-xs" : ""}`}>
                  <th scope="row" className="px-2 py-1.5 font-medium">
                    {r.label}
                    {differs && <span className="block text-xs font-normal text-amber-800">differs</span>}
                  </th>
                  <td className="whitespace-pre-wrap break-words px-2 py-1.5">
                    {differs && r.a
                      ? parts.map((p, i) => (p.op === "add" ? null : <span key={i} className={p.op === "del" ? "rounded bg-red-100 text-red-900 line-through decoration-red-400" : ""}>{p.text}</span>))
                      : r.a || <span className="text-stone-400">(empty)</span>}
                  </td>
                  <td className="whitespace-pre-wrap break-words px-2 py-1.5">
                    {differs && r.b
                      ? parts.map((p, i) => (p.op === "del" ? null : <span key={i} className={p.op === "add" ? "rounded bg-green-100 text-green-900" : ""}>{p.text}</span>))
                      : r.b || <span className="text-stone-400">(empty)</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {same.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-stone-600">The {same.length} fields that are the same</summary>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
            {same.map((r) => (
              <div key={r.key} className="contents">
                <dt className="font-medium text-stone-600">{r.label}</dt>
                <dd className="whitespace-pre-wrap break-words text-stone-500">{r.a || "—"}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}
