// Returns, the pure rules (lib/returns/rules.ts): the window in UK time across both clock changes
// and at the day's edges, every refusal sentence, the packs still returnable, the judging of a
// customer's request, and what refunding a return repays (delivery only for a whole order, and
// then no more than standard delivery would have cost). Every expected value is written by hand.
import { describe, expect, it } from "vitest";
import { cartAmounts } from "@/lib/cart/amounts";
import type { OrderStatus } from "@/lib/checkout/contract";
import { planRefund, type PriorRefund, type RefundPlan, type RefundRequest } from "@/lib/orders/refunds";
import type { ReturnableLine } from "@/lib/returns/contract";
import {
  judgeReturnRequest,
  parseReturnReference,
  RETURN_REFUSALS,
  returnableLines,
  returnRefundRequest,
  returnReference,
  returnWindow,
  returnWindowEnd,
  standardShippingPence,
  type ReturnOnOrder,
} from "@/lib/returns/rules";
import { cartItem } from "./support/cart-item";

const at = (iso: string) => new Date(iso);
const endOf = (deliveredIso: string) => returnWindowEnd(at(deliveredIso)).toISOString();

// £1.99 × 12 singles = £23.88, £10.99 × 2 six-packs = £21.98: £45.86 of products, under £65.
const LAGER = cartItem("Lucky Saint Lager", 199, 12);
const CIDER = cartItem("Thatchers Zero", 1099, 2, 6);
const ITEMS = [LAGER, CIDER];
const STANDARD = cartAmounts(ITEMS, "standard"); // delivery 599, total 5,185
const NEXT_DAY = cartAmounts(ITEMS, "next-day"); // delivery 999, total 5,585

// £14.00 × 5 = £70.00 of products: standard delivery would have been free.
const WINE = cartItem("Sparkling Brut", 1_400, 5);
const BIG_NEXT_DAY = cartAmounts([WINE], "next-day"); // delivery 999, total 7,999

function planned(amounts: typeof STANDARD, prior: PriorRefund[], request: RefundRequest, items = ITEMS): RefundPlan {
  const outcome = planRefund(items, amounts, prior, request);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
}

describe("returnWindowEnd: 14 UK days after the UK day of delivery, to the last millisecond", () => {
  it("delivered in GMT, ending in BST (across 29 March 2026)", () => {
    // 20 March 10:00 GMT → 3 April 23:59:59.999 BST = 22:59:59.999 UTC.
    expect(endOf("2026-03-20T10:00:00.000Z")).toBe("2026-04-03T22:59:59.999Z");
  });

  it("delivered in BST, ending in GMT (across 25 October 2026)", () => {
    // 20 October 10:00 UTC (11:00 BST) → 3 November 23:59:59.999 GMT.
    expect(endOf("2026-10-20T10:00:00.000Z")).toBe("2026-11-03T23:59:59.999Z");
  });

  it("ending on the clock-change days themselves", () => {
    // 15 March → 29 March, which ends in BST; 11 October → 25 October, which ends in GMT.
    expect(endOf("2026-03-15T12:00:00.000Z")).toBe("2026-03-29T22:59:59.999Z");
    expect(endOf("2026-10-11T12:00:00.000Z")).toBe("2026-10-25T23:59:59.999Z");
  });

  it("delivered on the clock-change days themselves", () => {
    // 29 March 00:30 GMT is still 29 March; 23:30 UTC that day is 00:30 BST on 30 March.
    expect(endOf("2026-03-29T00:30:00.000Z")).toBe("2026-04-12T22:59:59.999Z");
    expect(endOf("2026-03-29T23:30:00.000Z")).toBe("2026-04-13T22:59:59.999Z");
    // 25 October 00:30 UTC is 01:30 BST; 23:30 UTC is 23:30 GMT: both 25 October.
    expect(endOf("2026-10-25T00:30:00.000Z")).toBe("2026-11-08T23:59:59.999Z");
    expect(endOf("2026-10-25T23:30:00.000Z")).toBe("2026-11-08T23:59:59.999Z");
  });

  it("a delivery at 23:30 UK time counts as that UK day, in summer and in winter", () => {
    // 10 June 22:30 UTC = 23:30 BST on 10 June → 24 June; 23:30 UTC = 00:30 BST on 11 June → 25 June.
    expect(endOf("2026-06-10T22:30:00.000Z")).toBe("2026-06-24T22:59:59.999Z");
    expect(endOf("2026-06-10T23:30:00.000Z")).toBe("2026-06-25T22:59:59.999Z");
    // 10 January 23:30 GMT → 24 January; midnight GMT on 11 January → 25 January.
    expect(endOf("2026-01-10T23:30:00.000Z")).toBe("2026-01-24T23:59:59.999Z");
    expect(endOf("2026-01-11T00:00:00.000Z")).toBe("2026-01-25T23:59:59.999Z");
    // The first and last milliseconds of a BST day.
    expect(endOf("2026-07-01T23:00:00.000Z")).toBe("2026-07-16T22:59:59.999Z");
    expect(endOf("2026-07-01T22:59:59.999Z")).toBe("2026-07-15T22:59:59.999Z");
  });

  it("across the end of a month and of a year", () => {
    expect(endOf("2026-02-20T09:00:00.000Z")).toBe("2026-03-06T23:59:59.999Z");
    expect(endOf("2026-12-25T12:00:00.000Z")).toBe("2027-01-08T23:59:59.999Z");
  });
});

