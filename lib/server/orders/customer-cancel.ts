import "server-only";
import { formatOrderNumber, type OrderView } from "@/lib/checkout/contract";
import { customerCancellation } from "@/lib/orders/customer-cancel";
import { changeOrder, type OrderActor, type Refusal } from "../admin/order-actions";
import { numberOfReference } from "../admin/order-detail";
import { findOrderWithKey, sameSecret, type OrderRow } from "./order-queries";

// A customer cancels their own order before it is packed (issue 38.1), through the same locked
// transaction and the same effects as a staff cancel (lib/server/admin/order-actions.ts: stock
// back, a paid card order refunded in full, its codes' uses given back, the cancellation email).
// Under the row lock the customer's rule (lib/orders/customer-cancel.ts) and then the lifecycle
// decide on the state found, so of a cancel and staff's "Pack" racing, exactly one wins: the other
// is refused with 409 and its sentence.

/** Who asks: the verified signed-in user (never a uid from a body), and/or the secret of the order's link. */
export interface CustomerIdentity {
  uid: string | null;
  accessToken: string | null;
}

export type CustomerCancelOutcome = { ok: true; order: OrderView } | Refusal;

const notFound = (reference: string): Refusal => ({ ok: false, status: 404, code: "orderNotFound", message: `There is no order ${reference}.` });

/**
 * Cancels the order `reference` for its customer: the signed-in owner, or whoever holds its link's
 * secret (as the confirmation page admits them: findOrderForConfirmation). Anyone else's order is
 * "not found", as an unknown one is (404: its existence is not theirs to learn).
 */
export async function cancelOrderForCustomer(reference: string, who: CustomerIdentity, origin: string): Promise<CustomerCancelOutcome> {
  const number = numberOfReference(reference);
  if (number === null) return notFound(reference);
  const changed = await changeOrder({ number, action: { action: "cancel" }, authorise: (row) => judge(row, who) }, origin);
  if (!changed.ok) return changed;
  // Read after the follow-ups, so a card refund's outcome (sent after the commit) is in the view.
  const after = await findOrderWithKey(changed.orderId);
  return { ok: true, order: after!.order };
}

/** The customer acting on this row, or why not: 404 if it is not theirs, 409 with the rule's sentence. */
function judge(row: OrderRow, who: CustomerIdentity): OrderActor | Refusal {
  const owner = who.uid !== null && row.customer === who.uid;
  const holdsLink = who.accessToken !== null && sameSecret(who.accessToken, row.accessKey);
  if (!owner && !holdsLink) return notFound(formatOrderNumber(row.number));
  const rule = customerCancellation(row.status);
  if (!rule.allowed) return { ok: false, status: 409, code: "cannotCancel", message: rule.reason };
  return { kind: "customer", uid: owner ? who.uid : null };
}
