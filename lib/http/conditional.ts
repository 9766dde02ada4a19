/**
 * Conditional requests (RFC 9110 §13): does a request that sent If-None-Match or If-Modified-Since already hold the
 * current representation? If-None-Match wins when both are sent; ETags compare weakly (`W/"x"` matches `"x"`);
 * Last-Modified has second precision, as HTTP dates do. Pure: the API's routes and the front server's API cache
 * (lib/api/front.ts) answer 304 from the same rule.
 */
export function notModified(request: { ifNoneMatch: string | null | undefined; ifModifiedSince: string | null | undefined }, etag: string | null | undefined, lastModified: Date | string | null | undefined): boolean {
  const inm = request.ifNoneMatch;
  if (inm != null && inm !== "") {
    if (!etag) return false;
    const want = opaque(etag);
    return inm.split(",").some((t) => t.trim() === "*" || opaque(t.trim()) === want);
  }
  const ims = request.ifModifiedSince;
  if (ims && lastModified) {
    const since = Date.parse(ims);
    const at = typeof lastModified === "string" ? Date.parse(lastModified) : lastModified.getTime();
    if (Number.isNaN(since) || Number.isNaN(at)) return false;
    return Math.floor(at / 1000) * 1000 <= since;
  }
  return false;
}

const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);
