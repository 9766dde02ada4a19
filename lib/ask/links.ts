/**
 * Short links to /ask boards (`/ask/s/<id>`), for boards too long to share comfortably in a URL. A link stores the
 * board's encoding as it was made (lib/ask/codec.ts): it is checked (it must decode to a board) before it is kept,
 * the same board always gets the same link, ids are 10 random letters and digits (not guessable, not sequential), and
 * each address may make at most LINK_LIMITS.perAddress links in LINK_LIMITS.windowSeconds, counted in the database
 * under a lock per address (a burst sent at once is counted one by one). Addresses are kept only as a hash. Server only.
 */
import { createHash, randomBytes } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { AdminError } from "@/lib/admin/errors";
import { decodeBoard, MAX_ENCODED_LENGTH } from "./codec";

export const LINK_LIMITS = {
  windowSeconds: 10 * 60,
  perAddress: 30,
};

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
export const LINK_ID = /^[A-Za-z0-9]{10}$/;
/** Advisory-lock namespace (the first key of pg_advisory_xact_lock(int, int)): "ASK" 1. */
const LOCK_LINKS = 0x4153_4b01;

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export function newLinkId(): string {
  // rejection sampling keeps every letter equally likely
  let out = "";
  while (out.length < 10) {
    for (const b of randomBytes(16)) {
      if (b < 256 - (256 % ALPHABET.length) && out.length < 10) out += ALPHABET[b % ALPHABET.length];
    }
  }
  return out;
}

export interface ShortLink {
  id: string;
  path: string;
  /** false when the board already had this link */
  created: boolean;
}

/** Keeps a board and answers its short link; AdminError 400 for a board that does not decode, 429 over the limit. */
export async function createLink(encoded: unknown, address: string): Promise<ShortLink> {
  if (typeof encoded !== "string" || encoded.length === 0) throw new AdminError(400, "invalid", "b: the board's encoding is required (as in /ask?b=…)", "b");
  if (encoded.length > MAX_ENCODED_LENGTH) throw new AdminError(413, "too-large", `b: the board is over ${MAX_ENCODED_LENGTH} characters`, "b");
  const decoded = await decodeBoard(encoded);
  if (!decoded.ok) throw new AdminError(400, "invalid", `b: ${decoded.error}`, "b");
  const boardHash = sha256(encoded);
  const ipHash = sha256(`ask-link:${address}`);
  // a clash on the id (one chance in 10^17) or on the board (the same board kept at the same moment): once more
  for (let attempt = 0; ; attempt++) {
    try {
      return await keep(encoded, boardHash, ipHash);
    } catch (e) {
      if (attempt < 2 && (e as { code?: unknown }).code === "P2002") continue;
      throw e;
    }
  }
}

async function keep(encoded: string, boardHash: string, ipHash: string): Promise<ShortLink> {
  return prisma().$transaction(async (tx) => {
    const existing = await tx.askLink.findUnique({ where: { boardHash }, select: { id: true } });
    if (existing) return { id: existing.id, path: `/ask/s/${existing.id}`, created: false };
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_LINKS}::int, hashtext(${ipHash}))`;
    const since = new Date(Date.now() - LINK_LIMITS.windowSeconds * 1000);
    const recent = await tx.askLink.findMany({ where: { ipHash, createdAt: { gt: since } }, orderBy: { createdAt: "asc" }, take: LINK_LIMITS.perAddress, select: { createdAt: true } });
    if (recent.length >= LINK_LIMITS.perAddress) {
      const retryAfter = Math.max(1, Math.ceil((recent[0].createdAt.getTime() + LINK_LIMITS.windowSeconds * 1000 - Date.now()) / 1000));
      throw new AdminError(429, "limited", `too many short links from this address; try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? "s" : ""}`, null, { retryAfter });
    }
    const id = newLinkId();
    await tx.askLink.create({ data: { id, board: encoded, boardHash, ipHash } });
    return { id, path: `/ask/s/${id}`, created: true };
  });
}

/** The encoded board of a short link, or null. */
export async function getLink(id: string): Promise<string | null> {
  if (!LINK_ID.test(id)) return null;
  return (await prisma().askLink.findUnique({ where: { id }, select: { board: true } }))?.board ?? null;
}
