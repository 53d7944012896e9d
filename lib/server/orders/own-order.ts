import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "../platform/db";
import type { Executor } from "../cart/carts";
import { orders } from "../schema";
import { customerActor } from "../admin/activity";
import { numberOfReference } from "../admin/order-detail";
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
async function lockOwnOrder(tx: Tx, number: number, who: CustomerIdentity): Promise<{ row: OrderRow; owner: boolean } | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.number, number)).for("update");
  if (!row) return null;
  const owner = who.uid !== null && row.customer === who.uid;
  if (!owner && !(who.accessToken !== null && sameSecret(who.accessToken, row.accessKey))) return null;
  return { row, owner };
}

/** The answer to an order that is unknown, or not the caller's (the same, so neither is revealed). */
export type OrderNotFound = { ok: false; status: 404; code: "orderNotFound"; message: string };

const orderNotFound = (reference: string): OrderNotFound => ({ ok: false, status: 404, code: "orderNotFound", message: `There is no order ${reference}.` });

/**
 * Runs `change` in one transaction on the order `reference` ("AFC-100001") locked, when `who` is
 * its customer; `actor` is how the records name them (`customer:<uid>`, or `customer:guest` through
 * the link). Anything else is "not found".
 */
export async function changeOwnOrder<T>(reference: string, who: CustomerIdentity, change: (tx: Tx, row: OrderRow, actor: string) => Promise<T>): Promise<T | OrderNotFound> {
  const number = numberOfReference(reference);
  if (number === null) return orderNotFound(reference);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const own = await lockOwnOrder(tx, number, who);
    return own ? change(tx, own.row, customerActor(own.owner ? who.uid : null).uid) : orderNotFound(reference);
  });
}

/** What `read` makes of the order with this id (one the page has already shown its customer); null if it is gone. */
export async function readOrderById<T>(id: string, read: (db: Executor, row: OrderRow) => Promise<T>): Promise<T | null> {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ? read(db, row) : null;
}
