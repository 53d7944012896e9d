// The assistant's box-fill suggestions (lib/assistant/box-fill.ts): every suggestion adds up to
// exactly the remainder, within budget and stock, whatever the offers.
import { describe, expect, it } from "vitest";
import { boxFillSuggestions, priceOf, unitsOf, type Offer } from "@/lib/assistant/box-fill";

const offer = (productSlug: string, units: number, pricePence: number, stockUnits = 100, packSku: string | null = units > 1 ? `${productSlug}-MP${units}` : null): Offer => ({ productSlug, name: productSlug, packSku, units, pricePence, stockUnits });

describe("boxFillSuggestions", () => {
  it("fills a remainder of 5 with singles, or a 4-pack and a single, never 4 or 6", () => {
    const offers = [offer("pils", 1, 149), offer("pils", 4, 549), offer("pale", 1, 229), offer("sour", 6, 1299)];
    const suggestions = boxFillSuggestions(5, offers);
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) expect(unitsOf(suggestion.lines)).toBe(5);
    expect(suggestions[0].lines).toEqual([{ offer: offers[0], quantity: 5 }]); // one product, cheapest
    expect(suggestions.flatMap((s) => s.lines).some((line) => line.offer.units === 6)).toBe(false);
  });

  it("keeps to the budget and to stock, and answers nothing when nothing fits", () => {
    const offers = [offer("pils", 1, 149, 3), offer("pale", 1, 229), offer("cider", 2, 400)];
    const within = boxFillSuggestions(4, offers, { budgetPence: 900 });
    // pale ×4 (£9.16) is over budget; pils ×3 + pale ×1 (£6.76) and cider ×2 (£8.00) fit.
    expect(within.length).toBeGreaterThan(0);
    for (const suggestion of within) {
      expect(unitsOf(suggestion.lines)).toBe(4);
      expect(priceOf(suggestion.lines)).toBeLessThanOrEqual(900);
      for (const line of suggestion.lines) expect(line.offer.units * line.quantity).toBeLessThanOrEqual(line.offer.stockUnits);
    }
    expect(within.some((s) => s.lines.length === 1 && s.lines[0].offer.productSlug === "pils")).toBe(false); // only 3 in stock
    expect(boxFillSuggestions(4, offers, { budgetPence: 100 })).toEqual([]);
    expect(boxFillSuggestions(0, offers)).toEqual([]);
    expect(boxFillSuggestions(3, [offer("sour", 6, 1299)])).toEqual([]);
  });

  it("always adds up exactly, over many random baskets of offers", () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    let fillableRounds = 0;
    for (let round = 0; round < 300; round += 1) {
      const offers = Array.from({ length: 1 + Math.floor(random() * 8) }, (_, i) => offer(`p${i % 5}`, [1, 4, 6, 12][Math.floor(random() * 4)], 100 + Math.floor(random() * 2000), Math.floor(random() * 30)));
      const remainder = 1 + Math.floor(random() * 23);
      const budgetPence = random() < 0.5 ? undefined : Math.floor(random() * 5000);
      const suggestions = boxFillSuggestions(remainder, offers, { budgetPence });
      // With no budget and a single in stock for the whole remainder, an answer exists: it must be found.
      const fillable = budgetPence === undefined && offers.some((o) => o.units === 1 && o.stockUnits >= remainder);
      if (fillable) fillableRounds += 1;
      expect(suggestions.length > 0 || !fillable, `round ${round}: no suggestion for a fillable remainder`).toBe(true);
      for (const suggestion of suggestions) {
        expect(unitsOf(suggestion.lines)).toBe(remainder);
        expect(suggestion.pricePence).toBe(priceOf(suggestion.lines));
        if (budgetPence !== undefined) expect(suggestion.pricePence).toBeLessThanOrEqual(budgetPence);
        for (const line of suggestion.lines) expect(line.offer.units * line.quantity).toBeLessThanOrEqual(line.offer.stockUnits);
      }
    }
    // The property above was checked on real cases, not only on baskets nothing could fill.
    expect(fillableRounds).toBeGreaterThan(20);
  });
});

describe("preference", () => {
  it("suggests products like the basket's before cheaper ones that are not", () => {
    const offers = [offer("kombucha", 1, 449), { ...offer("merlot", 1, 799), preferred: true }, { ...offer("malbec", 1, 999), preferred: true }];
    const [first, second, third] = boxFillSuggestions(5, offers);
    expect([first.lines[0].offer.productSlug, second.lines[0].offer.productSlug, third.lines[0].offer.productSlug]).toEqual(["merlot", "malbec", "kombucha"]);
  });
});
