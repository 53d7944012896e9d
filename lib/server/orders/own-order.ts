import "server-only";
import { eq } from "drizzle-orm";
import type { Tx } from "../platform/db";
import { orders } from "../schema";
import { sameSecret, type OrderRow } from "./order-queries";

// A customer acting on their own order after it was placed (a return, a damage report): who they
// are, and the order locked for the change once they are shown to be its customer.

/** Who acts: the verified signed-in user (never a uid from a body), and/or the secret of the order's link. */
export interface CustomerIdentity {
  uid: string | null;
  accessToken: string | null;
}

/**
 * The order numbered `number`, locked (FOR UPDATE) for the rest of `tx`, when `who` is its
 * customer: the signed-in owner, or whoever holds its link's secret. Null for an unknown order and
 * for anyone else's alike, so a caller answers both with the same "not found".
 */
export async function lockOwnOrder(tx: Tx, number: number, who: CustomerIdentity): Promise<{ row: OrderRow; owner: boolean } | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
  if (!row) return null;
  const owner = who.uid !== null && row.customer === who.uid;
  if (!owner && !(who.accessToken !== null && sameSecret(who.accessToken, row.accessKey))) return null;
  return { row, owner };
}
