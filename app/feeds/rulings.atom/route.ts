/** GET /feeds/rulings.atom — every published ruling, newest change first (Atom 1.0). */
import { feedResponse } from "@/lib/feeds/respond";

export const dynamic = "force-dynamic";

export async function GET(request: Request) {
  return feedResponse(request, { kind: "all" });
}