describe("returnWindow", () => {
  const delivered = { status: "delivered" as const, deliveredAt: at("2026-03-20T10:00:00.000Z") };
  const ENDS = at("2026-04-03T22:59:59.999Z");

  it("is open up to and including the last millisecond, and closed one millisecond later", () => {
    expect(returnWindow(delivered, at("2026-03-20T10:00:00.000Z"))).toEqual({ open: true, endsAt: ENDS });
    expect(returnWindow(delivered, at("2026-04-03T22:59:59.998Z"))).toEqual({ open: true, endsAt: ENDS });
    expect(returnWindow(delivered, at("2026-04-03T22:59:59.999Z"))).toEqual({ open: true, endsAt: ENDS });
    expect(returnWindow(delivered, at("2026-04-03T23:00:00.000Z"))).toEqual({
      open: false,
      reason: "The 14 days to return this order ended on 3 April 2026. If something is wrong with your drinks, our help centre says what to do.",
    });
  });

  it("names the UK day the window ended on, in GMT too", () => {
    const october = { status: "delivered" as const, deliveredAt: at("2026-10-20T10:00:00.000Z") };
    expect(returnWindow(october, at("2026-11-03T23:59:59.999Z"))).toEqual({ open: true, endsAt: at("2026-11-03T23:59:59.999Z") });
    expect(returnWindow(october, at("2026-11-04T00:00:00.000Z"))).toEqual({
      open: false,
      reason: "The 14 days to return this order ended on 3 November 2026. If something is wrong with your drinks, our help centre says what to do.",
    });
  });

  it("is open with no end yet while the order is on its way", () => {
    expect(returnWindow({ status: "dispatched", deliveredAt: null }, at("2026-03-20T10:00:00.000Z"))).toEqual({ open: true, endsAt: null });
  });

  it("refuses every other status with its sentence", () => {
    const notArrived = "You can return drinks once your order has arrived.";
    const expected: [OrderStatus, string][] = [
      ["placed", notArrived],
      ["awaitingPayment", notArrived],
      ["paid", notArrived],
      ["packed", notArrived],
      ["cancelled", "This order was cancelled, so there is nothing to return."],
      ["refunded", "This order was refunded in full, so there is nothing to return."],
    ];
    for (const [status, reason] of expected) {
      expect(returnWindow({ status, deliveredAt: null }, at("2026-03-20T10:00:00.000Z"))).toEqual({ open: false, reason });
    }
  });

  it("a refunded order is refused even inside its window", () => {
    expect(returnWindow({ status: "refunded", deliveredAt: at("2026-03-20T10:00:00.000Z") }, at("2026-03-21T10:00:00.000Z"))).toEqual({
      open: false,
      reason: "This order was refunded in full, so there is nothing to return.",
    });
  });
});

