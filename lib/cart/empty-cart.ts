import { CURRENCY, DEFAULT_SHIPPING_METHOD_ID } from "../constants";
import { zeroAmounts } from "./money";
import type { Cart } from "./types";

/** A new, empty cart: a guest cart unless a customer id is given. */
export function emptyCart(owner: { customer: string | null; guestId: string | null }, now = new Date()): Cart {
  const timestamp = now.toISOString();
  return {
    id: null,
    items: [],
    createdAt: timestamp,
    updatedAt: timestamp,
    lastAction: "cartCreated",
    customer: owner.customer,
    guest: owner.customer === null,
    guestId: owner.customer === null ? owner.guestId : null,
    shippingMethod: DEFAULT_SHIPPING_METHOD_ID,
    currency: CURRENCY,
    status: "new",
    deliveryAddress: null,
    billingAddress: null,
    discounts: [],
    amounts: zeroAmounts(),
  };
}
