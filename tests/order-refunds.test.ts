// Refund arithmetic (lib/orders/refunds.ts): partial refunds never take an order past what was
// paid, refunding everything repays exactly the total, each line in parts repays the line to the
// penny, and the VAT of a refund is split per line (net = round(gross / 1.2)) and then summed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartAmounts, lineAmounts, moneyFromGross, type CartItem } from "@/lib/cart";
import {
  fullRefundRequest,
  lineRefundStates,
  planRefund,
  refundUnitsBySku,
  shippingLeft,
  type PriorRefund,
  type RefundPlan,
  type RefundRequest,
} from "@/lib/orders/refunds";

function item(id: string, productName: string, unitGross: number, quantity: number, options: { multipack?: number; isVatable?: boolean; sku?: string } = {}): CartItem {
  const isVatable = options.isVatable ?? true;
  return {
    id,
    quantity,
    productName,
    itemPrice: { gross: unitGross, isVatable },
    linePrice: lineAmounts(unitGross, quantity, isVatable),
    lastUpdated: "2026-11-20T10:00:00.000Z",
    dateAdded: "2026-11-20T10:00:00.000Z",
    multipackQuantity: options.multipack ?? 1,
    metadata: {
      productSKU: options.sku ?? `SKU-${id}`,
      multipackSKU: null,
      boxType: "boxType_750",
      containerSizes: '{"750":1}',
      containerSizesWithQuantity: `{"750":${quantity}}`,
      itemUUID: id,
    },
  };
}

// £7.99 × 3, £12.50 × 2 (a 6-pack), £0.99 × 7 (not VAT-able): £55.90 of products, £5.99 delivery.
const ITEMS = [item("a", "Sparkling Brut", 799, 3), item("b", "Still Rosé", 1_250, 2, { multipack: 6, sku: "WINE-SR" }), item("c", "Tonic", 99, 7, { isVatable: false })];
const AMOUNTS = cartAmounts(ITEMS, "standard");

/** A made refund as the server stores it. */
const asPrior = (plan: RefundPlan): PriorRefund => ({
  lines: plan.lines.map((line) => ({ lineId: line.lineId, quantity: line.quantity, amountPence: line.amount.gross })),
  shippingPence: plan.shipping.gross,
});

function plan(request: RefundRequest, prior: PriorRefund[] = [], items = ITEMS, amounts = AMOUNTS): RefundPlan {
  const outcome = planRefund(items, amounts, prior, request);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome;
}

const refunded = (prior: readonly PriorRefund[]) => prior.reduce((sum, r) => sum + r.shippingPence + r.lines.reduce((s, l) => s + l.amountPence, 0), 0);

describe("planRefund: amounts and VAT", () => {
  it("a line's packs repay their share of the line, with the line's VAT split", () => {
    const refund = plan({ lines: [{ lineId: "a", quantity: 1 }], includeShipping: false });
    // 799: net round(799 / 1.2) = round(665.83) = 666, tax 133.
    expect(refund.lines).toEqual([{ lineId: "a", quantity: 1, amount: moneyFromGross(799) }]);
    expect(refund.total).toMatchObject({ gross: 799, net: 666, tax: 133, grossText: "7.99", netText: "6.66", taxText: "1.33" });
    expect(refund.shipping.gross).toBe(0);
  });

  it("splits VAT per line and per delivery charge, then sums (not round(total / 1.2))", () => {
    // Two lines of £9.99: each net round(832.5) = 833, tax 166 → 1,666 net, 332 tax; the whole
    // 1,998 / 1.2 would be 1,665 and 333.
    const items = [item("x", "Ginger Spritz", 999, 2), item("y", "Elderflower", 999, 1)];
    const amounts = cartAmounts(items, "standard");
    const refund = plan({ lines: [{ lineId: "x", quantity: 1 }, { lineId: "y", quantity: 1 }], includeShipping: true }, [], items, amounts);
    expect(refund.lines.map((line) => [line.amount.net, line.amount.tax])).toEqual([
      [833, 166],
      [833, 166],
    ]);
    // Delivery £5.99: net round(499.17) = 499, tax 100.
    expect(refund.shipping).toMatchObject({ gross: 599, net: 499, tax: 100 });
    expect(refund.total).toMatchObject({ gross: 2_597, net: 2_165, tax: 432 });
  });

  it("a line that is not VAT-able refunds with no VAT", () => {
    const refund = plan({ lines: [{ lineId: "c", quantity: 3 }], includeShipping: false });
    expect(refund.total).toMatchObject({ gross: 297, net: 297, tax: 0 });
  });

  it("a line refunded in parts repays its gross to the penny, even one that does not divide", () => {
    // An old order whose line is £10.00 for 3 packs: 333 + 333, then the last pack repays 334.
    const odd = { ...item("d", "Old Stock", 333, 3), linePrice: moneyFromGross(1_000) };
    const items = [odd];
    const amounts = cartAmounts(items, "standard");
    const prior: PriorRefund[] = [];
    const parts: number[] = [];
    for (let i = 0; i < 3; i++) {
      const refund = plan({ lines: [{ lineId: "d", quantity: 1 }], includeShipping: false }, prior, items, amounts);
      parts.push(refund.total.gross);
      prior.push(asPrior(refund));
    }
    expect(parts).toEqual([333, 333, 334]);
    expect(lineRefundStates(items, prior)).toEqual([{ lineId: "d", productName: "Old Stock", ordered: 3, refunded: 3, refundedPence: 1_000, linePence: 1_000 }]);
  });

  it("the delivery charge is refunded once", () => {
    const first = plan({ lines: [], includeShipping: true });
    expect(first.total.gross).toBe(599);
    expect(shippingLeft(AMOUNTS, [asPrior(first)])).toBe(0);
    expect(planRefund(ITEMS, AMOUNTS, [asPrior(first)], { lines: [], includeShipping: true })).toEqual({
      ok: false,
      message: "Choose what to refund: at least one line or the delivery charge.",
    });
  });
});

