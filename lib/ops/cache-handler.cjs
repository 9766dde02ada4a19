/**
 * Next's incremental cache for Shinpan (next.config.js `cacheHandler`): Next's own file-system cache,
 * plus, when REDIS_URL is set, a cache shared by every app instance in Redis.
 *
 * Why our own: @neshca/cache-handler supports Next < 15 only; @fortedigital/nextjs-cache-handler (3.x)
 * supports Next 16, but replaces the file-system cache (pages prerendered at build time must then be
 * copied into Redis at start-up by its instrumentation hook) and brings its own tag bookkeeping. Shinpan
 * already tells every instance what changed (Postgres NOTIFY, lib/db/changes.ts); what is missing is
 * that a page rendered by one instance is reused by the others, and that tag revalidations are shared.
 * That is this file, on top of Next's FileSystemCache (which keeps working alone without REDIS_URL).
 *
 * With REDIS_URL (not during `next build`):
 * - get: the shared entry when there is one and none of its tags was revalidated after it was written,
 *   else the instance's own (memory, then the build's prerendered files);
 * - set: written locally and to Redis (`shinpan:cache:<build id>:<key>`, kept a day);
 * - revalidateTag: local, then recorded in Redis (`shinpan:tags:<build id>`, a hash) and published on
 *   the same name: every instance applies it to its tag manifest at once (and loads the hash when it
 *   connects), so revalidating a path on one instance reaches them all even without the NOTIFY.
 * Redis unreachable or slow (over 250 ms): the instance carries on with its own cache, as without Redis.
 *
 * With or without Redis, a page stored less than RACE_MS after one of its tags was revalidated is stored as
 * already expired (the next request renders it again): its render may have read the database before the
 * change it was revalidated for committed, and would otherwise be kept, fresh-looking, until the next change.
 * Entries are keyed by build id: instances of another build never read them.
 * Only page and route answers are shared (Shinpan makes no cached fetch calls).
 */
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const FileSystemCache = require("next/dist/server/lib/incremental-cache/file-system-cache").default;
const { tagsManifest, areTagsExpired } = require("next/dist/server/lib/incremental-cache/tags-manifest.external");

const TIMEOUT_MS = 250;
/** longer than a render takes on a loaded machine */
const RACE_MS = 5000;
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
const SHARED_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);
const STATE = Symbol.for("shinpan.cache-handler");

/** One Redis connection (and one subscriber) per process, whatever number of handlers Next creates. */
function shared(serverDistDir) {
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_PHASE === "phase-production-build") return null;
  const g = globalThis;
  if (g[STATE]) return g[STATE];
  let buildId = "unknown";
  try {
    buildId = fs.readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    /* keyed "unknown": still one build per deployment */
  }
  const { createClient } = require("@redis/client");
  const options = {
    url,
    disableOfflineQueue: true, // a command while disconnected fails at once instead of waiting
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  };
  const state = {
    client: createClient(options),
    subscriber: createClient(options),
    prefix: `shinpan:cache:${buildId}:`,
    tagsKey: `shinpan:tags:${buildId}`,
    warned: false,
  };
  const warn = (e) => {
    if (state.warned) return;
    state.warned = true;
    console.warn(`[cache] Redis unavailable (${e && e.message}); each instance uses its own cache until it is back`);
  };
  state.client.on("error", warn);
  state.subscriber.on("error", warn);
  state.client.on("ready", () => {
    if (state.warned) console.warn("[cache] Redis reachable again");
    state.warned = false;
    // revalidations published while this instance was not listening
    state.client
      .hGetAll(state.tagsKey)
      .then((all) => {
        for (const [tag, value] of Object.entries(all)) applyTag(tag, value);
      })
      .catch(warn);
  });
  state.client.connect().catch(warn);
  state.subscriber
    .connect()
    .then(() => state.subscriber.subscribe(state.tagsKey, (message) => {
      try {
        const { tag, value } = JSON.parse(message);
        applyTag(tag, JSON.stringify(value));
      } catch {
        /* not ours */
      }
    }))
    .catch(warn);
  g[STATE] = state;
  return state;
}

