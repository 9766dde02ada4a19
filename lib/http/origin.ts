/** The site's own origin, for links that must be absolute (feeds) and for the admin's same-origin check. */

/**
 * This site's origin (scheme://host:port): SHINPAN_BASE_URL's when set; otherwise `http://` and the Host
 * header. X-Forwarded-Proto and -Host are read only when a proxy is configured (SHINPAN_TRUSTED_PROXIES),
 * since the server strips them from anyone else; without a proxy, anyone could send them.
 */
export function siteOrigin(req: Request): string | null {
  const base = process.env.SHINPAN_BASE_URL;
  if (base) {
    try {
      return new URL(base).origin;
    } catch {
      return null;
    }
  }
  const proxied = (process.env.SHINPAN_TRUSTED_PROXIES ?? "").trim() !== "";
  const first = (v: string | null) => v?.split(",")[0]?.trim() || null;
  const host = (proxied && first(req.headers.get("x-forwarded-host"))) || req.headers.get("host");
  const proto = (proxied && first(req.headers.get("x-forwarded-proto"))) || "http";
  if (!host || !/^[a-z0-9.\-:[\]]+$/i.test(host) || (proto !== "http" && proto !== "https")) return null;
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}
