import { checkSameOrigin, errorResponse, json, readBody } from "@/lib/admin/http";
import { signIn } from "@/lib/auth/session";

export const dynamic = "force-dynamic";

/** An email, a password and where to go next fit in far less; anything bigger is refused while it streams. */
const MAX_SIGN_IN_BYTES = 8192;

/** Sign in with email and password: a form post (303 redirect) or JSON. Rate-limited per account and address. */
export async function POST(req: Request): Promise<Response> {
  const isForm = (req.headers.get("content-type") ?? "").includes("application/x-www-form-urlencoded");
  try {
    checkSameOrigin(req);
    let email = "";
    let password = "";
    let next = "/admin";
    const raw = await readBody(req, MAX_SIGN_IN_BYTES);
    if (isForm) {
      const f = new URLSearchParams(raw);
      email = f.get("email") ?? "";
      password = f.get("password") ?? "";
      next = f.get("next") ?? "/admin";
    } else {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw);
      } catch {
        return json({ error: "invalid", message: "send email and password as a form or JSON" }, 400);
      }
      email = typeof body.email === "string" ? body.email : "";
      password = typeof body.password === "string" ? body.password : "";
    }
    if (!email || !password) {
      if (isForm) return redirect(`/admin/login?error=missing&next=${encodeURIComponent(safeNext(next))}`);
      return json({ error: "invalid", message: "email and password are required", field: !email ? "email" : "password" }, 400);
    }
    const r = await signIn(email, password, req.headers);
    if (!r.ok) {
      if (isForm) {
        const q = new URLSearchParams({ error: r.reason, next: safeNext(next), email: email.slice(0, 254) });
        if (r.retryAfter) q.set("retry", String(r.retryAfter));
        return redirect(`/admin/login?${q}`, r.retryAfter ? { "retry-after": String(r.retryAfter) } : {});
      }
      if (r.reason === "limited") {
        return json({ error: "limited", message: `too many failed sign-ins; try again in ${r.retryAfter} s`, retryAfter: r.retryAfter }, 429, { "retry-after": String(r.retryAfter) });
      }
      return json({ error: "invalid", message: "wrong email or password" }, 401);
    }
    const headers = new Headers();
    for (const c of r.setCookies) headers.append("set-cookie", c);
    if (isForm) {
      headers.set("location", safeNext(next));
      return new Response(null, { status: 303, headers });
    }
    headers.set("content-type", "application/json; charset=utf-8");
    return new Response(JSON.stringify({ ok: true, actor: r.actor }), { status: 200, headers });
  } catch (e) {
    return errorResponse(e);
  }
}

/** Only paths inside the admin: never an open redirect. */
function safeNext(next: string): string {
  return /^\/admin(?:[/?#]|$)/.test(next) && !/^\/admin\/login(?:[/?#]|$)/.test(next) ? next : "/admin";
}

function redirect(location: string, extra: Record<string, string> = {}): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store", ...extra } });
}
