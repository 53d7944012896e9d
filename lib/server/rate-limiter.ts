import "server-only";
import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { dbDialect, getDb } from "./db";
import { logServerError } from "./log";
import { rateLimits } from "./rate-limit-schema";

// Fixed-window request limits (rate-limiter-flexible). On a PostgreSQL server the counters live in
// the rate_limits table, so every instance behind the load balancer counts against one limit; an
// in-memory limiter insures each one, so a database hiccup never turns into a 500 (the request is
// then judged by this instance's own count). On embedded PGlite there is only ever one process, so
// the counters stay in its memory and cost the single-connection database no query.

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the client's window resets (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(name: string, points: number, windowSeconds: number): Promise<RateLimiterAbstract> | RateLimiterAbstract {
  const id = `${name}:${points}:${windowSeconds}`;
  const cached = limiters.get(id);
  if (cached) return cached;
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
  if (dbDialect() === "pglite") {
    limiters.set(id, memory);
    return memory;
  }
  return getDb().then((db) => {
    const shared = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points,
      duration: windowSeconds,
      insuranceLimiter: memory,
    });
    limiters.set(id, shared);
    return shared;
  });
}

/**
 * Counts one request by `key` against `limit` per `windowSeconds` in the limit called `name`.
 * `limit` 0 means no limit. Never throws: if the shared store cannot be reached at all, this
 * instance's memory decides.
 */
export async function takeRate(name: string, key: string, limit: number, windowSeconds = 60): Promise<RateDecision> {
  if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
  let limiter: RateLimiterAbstract;
  try {
    limiter = await limiterFor(name, limit, windowSeconds);
  } catch (error) {
    logServerError("rate limiter store", error);
    limiter = memoryFallback(name, limit, windowSeconds);
  }
  try {
    await limiter.consume(key);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    logServerError("rate limiter", rejection);
    return decideInMemory(name, key, limit, windowSeconds);
  }
}

const fallbacks = new Map<string, RateLimiterMemory>();

function memoryFallback(name: string, points: number, windowSeconds: number): RateLimiterMemory {
  const id = `${name}:${points}:${windowSeconds}`;
  let limiter = fallbacks.get(id);
  if (!limiter) fallbacks.set(id, (limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds })));
  return limiter;
}

async function decideInMemory(name: string, key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
  try {
    await memoryFallback(name, limit, windowSeconds).consume(key);
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (rejection) {
    const ms = rejection instanceof RateLimiterRes ? rejection.msBeforeNext : windowSeconds * 1000;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
  }
}
