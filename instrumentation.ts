/**
 * Next calls `onRequestError` for every error a render or route throws. When the error is the database
 * being unreachable, the front server (lib/ops/http-server.ts) is told which request it was, so that
 * request is answered 503 with Retry-After even in the instant before its own database monitor notices.
 */
import { isDatabaseUnavailable } from "@/lib/db/errors";

type Report = (requestId: string) => void;

export async function onRequestError(err: unknown, request: { headers: Record<string, string | string[] | undefined> }): Promise<void> {
  const id = request.headers["x-shinpan-request"];
  const report = (globalThis as { shinpanDatabaseFailure?: Report }).shinpanDatabaseFailure;
  if (typeof id === "string" && report && isDatabaseUnavailable(err)) report(id);
}
