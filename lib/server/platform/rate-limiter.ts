import "server-only";
import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import { dbDialect, getDb } from "./db";
import { logServerError } from "./log";
import { rateLimits } from "./tables";

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

const ALLOWED: RateDecision = { allowed: true, retryAfterSeconds: 0 };

// One memory limiter per limit: the whole store on PGlite, else the shared store's insurance and
// the fallback when the shared store cannot even be built.
const memoryLimiters = new Map<string, RateLimiterMemory>();
const sharedLimiters = new Map<string, RateLimiterDrizzle>();

function memoryLimiter(name: string, points: number, windowSeconds: number): RateLimiterMemory {
  const id = `${name}:${points}:${windowSeconds}`;
  let limiter = memoryLimiters.get(id);
  if (!limiter) memoryLimiters.set(id, (limiter = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds })));
  return limiter;
}

async function limiterFor(name: string, points: number, windowSeconds: number): Promise<RateLimiterAbstract> {
  if (dbDialect() === "pglite") return memoryLimiter(name, points, windowSeconds);
  const id = `${name}:${points}:${windowSeconds}`;
  const cached = sharedLimiters.get(id);
  if (cached) return cached;
  const shared = new RateLimiterDrizzle({
    storeClient: await getDb(),
    schema: rateLimits,
    keyPrefix: name,
    points,
    duration: windowSeconds,
    insuranceLimiter: memoryLimiter(name, points, windowSeconds),
  });
  sharedLimiters.set(id, shared);
  return shared;
}

/** Counts one request; a refusal becomes a decision, anything else (the store failing) is thrown. */
async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateDecision> {
  try {
    await limiter.consume(key);
    return ALLOWED;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection;
  }
}

/**
 * Counts one request by `key` against `limit` per `windowSeconds` in the limit called `name`.
 * `limit` 0 means no limit. Never throws: if the shared store cannot be reached at all, this
 * instance's memory decides.
 */
export async function takeRate(name: string, key: string, limit: number, windowSeconds = 60): Promise<RateDecision> {
  if (limit <= 0) return ALLOWED;
  try {
    return await consume(await limiterFor(name, limit, windowSeconds), key);
  } catch (error) {
    logServerError("rate limiter store", error);
    return consume(memoryLimiter(name, limit, windowSeconds), key);
  }
}
