// "Cancel before dispatch", the customer's rule (lib/orders/customer-cancel.ts): every status's
// decision and its exact sentence, which both the API's 409 and the order pages show; and what the
// customer is told once a cancel went through.
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/checkout/contract";
import { cancelFactsOf, cancelledSentence, customerCancellation, type CustomerCancellation } from "@/lib/orders/customer-cancel";
import { orderFixture } from "./support/order-view";

const EXPECTED: Record<OrderStatus, CustomerCancellation> = {
  placed: { allowed: true },
  paid: { allowed: true },
  awaitingPayment: {
    allowed: false,
    offerReturn: false,
    reason: "We're still waiting for your card payment, so there is nothing to cancel yet. If the payment does not go through, the order cancels itself.",
  },
  packed: {
    allowed: false,
    offerReturn: true,
    reason: "We have packed your order, so it can no longer be cancelled. Once it arrives you can return it within 14 days.",
  },
  dispatched: {
    allowed: false,
    offerReturn: true,
    reason: "Your order is on its way, so it can no longer be cancelled. Once it arrives you can return it within 14 days.",
  },
  delivered: {
    allowed: false,
    offerReturn: true,
    reason: "Your order has been delivered, so it can no longer be cancelled. You can return it within 14 days of delivery.",
  },
  cancelled: { allowed: false, offerReturn: false, reason: "This order has already been cancelled." },
  refunded: { allowed: false, offerReturn: false, reason: "This order has been refunded in full, so there is nothing left to cancel." },
};

describe("customerCancellation", () => {
  it("covers every order status", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it.each(Object.entries(EXPECTED))("%s", (status, expected) => {
    expect(customerCancellation(status as OrderStatus)).toEqual(expected);
  });

  it("refuses a packed order, which staff may still cancel", () => {
    expect(customerCancellation("packed").allowed).toBe(false);
  });
});

describe("cancelledSentence", () => {
  it("says how much went back to the card, and when it shows", () => {
    const order = orderFixture({ status: "cancelled", paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z", fulfilment: { refundedPence: 4_250 } });
    expect(cancelledSentence(order)).toBe(
      "Your order is cancelled. We have refunded £42.50 to the card you paid with. Card refunds usually take 5 to 10 working days to show on your statement.",
    );
  });

  it("promises the refund of a paid card order whose refund is not recorded yet", () => {
    const order = orderFixture({ status: "cancelled", paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z" });
    expect(cancelledSentence(order)).toBe("Your order is cancelled. Your payment will be refunded in full to the card you paid with.");
  });

  it("tells a pay-on-delivery customer nothing was charged", () => {
    expect(cancelledSentence(orderFixture({ status: "cancelled" }))).toBe("Your order is cancelled. Nothing has been charged.");
  });
});

describe("cancelFactsOf", () => {
  it("keeps only what the button needs: a paid card order's amount left to refund", () => {
    const order = orderFixture({ status: "paid", paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z", fulfilment: { refundedPence: 185 } });
    expect(cancelFactsOf(order)).toEqual({ reference: "AFC-100042", status: "paid", paymentMethod: "stripe", paidByCard: true, leftToRefundPence: 5_000 });
  });

  it("says a pay-on-delivery order was not paid by card", () => {
    expect(cancelFactsOf(orderFixture())).toEqual({ reference: "AFC-100042", status: "placed", paymentMethod: "payOnDelivery", paidByCard: false, leftToRefundPence: 5_185 });
  });
});
