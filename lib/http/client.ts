/**
 * The client's address, as Shinpan's server determined it: the server (lib/ops/http-server.ts) drops any
 * incoming `x-shinpan-client` header and sets it to the socket's address, or, for a request from a proxy
 * named in SHINPAN_TRUSTED_PROXIES, to the nearest X-Forwarded-For entry that is not a trusted proxy.
 * App code reads the address only here: never from X-Forwarded-For or X-Real-IP, which anyone can send.
 */
export const CLIENT_HEADER = "x-shinpan-client";

export function clientAddress(headers: Headers): string {
  const v = headers.get(CLIENT_HEADER)?.trim();
  return v ? v.slice(0, 64) : "unknown";
}