describe("planRefund: refusals", () => {
  const refuse = (request: RefundRequest, prior: PriorRefund[] = []) => planRefund(ITEMS, AMOUNTS, prior, request);

  it("an unknown line, a line twice, too many packs, a fraction, or nothing at all", () => {
    expect(refuse({ lines: [{ lineId: "zzz", quantity: 1 }], includeShipping: false })).toEqual({ ok: false, message: "That line is not part of this order." });
    expect(refuse({ lines: [{ lineId: "a", quantity: 1 }, { lineId: "a", quantity: 1 }], includeShipping: false })).toEqual({ ok: false, message: "Sparkling Brut is listed twice." });
    expect(refuse({ lines: [{ lineId: "a", quantity: 4 }], includeShipping: false })).toEqual({ ok: false, message: "Only 3 of Sparkling Brut are left to refund." });
    expect(refuse({ lines: [{ lineId: "a", quantity: 1.5 }], includeShipping: false })).toEqual({ ok: false, message: "Choose a whole number of Sparkling Brut to refund." });
    expect(refuse({ lines: [{ lineId: "a", quantity: -1 }], includeShipping: false })).toEqual({ ok: false, message: "Choose a whole number of Sparkling Brut to refund." });
    const nothing = { ok: false, message: "Choose what to refund: at least one line or the delivery charge." };
    expect(refuse({ lines: [], includeShipping: false })).toEqual(nothing);
    expect(refuse({ lines: [{ lineId: "a", quantity: 0 }], includeShipping: false })).toEqual(nothing);
  });

  it("a line already refunded, or only partly left", () => {
    const prior = [asPrior(plan({ lines: [{ lineId: "a", quantity: 3 }, { lineId: "b", quantity: 1 }], includeShipping: false }))];
    expect(refuse({ lines: [{ lineId: "a", quantity: 1 }], includeShipping: false }, prior)).toEqual({ ok: false, message: "Sparkling Brut was already refunded." });
    expect(refuse({ lines: [{ lineId: "b", quantity: 2 }], includeShipping: false }, prior)).toEqual({ ok: false, message: "Only 1 of Still Rosé are left to refund." });
  });

  it("never more than was paid, even when earlier refunds were recorded oddly", () => {
    // A refund made by hand of £60.00 against the £61.89 order: only £1.89 is left.
    const byHand: PriorRefund = { lines: [{ lineId: "b", quantity: 0, amountPence: 6_000 }], shippingPence: 0 };
    expect(AMOUNTS.totalPrice.gross).toBe(6_189);
    expect(refuse({ lines: [{ lineId: "a", quantity: 1 }], includeShipping: false }, [byHand])).toEqual({
      ok: false,
      message: "That is more than is left to refund (£1.89).",
    });
  });
});

describe("refunds of a whole order", () => {
  it("refunding everything line by line, pack by pack, then the delivery, repays exactly the total", () => {
    const prior: PriorRefund[] = [];
    for (const line of ITEMS) {
      for (let i = 0; i < line.quantity; i++) prior.push(asPrior(plan({ lines: [{ lineId: line.id, quantity: 1 }], includeShipping: false }, prior)));
    }
    prior.push(asPrior(plan({ lines: [], includeShipping: true }, prior)));
    expect(refunded(prior)).toBe(AMOUNTS.totalPrice.gross);
    for (const state of lineRefundStates(ITEMS, prior)) expect(state.refundedPence).toBe(state.linePence);
    expect(fullRefundRequest(ITEMS, prior)).toEqual({ lines: [], includeShipping: true });
    expect(planRefund(ITEMS, AMOUNTS, prior, fullRefundRequest(ITEMS, prior)).ok).toBe(false);
  });

  it("fullRefundRequest asks for what is left, and repays the rest of the total", () => {
    const prior = [asPrior(plan({ lines: [{ lineId: "a", quantity: 2 }], includeShipping: false }))];
    const rest = fullRefundRequest(ITEMS, prior);
    expect(rest).toEqual({ lines: [{ lineId: "a", quantity: 1 }, { lineId: "b", quantity: 2 }, { lineId: "c", quantity: 7 }], includeShipping: true });
    expect(plan(rest, prior).total.gross).toBe(AMOUNTS.totalPrice.gross - 2 * 799);
  });

  it("refundUnitsBySku puts back units, a multipack as its bottles", () => {
    const units = refundUnitsBySku(ITEMS, [{ lineId: "b", quantity: 2 }, { lineId: "a", quantity: 1 }, { lineId: "nope", quantity: 5 }]);
    expect([...units]).toEqual([
      ["WINE-SR", 12],
      ["SKU-a", 1],
    ]);
  });
});

