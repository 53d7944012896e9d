// A small in-memory, per-client, fixed-window rate limiter. Per process: with several server
// instances each counts alone, which is enough to blunt a runaway client or a simple flood.

/** The client a request counts against: the first x-forwarded-for address, else x-real-ip, else "local". */
export function clientKey(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("x-real-ip")?.trim() || "local";
}

export interface RateLimiter {
  /** Counts one request; false when the client is over `limit` in the current window (0: no limit). */
  take(key: string, limit: number, now?: number): boolean;
}

/** Keys kept before expired windows are swept, so a flood of addresses cannot grow the map forever. */
const SWEEP_ABOVE_KEYS = 10_000;

export function createRateLimiter(windowMs: number): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, limit, now = Date.now()) {
      if (limit <= 0) return true;
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        if (windows.size >= SWEEP_ABOVE_KEYS) {
          for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}

/** A per-minute limit from the environment, read per request so a change (or a test) applies at once; "0" turns it off. */
export function limitFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}
