import { checkSameOrigin, errorResponse } from "@/lib/admin/http";
import { signOut } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  try {
    checkSameOrigin(req);
    const cookies = await signOut(req.headers);
    const isForm = (req.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
    const headers = new Headers({ "cache-control": "no-store" });
    for (const c of cookies) headers.append("set-cookie", c);
    if (isForm) {
      headers.set("location", "/admin/login?signed-out=1");
      return new Response(null, { status: 303, headers });
    }
    headers.set("content-type", "application/json; charset=utf-8");
    return new Response(JSON.stringify({ ok: true }), { status: 200, headers });
  } catch (e) {
    return errorResponse(e);
  }
}
