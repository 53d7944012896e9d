// The back office's product rules (lib/admin/products.ts) and request schemas
// (lib/admin/product-schemas.ts): stock states against the threshold, pounds typed by staff read
// as pence without floats, stock changes never below zero, and strict bodies.
import { describe, expect, it } from "vitest";
import { adminProductActionSchema, productQuerySchema } from "@/lib/admin/product-schemas";
import { poundsText } from "@/lib/cart/money";
import {
  MAX_PRICE_PENCE,
  belowZeroMessage,
  packLabel,
  packSavingPercent,
  parsePounds,
  plannedStock,
  poundsInput,
  stockState,
} from "@/lib/admin/products";

describe("stockState", () => {
  it.each([
    [0, 12, "out"],
    [-1, 12, "out"],
    [1, 12, "low"],
    [12, 12, "low"],
    [13, 12, "in"],
    [0, 0, "out"],
    [1, 0, "in"],
  ] as const)("%i units with a threshold of %i → %s", (stock, threshold, state) => {
    expect(stockState(stock, threshold)).toBe(state);
  });
});

describe("parsePounds", () => {
  it.each([
    ["11.99", 1199],
    ["11.9", 1190],
    ["12", 1200],
    [" £11.99 ", 1199],
    ["£ 0.01", 1],
    ["1,000.00", 100_000],
    ["0.5", 50],
    ["7.", null],
  ])("%s", (typed, pence) => {
    const parsed = parsePounds(typed);
    if (pence === null) expect(parsed.ok).toBe(false);
    else expect(parsed).toEqual({ ok: true, pence });
  });

  it("reads every price of two decimals exactly (no floating-point drift)", () => {
    for (let pence = 1; pence <= MAX_PRICE_PENCE; pence += 7) expect(parsePounds(poundsInput(pence))).toEqual({ ok: true, pence });
  });

  it.each([
    ["", "Enter a price in pounds, such as 11.99."],
    ["abc", "Enter a price in pounds, such as 11.99."],
    ["-1.00", "Enter a price in pounds, such as 11.99."],
    ["1e3", "Enter a price in pounds, such as 11.99."],
    ["11.999", "Use at most two decimal places (pounds and pence, such as 11.99)."],
    ["0", "Enter a price above £0.00."],
    ["0.00", "Enter a price above £0.00."],
    ["1000.01", "A price is at most £1000.00."],
    ["99999999999", "A price is at most £1000.00."],
    ["1,00.00", "Enter a price in pounds, such as 11.99."],
  ])("refuses %j with a sentence", (typed, message) => {
    expect(parsePounds(typed)).toEqual({ ok: false, message });
  });

  it("writes prices for fields and for the log", () => {
    expect(poundsInput(1199)).toBe("11.99");
    expect(poundsText(50)).toBe("£0.50");
  });
});

describe("plannedStock", () => {
  it("sets a counted number, zero included", () => {
    expect(plannedStock(40, { kind: "set", count: 0 })).toEqual({ ok: true, after: 0 });
    expect(plannedStock(0, { kind: "set", count: 72 })).toEqual({ ok: true, after: 72 });
  });

  it("adds and removes units, down to exactly zero", () => {
    expect(plannedStock(5, { kind: "adjust", change: 24 })).toEqual({ ok: true, after: 29 });
    expect(plannedStock(5, { kind: "adjust", change: -5 })).toEqual({ ok: true, after: 0 });
  });

  it("never goes below zero, and says how many there are", () => {
    expect(plannedStock(5, { kind: "adjust", change: -6 })).toEqual({ ok: false, message: "That would take the stock below zero: there are only 5 in stock." });
    expect(plannedStock(1, { kind: "adjust", change: -2 })).toEqual({ ok: false, message: "That would take the stock below zero: there is only 1 in stock." });
    expect(plannedStock(0, { kind: "adjust", change: -1 })).toEqual({ ok: false, message: "That would take the stock below zero: there are none in stock." });
    expect(plannedStock(5, { kind: "set", count: -1 })).toEqual({ ok: false, message: "Stock cannot be below zero." });
    expect(belowZeroMessage(1200)).toBe("That would take the stock below zero: there are only 1,200 in stock.");
  });

  it("refuses no change and fractions", () => {
    expect(plannedStock(5, { kind: "adjust", change: 0 }).ok).toBe(false);
    expect(plannedStock(5, { kind: "adjust", change: 1.5 }).ok).toBe(false);
  });
});

