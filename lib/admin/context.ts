/** The content context (card catalogue, aliases, abilities) the scenario editor parses against, loaded once. */
import { loadContentContext, type ContentContext } from "@/lib/scenarios";

const g = globalThis as unknown as { shinpanContentContext?: ContentContext };

export function contentDir(): string {
  return process.env.SHINPAN_CONTENT_DIR ?? "content";
}

export function contentContext(): ContentContext {
  g.shinpanContentContext ??= loadContentContext(contentDir());
  return g.shinpanContentContext;
}
