// An OrderView as the customer's pages and emails get it, for tests of what is built from orders
// (the progress line, the order emails). Overrides replace top-level fields; `fulfilment` merges.
import { cartAmounts } from "@/lib/cart/amounts";
import type { OrderFulfilment, OrderView } from "@/lib/checkout/contract";
import { cartItem } from "./cart-item";

export const NO_FULFILMENT: OrderFulfilment = {
  packedAt: null,
  dispatchedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  refundedPence: 0,
};

export type OrderOverrides = Partial<Omit<OrderView, "fulfilment">> & { fulfilment?: Partial<OrderFulfilment> };

export function orderFixture(overrides: OrderOverrides = {}): OrderView {
  const items = overrides.items ?? [cartItem("Lucky Saint Lager", 199, 12), cartItem("Thatchers Zero", 1099, 2, 6)];
  const { fulfilment, ...rest } = overrides;
  return {
    id: "6f1c2d3e-4b5a-4978-8a6b-5c4d3e2f1a0b",
    number: 100042,
    reference: "AFC-100042",
    customer: null,
    email: "ada@example.com",
    status: "placed",
    paymentMethod: "payOnDelivery",
    shippingMethod: "standard",
    items,
    boxes: { boxType_330: 1, boxType_500: 0, boxType_750: 0 },
    amounts: cartAmounts(items, overrides.shippingMethod ?? "standard"),
    deliveryAddress: { firstName: "Ada", lastName: "Lovelace", line1: "1 High Street", line2: "Flat 2", city: "Leeds", postcode: "LS1 1AA", country: "GB" },
    billingAddress: { firstName: "Charles", lastName: "Babbage", line1: "5 Mill Lane", city: "York", county: "North Yorkshire", postcode: "YO1 7HH", country: "GB" },
    createdAt: "2026-11-20T10:15:00.000Z",
    paidAt: null,
    ...rest,
    discounts: rest.discounts ?? [],
    fulfilment: { ...NO_FULFILMENT, ...fulfilment },
  };
}
