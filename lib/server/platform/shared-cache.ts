import "server-only";

/**
 * With REDIS_URL (npm run cluster), writes a tag invalidation to the shared cache before the caller
 * answers. Next applies a route handler's revalidateTag only after the response is sent, so another
 * instance asked straight after "revalidated" could still serve the old page (the cluster attack
 * test caught it). Without Redis, Next's own cache is per process and needs nothing more.
 */
export async function persistTagInvalidation(tags: string[]): Promise<void> {
  if (!process.env.REDIS_URL) return;
  const { default: SharedCache } = await import("./cache-handler.mjs");
  await new SharedCache().revalidateTag(tags);
}
