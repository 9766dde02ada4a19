/**
 * POST /api/ask/links { b: "1.<…>" } → 201 { id, path: "/ask/s/<id>" } (200 when the board had a link already):
 * a short link for an /ask board. Same-site requests only, a small body, the board decoded and checked before it is
 * kept, and a limit per address (429 with Retry-After); errors are JSON naming the field.
 */
import { errorResponse, json, mutation, readBody } from "@/lib/admin/http";
import { AdminError } from "@/lib/admin/errors";
import { clientAddress } from "@/lib/http/client";
import { createLink } from "@/lib/ask/links";
import { MAX_ENCODED_LENGTH } from "@/lib/ask/codec";

export const dynamic = "force-dynamic";

const MAX_BODY = MAX_ENCODED_LENGTH + 1024;

export const POST = mutation(async (req) => {
  const type = req.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) throw new AdminError(415, "unsupported", "send JSON (Content-Type: application/json)");
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req, MAX_BODY));
  } catch (e) {
    if (e instanceof AdminError) throw e;
    throw new AdminError(400, "invalid", "the body is not valid JSON");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) throw new AdminError(400, "invalid", "the body must be a JSON object: { \"b\": \"1.…\" }");
  try {
    const link = await createLink((body as { b?: unknown }).b, clientAddress(req.headers));
    return json(link, link.created ? 201 : 200);
  } catch (e) {
    if (e instanceof AdminError && e.status === 429) return json(e.toJSON(), 429, { "retry-after": String(e.extra.retryAfter ?? 60) });
    return errorResponse(e);
  }
});