/** A revalidation recorded by any instance, into this process's tag manifest (later times win). */
function applyTag(tag, json) {
  let value;
  try {
    value = JSON.parse(json);
  } catch {
    return;
  }
  if (typeof tag !== "string" || !value || typeof value !== "object") return;
  const current = tagsManifest.get(tag) || {};
  const next = { ...current };
  for (const k of ["stale", "expired"]) if (typeof value[k] === "number" && !(current[k] >= value[k])) next[k] = value[k];
  tagsManifest.set(tag, next);
}

function withTimeout(promise) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** JSON with Buffers and Maps (RSC payloads, segment data, route bodies). */
function encode(value) {
  return JSON.stringify(value, function (key, v) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $buffer: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString("base64") };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return v;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === "object" && !Array.isArray(v)) {
      if (typeof v.$buffer === "string") return Buffer.from(v.$buffer, "base64");
      if (Array.isArray(v.$map)) return new Map(v.$map);
    }
    return v;
  });
}

/**
 * When a tag of this answer was revalidated less than RACE_MS ago, a time just before that revalidation
 * (the answer then counts as expired); else null.
 */
function revalidatedJustBefore(data, now) {
  const tags = data && data.headers && data.headers["x-next-cache-tags"];
  if (typeof tags !== "string" || !tags) return null;
  let latest = null;
  for (const tag of tags.split(",")) {
    const expired = (tagsManifest.get(tag) || {}).expired;
    if (typeof expired === "number" && expired <= now && now - expired < RACE_MS && (latest === null || expired > latest)) latest = expired;
  }
  return latest === null ? null : latest - 1;
}

class ShinpanCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    this.shared = shared(ctx.serverDistDir);
  }

  async get(key, ctx) {
    const s = this.shared;
    if (s && ctx && SHARED_KINDS.has(ctx.kind) && s.client.isReady) {
      try {
        const text = await withTimeout(s.client.get(s.prefix + key));
        if (text) {
          const entry = decode(text);
          const tags = entry.value && entry.value.headers && entry.value.headers["x-next-cache-tags"];
          const expired = typeof tags === "string" && tags && areTagsExpired(tags.split(","), entry.lastModified);
          if (!expired) return entry;
        }
      } catch {
        /* Redis slow or down: our own cache */
      }
    }
    return super.get(key, ctx);
  }

  async set(key, data, ctx) {
    await super.set(key, data, ctx);
    let lastModified = Date.now();
    const racing = data && SHARED_KINDS.has(data.kind) ? revalidatedJustBefore(data, lastModified) : null;
    if (racing !== null) {
      lastModified = racing;
      const local = FileSystemCache.memoryCache && FileSystemCache.memoryCache.get(key);
      if (local) local.lastModified = racing;
      // the copy on disk (read when the memory cache is off or has dropped it) dates from its file's mtime
      const file = this.getFilePath(`${key}${data.kind === "APP_ROUTE" ? ".body" : ".html"}`, data.kind);
      await fs.promises.utimes(file, racing / 1000, racing / 1000).catch(() => {});
    }
    const s = this.shared;
    if (!s || !data || !SHARED_KINDS.has(data.kind) || !s.client.isReady) return;
    const entry = { value: data, lastModified, cacheControl: ctx && !ctx.fetchCache ? ctx.cacheControl : undefined };
    try {
      await withTimeout(s.client.set(s.prefix + key, encode(entry), { EX: ENTRY_TTL_SECONDS }));
    } catch {
      /* kept locally */
    }
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const s = this.shared;
    if (!s || !s.client.isReady) return;
    const list = typeof tags === "string" ? [tags] : tags;
    try {
      await withTimeout(
        Promise.all(
          list.map(async (tag) => {
            const value = tagsManifest.get(tag) || {};
            await s.client.hSet(s.tagsKey, tag, JSON.stringify(value));
            await s.client.publish(s.tagsKey, JSON.stringify({ tag, value }));
          }),
        ),
      );
    } catch {
      /* the other instances still get the database's NOTIFY */
    }
  }
}

module.exports = ShinpanCacheHandler;
