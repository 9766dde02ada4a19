/** GET /feeds/cards/<card slug>.atom — the published rulings about one card (Atom 1.0). */
import { atomName, feedResponse } from "@/lib/feeds/respond";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const slug = atomName((await params).file);
  return feedResponse(request, slug && /^[a-z0-9][a-z0-9-]*$/.test(slug) ? { kind: "card", slug } : null);
}