describe("returnableLines", () => {
  it("is every pack ordered when nothing was refunded or returned", () => {
    expect(returnableLines(ITEMS, [], [])).toEqual([
      { lineId: "line-Lucky Saint Lager", productName: "Lucky Saint Lager", packText: "Single", ordered: 12, returnable: 12 },
      { lineId: "line-Thatchers Zero", productName: "Thatchers Zero", packText: "6-pack", ordered: 2, returnable: 2 },
    ]);
  });

  it("takes off refunded packs and packs in requested, received and refused returns, not a refunded return twice", () => {
    const prior: PriorRefund[] = [{ lines: [{ lineId: LAGER.id, quantity: 3, amountPence: 597 }], shippingPence: 0 }];
    const returns: ReturnOnOrder[] = [
      { status: "refunded", lines: [{ lineId: LAGER.id, quantity: 3 }] },
      { status: "requested", lines: [{ lineId: LAGER.id, quantity: 2 }] },
      { status: "received", lines: [{ lineId: LAGER.id, quantity: 1 }, { lineId: CIDER.id, quantity: 1 }] },
      { status: "refused", lines: [{ lineId: LAGER.id, quantity: 1 }] },
    ];
    // Lager: 12 − 3 refunded − 2 requested − 1 received − 1 refused = 5. Cider: 2 − 1 received = 1.
    expect(returnableLines(ITEMS, prior, returns).map((line) => [line.lineId, line.ordered, line.returnable])).toEqual([
      ["line-Lucky Saint Lager", 12, 5],
      ["line-Thatchers Zero", 2, 1],
    ]);
  });

  it("each status alone", () => {
    const one = (status: ReturnOnOrder["status"]) => returnableLines(ITEMS, [], [{ status, lines: [{ lineId: CIDER.id, quantity: 1 }] }])[1].returnable;
    expect(one("requested")).toBe(1);
    expect(one("received")).toBe(1);
    expect(one("refused")).toBe(1);
    // A refunded return without its refund in `prior` is not counted: the refund is what counts.
    expect(one("refunded")).toBe(2);
  });

  it("never goes below 0", () => {
    const prior: PriorRefund[] = [{ lines: [{ lineId: CIDER.id, quantity: 2, amountPence: 2_198 }], shippingPence: 0 }];
    const returns: ReturnOnOrder[] = [{ status: "requested", lines: [{ lineId: CIDER.id, quantity: 1 }] }];
    expect(returnableLines(ITEMS, prior, returns)[1].returnable).toBe(0);
  });
});

