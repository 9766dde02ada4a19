/**
 * The whole /ask question in a URL: `/ask?b=1.<base64url of the deflate-raw compressed compact JSON>`.
 *
 * - `1` is the format version: a board made by another version is refused with a message saying so, never misread.
 * - The JSON is compact: short keys, a card as its catalogue id (or `{ c, f, u, r }` when it is tapped, entered this
 *   turn, has cards under it or auras), actions naming cards by their position on the board (model.ts `flatCards`),
 *   and the answers to the run's prompts.
 * - Decoding is defensive: the text, the compressed and the decompressed sizes are capped before anything is parsed
 *   (a small link cannot inflate into megabytes), the JSON is checked with zod, then every reference is checked
 *   against the board. Whatever comes in, the answer is a board or a message for the reader, never an exception.
 *
 * Browser and Node alike (CompressionStream, atob/btoa).
 */
import * as z from "zod/mini";
import type { ScriptedChoice } from "@/lib/engine";
import { ASK_LIMITS, ASK_ZONES, emptyZones, flatCards, newKey, SIDES, type AskBoard, type AskCard, type AskPart, type AskZone } from "./model";

export const FORMAT_VERSION = 1;
/** characters in the `b` parameter, and in a stored short link */
export const MAX_ENCODED_LENGTH = 12_000;
/** bytes of JSON a board may inflate to */
export const MAX_JSON_BYTES = 64 * 1024;

const ZONE_KEYS: Record<AskZone, string> = { battle: "b", shields: "s", mana: "m", hand: "h", graveyard: "g", deck: "d", hyperspatial: "x", gr: "r" };

// ---------------------------------------------------------------------------------------------
// The wire format (version 1)

const slug = z.string().check(z.maxLength(120), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));
const side = z.enum(["A", "B"]);
const ref = z.int().check(z.minimum(0), z.maximum(ASK_LIMITS.maxCards - 1));
const parts = z.optional(z.array(slug).check(z.maxLength(ASK_LIMITS.maxParts)));
const wireCard = z.union([slug, z.strictObject({ c: slug, f: z.optional(z.int().check(z.minimum(0), z.maximum(3))), u: parts, r: parts })]);
const zoneList = z.optional(z.array(wireCard).check(z.maxLength(ASK_LIMITS.maxCardsPerZone)));
const wirePlayer = z.strictObject({ b: zoneList, s: zoneList, m: zoneList, h: zoneList, g: zoneList, d: zoneList, x: zoneList, r: zoneList });
const KINDS = ["cast", "summon", "put", "charge", "generate", "attack", "battle", "destroy", "return-to-hand", "discard", "to-graveyard", "to-abyss", "seal", "evolve", "use-aura", "draw", "gr-summon", "end-turn"] as const;
const wireAction = z.strictObject({
  k: z.enum(KINDS),
  c: z.optional(ref),
  t: z.optional(z.union([ref, side])),
  o: z.optional(z.array(ref).check(z.minLength(1), z.maxLength(ASK_LIMITS.maxParts))),
  p: z.optional(side),
  n: z.optional(z.int().check(z.minimum(1), z.maximum(ASK_LIMITS.maxCount))),
  /** an attack's blocker and the shields whose shield trigger is used */
  b: z.optional(ref),
  s: z.optional(z.array(ref).check(z.minLength(1), z.maxLength(ASK_LIMITS.maxParts))),
});
const promptId = z.string().check(z.regex(/^s\d{1,2}\.p\d{1,3}$/));
const option = z.string().check(z.maxLength(200), z.regex(/^[A-Za-z0-9_][A-Za-z0-9_:@.-]*$/));
const answer = z.union([z.enum(["yes", "no"]), z.array(option).check(z.maxLength(40))]);
const wireBoard = z.strictObject({
  t: z.tuple([z.int().check(z.minimum(1), z.maximum(ASK_LIMITS.maxTurn)), side]),
  A: z.optional(wirePlayer),
  B: z.optional(wirePlayer),
  a: z.optional(z.array(wireAction).check(z.maxLength(ASK_LIMITS.maxActions))),
  c: z.optional(z.record(promptId, answer)),
  q: z.optional(z.string().check(z.maxLength(ASK_LIMITS.maxTitle))),
});
type WireBoard = z.infer<typeof wireBoard>;
type WireCard = z.infer<typeof wireCard>;
type WireAction = z.infer<typeof wireAction>;

// ---------------------------------------------------------------------------------------------
// bytes

