// Next's server cache (ISR pages, route handler responses and unstable_cache data) in Redis, so
// that every instance behind the load balancer shares one cache and one set of tag invalidations:
// a price changed through one instance is seen through the other on its next request. Configured in
// next.config.ts when REDIS_URL is set; without it Next keeps its own cache on local disk.
//
// Written for this site after Next's examples/cache-handler-redis (which relies on the abandoned
// @neshca/cache-handler), following Next's "Configuring Caching" rules for shared handlers:
// entries are serialised with their Buffers and Maps; every entry remembers its tags; a tag's
// invalidation is a timestamp in one shared hash, and an entry older than any of its tags'
// timestamps is a miss (rendered afresh, never served stale across instances); entries expire after
// ENTRY_TTL_SECONDS so the store stays bounded. Redis down or slow means a miss and a skipped
// write within COMMAND_TIMEOUT_MS: pages are then rendered uncached, never answered with a 5xx.

import { createClient } from "redis";

const PREFIX = process.env.REDIS_KEY_PREFIX || "afc:cache:";
const TAGS_KEY = `${PREFIX}tags`;
const ENTRY_TTL_SECONDS = 7 * 24 * 3600;
const COMMAND_TIMEOUT_MS = 500;
/** How long a render may take: an entry stored this soon after one of its tags was invalidated may hold older data. */
const RENDER_RACE_MS = 5_000;
/** After a failure, skip Redis for this long instead of paying its timeout on every request. */
const BACKOFF_MS = 2_000;
/** Next's header listing an ISR page's or route response's cache tags. */
const CACHE_TAGS_HEADER = "x-next-cache-tags";

let client;
let connecting;
let unavailableUntil = 0;

function log(message, error) {
  console.warn(`[cache-handler] ${message}${error ? `: ${error.message ?? error}` : ""}`);
}

/** The connected client, or null while Redis is unreachable (then retried after BACKOFF_MS). */
async function redis() {
  if (Date.now() < unavailableUntil) return null;
  if (client?.isReady) return client;
  connecting ??= (async () => {
    client ??= createClient({
      url: process.env.REDIS_URL,
      // Fail a command at once while disconnected rather than queueing it until Redis is back.
      disableOfflineQueue: true,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
    });
    client.on("error", () => {}); // failures surface per command; reconnection is automatic
    if (!client.isOpen) await client.connect();
    return client;
  })().finally(() => {
    connecting = undefined;
  });
  try {
    const connected = await withTimeout(connecting);
    return connected.isReady ? connected : null;
  } catch (error) {
    unavailable("connect", error);
    return null;
  }
}

function unavailable(operation, error) {
  if (Date.now() >= unavailableUntil) log(`Redis unavailable (${operation}); serving uncached`, error);
  unavailableUntil = Date.now() + BACKOFF_MS;
}

function withTimeout(promise) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${COMMAND_TIMEOUT_MS} ms`)), COMMAND_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// JSON with Buffers (page bodies, RSC payloads) and Maps (segment data) kept intact.
function replacer(key, value) {
  const raw = this[key];
  if (Buffer.isBuffer(raw)) return { $buffer: raw.toString("base64") };
  if (raw instanceof Map) return { $map: [...raw.entries()] };
  return value;
}

function reviver(_key, value) {
  if (value && typeof value === "object") {
    if (typeof value.$buffer === "string" && Object.keys(value).length === 1) return Buffer.from(value.$buffer, "base64");
    if (Array.isArray(value.$map) && Object.keys(value).length === 1) return new Map(value.$map);
  }
  return value;
}

function tagsOf(value, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]);
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === "string") for (const tag of header.split(",")) if (tag) tags.add(tag);
  return [...tags];
}

/**
 * When an entry's data may date from: now, unless one of its tags was invalidated moments ago. A
 * render that began before that invalidation (it read the old price) can finish and be stored
 * after it; dated at the invalidation, such an entry is a miss and is rendered afresh. Without
 * this, a page rendered on one instance while another instance revalidated stayed stale for its
 * whole lifetime (the cluster attack test caught it).
 */
async function renderedSince(store, tags) {
  const now = Date.now();
  if (!tags.length) return now;
  const invalidated = (await store.hmGet(TAGS_KEY, tags)).map(Number).filter((at) => at > 0 && now - at < RENDER_RACE_MS);
  return invalidated.length ? Math.min(...invalidated) - 1 : now;
}

export default class RedisCacheHandler {
  async get(key, ctx) {
    const store = await redis();
    if (!store) return null;
    try {
      const stored = await store.get(PREFIX + key);
      if (!stored) return null;
      const entry = JSON.parse(stored, reviver);
      const tags = [...new Set([...entry.tags, ...tagsOf(null, ctx)])];
      if (tags.length) {
        const invalidated = await store.hmGet(TAGS_KEY, tags);
        if (invalidated.some((at) => at !== null && Number(at) >= entry.lastModified)) return null;
      }
      return { lastModified: entry.lastModified, value: entry.value };
    } catch (error) {
      unavailable("get", error);
      return null;
    }
  }

  async set(key, data, ctx) {
    const store = await redis();
    if (!store) return;
    try {
      if (data === null) {
        await store.del(PREFIX + key);
        return;
      }
      const tags = tagsOf(data, ctx);
      const entry = { lastModified: await renderedSince(store, tags), tags, value: data };
      await store.set(PREFIX + key, JSON.stringify(entry, replacer), { expiration: { type: "EX", value: ENTRY_TTL_SECONDS } });
    } catch (error) {
      unavailable("set", error);
    }
  }

  async revalidateTag(tags) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (!list.length) return;
    const store = await redis();
    if (!store) return;
    try {
      const now = String(Date.now());
      await store.hSet(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now])));
    } catch (error) {
      unavailable("revalidateTag", error);
    }
  }

  resetRequestCache() {}
}
