import "server-only";

// The production start (scripts/next-start.mjs) expires the pages the build prerendered from its
// own database, by calling the catalogue's revalidation endpoint as soon as Next answers. Until it
// has, /api/health answers 503 "starting", so a load balancer (or a test) sends no visitor to a
// page holding the build's catalogue. Only when next-start asked for it (EXPIRE_PRERENDERED_AT_START):
// the cluster's bare instances share one Redis cache, expired once by whoever changes the catalogue.

const KEY = Symbol.for("afc.server.startUpExpiryDone");
const state = globalThis as typeof globalThis & { [KEY]?: boolean };

export function startUpExpiryPending(env: Record<string, string | undefined> = process.env): boolean {
  return env.EXPIRE_PRERENDERED_AT_START === "true" && !state[KEY];
}

export function markStartUpExpiryDone(): void {
  state[KEY] = true;
}