describe("judgeReturnRequest", () => {
  const LINES: ReturnableLine[] = [
    { lineId: "lager", productName: "Lucky Saint Lager", packText: "Single", ordered: 12, returnable: 5 },
    { lineId: "cider", productName: "Thatchers Zero", packText: "6-pack", ordered: 2, returnable: 0 },
    { lineId: "tonic", productName: "Tonic", packText: "Single", ordered: 4, returnable: 3 },
  ];
  const judge = (lines: { lineId: string; quantity: number }[], unopened = true) => judgeReturnRequest(LINES, { lines, unopened });

  it("accepts whole numbers up to what is returnable, dropping lines of 0", () => {
    expect(
      judge([
        { lineId: "lager", quantity: 5 },
        { lineId: "cider", quantity: 0 },
        { lineId: "tonic", quantity: 1 },
      ]),
    ).toEqual({ ok: true, lines: [{ lineId: "lager", quantity: 5 }, { lineId: "tonic", quantity: 1 }] });
  });

  it("refuses a line that is not the order's", () => {
    expect(judge([{ lineId: "gin", quantity: 1 }])).toEqual({ ok: false, message: "That item is not part of this order." });
  });

  it("refuses a line listed twice, even with 0 the first time", () => {
    expect(judge([{ lineId: "tonic", quantity: 0 }, { lineId: "tonic", quantity: 1 }])).toEqual({ ok: false, message: "Tonic is listed twice." });
  });

  it("refuses quantities that are not whole numbers of 0 or more", () => {
    for (const quantity of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(judge([{ lineId: "lager", quantity }])).toEqual({ ok: false, message: "Choose a whole number of Lucky Saint Lager to return." });
    }
  });

  it("refuses more than may still go back", () => {
    expect(judge([{ lineId: "lager", quantity: 6 }])).toEqual({ ok: false, message: "You can return at most 5 of Lucky Saint Lager." });
    expect(judge([{ lineId: "cider", quantity: 1 }])).toEqual({ ok: false, message: "Thatchers Zero has already been returned or refunded." });
  });

  it("refuses a request of nothing", () => {
    expect(judge([])).toEqual({ ok: false, message: "Choose at least one item to return." });
    expect(judge([{ lineId: "lager", quantity: 0 }])).toEqual({ ok: false, message: "Choose at least one item to return." });
  });

  it("refuses drinks not confirmed unopened, after the lines are judged", () => {
    const unopenedMessage = "Please confirm the drinks are unopened, with the seal intact: we can only take back unopened drinks.";
    expect(judge([{ lineId: "lager", quantity: 1 }], false)).toEqual({ ok: false, message: unopenedMessage });
    expect(judge([{ lineId: "lager", quantity: 6 }], false)).toEqual({ ok: false, message: "You can return at most 5 of Lucky Saint Lager." });
    expect(judge([], false)).toEqual({ ok: false, message: "Choose at least one item to return." });
  });

  it("the sentences are the exported ones", () => {
    expect(RETURN_REFUSALS.unknownLine).toBe("That item is not part of this order.");
    expect(RETURN_REFUSALS.listedTwice("Tonic")).toBe("Tonic is listed twice.");
    expect(RETURN_REFUSALS.tooMany("Tonic", 3)).toBe("You can return at most 3 of Tonic.");
    expect(RETURN_REFUSALS.windowEnded(at("2026-04-03T22:59:59.999Z"))).toBe(
      "The 14 days to return this order ended on 3 April 2026. If something is wrong with your drinks, our help centre says what to do.",
    );
  });
});