function toBase64url(bytes: Uint8Array): string {
  let bin = "";
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, max: number): Promise<Uint8Array> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const r = await reader.read();
    if (r.done) break;
    total += r.value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(r.value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

class TooLarge extends Error {}

// ---------------------------------------------------------------------------------------------
// board ⇄ wire

function wireOf(board: AskBoard): WireBoard {
  const flat = flatCards(board);
  const index = new Map(flat.map((l, i) => [l.card.key, i]));
  const at = (key: string): number => {
    const i = index.get(key);
    if (i === undefined) throw new Error(`the board has no card ${key}`);
    return i;
  };
  const out: WireBoard = { t: [board.turn.number, board.turn.active] };
  for (const p of SIDES) {
    const player: Record<string, WireCard[]> = {};
    for (const zone of ASK_ZONES) {
      const list = board.players[p][zone];
      if (list.length === 0) continue;
      player[ZONE_KEYS[zone]] = list.map((c): WireCard => {
        const f = (c.tapped ? 1 : 0) | (c.fresh ? 2 : 0);
        if (!f && !c.under?.length && !c.auras?.length) return c.card;
        return { c: c.card, ...(f ? { f } : {}), ...(c.under?.length ? { u: c.under.map((u) => u.card) } : {}), ...(c.auras?.length ? { r: c.auras.map((u) => u.card) } : {}) };
      });
    }
    if (Object.keys(player).length) out[p] = player;
  }
  if (board.actions.length) {
    out.a = board.actions.map((a): WireAction => {
      switch (a.kind) {
        case "attack":
          return {
            k: a.kind,
            c: at(a.card),
            t: a.target === "A" || a.target === "B" ? a.target : at(a.target),
            ...(a.block !== undefined ? { b: at(a.block) } : {}),
            ...(a.shieldTriggers?.length ? { s: a.shieldTriggers.map(at) } : {}),
          };
        case "battle":
          return { k: a.kind, c: at(a.card), t: at(a.other) };
        case "destroy":
        case "return-to-hand":
        case "discard":
        case "to-graveyard":
        case "to-abyss":
          return { k: a.kind, c: at(a.card), p: a.by };
        case "seal":
          return { k: a.kind, c: at(a.card), p: a.by, n: a.count };
        case "evolve":
          return { k: a.kind, c: at(a.card), o: a.on.map(at) };
        case "use-aura":
          return { k: a.kind, c: at(a.card), ...(a.on ? { t: at(a.on) } : {}) };
        case "draw":
          return { k: a.kind, p: a.player, n: a.count };
        case "gr-summon":
          return { k: a.kind, p: a.player };
        case "end-turn":
          return { k: a.kind };
        default:
          return { k: a.kind, c: at(a.card) };
      }
    });
  }
  const answers = Object.entries(board.answers);
  if (answers.length) {
    out.c = Object.fromEntries(answers.map(([id, c]) => [id, c.answer ?? c.pick ?? []]));
  }
  if (board.title?.trim()) out.q = board.title.trim();
  return out;
}

/** What went wrong with a link, for the reader. */
export type Decoded = { ok: true; board: AskBoard } | { ok: false; error: string };

const BROKEN = "This link does not hold a board Shinpan can read: it may have been cut off or changed.";

function boardOf(w: WireBoard): Decoded {
  const board: AskBoard = { turn: { number: w.t[0], active: w.t[1] }, players: { A: emptyZones(), B: emptyZones() }, actions: [], answers: {} };
  for (const p of SIDES) {
    const wp = w[p];
    if (!wp) continue;
    for (const zone of ASK_ZONES) {
      const list = wp[ZONE_KEYS[zone] as keyof typeof wp];
      if (!list) continue;
      board.players[p][zone] = list.map((c): AskCard => {
        if (typeof c === "string") return { key: newKey(), card: c };
        const part = (card: string): AskPart => ({ key: newKey(), card });
        return {
          key: newKey(),
          card: c.c,
          ...(c.f && c.f & 1 ? { tapped: true } : {}),
          ...(c.f && c.f & 2 ? { fresh: true } : {}),
          ...(c.u?.length ? { under: c.u.map(part) } : {}),
          ...(c.r?.length ? { auras: c.r.map(part) } : {}),
        };
      });
      if ((c0(board.players[p][zone]) && zone !== "battle")) return { ok: false, error: `${BROKEN} (only battle-zone cards can have cards under them or auras)` };
    }
  }
  const flat = flatCards(board);
  if (flat.length > ASK_LIMITS.maxCards) return { ok: false, error: `This board has ${flat.length} cards; a board holds at most ${ASK_LIMITS.maxCards}.` };
  const keyAt = (i: number | undefined): string | null => (i === undefined ? null : (flat[i]?.card.key ?? null));
  for (const [n, a] of (w.a ?? []).entries()) {
    const bad = (why: string): Decoded => ({ ok: false, error: `${BROKEN} (action ${n + 1}: ${why})` });
    const card = keyAt(a.c);
    const needsCard = !["draw", "gr-summon", "end-turn"].includes(a.k);
    if (needsCard && !card) return bad("it names a card that is not on the board");
    switch (a.k) {
      case "attack": {
        if (a.t === undefined) return bad("an attack needs a target");
        const target = typeof a.t === "string" ? a.t : keyAt(a.t);
        if (!target) return bad("its target is not on the board");
        const block = a.b === undefined ? undefined : keyAt(a.b);
        if (block === null) return bad("its blocker is not on the board");
        const triggers = (a.s ?? []).map(keyAt);
        if (triggers.some((k) => k === null)) return bad("a shield it names is not on the board");
        board.actions.push({ kind: "attack", card: card!, target, ...(block !== undefined ? { block } : {}), ...(triggers.length ? { shieldTriggers: triggers as string[] } : {}) });
        break;
      }
      case "battle": {
        const otherCard = typeof a.t === "number" ? keyAt(a.t) : null;
        if (!otherCard) return bad("a battle needs two creatures");
        board.actions.push({ kind: "battle", card: card!, other: otherCard });
        break;
      }
      case "destroy":
      case "return-to-hand":
      case "discard":
      case "to-graveyard":
      case "to-abyss":
        if (!a.p) return bad("it does not say whose effect it is");
        board.actions.push({ kind: a.k, card: card!, by: a.p });
        break;
      case "seal":
        if (!a.p) return bad("it does not say whose effect it is");
        board.actions.push({ kind: "seal", card: card!, by: a.p, count: a.n ?? 1 });
        break;
      case "evolve": {
        const on = (a.o ?? []).map((i) => keyAt(i));
        if (on.length === 0 || on.some((k) => !k)) return bad("an evolution needs the creatures it goes on");
        board.actions.push({ kind: "evolve", card: card!, on: on as string[] });
        break;
      }
      case "use-aura": {
        const on = typeof a.t === "number" ? keyAt(a.t) : null;
        if (a.t !== undefined && !on) return bad("the creature it goes on is not on the board");
        board.actions.push({ kind: "use-aura", card: card!, on });
        break;
      }
      case "draw":
        if (!a.p) return bad("it does not say who draws");
        board.actions.push({ kind: "draw", player: a.p, count: a.n ?? 1 });
        break;
      case "gr-summon":
        if (!a.p) return bad("it does not say who GR summons");
        board.actions.push({ kind: "gr-summon", player: a.p });
        break;
      case "end-turn":
        board.actions.push({ kind: "end-turn" });
        break;
      default:
        board.actions.push({ kind: a.k, card: card! });
    }
  }
  const answers = Object.entries(w.c ?? {});
  if (answers.length > ASK_LIMITS.maxAnswers) return { ok: false, error: `${BROKEN} (more than ${ASK_LIMITS.maxAnswers} answers)` };
  for (const [id, c] of answers) board.answers[id] = (typeof c === "string" ? { answer: c } : { pick: c }) satisfies ScriptedChoice;
  const title = w.q?.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").trim();
  if (title) board.title = title;
  return { ok: true, board };
}

function c0(list: AskCard[]): boolean {
  return list.some((c) => (c.under?.length ?? 0) > 0 || (c.auras?.length ?? 0) > 0);
}

// ---------------------------------------------------------------------------------------------

/** The board as `1.<base64url>`. */
export async function encodeBoard(board: AskBoard): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(wireOf(board)));
  return `${FORMAT_VERSION}.${toBase64url(await pipe(json, new CompressionStream("deflate-raw"), MAX_JSON_BYTES * 2))}`;
}

