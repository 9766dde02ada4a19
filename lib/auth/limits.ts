/**
 * Sign-in rate limits, per account and per address, counted from the LoginAttempt table so they hold
 * across restarts and processes. Only failures count; a success clears the account's count. A limited
 * sign-in is refused before the password is checked, so guessing cannot continue while limited.
 */
import { prisma } from "@/lib/db/client";

export const LIMITS = {
  windowSeconds: 15 * 60,
  /** failed sign-ins for one email within the window */
  perAccount: 5,
  /** failed sign-ins from one address within the window, whatever the email */
  perAddress: 20,
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface LimitVerdict {
  limited: boolean;
  /** "account" or "address" when limited */
  scope?: "account" | "address";
  /** seconds until another attempt is allowed */
  retryAfter?: number;
}

export async function checkSignInLimit(emailInput: string, ip: string, now = new Date()): Promise<LimitVerdict> {
  const email = normalizeEmail(emailInput);
  const since = new Date(now.getTime() - LIMITS.windowSeconds * 1000);
  const db = prisma();
  const lastOk = await db.loginAttempt.findFirst({ where: { email, ok: true, createdAt: { gt: since } }, orderBy: { createdAt: "desc" } });
  const accountFails = await db.loginAttempt.findMany({
    where: { email, ok: false, createdAt: { gt: lastOk?.createdAt ?? since } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  if (accountFails.length >= LIMITS.perAccount) {
    return { limited: true, scope: "account", retryAfter: retryAfter(accountFails[accountFails.length - LIMITS.perAccount].createdAt, now) };
  }
  const addressFails = await db.loginAttempt.findMany({
    where: { ip, ok: false, createdAt: { gt: since } },
    orderBy: { createdAt: "asc" },
    select: { createdAt: true },
  });
  if (addressFails.length >= LIMITS.perAddress) {
    return { limited: true, scope: "address", retryAfter: retryAfter(addressFails[addressFails.length - LIMITS.perAddress].createdAt, now) };
  }
  return { limited: false };
}

function retryAfter(oldestCounted: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldestCounted.getTime() + LIMITS.windowSeconds * 1000 - now.getTime()) / 1000));
}

export async function recordSignInAttempt(emailInput: string, ip: string, ok: boolean): Promise<void> {
  await prisma().loginAttempt.create({ data: { email: normalizeEmail(emailInput), ip, ok } });
}
