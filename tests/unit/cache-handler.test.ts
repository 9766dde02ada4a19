/**
 * lib/ops/cache-handler.cjs against a redis-server of its own (loopback, nothing on disk), outside Next:
 * an answer stored by one handler is read whole by another (Buffers and Maps included), a revalidation
 * published by another instance expires it, an answer stored just after its tag was revalidated is stored
 * as expired, and an unreachable Redis costs nothing but the sharing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { createClient } from "@redis/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "@/lib/ops/server";

const require = createRequire(import.meta.url);
const REDIS = fs.existsSync("/usr/bin/redis-server") ? "/usr/bin/redis-server" : null;
const STATE = Symbol.for("shinpan.cache-handler");

interface Handler {
  get(key: string, ctx: Record<string, unknown>): Promise<{ lastModified: number; value: Record<string, unknown> } | null>;
  set(key: string, data: Record<string, unknown>, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
type HandlerClass = new (ctx: Record<string, unknown>) => Handler;

let redis: ChildProcess | null = null;
let url = "";
let dir = "";
let Handler: HandlerClass;
let tagsManifest: Map<string, { expired?: number; stale?: number }>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** No file system cache underneath (nothing on disk, no memory cache): what is read comes from Redis. */
function handler(): Handler {
  const nothing = async () => {
    throw new Error("not on disk");
  };
  return new Handler({
    fs: { existsSync: () => false, readFile: nothing, stat: nothing, writeFile: nothing, mkdir: nothing },
    dev: false,
    flushToDisk: false,
    serverDistDir: path.join(dir, "server"),
    revalidatedTags: [],
    maxMemoryCacheSize: 0,
    _requestHeaders: {},
  });
}

function page(text: string, tags: string) {
  return {
    kind: "APP_PAGE",
    html: `<p>${text}</p>`,
    rscData: Buffer.from(`rsc ${text} \u0000\u00ff`),
    segmentData: new Map([["/_tree", Buffer.from([1, 2, 3, 255])]]),
    headers: { "x-next-cache-tags": tags },
    status: 200,
    postponed: undefined,
  };
}
const ctx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

async function until(cond: () => boolean, ms = 2000) {
  const t0 = Date.now();
  while (!cond() && Date.now() - t0 < ms) await sleep(20);
  return cond();
}

beforeAll(async () => {
  if (!REDIS) return;
  const port = await freePort();
  redis = spawn(REDIS, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
  url = `redis://127.0.0.1:${port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "shinpan-cache-handler-"));
  fs.mkdirSync(path.join(dir, "server"));
  fs.writeFileSync(path.join(dir, "BUILD_ID"), "test-build\n");
  process.env.REDIS_URL = url;
  Handler = require("../../lib/ops/cache-handler.cjs") as HandlerClass;
  tagsManifest = require("next/dist/server/lib/incremental-cache/tags-manifest.external").tagsManifest;
  handler(); // connects
  const state = (globalThis as Record<symbol, { client: { isReady: boolean } }>)[STATE];
  expect(await until(() => state.client.isReady, 5000)).toBe(true);
});

afterAll(async () => {
  const state = (globalThis as Record<symbol, { client: { close(): Promise<void> }; subscriber: { close(): Promise<void> } } | undefined>)[STATE];
  await state?.client.close().catch(() => {});
  await state?.subscriber.close().catch(() => {});
  delete (globalThis as Record<symbol, unknown>)[STATE];
  delete process.env.REDIS_URL;
  redis?.kill();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!REDIS)("the shared cache handler", () => {
  it("an answer stored by one instance is read whole by another, keyed by build id", async () => {
    const written = page("Aqua Hulcus draws", "_N_T_/layout,_N_T_/qa/one");
    await handler().set("/qa/one", written, { cacheControl: { revalidate: false } });
    const read = await handler().get("/qa/one", ctx);
    expect(read?.value).toEqual(written);
    expect(Buffer.isBuffer(read?.value.rscData)).toBe(true);
    expect((read?.value.segmentData as Map<string, Buffer>).get("/_tree")).toEqual(Buffer.from([1, 2, 3, 255]));
    const client = createClient({ url });
    await client.connect();
    expect(await client.exists("shinpan:cache:test-build:/qa/one")).toBe(1);
    await client.close();
  });

  it("a revalidation published by another instance expires the shared answer here", async () => {
    await handler().set("/qa/two", page("old ruling", "_N_T_/qa/two"), {});
    await sleep(5);
    expect(await handler().get("/qa/two", ctx)).not.toBeNull();
    const other = createClient({ url });
    await other.connect();
    const value = { expired: Date.now() };
    await other.hSet("shinpan:tags:test-build", "_N_T_/qa/two", JSON.stringify(value));
    await other.publish("shinpan:tags:test-build", JSON.stringify({ tag: "_N_T_/qa/two", value }));
    await other.close();
    expect(await until(() => tagsManifest.get("_N_T_/qa/two")?.expired === value.expired)).toBe(true);
    expect(await handler().get("/qa/two", ctx)).toBeNull();
  });

  it("revalidateTag on one instance is recorded in Redis for the others", async () => {
    await handler().revalidateTag(["_N_T_/qa/three"]);
    const client = createClient({ url });
    await client.connect();
    const stored = JSON.parse((await client.hGet("shinpan:tags:test-build", "_N_T_/qa/three")) ?? "{}");
    await client.close();
    expect(typeof stored.expired).toBe("number");
  });

  it("an answer stored just after its page was revalidated is stored as expired (its render may predate the change)", async () => {
    await handler().revalidateTag(["_N_T_/qa/four"]);
    await sleep(5);
    await handler().set("/qa/four", page("rendered while the change committed", "_N_T_/qa/four"), {});
    expect(await handler().get("/qa/four", ctx)).toBeNull();
    // a page with other tags is unaffected
    await handler().set("/qa/five", page("unrelated", "_N_T_/qa/five"), {});
    expect(await handler().get("/qa/five", ctx)).not.toBeNull();
  });

  it("with Redis unreachable, get and set answer at once from the instance's own cache", async () => {
    const state = (globalThis as Record<symbol, { client: { close(): Promise<void> }; subscriber: { close(): Promise<void> } } | undefined>)[STATE];
    await state?.client.close();
    await state?.subscriber.close();
    delete (globalThis as Record<symbol, unknown>)[STATE];
    process.env.REDIS_URL = `redis://127.0.0.1:${await freePort()}`; // nothing listens there
    const h = handler();
    const t0 = performance.now();
    await h.set("/qa/six", page("kept locally", "_N_T_/qa/six"), {});
    expect(await h.get("/qa/six", ctx)).toBeNull(); // no Redis, and this test's handler has no file system cache
    await h.revalidateTag("_N_T_/qa/six");
    expect(performance.now() - t0).toBeLessThan(1000);
  });
});
