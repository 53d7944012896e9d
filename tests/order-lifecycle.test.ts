// The order lifecycle (lib/orders/lifecycle.ts): every status × every staff action, allowed or
// refused with its sentence, as one table; then the money rules (pay on delivery becomes paid when
// delivered, a paid order cancelled is refunded in full, refunds never above what is left).
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod } from "@/lib/checkout/contract";
import { decide, STAFF_ACTIONS, type Decision, type LifecycleFacts, type StaffAction } from "@/lib/orders/lifecycle";

const TOTAL = 5_000;

const facts = (status: OrderStatus, paymentMethod: PaymentMethod, paid: boolean, refundedPence = 0): LifecycleFacts => ({
  status,
  paymentMethod,
  paid,
  totalPence: TOTAL,
  refundedPence,
});

// Every state an order can really be in: pay-on-delivery orders are unpaid until delivered; card
// orders are paid from "paid" on; a refunded order was paid back in full.
const ORDERS: Record<string, LifecycleFacts> = {
  "placed (pay on delivery)": facts("placed", "payOnDelivery", false),
  "awaitingPayment (card)": facts("awaitingPayment", "stripe", false),
  "paid (card)": facts("paid", "stripe", true),
  "packed (pay on delivery)": facts("packed", "payOnDelivery", false),
  "packed (card)": facts("packed", "stripe", true),
  "dispatched (pay on delivery)": facts("dispatched", "payOnDelivery", false),
  "dispatched (card)": facts("dispatched", "stripe", true),
  "delivered (pay on delivery)": facts("delivered", "payOnDelivery", true),
  "delivered (card)": facts("delivered", "stripe", true),
  "cancelled (pay on delivery)": facts("cancelled", "payOnDelivery", false),
  "cancelled (card)": facts("cancelled", "stripe", true, TOTAL),
  "refunded (card)": facts("refunded", "stripe", true, TOTAL),
  "refunded (pay on delivery)": facts("refunded", "payOnDelivery", true, TOTAL),
};

type Expected = { to: OrderStatus; becomesPaid?: true; refundInFull?: true } | string;

const WAITING = "This order is still waiting for its card payment.";
const CANCELLED = "This order was cancelled.";
const REFUNDED = "This order was refunded in full.";
const NOT_PAID = "This order has not been paid, so there is nothing to refund.";

// The state machine as a table: from (with payment), action → to, or the sentence staff are shown.
// The refund column asks for £1.00 of a £50.00 order.
const TABLE: Record<string, Record<StaffAction, Expected>> = {
  "placed (pay on delivery)": {
    pack: { to: "packed" },
    dispatch: "Pack this order before you dispatch it.",
    deliver: "Dispatch this order before you mark it delivered.",
    cancel: { to: "cancelled" },
    refund: NOT_PAID,
  },
  "awaitingPayment (card)": {
    pack: `${WAITING} It cannot be packed.`,
    dispatch: `${WAITING} It cannot be dispatched.`,
    deliver: `${WAITING} It cannot be delivered.`,
    cancel: "This order is still waiting for its card payment: it cancels itself if the payment does not arrive.",
    refund: NOT_PAID,
  },
  "paid (card)": {
    pack: { to: "packed" },
    dispatch: "Pack this order before you dispatch it.",
    deliver: "Dispatch this order before you mark it delivered.",
    cancel: { to: "cancelled", refundInFull: true },
    refund: { to: "paid" },
  },
  "packed (pay on delivery)": {
    pack: "This order is already packed.",
    dispatch: { to: "dispatched" },
    deliver: "Dispatch this order before you mark it delivered.",
    cancel: { to: "cancelled" },
    refund: NOT_PAID,
  },
  "packed (card)": {
    pack: "This order is already packed.",
    dispatch: { to: "dispatched" },
    deliver: "Dispatch this order before you mark it delivered.",
    cancel: { to: "cancelled", refundInFull: true },
    refund: { to: "packed" },
  },
  "dispatched (pay on delivery)": {
    pack: "This order was already dispatched.",
    dispatch: "This order was already dispatched.",
    deliver: { to: "delivered", becomesPaid: true },
    cancel: "This order was already dispatched: refund it instead of cancelling it.",
    refund: NOT_PAID,
  },
  "dispatched (card)": {
    pack: "This order was already dispatched.",
    dispatch: "This order was already dispatched.",
    deliver: { to: "delivered" },
    cancel: "This order was already dispatched: refund it instead of cancelling it.",
    refund: { to: "dispatched" },
  },
  "delivered (pay on delivery)": {
    pack: "This order was already delivered.",
    dispatch: "This order was already delivered.",
    deliver: "This order was already delivered.",
    cancel: "This order was already delivered: refund it instead of cancelling it.",
    refund: { to: "delivered" },
  },
  "delivered (card)": {
    pack: "This order was already delivered.",
    dispatch: "This order was already delivered.",
    deliver: "This order was already delivered.",
    cancel: "This order was already delivered: refund it instead of cancelling it.",
    refund: { to: "delivered" },
  },
  "cancelled (pay on delivery)": {
    pack: `${CANCELLED} It cannot be packed.`,
    dispatch: `${CANCELLED} It cannot be dispatched.`,
    deliver: `${CANCELLED} It cannot be delivered.`,
    cancel: "This order was already cancelled.",
    refund: "This order was cancelled; anything it was paid has been refunded.",
  },
  "cancelled (card)": {
    pack: `${CANCELLED} It cannot be packed.`,
    dispatch: `${CANCELLED} It cannot be dispatched.`,
    deliver: `${CANCELLED} It cannot be delivered.`,
    cancel: "This order was already cancelled.",
    refund: "This order was cancelled; anything it was paid has been refunded.",
  },
  "refunded (card)": {
    pack: `${REFUNDED} It cannot be packed.`,
    dispatch: `${REFUNDED} It cannot be dispatched.`,
    deliver: `${REFUNDED} It cannot be delivered.`,
    cancel: REFUNDED,
    refund: "This order was already refunded in full.",
  },
  "refunded (pay on delivery)": {
    pack: `${REFUNDED} It cannot be packed.`,
    dispatch: `${REFUNDED} It cannot be dispatched.`,
    deliver: `${REFUNDED} It cannot be delivered.`,
    cancel: REFUNDED,
    refund: "This order was already refunded in full.",
  },
};

