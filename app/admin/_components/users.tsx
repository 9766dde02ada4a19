"use client";
/** User management: create, change role, disable or enable, set a new password (PATCH, one change at a time). */
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { api, signInAgainHref } from "./api";
import { buttonClass, dangerClass, inputClass, primaryClass } from "./ui";

function Problem({ text }: { text: string | null }) {
  if (!text) return null;
  return <p role="alert" className="text-sm text-red-800">{text}</p>;
}

function useMutate() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async (method: "POST" | "PATCH", url: string, body: unknown, ok: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    setDone(null);
    const r = await api(method, url, body);
    setBusy(false);
    if (r.ok) {
      setDone(ok);
      router.refresh();
      return true;
    }
    if (r.err.status === 401) {
      window.location.href = signInAgainHref();
      return false;
    }
    setProblem(r.err.message);
    return false;
  };
  return { busy, problem, done, run };
}

export function UserActions({ id, email, role, disabled }: { id: string; email: string; role: "EDITOR" | "ADMIN"; disabled: boolean }) {
  const m = useMutate();
  const base = useId().replace(/:/g, "");
  const [password, setPassword] = useState("");
  const url = `/api/admin/users/${encodeURIComponent(id)}`;
  return (
    <div className="mt-3 space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={`${base}-role`} className="block text-xs font-medium text-stone-600">Role</label>
          <select
            id={`${base}-role`}
            value={role}
            disabled={m.busy}
            onChange={(e) => void m.run("PATCH", url, { role: e.target.value }, `${email} is now ${e.target.value === "ADMIN" ? "an admin" : "an editor"}.`)}
            className={`${inputClass} w-auto`}
          >
            <option value="EDITOR">Editor</option>
            <option value="ADMIN">Admin</option>
          </select>
        </div>
        <button
          type="button"
          disabled={m.busy}
          onClick={() => {
            if (!disabled && !window.confirm(`Disable ${email}? They are signed out everywhere and cannot sign in until enabled.`)) return;
            void m.run("PATCH", url, { disabled: !disabled }, disabled ? `${email} can sign in again.` : `${email} is disabled and signed out.`);
          }}
          className={disabled ? buttonClass : dangerClass}
        >
          {disabled ? "Enable" : "Disable"}
        </button>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await m.run("PATCH", url, { password }, `New password set for ${email}; their sessions were ended.`)) setPassword("");
          }}
        >
          <div className="space-y-1">
            <label htmlFor={`${base}-pw`} className="block text-xs font-medium text-stone-600">New password</label>
            <input id={`${base}-pw`} type="password" autoComplete="new-password" minLength={12} maxLength={128} required value={password} onChange={(e) => setPassword(e.target.value)} className={`${inputClass} w-56`} placeholder="12 characters or more" />
          </div>
          <button type="submit" disabled={m.busy || password.length === 0} className={buttonClass}>Set password</button>
        </form>
      </div>
      <Problem text={m.problem} />
      {m.done && <p role="status" className="text-sm text-green-800">{m.done}</p>}
    </div>
  );
}

export function CreateUserForm() {
  const m = useMutate();
  const [f, setF] = useState({ email: "", name: "", role: "EDITOR", password: "" });
  const set = (k: keyof typeof f, v: string) => setF((x) => ({ ...x, [k]: v }));
  return (
    <section aria-labelledby="new-user" className="space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id="new-user" className="text-lg font-semibold">Add a user</h2>
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await m.run("POST", "/api/admin/users", f, `${f.email} can now sign in.`)) setF({ email: "", name: "", role: "EDITOR", password: "" });
        }}
      >
        <div className="space-y-1">
          <label htmlFor="nu-email" className="block text-sm font-medium">Email</label>
          <input id="nu-email" type="email" required autoComplete="off" value={f.email} onChange={(e) => set("email", e.target.value)} className={inputClass} maxLength={254} />
        </div>
        <div className="space-y-1">
          <label htmlFor="nu-name" className="block text-sm font-medium">Name</label>
          <input id="nu-name" required value={f.name} onChange={(e) => set("name", e.target.value)} className={inputClass} maxLength={100} />
        </div>
        <div className="space-y-1">
          <label htmlFor="nu-role" className="block text-sm font-medium">Role</label>
          <select id="nu-role" value={f.role} onChange={(e) => set("role", e.target.value)} className={inputClass}>
            <option value="EDITOR">Editor</option>
            <option value="ADMIN">Admin</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="nu-password" className="block text-sm font-medium">Password</label>
          <input id="nu-password" type="password" required minLength={12} maxLength={128} autoComplete="new-password" value={f.password} onChange={(e) => set("password", e.target.value)} className={inputClass} aria-describedby="nu-password-hint" />
          <p id="nu-password-hint" className="text-xs text-stone-500">12 characters or more. Give it to them privately; they can change it under Your account (their name, top right).</p>
        </div>
        <div className="flex items-center gap-3 sm:col-span-2">
          <button type="submit" disabled={m.busy} className={primaryClass}>{m.busy ? "Adding…" : "Add user"}</button>
          {m.done && <p role="status" className="text-sm text-green-800">{m.done}</p>}
        </div>
        <div className="sm:col-span-2"><Problem text={m.problem} /></div>
      </form>
    </section>
  );
}