describe("packs", () => {
  it("names packs and what they save against singles", () => {
    expect(packLabel("case", 24)).toBe("Case of 24");
    expect(packLabel("multipack", 4)).toBe("Pack of 4");
    expect(packSavingPercent(200, 4560, 24)).toBe(5);
    expect(packSavingPercent(200, 4800, 24)).toBe(0);
    expect(packSavingPercent(200, 5000, 24)).toBe(0);
  });
});

describe("adminProductActionSchema", () => {
  const parse = (body: unknown) => adminProductActionSchema.safeParse(body);

  it("reads a price as pence, packs included", () => {
    expect(parse({ action: "price", unitPrice: "11.99", packs: [{ sku: "X-C24", price: "250" }] }).data).toEqual({
      action: "price",
      unitPrice: 1199,
      packs: [{ sku: "X-C24", price: 25_000 }],
    });
    expect(parse({ action: "price", unitPrice: "2.50" }).data).toEqual({ action: "price", unitPrice: 250, packs: [] });
  });

  it("refuses prices in pence, numbers, too many decimals, zero and above the maximum", () => {
    for (const unitPrice of [1199, "11.999", "0", "1000.01", "", null]) {
      const parsed = parse({ action: "price", unitPrice });
      expect(parsed.success, String(unitPrice)).toBe(false);
    }
    expect(parse({ action: "price", unitPrice: "0" }).error?.issues[0].message).toBe("Enter a price above £0.00.");
    expect(parse({ action: "price", unitPrice: "1", packs: [{ sku: "A", price: "2" }, { sku: "A", price: "3" }] }).success).toBe(false);
  });

  it("reads stock changes, and wants a note for Other", () => {
    expect(parse({ action: "setStock", count: 0, reason: "count" }).success).toBe(true);
    expect(parse({ action: "adjustStock", change: -3, reason: "breakage", note: " two dropped " }).data).toEqual({ action: "adjustStock", change: -3, reason: "breakage", note: "two dropped" });
    expect(parse({ action: "adjustStock", change: 2, reason: "other" }).error?.issues[0].message).toBe("Say what happened in the note when the reason is Other.");
    expect(parse({ action: "adjustStock", change: 2, reason: "other", note: "found in the van" }).success).toBe(true);
  });

  it.each([
    { action: "setStock", count: -1, reason: "count" },
    { action: "setStock", count: 2.5, reason: "count" },
    { action: "setStock", count: "12", reason: "count" },
    { action: "adjustStock", change: 0, reason: "delivery" },
    { action: "adjustStock", change: 5, reason: "theft" },
    { action: "setStock", count: 5, reason: "count", before: 100 },
    { action: "publish", published: false },
    { action: "unpublish", actorUid: "someone" },
    { action: "price", unitPrice: "1.00", pricePence: 1 },
    { action: "threshold", lowStockThreshold: -1 },
    { action: "threshold", lowStockThreshold: 5, stock: 0 },
    { action: "delete" },
  ])("refuses %j", (body) => {
    expect(parse(body).success).toBe(false);
  });
});

describe("productQuerySchema", () => {
  it("reads the table's query string, falling back to defaults for anything unreadable", () => {
    expect(productQuerySchema.parse({})).toEqual({ sort: "name", page: 1 });
    expect(productQuerySchema.parse({ stock: "low", published: "unpublished", sort: "stock-asc", page: "3", q: " lager " })).toEqual({
      stock: "low",
      published: "unpublished",
      sort: "stock-asc",
      page: 3,
      q: "lager",
    });
    expect(productQuerySchema.parse({ stock: "lots", category: "not-a-category", sort: "cheapest", page: "-2" })).toEqual({ sort: "name", page: 1 });
    expect(productQuerySchema.parse({ category: "alcohol-free-red-wines" }).category).toBe("alcohol-free-red-wines");
  });
});