/** A board from `1.<base64url>`, or what is wrong with it, in words for the reader. Never throws. */
export async function decodeBoard(raw: string | null | undefined): Promise<Decoded> {
  if (typeof raw !== "string" || raw.length === 0) return { ok: false, error: "The link holds no board." };
  if (raw.length > MAX_ENCODED_LENGTH) return { ok: false, error: `This link is too long (${raw.length} characters; at most ${MAX_ENCODED_LENGTH}).` };
  const m = /^(\d{1,4})\.([A-Za-z0-9_-]+)$/.exec(raw.trim());
  if (!m) return { ok: false, error: BROKEN };
  const version = Number(m[1]);
  if (version !== FORMAT_VERSION) {
    return {
      ok: false,
      error: version > FORMAT_VERSION ? `This link was made by a newer version of Shinpan (board format ${version}; this page reads format ${FORMAT_VERSION}). Reload the page and try again.` : `This link uses a board format (${version}) this page does not read.`,
    };
  }
  let json: string;
  try {
    const bytes = fromBase64url(m[2]);
    json = new TextDecoder("utf-8", { fatal: true }).decode(await pipe(bytes, new DecompressionStream("deflate-raw"), MAX_JSON_BYTES));
  } catch (e) {
    if (e instanceof TooLarge) return { ok: false, error: `This board is too large (over ${MAX_JSON_BYTES / 1024} KB once unpacked).` };
    return { ok: false, error: BROKEN };
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, error: BROKEN };
  }
  const parsed = wireBoard.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: `${BROKEN} (${issue.path.join(".") || "board"}: ${issue.message})` };
  }
  return boardOf(parsed.data);
}

/** The /ask address of a board. */
export async function askPath(board: AskBoard): Promise<string> {
  return `/ask?b=${await encodeBoard(board)}`;
}
