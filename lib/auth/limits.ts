/**
 * Sign-in rate limits, per account and per address, counted from the LoginAttempt table so they hold
 * across restarts and processes. Only failures count; a success clears the account's count. A limited
 * sign-in is refused before the password is checked, so guessing cannot continue while limited.
 *
 * Counting is atomic: `reserveSignInAttempt` takes a transaction-scoped advisory lock on the account and
 * one on the address (always in that order, so two reservations never wait on each other in a cycle),
 * counts, and writes the attempt as a failure before the password is checked. A burst sent at once is
 * therefore counted one by one: no more than the limit reach the password check, and an attempt whose
 * check never finishes (a crash) stays counted. `settleSignInAttempt` marks a reservation that succeeded.
 */
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

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

/** Advisory-lock namespaces (the first key of pg_advisory_xact_lock(int, int)). */
const LOCK_ACCOUNT = 0x5349_4e01; // "SIN" 1
const LOCK_ADDRESS = 0x5349_4e02;

async function verdict(db: Prisma.TransactionClient, email: string, ip: string, now: Date): Promise<LimitVerdict> {
  const since = new Date(now.getTime() - LIMITS.windowSeconds * 1000);
  const lastOk = await db.loginAttempt.findFirst({ where: { email, ok: true, createdAt: { gt: since } }, orderBy: { createdAt: "desc" }, select: { createdAt: true } });
  const accountFails = await db.loginAttempt.findMany({
    where: { email, ok: false, createdAt: { gt: lastOk?.createdAt ?? since } },
    orderBy: { createdAt: "desc" },
    take: LIMITS.perAccount,
    select: { createdAt: true },
  });
  if (accountFails.length >= LIMITS.perAccount) {
    return { limited: true, scope: "account", retryAfter: retryAfter(accountFails[LIMITS.perAccount - 1].createdAt, now) };
  }
  const addressFails = await db.loginAttempt.findMany({
    where: { ip, ok: false, createdAt: { gt: since } },
    orderBy: { createdAt: "desc" },
    take: LIMITS.perAddress,
    select: { createdAt: true },
  });
  if (addressFails.length >= LIMITS.perAddress) {
    return { limited: true, scope: "address", retryAfter: retryAfter(addressFails[LIMITS.perAddress - 1].createdAt, now) };
  }
  return { limited: false };
}

function retryAfter(oldestCounted: Date, now: Date): number {
  return Math.max(1, Math.ceil((oldestCounted.getTime() + LIMITS.windowSeconds * 1000 - now.getTime()) / 1000));
}

export type Reservation = (LimitVerdict & { limited: true }) | { limited: false; attemptId: number };

/**
 * Counts this account's and this address's failures and, when neither is at its limit, records this
 * attempt as a failure, all under the two locks: call before checking the password, and
 * `settleSignInAttempt` when it turns out right.
 */
export async function reserveSignInAttempt(emailInput: string, ip: string): Promise<Reservation> {
  const email = normalizeEmail(emailInput);
  return prisma().$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_ACCOUNT}::int, hashtext(${email}))`;
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_ADDRESS}::int, hashtext(${ip}))`;
      const v = await verdict(tx, email, ip, new Date());
      if (v.limited) return { ...v, limited: true as const };
      const row = await tx.loginAttempt.create({ data: { email, ip, ok: false }, select: { id: true } });
      return { limited: false as const, attemptId: row.id };
    },
    // a burst queues here for a pool connection; each transaction itself takes milliseconds
    { maxWait: 15_000, timeout: 15_000 },
  );
}

/** The reserved attempt succeeded: it no longer counts as a failure, and clears the account's count. */
export async function settleSignInAttempt(attemptId: number): Promise<void> {
  await prisma().loginAttempt.update({ where: { id: attemptId }, data: { ok: true } });
}
