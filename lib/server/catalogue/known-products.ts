import "server-only";
import { inArray } from "drizzle-orm";
import type { Executor } from "../cart/carts";
import { products } from "../schema";

// The products a newsroom save names (a video's, a playlist's) checked against the shop, inside the
// save's transaction, and the words a refusal names the missing ones with.

/** The products the shop does not have, in the order they were sent. */
export async function unknownProducts(db: Executor, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const found = await db.select({ slug: products.slug }).from(products).where(inArray(products.slug, [...slugs]));
  const known = new Set(found.map((row) => row.slug));
  return slugs.filter((slug) => !known.has(slug));
}

/** The products a save or a restore is refused for, named: `the shop has no "a", "b"`. */
export const shopHasNo = (missing: readonly string[]) => `the shop has no ${missing.map((slug) => `"${slug}"`).join(", ")}`;
