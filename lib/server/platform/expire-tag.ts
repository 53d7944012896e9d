import "server-only";
import { revalidateTag } from "next/cache";
import { persistTagInvalidation } from "./shared-cache";

/**
 * After an editor's change: `tag` expires at once on this instance and, in a cluster, in the shared
 * cache before the caller answers (./shared-cache.ts). Outside a Next request (the publishing job,
 * tests) revalidateTag throws; the shared cache is still told.
 */
export async function expireTagEverywhere(tag: string, label: string): Promise<void> {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    console.warn(`[${label}] not revalidated here: ${error instanceof Error ? error.message : String(error)}`);
  }
  await persistTagInvalidation([tag]);
}