describe("returnRefundRequest and planRefund", () => {
  const WHOLE = [
    { lineId: LAGER.id, quantity: 12 },
    { lineId: CIDER.id, quantity: 2 },
  ];

  it("standard delivery costs 599, or nothing from £65 of products", () => {
    expect(standardShippingPence(STANDARD)).toBe(599);
    expect(standardShippingPence(NEXT_DAY)).toBe(599);
    expect(standardShippingPence(BIG_NEXT_DAY)).toBe(0);
  });

  it("a partial return repays its packs and no delivery", () => {
    const request = returnRefundRequest(ITEMS, STANDARD, [], [{ lineId: LAGER.id, quantity: 5 }]);
    expect(request).toEqual({ lines: [{ lineId: LAGER.id, quantity: 5 }], includeShipping: false });
    // 2,388 × 5 / 12 = 995.
    expect(planned(STANDARD, [], request).total.gross).toBe(995);
  });

  it("a whole return of a standard-delivery order repays delivery, at most 599", () => {
    const request = returnRefundRequest(ITEMS, STANDARD, [], WHOLE);
    expect(request).toEqual({ lines: WHOLE, includeShipping: true, maxShippingPence: 599 });
    const plan = planned(STANDARD, [], request);
    expect(plan.shipping).toMatchObject({ gross: 599, net: 499, tax: 100 });
    // 2,388 + 2,198 + 599 = 5,185: the whole total.
    expect(plan.total.gross).toBe(5_185);
  });

  it("a whole return of a next-day order paying 999 repays only 599 of it", () => {
    const request = returnRefundRequest(ITEMS, NEXT_DAY, [], WHOLE);
    expect(request).toEqual({ lines: WHOLE, includeShipping: true, maxShippingPence: 599 });
    const plan = planned(NEXT_DAY, [], request);
    expect(plan.shipping.gross).toBe(599);
    // 2,388 + 2,198 + 599 = 5,185 of the 5,585 paid.
    expect(plan.total.gross).toBe(5_185);
  });

  it("a whole return of an order standard would have delivered free repays no delivery", () => {
    const request = returnRefundRequest([WINE], BIG_NEXT_DAY, [], [{ lineId: WINE.id, quantity: 5 }]);
    expect(request).toEqual({ lines: [{ lineId: WINE.id, quantity: 5 }], includeShipping: true, maxShippingPence: 0 });
    const plan = planned(BIG_NEXT_DAY, [], request, [WINE]);
    expect(plan.shipping.gross).toBe(0);
    expect(plan.total.gross).toBe(7_000);
  });

  it("the return that completes the order after earlier refunds repays the delivery", () => {
    const prior: PriorRefund[] = [{ lines: [{ lineId: LAGER.id, quantity: 12, amountPence: 2_388 }], shippingPence: 0 }];
    const request = returnRefundRequest(ITEMS, STANDARD, prior, [{ lineId: CIDER.id, quantity: 2 }]);
    expect(request).toEqual({ lines: [{ lineId: CIDER.id, quantity: 2 }], includeShipping: true, maxShippingPence: 599 });
    // 2,198 + 599.
    expect(planned(STANDARD, prior, request).total.gross).toBe(2_797);
  });

  it("counts delivery already repaid against the 599", () => {
    const prior: PriorRefund[] = [{ lines: [], shippingPence: 300 }];
    const request = returnRefundRequest(ITEMS, NEXT_DAY, prior, WHOLE);
    expect(request).toEqual({ lines: WHOLE, includeShipping: true, maxShippingPence: 299 });
    // 2,388 + 2,198 + 299 = 4,885; with the 300 before, 5,185 of 5,585.
    expect(planned(NEXT_DAY, prior, request).total.gross).toBe(4_885);
  });

  it("leaves out lines of 0 and is not whole while a pack is left", () => {
    const request = returnRefundRequest(ITEMS, STANDARD, [], [{ lineId: LAGER.id, quantity: 12 }, { lineId: CIDER.id, quantity: 1 }, { lineId: "x", quantity: 0 }]);
    expect(request).toEqual({ lines: [{ lineId: LAGER.id, quantity: 12 }, { lineId: CIDER.id, quantity: 1 }], includeShipping: false });
  });

  it("planRefund: maxShippingPence caps the delivery; absent, all that is left is repaid", () => {
    const lager = [{ lineId: LAGER.id, quantity: 12 }];
    expect(planned(NEXT_DAY, [], { lines: lager, includeShipping: true }).shipping.gross).toBe(999);
    expect(planned(NEXT_DAY, [], { lines: lager, includeShipping: true, maxShippingPence: 599 }).shipping.gross).toBe(599);
    expect(planned(NEXT_DAY, [], { lines: lager, includeShipping: true, maxShippingPence: 5_000 }).shipping.gross).toBe(999);
    expect(planned(NEXT_DAY, [], { lines: lager, includeShipping: false, maxShippingPence: 599 }).shipping.gross).toBe(0);
    // 2,388 + 599.
    expect(planned(NEXT_DAY, [], { lines: lager, includeShipping: true, maxShippingPence: 599 }).total.gross).toBe(2_987);
  });
});

describe("return references", () => {
  it("writes the order number and the return's number", () => {
    expect(returnReference(100001, 1)).toBe("RET-100001-1");
    expect(returnReference(100042, 12)).toBe("RET-100042-12");
  });

  it("reads them back in any case, ignoring spaces around", () => {
    expect(parseReturnReference("RET-100001-1")).toEqual({ orderNumber: 100001, sequence: 1 });
    expect(parseReturnReference("  ret-100042-12\n")).toEqual({ orderNumber: 100042, sequence: 12 });
  });

  it("is null for anything else", () => {
    for (const text of ["", "RET-100001", "AFC-100001", "RET-100001-0", "RET-0100001-1", "RET-100001-1x", "RET 100001 1", "RET--1-1", "RET-1.5-1", "RET-99999999999999999999-1"]) {
      expect(parseReturnReference(text)).toBeNull();
    }
  });
});
