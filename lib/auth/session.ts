/** Who is making a request, and signing in and out, on top of better-auth's sessions. */
import { prisma } from "@/lib/db/client";
import { audit } from "@/lib/audit";
import { auth } from "./auth";
import { clientAddress } from "@/lib/http/client";
import { isDatabaseUnavailable } from "@/lib/db/errors";
import { normalizeEmail, reserveSignInAttempt, settleSignInAttempt } from "./limits";
import type { Actor } from "./actor";

/** The signed-in, enabled editor or admin behind these request headers, or null. */
export async function actorFrom(headers: Headers): Promise<Actor | null> {
  const s = await auth().api.getSession({ headers });
  if (!s) return null;
  const u = s.user as typeof s.user & { role?: string | null; disabledAt?: Date | string | null };
  if (u.disabledAt) return null;
  if (u.role !== "EDITOR" && u.role !== "ADMIN") return null;
  return { id: u.id, email: u.email, name: u.name, role: u.role };
}

export type SignInResult =
  | { ok: true; actor: Actor; setCookies: string[] }
  | { ok: false; reason: "invalid" | "limited"; retryAfter?: number };

export async function signIn(emailInput: string, password: string, headers: Headers): Promise<SignInResult> {
  const email = normalizeEmail(emailInput).slice(0, 254);
  const ip = clientAddress(headers);
  // counted (as a failure until proven right) before the password is checked, atomically: see limits.ts
  const attempt = await reserveSignInAttempt(email, ip);
  if (attempt.limited) {
    await audit({ action: "sign-in-limited", actorEmail: email, ip, detail: { scope: attempt.scope, retryAfter: attempt.retryAfter } });
    return { ok: false, reason: "limited", retryAfter: attempt.retryAfter };
  }
  const user = await prisma().user.findUnique({ where: { email }, select: { id: true, disabledAt: true } });
  let res: Response | null = null;
  if (user && !user.disabledAt && password.length <= 1024) {
    res = await auth().api.signInEmail({ body: { email, password }, headers, asResponse: true });
  } else {
    // same work as a real check, so the answer's timing does not tell which emails have accounts
    await (await auth().$context).password.hash(password.slice(0, 128));
  }
  if (!res || res.status !== 200) {
    await audit({
      action: "sign-in-failed",
      actorId: user?.id ?? null,
      actorEmail: email,
      ip,
      detail: { reason: !user ? "no such user" : user.disabledAt ? "disabled" : "wrong password" },
    });
    return { ok: false, reason: "invalid" };
  }
  await settleSignInAttempt(attempt.attemptId);
  const setCookies = res.headers.getSetCookie();
  const actor = await actorFrom(new Headers({ cookie: setCookies.map((c) => c.split(";")[0]).join("; ") }));
  if (!actor) return { ok: false, reason: "invalid" };
  await audit({ action: "sign-in", actorId: actor.id, actorEmail: actor.email, ip });
  return { ok: true, actor, setCookies };
}

export async function signOut(headers: Headers): Promise<string[]> {
  const actor = await actorFrom(headers);
  const res = await auth().api.signOut({ headers, asResponse: true });
  if (actor) await audit({ action: "sign-out", actorId: actor.id, actorEmail: actor.email, ip: clientAddress(headers) });
  return res.headers.getSetCookie();
}

export type ChangePasswordResult = { ok: true; setCookies: string[] } | { ok: false; reason: "wrong-password" | "limited"; retryAfter?: number };

/**
 * A signed-in user changes their own password: the current one is checked (failures count toward the
 * account's sign-in limit), every other session of theirs ends, and this one is renewed.
 */
export async function changeOwnPassword(actor: Actor, currentPassword: string, newPassword: string, headers: Headers): Promise<ChangePasswordResult> {
  const ip = clientAddress(headers);
  const attempt = await reserveSignInAttempt(actor.email, ip);
  if (attempt.limited) return { ok: false, reason: "limited", retryAfter: attempt.retryAfter };
  let res: Response;
  try {
    res = await auth().api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers, asResponse: true });
  } catch (e) {
    if (isDatabaseUnavailable(e)) throw e;
    res = new Response(null, { status: 400 });
  }
  if (res.status !== 200) {
    await audit({ action: "sign-in-failed", actorId: actor.id, actorEmail: actor.email, ip, detail: { reason: "wrong current password when changing it" } });
    return { ok: false, reason: "wrong-password" };
  }
  await settleSignInAttempt(attempt.attemptId);
  await audit({ action: "user.password", actorId: actor.id, actorEmail: actor.email, targetType: "user", targetKey: actor.email, ip, detail: { self: true } });
  return { ok: true, setCookies: res.headers.getSetCookie() };
}
