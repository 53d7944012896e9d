import { takeRate } from "@/lib/server/platform/rate-limiter";
import { jsonError } from "./http";

// Request limits for the API handlers. The counting lives in lib/server/platform/rate-limiter.ts (shared
// through PostgreSQL when several instances run); this module decides who a request counts against
// and how a refusal looks: 429 with the handler's `{ code, message }` and Retry-After.

/**
 * The client a request counts against. X-Forwarded-For lists the addresses a request passed
 * through, each proxy appending the peer it received it from; only the entries added by our own
 * proxies can be trusted, so the client is the entry TRUSTED_PROXY_HOPS places from the right
 * (1 behind haproxy: the address haproxy saw). Anything left of it is whatever the client wrote.
 * With 0 hops (no proxy) Next itself fills the header from the socket when the client sent none.
 */
export function clientKey(request: Request): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = trustedProxyHops();
  const index = entries.length - Math.max(hops, 1);
  return (index >= 0 ? entries[index] : entries[0]) || "local";
}

function trustedProxyHops(): number {
  const value = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(value) && value >= 0 ? value : 0;
}

/** A per-minute limit from the environment, read per request so a change (or a test) applies at once; "0" turns it off. */
export function limitFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export interface Limit {
  /** The counter's name (one per limit, shared by every instance). */
  name: string;
  /** Requests allowed per window; 0 turns the limit off. */
  limit: number;
  windowSeconds?: number;
  /** The refusal the handler's clients understand. */
  code?: string;
  message?: string;
}

/** Counts the request against `limit`; null when allowed, else the 429 response (with Retry-After) to send. */
export async function overLimit(key: string, { name, limit, windowSeconds = 60, code = "tooManyRequests", message }: Limit): Promise<Response | null> {
  const decision = await takeRate(name, key, limit, windowSeconds);
  if (decision.allowed) return null;
  const response = jsonError(429, code, message ?? "Too many requests. Please wait a moment and try again.");
  response.headers.set("Retry-After", String(decision.retryAfterSeconds));
  return response;
}
