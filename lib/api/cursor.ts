/**
 * Opaque page cursors: base64url of a small JSON array `[version, list, ...position]`. A cursor names the list it
 * pages through (a cards cursor is refused by the rulings list) and the position after the last item sent (the keyset:
 * a slug, or a time and an id). It is not signed: every value in it is checked like any other input, so a forged
 * cursor can only ask for a page the API would give anyway. Anything unreadable is a 400 `invalid-cursor`.
 */
import { HttpError } from "@/lib/http/problem";
import { API_LIMITS } from "./schemas";

const VERSION = 1;

export type CursorList = "cards" | "cards-by-name" | "rulings" | "changes" | "clauses" | "scenarios";

export function encodeCursor(list: CursorList, position: (string | number)[]): string {
  return Buffer.from(JSON.stringify([VERSION, list, ...position]), "utf8").toString("base64url");
}

const bad = (why: string) => new HttpError(400, "invalid-cursor", `cursor: ${why}; use the \`next\` link of the previous page as it is`, "cursor");

/**
 * The position a cursor holds for `list`, checked item by item with `shape` (one predicate per position member).
 */
export function decodeCursor<T extends (string | number)[]>(cursor: string, list: CursorList, shape: { [K in keyof T]: (v: unknown) => v is T[K] }): T {
  if (cursor.length > API_LIMITS.cursor || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad("not a cursor");
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw bad("not a cursor");
  }
  if (!Array.isArray(parsed) || parsed[0] !== VERSION) throw bad("not a cursor");
  if (parsed[1] !== list) throw bad(`a cursor of another list (${typeof parsed[1] === "string" ? parsed[1].slice(0, 20) : "?"})`);
  const position = parsed.slice(2);
  if (position.length !== shape.length || !position.every((v, i) => shape[i](v))) throw bad("not a cursor of this list");
  return position as T;
}

export const isSlug = (v: unknown): v is string => typeof v === "string" && v.length <= 200 && /^[a-z0-9-]+$/.test(v);
export const isInt = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
export const isText = (v: unknown): v is string => typeof v === "string" && v.length <= 200;
/** a time as milliseconds since the epoch */
export const isTime = (v: unknown): v is number => isInt(v) && v < 8.64e15;