describe("planRefund: an order with a products discount code", () => {
  // 15 % off £55.90 of products = £8.39 (838.5 rounded to 839), spread over the lines by their gross.
  const discounted = cartAmounts(ITEMS, "standard", [{ kind: "percentage", value: 15 }]);

  it("a line repays what it cost after its share of the discount, never its full price", () => {
    expect(discounted.discountPrice.gross).toBe(839);
    // Line a: 2,397 of 5,590 → 359.77 of the discount → 360 after the largest remainder; repays 2,037.
    const refund = plan({ lines: [{ lineId: "a", quantity: 3 }], includeShipping: false }, [], ITEMS, discounted);
    expect(refund.total.gross).toBe(2_397 - 360);
  });

  it("refunding everything repays exactly the discounted total", () => {
    const refund = plan(fullRefundRequest(ITEMS, []), [], ITEMS, discounted);
    expect(refund.total.gross).toBe(discounted.totalPrice.gross);
  });
});

describe("property: random sequences of partial refunds", () => {
  const orderArbitrary = fc
    .array(fc.record({ unit: fc.integer({ min: 1, max: 9_999 }), quantity: fc.integer({ min: 1, max: 12 }), isVatable: fc.boolean() }), { minLength: 1, maxLength: 6 })
    .map((lines) => lines.map((line, i) => item(`line-${i}`, `Product ${i}`, line.unit, line.quantity, { isVatable: line.isVatable })));
  const requestArbitrary = fc.record({
    lines: fc.array(fc.record({ index: fc.nat({ max: 6 }), quantity: fc.integer({ min: 0, max: 13 }) }), { maxLength: 4 }),
    includeShipping: fc.boolean(),
  });

  // No code, a percentage, a fixed amount or free delivery.
  const discountArbitrary = fc.oneof(
    fc.constant([]),
    fc.integer({ min: 1, max: 100 }).map((value) => [{ kind: "percentage" as const, value }]),
    fc.integer({ min: 1, max: 20_000 }).map((value) => [{ kind: "fixed" as const, value }]),
    fc.constant([{ kind: "freeDelivery" as const, value: 0 }]),
  );

  it("never sum above the total; each refund's parts add up; finishing with a full refund repays exactly the total (with or without a code)", () => {
    fc.assert(
      fc.property(orderArbitrary, fc.array(requestArbitrary, { maxLength: 12 }), fc.constantFrom("standard", "next-day"), discountArbitrary, (items, requests, shipping, discounts) => {
        const amounts = cartAmounts(items, shipping, discounts);
        const prior: PriorRefund[] = [];
        for (const asked of requests) {
          const request = { lines: asked.lines.map((line) => ({ lineId: `line-${line.index}`, quantity: line.quantity })), includeShipping: asked.includeShipping };
          const outcome = planRefund(items, amounts, prior, request);
          if (!outcome.ok) continue;
          // Parts: gross, net and tax of the total are the sums of the lines' and the delivery's.
          const parts = [...outcome.lines.map((line) => line.amount), outcome.shipping];
          for (const key of ["gross", "net", "tax"] as const) expect(outcome.total[key]).toBe(parts.reduce((sum, money) => sum + money[key], 0));
          for (const money of parts) {
            expect(money.gross).toBeGreaterThanOrEqual(0);
            expect(money.tax).toBe(money.gross - money.net);
          }
          for (const line of outcome.lines) {
            const vatable = items.find((i) => i.id === line.lineId)!.itemPrice.isVatable;
            expect(line.amount.net).toBe(vatable ? Math.round(line.amount.gross / 1.2) : line.amount.gross);
          }
          prior.push(asPrior(outcome));
          expect(refunded(prior)).toBeLessThanOrEqual(amounts.totalPrice.gross);
          for (const state of lineRefundStates(items, prior, amounts.discountPrice.gross)) {
            expect(state.refunded).toBeLessThanOrEqual(state.ordered);
            expect(state.refundedPence).toBeLessThanOrEqual(state.linePence);
          }
        }
        const rest = planRefund(items, amounts, prior, fullRefundRequest(items, prior));
        if (rest.ok) prior.push(asPrior(rest));
        expect(refunded(prior)).toBe(amounts.totalPrice.gross);
      }),
      { numRuns: 1000, seed: 1105 },
    );
  });
});
