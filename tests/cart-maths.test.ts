import { describe, expect, it } from "vitest";
import { cartAmounts, cartValidity, lineAmounts, moneyFromGross, shippingPence, type BoxType } from "@/lib/cart";

const line = (boxType: BoxType, quantity: number, multipackQuantity = 1) => ({ quantity, multipackQuantity, metadata: { boxType } });

describe("cartValidity: one box type at a time, every count 0–30", () => {
  // Small Drinks Box: 24 a box.
  for (let count = 0; count <= 30; count++) {
    it(`boxType_330 with ${count}`, () => {
      const v = cartValidity(count ? [line("boxType_330", count)] : []);
      const expected = count <= 24 ? (24 - count) % 24 : 48 - count;
      expect(v.counts.boxType_330).toBe(count);
      expect(v.remainders.boxType_330).toBe(expected);
      expect(v.boxes.boxType_330).toBe(count === 0 ? 0 : count <= 24 ? 1 : 2);
      expect(v.valid).toBe(expected === 0);
    });
  }
  // Large Beers Box: 12 a box.
  for (let count = 0; count <= 30; count++) {
    it(`boxType_500 with ${count}`, () => {
      const v = cartValidity(count ? [line("boxType_500", count)] : []);
      const expected = count === 0 ? 0 : count <= 12 ? 12 - count : count <= 24 ? 24 - count : 36 - count;
      expect(v.remainders.boxType_500).toBe(expected);
      expect(v.valid).toBe(expected === 0);
    });
  }
  // Wine & Spirits Box: 12 a box; a leftover of 1–6 needs a half box (6 − leftover), 7–11 a full one (12 − leftover).
  const wineRemainders = [0, 5, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0, 5, 4, 3, 2, 1, 0];
  const wineBoxes = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3];
  for (let count = 0; count <= 30; count++) {
    it(`boxType_750 with ${count}`, () => {
      const v = cartValidity(count ? [line("boxType_750", count)] : []);
      expect(v.remainders.boxType_750).toBe(wineRemainders[count]);
      expect(v.boxes.boxType_750).toBe(wineBoxes[count]);
      expect(v.valid).toBe(wineRemainders[count] === 0);
    });
  }
});

describe("cartValidity: mixes", () => {
  it("counts quantity × multipackQuantity per box type", () => {
    const v = cartValidity([line("boxType_330", 2, 6), line("boxType_330", 12), line("boxType_500", 1, 12), line("boxType_750", 1, 6)]);
    expect(v.counts).toEqual({ boxType_330: 24, boxType_500: 12, boxType_750: 6 });
    expect(v.remainders).toEqual({ boxType_330: 0, boxType_500: 0, boxType_750: 0 });
    expect(v.boxes).toEqual({ boxType_330: 1, boxType_500: 1, boxType_750: 1 });
    expect(v.valid).toBe(true);
  });

  it("is invalid while any one box type has a remainder", () => {
    const v = cartValidity([line("boxType_330", 24), line("boxType_500", 12), line("boxType_750", 7)]);
    expect(v.remainders).toEqual({ boxType_330: 0, boxType_500: 0, boxType_750: 5 });
    expect(v.valid).toBe(false);
  });

  it("mixes of all three at every count up to 30", () => {
    for (let a = 0; a <= 30; a += 3) {
      for (let b = 0; b <= 30; b += 4) {
        for (let c = 0; c <= 30; c += 5) {
          const v = cartValidity([line("boxType_330", a), line("boxType_500", b), line("boxType_750", c)].filter((l) => l.quantity));
          // The remainder to the next full box, worked out here from the box sizes (24, 12, 6), not by the code under test.
          const toFull = (count: number, size: number) => (size - (count % size)) % size;
          expect(v.remainders).toEqual({ boxType_330: toFull(a, 24), boxType_500: toFull(b, 12), boxType_750: toFull(c, 6) });
          expect(v.valid).toBe(a % 24 === 0 && b % 12 === 0 && c % 6 === 0);
        }
      }
    }
  });

  it("an empty cart is valid", () => {
    expect(cartValidity([])).toEqual({
      counts: { boxType_330: 0, boxType_500: 0, boxType_750: 0 },
      boxes: { boxType_330: 0, boxType_500: 0, boxType_750: 0 },
      remainders: { boxType_330: 0, boxType_500: 0, boxType_750: 0 },
      valid: true,
    });
  });
});