const asDecision = (expected: Expected): Decision =>
  typeof expected === "string"
    ? { ok: false, message: expected }
    : { ok: true, to: expected.to, becomesPaid: expected.becomesPaid ?? false, refundInFull: expected.refundInFull ?? false };

describe("decide: every status × every action", () => {
  it("the table covers every status and every action", () => {
    expect(new Set(Object.values(ORDERS).map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    for (const row of Object.values(TABLE)) expect(Object.keys(row).sort()).toEqual([...STAFF_ACTIONS].sort());
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(ORDERS).sort());
  });

  for (const [label, order] of Object.entries(ORDERS)) {
    for (const action of STAFF_ACTIONS) {
      const expected = TABLE[label][action];
      it(`${label} · ${action} → ${typeof expected === "string" ? "refused" : expected.to}`, () => {
        expect(decide(order, action, 100)).toEqual(asDecision(expected));
      });
    }
  }

  it("refuses in a full sentence, and never moves an order to a status it cannot be in", () => {
    for (const order of Object.values(ORDERS)) {
      for (const action of STAFF_ACTIONS) {
        const decision = decide(order, action, 100);
        if (decision.ok) expect(ORDER_STATUSES).toContain(decision.to);
        else expect(decision.message).toMatch(/^[A-Z].*[.)]$/);
      }
    }
  });

  it("whatever the payment method, the same status allows the same moves (refund aside)", () => {
    for (const status of ORDER_STATUSES) {
      for (const action of STAFF_ACTIONS.filter((a) => a !== "refund")) {
        const outcomes = Object.values(ORDERS)
          .filter((order) => order.status === status)
          .map((order) => decide(order, action).ok);
        expect(new Set(outcomes).size).toBe(1);
      }
    }
  });
});

describe("decide: money", () => {
  it("a pay-on-delivery order becomes paid when it is delivered; a card order already is", () => {
    expect(decide(facts("dispatched", "payOnDelivery", false), "deliver")).toMatchObject({ ok: true, to: "delivered", becomesPaid: true });
    expect(decide(facts("dispatched", "stripe", true), "deliver")).toMatchObject({ ok: true, becomesPaid: false });
  });

  it("cancelling a paid order refunds it in full; an unpaid one has nothing to refund", () => {
    expect(decide(facts("paid", "stripe", true), "cancel")).toEqual({ ok: true, to: "cancelled", becomesPaid: false, refundInFull: true });
    // Partly refunded already: still "in full", i.e. whatever is left.
    expect(decide(facts("packed", "stripe", true, 1_200), "cancel")).toMatchObject({ ok: true, refundInFull: true });
    expect(decide(facts("placed", "payOnDelivery", false), "cancel")).toEqual({ ok: true, to: "cancelled", becomesPaid: false, refundInFull: false });
  });

  it("a refund is between 1p and what is left, and repaying the rest makes the order refunded", () => {
    const delivered = facts("delivered", "stripe", true, 1_200); // £38.00 left
    expect(decide(delivered, "refund", 1)).toMatchObject({ ok: true, to: "delivered" });
    expect(decide(delivered, "refund", 3_799)).toMatchObject({ ok: true, to: "delivered" });
    expect(decide(delivered, "refund", 3_800)).toMatchObject({ ok: true, to: "refunded" });
    expect(decide(delivered, "refund", 3_801)).toEqual({ ok: false, message: "That is more than is left to refund (£38.00)." });
    expect(decide(facts("paid", "stripe", true), "refund", TOTAL)).toMatchObject({ ok: true, to: "refunded" });
    expect(decide(facts("paid", "stripe", true), "refund", TOTAL + 1)).toEqual({ ok: false, message: "That is more than is left to refund (£50.00)." });
  });

  it("refuses an amount that is not a whole positive number of pence", () => {
    const paid = facts("paid", "stripe", true);
    const choose = { ok: false, message: "Choose what to refund: at least one line or the delivery charge." };
    for (const amount of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(decide(paid, "refund", amount)).toEqual(choose);
    expect(decide(paid, "refund")).toEqual(choose); // no amount at all
  });

  it("an order's payment state decides a refund before its amount", () => {
    expect(decide(facts("placed", "payOnDelivery", false), "refund", 100)).toEqual({ ok: false, message: NOT_PAID });
    expect(decide(facts("cancelled", "stripe", true, TOTAL), "refund", 0)).toMatchObject({ ok: false, message: expect.stringMatching(/^This order was cancelled/) });
  });
});

describe("a cancelled card order whose refund failed", () => {
  it("may be refunded again, and stays cancelled", () => {
    const failed = facts("cancelled", "stripe", true, 0);
    expect(decide(failed, "refund", TOTAL)).toEqual({ ok: true, to: "cancelled", becomesPaid: false, refundInFull: false });
    expect(decide(failed, "refund", TOTAL + 1)).toMatchObject({ ok: false });
  });
});
