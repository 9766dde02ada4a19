"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { api, signInAgainHref } from "./api";
import { buttonClass } from "./ui";

export function RestoreButton({ slug, number, baseRevision }: { slug: string; number: number; baseRevision: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<React.ReactNode>(null);
  const restore = async () => {
    if (!window.confirm(`Write revision ${number} again as a new revision? The current version stays in the history.`)) return;
    setBusy(true);
    setProblem(null);
    const r = await api<{ revision: number }>("POST", `/api/admin/qa/${slug}/restore`, { number, baseRevision });
    setBusy(false);
    if (r.ok) {
      router.push(`/admin/qa/${slug}/history?from=${baseRevision}&to=${r.data.revision}`);
      router.refresh();
      return;
    }
    if (r.err.status === 401) return setProblem(<a className="underline" href={signInAgainHref()}>Sign in again</a>);
    setProblem(r.err.error === "stale" ? `${r.err.message}. Reload the page to see it.` : r.err.message);
  };
  return (
    <div className="space-y-1">
      <button type="button" onClick={() => void restore()} disabled={busy} className={`${buttonClass} whitespace-nowrap text-xs`}>
        {busy ? "Restoring…" : "Restore this revision"}
      </button>
      {problem && <p role="alert" className="max-w-56 text-left text-xs text-red-800">{problem}</p>}
    </div>
  );
}