describe("amounts", () => {
  it("splits VAT as net = round(gross / 1.2), tax = gross − net, with two-decimal texts", () => {
    expect(moneyFromGross(1250)).toEqual({ gross: 1250, net: 1042, tax: 208, grossText: "12.50", netText: "10.42", taxText: "2.08" });
    expect(moneyFromGross(199)).toEqual({ gross: 199, net: 166, tax: 33, grossText: "1.99", netText: "1.66", taxText: "0.33" });
    expect(moneyFromGross(1)).toMatchObject({ net: 1, tax: 0, grossText: "0.01" });
    expect(moneyFromGross(0)).toEqual({ gross: 0, net: 0, tax: 0, grossText: "0.00", netText: "0.00", taxText: "0.00" });
    expect(moneyFromGross(500, false)).toMatchObject({ net: 500, tax: 0 });
  });

  it("prices a line from its unit gross × quantity", () => {
    expect(lineAmounts(249, 6)).toEqual(moneyFromGross(1494));
    // Rounding happens once on the line, not per unit.
    expect(lineAmounts(199, 3).net).toBe(Math.round(597 / 1.2));
  });

  it("adds lines, shipping and discount; standard shipping is free from £65", () => {
    const lines = [{ linePrice: lineAmounts(199, 24) }, { linePrice: lineAmounts(1299, 2) }];
    const amounts = cartAmounts(lines, "standard");
    expect(amounts.productsPrice.gross).toBe(4776 + 2598);
    expect(amounts.productsPrice.net).toBe(lines[0].linePrice.net + lines[1].linePrice.net);
    expect(amounts.shippingPrice).toEqual(moneyFromGross(0));
    expect(amounts.discountPrice.gross).toBe(0);
    expect(amounts.totalPrice.gross).toBe(7374);
    expect(amounts.totalPrice.tax).toBe(amounts.productsPrice.tax);

    const small = cartAmounts([{ linePrice: lineAmounts(199, 24) }], "standard");
    expect(small.shippingPrice).toEqual(moneyFromGross(599));
    expect(small.totalPrice.gross).toBe(4776 + 599);
    expect(small.totalPrice.net).toBe(small.productsPrice.net + small.shippingPrice.net);
    expect(small.totalPrice.grossText).toBe("53.75");

    expect(cartAmounts(lines, "next-day").shippingPrice.gross).toBe(999);
  });

  it("shipping: unknown methods price as standard; an empty cart ships nothing", () => {
    expect(shippingPence("teleport", 1000)).toBe(599);
    expect(shippingPence("standard", 6499)).toBe(599);
    expect(shippingPence("standard", 6500)).toBe(0);
    expect(shippingPence("next-day", 100_000)).toBe(999);
    expect(shippingPence("standard", 0)).toBe(0);
  });
});

describe("boxProgress", () => {
  it("says how many more fill each box, for the box being filled", async () => {
    const { boxProgress } = await import("@/lib/cart/progress");
    const progress = boxProgress(cartValidity([line("boxType_330", 19), line("boxType_750", 3), line("boxType_500", 24)]));
    expect(progress.map((p) => p.text)).toEqual([
      "Add 5 more to fill your Small Drinks Box",
      "Large Beers Box ×2 full",
      "Add 3 more to fill your Wine & Spirits Box",
    ]);
    expect(progress.find((p) => p.type === "boxType_750")).toMatchObject({ inCurrentBox: 3, currentBoxSize: 6 });
    expect(boxProgress(cartValidity([line("boxType_750", 9)]))[0]).toMatchObject({ inCurrentBox: 9, currentBoxSize: 12, remainder: 3 });
    expect(boxProgress(cartValidity([]))).toEqual([]);
  });
});

describe("money as text (lib/cart/money.ts, the one formatter)", () => {
  it("writes pence as pounds with two decimals and no grouping: baskets, product pages, emails", async () => {
    const { poundsText } = await import("@/lib/cart/money");
    expect(poundsText(1250)).toBe("£12.50");
    expect(poundsText(99)).toBe("£0.99");
    expect(poundsText(500)).toBe("£5.00");
    expect(poundsText(0)).toBe("£0.00");
    expect(poundsText(123450)).toBe("£1234.50");
  });

  it("groups thousands and puts the minus before the pound sign for the back office's dense tables", async () => {
    const { poundsTextGrouped } = await import("@/lib/cart/money");
    expect(poundsTextGrouped(123450)).toBe("£1,234.50");
    expect(poundsTextGrouped(500)).toBe("£5.00");
    expect(poundsTextGrouped(99)).toBe("£0.99");
    expect(poundsTextGrouped(-500)).toBe("-£5.00");
    expect(poundsTextGrouped(100_000_000)).toBe("£1,000,000.00");
  });
});
