/**
 * The request helpers every route relies on: the client's address comes only from the header the server
 * sets (never from X-Forwarded-For), the same-origin check compares scheme, host and port, and bodies are
 * limited while they stream (Content-Length first, then a byte count), chunked ones too.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { AdminError } from "@/lib/admin/errors";
import { checkSameOrigin, MAX_BODY_BYTES, readBody, readJson } from "@/lib/admin/http";
import { clientAddress } from "@/lib/http/client";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("clientAddress", () => {
  it("reads x-shinpan-client, which the server sets from the socket (or a trusted proxy)", () => {
    expect(clientAddress(new Headers({ "x-shinpan-client": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientAddress(new Headers({ "x-shinpan-client": " 2001:db8::1 " }))).toBe("2001:db8::1");
  });
  it("never trusts X-Forwarded-For or X-Real-IP, whatever they say", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4" }))).toBe("unknown");
    expect(clientAddress(new Headers({ "x-real-ip": "1.2.3.4" }))).toBe("unknown");
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4", "x-shinpan-client": "198.51.100.2" }))).toBe("198.51.100.2");
  });
  it("is 'unknown' without the header, and bounded", () => {
    expect(clientAddress(new Headers())).toBe("unknown");
    expect(clientAddress(new Headers({ "x-shinpan-client": "  " }))).toBe("unknown");
    expect(clientAddress(new Headers({ "x-shinpan-client": "a".repeat(500) })).length).toBeLessThanOrEqual(64);
  });
});

function post(headers: Record<string, string>): Request {
  return new Request("http://internal/api/admin/qa", { method: "POST", headers });
}

function refused(req: Request): string | null {
  try {
    checkSameOrigin(req);
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(AdminError);
    expect((e as AdminError).status).toBe(403);
    return (e as AdminError).code;
  }
}

describe("checkSameOrigin", () => {
  it("without SHINPAN_BASE_URL: the origin is http:// plus Host, scheme and port included", () => {
    vi.stubEnv("SHINPAN_BASE_URL", "");
    vi.stubEnv("SHINPAN_TRUSTED_PROXIES", "");
    expect(refused(post({ host: "localhost:3000", origin: "http://localhost:3000" }))).toBeNull();
    expect(refused(post({ host: "localhost:3000", origin: "https://localhost:3000" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost:3000", origin: "http://localhost:3001" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost:3000", origin: "http://localhost" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost", origin: "http://localhost:80" }))).toBeNull(); // the default port is the same origin
    expect(refused(post({ host: "localhost:3000", origin: "http://evil.example" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost:3000", origin: "null" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost:3000", origin: "not a url" }))).toBe("cross-origin");
  });

  it("X-Forwarded-Host and -Proto are ignored unless a proxy is configured", () => {
    vi.stubEnv("SHINPAN_BASE_URL", "");
    vi.stubEnv("SHINPAN_TRUSTED_PROXIES", "");
    expect(refused(post({ host: "localhost:3000", "x-forwarded-host": "evil.example", origin: "http://evil.example" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost:3000", "x-forwarded-proto": "https", origin: "https://localhost:3000" }))).toBe("cross-origin");
    vi.stubEnv("SHINPAN_TRUSTED_PROXIES", "10.0.0.1");
    expect(refused(post({ host: "internal:3000", "x-forwarded-host": "shinpan.example", "x-forwarded-proto": "https", origin: "https://shinpan.example" }))).toBeNull();
    expect(refused(post({ host: "internal:3000", "x-forwarded-host": "shinpan.example", "x-forwarded-proto": "https", origin: "http://shinpan.example" }))).toBe("cross-origin");
  });

  it("with SHINPAN_BASE_URL: only that origin, whatever Host and X-Forwarded-Host say", () => {
    vi.stubEnv("SHINPAN_BASE_URL", "https://shinpan.example");
    vi.stubEnv("SHINPAN_TRUSTED_PROXIES", "");
    expect(refused(post({ host: "shinpan.example", origin: "https://shinpan.example" }))).toBeNull();
    expect(refused(post({ host: "shinpan.example", origin: "https://shinpan.example:443" }))).toBeNull();
    expect(refused(post({ host: "shinpan.example", origin: "http://shinpan.example" }))).toBe("cross-origin");
    expect(refused(post({ host: "shinpan.example", origin: "https://shinpan.example:8443" }))).toBe("cross-origin");
    expect(refused(post({ host: "evil.example", "x-forwarded-host": "evil.example", origin: "https://evil.example" }))).toBe("cross-origin");
    vi.stubEnv("SHINPAN_BASE_URL", "http://127.0.0.1:4000/");
    expect(refused(post({ host: "127.0.0.1:4000", origin: "http://127.0.0.1:4000" }))).toBeNull();
    expect(refused(post({ host: "127.0.0.1:4000", origin: "https://127.0.0.1:4000" }))).toBe("cross-origin");
  });

  it("without Origin: Sec-Fetch-Site decides; a request with neither (not a browser) passes", () => {
    vi.stubEnv("SHINPAN_BASE_URL", "");
    expect(refused(post({ host: "localhost:3000", "sec-fetch-site": "same-origin" }))).toBeNull();
    expect(refused(post({ host: "localhost:3000", "sec-fetch-site": "cross-site" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost:3000", "sec-fetch-site": "same-site" }))).toBe("cross-origin");
    expect(refused(post({ host: "localhost:3000" }))).toBeNull();
  });
});

/** A request whose body sends `chunks` and then, unless `end`, never finishes (a client that keeps sending). */
function streaming(chunks: Uint8Array[], headers: Record<string, string> = {}, end = false) {
  let pulled = 0;
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled < chunks.length) c.enqueue(chunks[pulled++]);
      else if (end) c.close();
      else return new Promise(() => {}); // stalls: a body buffered in full would never be answered
    },
    cancel() {
      cancelled = true;
    },
  }, { highWaterMark: 0 });
  const req = new Request("http://internal/api/admin/qa", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
  return { req, pulled: () => pulled, cancelled: () => cancelled };
}

