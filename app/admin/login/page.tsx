import type { Metadata } from "next";
import Link from "next/link";
import { pageActor } from "@/lib/admin/page-auth";
import { inputClass, Notice, primaryClass } from "../_components/ui";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

function wait(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return "a few minutes";
  if (seconds < 90) return `${Math.ceil(seconds)} seconds`;
  const m = Math.ceil(seconds / 60);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

function safeNext(next: string): string {
  return /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith("//") && !next.startsWith("/admin/login") ? next : "/admin";
}

export default async function LoginPage({ searchParams }: Props) {
  const q = await searchParams;
  const error = one(q.error);
  const next = safeNext(one(q.next));
  const email = one(q.email).slice(0, 254);
  const actor = await pageActor();
  const message =
    error === "invalid"
      ? "Wrong email or password."
      : error === "limited"
        ? `Too many failed sign-ins. Try again in ${wait(Number(one(q.retry)))}.`
        : error === "missing"
          ? "Enter your email and your password."
          : null;
  return (
    <div className="mx-auto max-w-sm space-y-6 pt-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Sign in to the admin</h1>
        <p className="text-sm text-stone-600">For Shinpan&apos;s editors. Accounts are created by an admin.</p>
      </div>
      {actor && (
        <Notice kind="info">
          You are signed in as {actor.name} ({actor.email}). <Link href={next} className="font-medium text-brand-600 underline">Continue to the admin</Link>
        </Notice>
      )}
      {one(q["signed-out"]) === "1" && !actor && <Notice kind="ok" role="status">You are signed out.</Notice>}
      {message && (
        <Notice kind={error === "limited" ? "warn" : "error"} role="alert">
          <span data-testid="login-error">{message}</span>
        </Notice>
      )}
      <form method="post" action="/api/admin/sign-in" className="space-y-4 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
        <input type="hidden" name="next" value={next} />
        <div className="space-y-1">
          <label htmlFor="email" className="block text-sm font-medium">Email</label>
          <input
            id="email"
            name="email"
            type="email"
            required
            autoComplete="username"
            defaultValue={email}
            autoFocus={!email}
            maxLength={254}
            className={inputClass}
            aria-invalid={error === "invalid" || undefined}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor="password" className="block text-sm font-medium">Password</label>
          <input
            id="password"
            name="password"
            type="password"
            required
            autoComplete="current-password"
            autoFocus={!!email}
            maxLength={1024}
            className={inputClass}
            aria-invalid={error === "invalid" || undefined}
          />
        </div>
        <button type="submit" className={`${primaryClass} w-full py-2`}>Sign in</button>
      </form>
      <p className="text-xs text-stone-500">
        Forgot your password? Ask an admin to set a new one. After several wrong passwords, signing in is
        paused for a while.
      </p>
    </div>
  );
}
