"use client";
/** The signed-in user's own password: current one, new one twice. Other sessions end when it changes. */
import { useState } from "react";
import { api, signInAgainHref } from "./api";
import { inputClass, primaryClass } from "./ui";

export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: string | null; message: string } | null>(null);
  const [done, setDone] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(false);
    if (next !== again) return setProblem({ field: "again", message: "The two new passwords differ." });
    setBusy(true);
    setProblem(null);
    const r = await api("POST", "/api/admin/account/password", { currentPassword: current, newPassword: next });
    setBusy(false);
    if (r.ok) {
      setCurrent("");
      setNext("");
      setAgain("");
      setDone(true);
      return;
    }
    if (r.err.status === 401) {
      window.location.href = signInAgainHref();
      return;
    }
    const m = r.err.message.replace(/^\w+: /, "");
    setProblem({ field: r.err.field, message: `${m.charAt(0).toUpperCase()}${m.slice(1)}.` });
  };

  const invalid = (f: string) => (problem?.field === f ? true : undefined);
  return (
    <form onSubmit={(e) => void submit(e)} className="max-w-md space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <div className="space-y-1">
        <label htmlFor="pw-current" className="block text-sm font-medium">Current password</label>
        <input id="pw-current" type="password" autoComplete="current-password" required maxLength={1024} value={current} onChange={(e) => setCurrent(e.target.value)} className={inputClass} aria-invalid={invalid("currentPassword")} />
      </div>
      <div className="space-y-1">
        <label htmlFor="pw-new" className="block text-sm font-medium">New password</label>
        <input id="pw-new" type="password" autoComplete="new-password" required minLength={12} maxLength={128} value={next} onChange={(e) => setNext(e.target.value)} className={inputClass} aria-describedby="pw-new-hint" aria-invalid={invalid("newPassword")} />
        <p id="pw-new-hint" className="text-xs text-stone-500">12 characters or more. Your other sessions are signed out.</p>
      </div>
      <div className="space-y-1">
        <label htmlFor="pw-again" className="block text-sm font-medium">New password again</label>
        <input id="pw-again" type="password" autoComplete="new-password" required maxLength={128} value={again} onChange={(e) => setAgain(e.target.value)} className={inputClass} aria-invalid={invalid("again")} />
      </div>
      {problem && <p role="alert" className="text-sm text-red-800">{problem.message}</p>}
      {done && <p role="status" className="text-sm text-green-800">Your password is changed; your other sessions are signed out.</p>}
      <button type="submit" disabled={busy} className={primaryClass}>{busy ? "Changing…" : "Change password"}</button>
    </form>
  );
}