async function status(p: Promise<unknown>): Promise<number | "ok"> {
  try {
    await p;
    return "ok";
  } catch (e) {
    if (e instanceof AdminError) return e.status;
    throw e;
  }
}

describe("body limits while streaming", () => {
  const KB64 = new Uint8Array(64 * 1024).fill(0x20);

  it("a chunked body over the limit is refused (413) as soon as the limit is passed, without waiting for its end", async () => {
    const s = streaming(Array.from({ length: 10 }, () => KB64));
    expect(await status(readJson(s.req))).toBe(413);
    expect(s.pulled()).toBeLessThanOrEqual(MAX_BODY_BYTES / KB64.length + 2);
    expect(s.cancelled()).toBe(true);
  }, 5000);

  it("a Content-Length over the limit is refused (413) before a byte is read", async () => {
    const s = streaming([KB64], { "content-length": String(400 * 1024 * 1024) });
    expect(await status(readJson(s.req))).toBe(413);
    expect(s.pulled()).toBe(0);
  }, 5000);

  it("a Content-Length that lies (smaller than the body) is caught by the byte count", async () => {
    const s = streaming(Array.from({ length: 10 }, () => KB64), { "content-length": "10" });
    expect(await status(readJson(s.req))).toBe(413);
  }, 5000);

  it("a bad Content-Length is a 400", async () => {
    for (const v of ["-1", "abc", "1e9", "0x10"]) {
      const s = streaming([], { "content-length": v }, true);
      expect(await status(readJson(s.req)), v).toBe(400);
    }
  });

  it("a body within the limit is read whole, in any number of chunks", async () => {
    const text = JSON.stringify({ answer: "アクア".repeat(1000) });
    const bytes = new TextEncoder().encode(text);
    const chunks = [bytes.slice(0, 1), bytes.slice(1, 4000), bytes.slice(4000)];
    const s = streaming(chunks, {}, true);
    expect(await readJson(s.req)).toEqual({ answer: "アクア".repeat(1000) });
    expect(await readBody(streaming(chunks, {}, true).req, bytes.length)).toBe(text);
    expect(await status(readBody(streaming(chunks, {}, true).req, bytes.length - 1))).toBe(413);
  });

  it("invalid UTF-8 is a 400, not garbage", async () => {
    const s = streaming([new Uint8Array([0x7b, 0xc0, 0xaf, 0x7d])], {}, true);
    expect(await status(readJson(s.req))).toBe(400);
  });
});
