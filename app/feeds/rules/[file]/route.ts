/** GET /feeds/rules/<clause number>.atom — the published rulings citing a clause or one of its sub-clauses (Atom 1.0). */
import { atomName, feedResponse } from "@/lib/feeds/respond";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const number = atomName((await params).file);
  return feedResponse(request, number && /^\d{1,3}(\.\d{1,2}[a-z]?)?$/.test(number) ? { kind: "clause", number } : null);
}
