import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { cartValidity } from "@/lib/cart";
import { zeroAmounts } from "@/lib/cart/money";
import { formatOrderNumber } from "@/lib/checkout/contract";
import { replacementLine } from "@/lib/damage/rules";
import type { StaffMember } from "@/lib/admin/contract";
import type { Tx } from "../platform/db";
import { orders } from "../schema";
import { addOrderEvent } from "../admin/events";
import { takeUnits } from "../orders/orders";
import type { OrderRow } from "../orders/order-queries";
import type { DamageRow } from "./reports";

// The replacement of a damage report (issue 38.3): a new order for the same product and pack, at
// no charge, to the same person and address by the same delivery, already paid (there is nothing
// to pay), so it waits in the packing queue and is packed, dispatched and delivered like any other.
// Its stock is taken now, as an order's is when it is placed. It has no cart: its own random cart
// id and idempotency key keep the orders table's unique rules, and its own link secret lets a
// guest open it from the email.

export type ReplacementOutcome = { ok: true; order: OrderRow } | { ok: false; message: string };

export async function placeReplacementOrder(tx: Tx, order: OrderRow, report: DamageRow, reference: string, member: StaffMember): Promise<ReplacementOutcome> {
  const item = order.items.find((candidate) => candidate.id === report.lineId);
  if (!item) return { ok: false, message: "The reported item is no longer on this order." };
  const now = new Date();
  const items = [{ ...replacementLine(item, report.quantity, now), id: randomUUID() }];
  const short = await takeUnits(tx, items);
  if (short.length) return { ok: false, message: `There is not enough of ${short.join(", ")} in stock to send a replacement. Restock it first, or refund the customer instead.` };
  const [placed] = await tx
    .insert(orders)
    .values({
      id: randomUUID(),
      customer: order.customer,
      guestId: order.guestId,
      email: order.email,
      cartId: randomUUID(),
      idempotencyKey: randomUUID(),
      accessKey: randomBytes(32).toString("base64url"),
      status: "paid",
      paymentMethod: order.paymentMethod,
      shippingMethod: order.shippingMethod,
      items,
      boxes: cartValidity(items).boxes,
      amounts: zeroAmounts(),
      discounts: [],
      deliveryAddress: order.deliveryAddress,
      billingAddress: order.billingAddress,
      paidAt: now,
    })
    .returning();
  await addOrderEvent(tx, placed.id, "replacementPlaced", `Replacement at no charge for ${reference} on order ${formatOrderNumber(order.number)}`, member);
  return { ok: true, order: placed };
}
