import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartAmounts, lineAmounts } from "@/lib/cart";
import type { Money } from "@/lib/cart/types";
import type { AppliedDiscount } from "@/lib/discounts/contract";
import { discountShares } from "@/lib/discounts/spread";

const line = (unitPence: number, quantity: number, isVatable = true) => ({ linePrice: lineAmounts(unitPence, quantity, isVatable) });
const percent = (value: number): AppliedDiscount => ({ kind: "percentage", value });
const fixed = (pence: number): AppliedDiscount => ({ kind: "fixed", value: pence });
const FREE_DELIVERY: AppliedDiscount = { kind: "freeDelivery", value: 0 };

const figures = (money: Money) => [money.gross, money.net, money.tax];

describe("cartAmounts with discount codes", () => {
  // 24 cans at £1.99 = £47.76: under the £65 free-delivery threshold, so standard costs £5.99.
  const box = [line(199, 24)];

  it("no code: discountPrice is zero", () => {
    expect(figures(cartAmounts(box, "standard").discountPrice)).toEqual([0, 0, 0]);
  });

  it("15 % off products: 4776 × 15 % = 716.4 → 716p, net round(716 / 1.2) = 597, tax 119", () => {
    const amounts = cartAmounts(box, "standard", [percent(15)]);
    expect(figures(amounts.discountPrice)).toEqual([716, 597, 119]);
    expect(amounts.discountPrice.grossText).toBe("7.16");
    expect(amounts.totalPrice.gross).toBe(4776 - 716 + 599);
    expect(amounts.totalPrice.net).toBe(amounts.productsPrice.net - 597 + amounts.shippingPrice.net);
  });

  it("a fixed amount off products, never below zero", () => {
    expect(cartAmounts(box, "standard", [fixed(500)]).discountPrice.gross).toBe(500);
    const capped = cartAmounts(box, "standard", [fixed(10_000)]);
    expect(capped.discountPrice.gross).toBe(4776);
    expect(capped.totalPrice.gross).toBe(599);
  });

  it("free delivery zeroes standard delivery and leaves discountPrice at zero", () => {
    const amounts = cartAmounts(box, "standard", [FREE_DELIVERY]);
    expect(figures(amounts.shippingPrice)).toEqual([0, 0, 0]);
    expect(amounts.discountPrice.gross).toBe(0);
    expect(amounts.totalPrice.gross).toBe(4776);
  });

  it("free delivery does not touch next-day (the code is standard delivery only)", () => {
    expect(cartAmounts(box, "next-day", [FREE_DELIVERY]).shippingPrice.gross).toBe(999);
  });

  it("the £65 threshold is judged before the discount: £70 less 15 % still ships free", () => {
    const amounts = cartAmounts([line(700, 10)], "standard", [percent(15)]);
    expect(amounts.shippingPrice.gross).toBe(0);
    expect(amounts.totalPrice.gross).toBe(7000 - 1050);
  });

  it("combined codes: percentages first, then fixed amounts, capped at the products total", () => {
    expect(cartAmounts(box, "standard", [fixed(500), percent(10)]).discountPrice.gross).toBe(478 + 500);
    expect(cartAmounts(box, "standard", [percent(100), fixed(500)]).discountPrice.gross).toBe(4776);
  });

  it("a discount on zero-rated lines carries no VAT for their share", () => {
    const amounts = cartAmounts([line(1000, 1), line(1000, 1, false)], "standard", [fixed(200)]);
    // Half the discount (100p) is on the VAT-able line: net 83, tax 17; the other 100p has no VAT.
    expect(figures(amounts.discountPrice)).toEqual([200, 183, 17]);
  });
});

describe("property: 3,000 random carts", () => {
  const cartArbitrary = fc.array(
    fc.record({ unit: fc.integer({ min: 1, max: 20_000 }), quantity: fc.integer({ min: 1, max: 48 }), isVatable: fc.boolean() }),
    { minLength: 0, maxLength: 8 },
  );
  const discountArbitrary = fc.oneof(
    fc.integer({ min: 1, max: 100 }).map(percent),
    fc.integer({ min: 1, max: 50_000 }).map(fixed),
    fc.constant(FREE_DELIVERY),
  );

  it("gross = net + tax for every amount, and total = products − discount + shipping (gross, net and tax)", () => {
    fc.assert(
      fc.property(cartArbitrary, fc.array(discountArbitrary, { maxLength: 3 }), fc.constantFrom("standard", "next-day"), (lines, discounts, shipping) => {
        const items = lines.map((l) => line(l.unit, l.quantity, l.isVatable));
        const amounts = cartAmounts(items, shipping, discounts);
        for (const money of Object.values(amounts)) {
          expect(money.gross).toBe(money.net + money.tax);
          expect(money.grossText).toBe((money.gross / 100).toFixed(2));
        }
        const { productsPrice, discountPrice, shippingPrice, totalPrice } = amounts;
        for (const key of ["gross", "net", "tax"] as const) {
          expect(totalPrice[key]).toBe(productsPrice[key] - discountPrice[key] + shippingPrice[key]);
        }
        expect(discountPrice.gross).toBeGreaterThanOrEqual(0);
        expect(discountPrice.gross).toBeLessThanOrEqual(productsPrice.gross);
        expect(discountPrice.tax).toBeGreaterThanOrEqual(0);
        expect(totalPrice.gross).toBeGreaterThanOrEqual(shippingPrice.gross);
      }),
      { numRuns: 3_000 },
    );
  });

  it("a discount's shares over the lines add up to it exactly and never exceed a line", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }), fc.integer({ min: 0, max: 200_000 }), (lines, discount) => {
        const shares = discountShares(lines, discount);
        const total = lines.reduce((a, b) => a + b, 0);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(discount, total));
        shares.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(lines[index]);
        });
      }),
      { numRuns: 1_000 },
    );
  });
});
