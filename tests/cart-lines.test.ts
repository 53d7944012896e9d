import { describe, expect, it } from "vitest";
import { emptyCart, cartAmounts } from "@/lib/cart";
import { addLine, buildCartItem, containerSizesWithQuantity, mergeCarts, removeLine, setLineQuantity, withTotals, type LineInput } from "@/lib/cart/lines";
import { cartErrorText, notificationText, showCartRemaindersMessage } from "@/lib/cart/messages";
import { SYNC_ERROR_CODES } from "@/lib/cart/sync-contract";
import type { Cart } from "@/lib/cart/types";

const now = new Date("2026-03-01T10:00:00.000Z");
const later = new Date("2026-03-01T10:05:00.000Z");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const lager: LineInput = {
  productSKU: "LAGER-330",
  productName: "Hazy Lager",
  sizeMl: 330,
  unitGrossPence: 199,
  isVatable: true,
  multipackSKU: null,
  multipackQuantity: 1,
  quantity: 2,
};
const lagerSixPack: LineInput = { ...lager, multipackSKU: "LAGER-330-6", multipackQuantity: 6, unitGrossPence: 1099, quantity: 1 };
const wine: LineInput = { productSKU: "RED-750", productName: "Rioja", sizeMl: 750, unitGrossPence: 899, isVatable: true, multipackSKU: null, multipackQuantity: 1, quantity: 1 };

describe("buildCartItem", () => {
  it("builds a full line from what the shop knows", () => {
    const item = buildCartItem(lagerSixPack, now);
    expect(item.id).toMatch(UUID);
    expect(item.metadata.itemUUID).toMatch(UUID);
    expect(item).toMatchObject({
      quantity: 1,
      productName: "Hazy Lager",
      itemPrice: { gross: 1099, isVatable: true },
      linePrice: { gross: 1099, net: 916, tax: 183, grossText: "10.99", netText: "9.16", taxText: "1.83" },
      dateAdded: now.toISOString(),
      lastUpdated: now.toISOString(),
      multipackQuantity: 6,
      metadata: { productSKU: "LAGER-330", multipackSKU: "LAGER-330-6", boxType: "boxType_330", containerSizes: '{"330":6}', containerSizesWithQuantity: '{"330":6}' },
    });
  });

  it("multiplies the container counts by the quantity and uses a given id", () => {
    const item = buildCartItem({ ...lagerSixPack, quantity: 3 }, now, "line-1");
    expect(item.id).toBe("line-1");
    expect(item.metadata.containerSizesWithQuantity).toBe('{"330":18}');
    expect(item.linePrice.gross).toBe(3297);
  });

  it("picks the box type from the container size", () => {
    expect(buildCartItem({ ...lager, sizeMl: 250 }, now).metadata.boxType).toBe("boxType_330");
    expect(buildCartItem({ ...lager, sizeMl: 440 }, now).metadata.boxType).toBe("boxType_500");
    expect(buildCartItem({ ...lager, sizeMl: 500 }, now).metadata.boxType).toBe("boxType_500");
    expect(buildCartItem(wine, now).metadata.boxType).toBe("boxType_750");
  });

  it("does not charge VAT on a non-vatable line", () => {
    expect(buildCartItem({ ...lager, isVatable: false }, now).linePrice).toMatchObject({ gross: 398, net: 398, tax: 0 });
  });

  it("generates a new id for every line", () => {
    const a = buildCartItem(lager, now);
    const b = buildCartItem(lager, now);
    expect(a.id).not.toBe(b.id);
    expect(a.metadata.itemUUID).not.toBe(b.metadata.itemUUID);
  });
});

describe("addLine", () => {
  it("appends a new line with a generated id", () => {
    const items = addLine([], lager, now);
    expect(items).toHaveLength(1);
    expect(items[0].id).toMatch(UUID);
  });

  it("adds the quantity to the line of the same product and multipack", () => {
    const first = addLine([], lager, now);
    const items = addLine(first, { ...lager, quantity: 3 }, later);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: first[0].id, quantity: 5, dateAdded: now.toISOString(), lastUpdated: later.toISOString() });
    expect(items[0].linePrice.gross).toBe(995);
    expect(items[0].metadata.containerSizesWithQuantity).toBe('{"330":5}');
    expect(items[0].metadata.itemUUID).toBe(first[0].metadata.itemUUID);
  });

  it("keeps a multipack and single bottles of the same product on separate lines", () => {
    let items = addLine([], lager, now);
    items = addLine(items, lagerSixPack, now);
    expect(items).toHaveLength(2);
    expect(items.map((i) => i.metadata.multipackSKU)).toEqual([null, "LAGER-330-6"]);
    items = addLine(items, { ...lagerSixPack, quantity: 2 }, later);
    expect(items).toHaveLength(2);
    expect(items[0].quantity).toBe(2);
    expect(items[1]).toMatchObject({ quantity: 3, metadata: { containerSizesWithQuantity: '{"330":18}' } });
    expect(items[1].linePrice.gross).toBe(3297);
  });

  it("keeps different multipacks of a product apart, and the same multipack SKU of another product apart", () => {
    let items = addLine([], lagerSixPack, now);
    items = addLine(items, { ...lagerSixPack, multipackSKU: "LAGER-330-12", multipackQuantity: 12 }, now);
    items = addLine(items, { ...lagerSixPack, productSKU: "STOUT-330" }, now);
    expect(items).toHaveLength(3);
  });

  it("caps a line at 999", () => {
    let items = addLine([], { ...lager, quantity: 990 }, now);
    items = addLine(items, { ...lager, quantity: 50 }, now);
    expect(items[0].quantity).toBe(999);
    expect(addLine([], { ...lager, quantity: 5000 }, now)[0].quantity).toBe(999);
  });

  it("takes the price just shown when adding to a line", () => {
    const items = addLine(addLine([], lager, now), { ...lager, unitGrossPence: 249 }, later);
    expect(items[0].itemPrice.gross).toBe(249);
    expect(items[0].linePrice.gross).toBe(4 * 249);
  });

  it("adds nothing for a quantity under 1 and leaves its input alone", () => {
    const items = addLine([], lager, now);
    const copy = structuredClone(items);
    expect(addLine(items, { ...lager, quantity: 0 }, later)).toEqual(items);
    addLine(items, lager, later);
    expect(items).toEqual(copy);
  });
});

describe("setLineQuantity and removeLine", () => {
  const items = addLine(addLine([], lager, now), lagerSixPack, now);

  it("sets a quantity and refreshes the line's price and container counts", () => {
    const next = setLineQuantity(items, items[1].id, 4, later);
    expect(next[1]).toMatchObject({ quantity: 4, lastUpdated: later.toISOString(), metadata: { containerSizesWithQuantity: '{"330":24}' } });
    expect(next[1].linePrice.gross).toBe(4396);
    expect(next[0]).toBe(items[0]);
  });

  it("removes the line at 0 or less", () => {
    expect(setLineQuantity(items, items[0].id, 0, later)).toHaveLength(1);
    expect(setLineQuantity(items, items[0].id, -3, later).map((i) => i.id)).toEqual([items[1].id]);
  });

  it("caps at 999 and ignores an unknown id", () => {
    expect(setLineQuantity(items, items[0].id, 1200, later)[0].quantity).toBe(999);
    expect(setLineQuantity(items, "nope", 5, later)).toEqual(items);
  });

  it("removes a line by id", () => {
    expect(removeLine(items, items[1].id)).toEqual([items[0]]);
    expect(removeLine(items, "nope")).toEqual(items);
  });

  it("containerSizesWithQuantity survives a malformed string", () => {
    expect(containerSizesWithQuantity("not json", 3)).toBe("{}");
  });
});

describe("withTotals", () => {
  it("sums the lines, adds shipping and stamps updatedAt", () => {
    const cart: Cart = { ...emptyCart({ customer: null, guestId: "g1" }, now), items: addLine(addLine([], { ...lager, quantity: 12 }, now), lagerSixPack, now) };
    const totalled = withTotals(cart, later);
    expect(totalled.updatedAt).toBe(later.toISOString());
    expect(totalled.amounts.productsPrice.gross).toBe(12 * 199 + 1099);
    expect(totalled.amounts.shippingPrice.gross).toBe(599);
    expect(totalled.amounts.totalPrice.gross).toBe(12 * 199 + 1099 + 599);
    expect(totalled.amounts).toEqual(cartAmounts(cart.items, "standard"));
  });

  it("is free standard shipping from £65, and next-day costs £9.99", () => {
    const items = addLine([], { ...wine, quantity: 8 }, now); // 8 × £8.99 = £71.92
    const cart: Cart = { ...emptyCart({ customer: null, guestId: "g1" }, now), items };
    expect(withTotals(cart, later).amounts.shippingPrice.gross).toBe(0);
    expect(withTotals({ ...cart, shippingMethod: "next-day" }, later).amounts.shippingPrice.gross).toBe(999);
    expect(withTotals({ ...cart, items: [] }, later).amounts.totalPrice.gross).toBe(0);
  });
});

describe("mergeCarts (after a 409)", () => {
  const local: Cart = {
    ...emptyCart({ customer: "u1", guestId: null }, later),
    id: null,
    shippingMethod: "next-day",
    items: addLine(addLine([], { ...lager, quantity: 5 }, later), wine, later),
  };
  const serverItems = addLine(addLine([], { ...lager, quantity: 2, unitGrossPence: 189 }, now), lagerSixPack, now);
  const server: Cart = { ...emptyCart({ customer: "u1", guestId: null }, now), id: "7d3b3c1e-1111-4111-8111-111111111111", items: serverItems };

  it("keeps the server's lines, lays the local quantity over shared lines and appends local-only lines", () => {
    const merged = mergeCarts(local, server);
    expect(merged.id).toBe(server.id);
    expect(merged.items.map((i) => [i.metadata.productSKU, i.metadata.multipackSKU, i.quantity])).toEqual([
      ["LAGER-330", null, 5],
      ["LAGER-330", "LAGER-330-6", 1],
      ["RED-750", null, 1],
    ]);
    // The shared line is the server's (its id and price) at the local quantity.
    expect(merged.items[0].id).toBe(serverItems[0].id);
    expect(merged.items[0].linePrice.gross).toBe(5 * 189);
    expect(merged.items[0].metadata.containerSizesWithQuantity).toBe('{"330":5}');
    expect(merged.items[2]).toBe(local.items[1]);
  });

  it("keeps the shopper's shipping method and owner, and recomputes the amounts", () => {
    const merged = mergeCarts(local, server);
    expect(merged.shippingMethod).toBe("next-day");
    expect(merged.customer).toBe("u1");
    expect(merged.amounts).toEqual(cartAmounts(merged.items, "next-day"));
    expect(merged.updatedAt).toBe(later.toISOString());
  });

  it("is the server's cart when the local one is empty, and the local lines when the server's is", () => {
    expect(mergeCarts({ ...local, items: [] }, server).items).toEqual(server.items);
    expect(mergeCarts(local, { ...server, items: [] }).items).toEqual(local.items);
  });
});

describe("shopper-facing messages", () => {
  it("says how many more fill each box that is not full", () => {
    expect(showCartRemaindersMessage({ boxType_330: 5, boxType_500: 0, boxType_750: 0 })).toBe("Add 5 more to fill your Small Drinks Box.");
    expect(showCartRemaindersMessage({ boxType_330: 0, boxType_500: 1, boxType_750: 3 })).toBe(
      "Add 1 more to fill your Large Beers Box. Add 3 more to fill your Wine & Spirits Box.",
    );
    expect(showCartRemaindersMessage({ boxType_330: 0, boxType_500: 0, boxType_750: 0 })).toBe("Your boxes are full: you can go to checkout.");
  });

  it("has words for every notification and sync error code", () => {
    for (const code of ["productRemovedFromCart", "quantityChanged", "priceChanged", "cartsMerged", "itemAdded"]) expect(notificationText(code)).toBeTruthy();
    expect(notificationText("somethingElse")).toBeUndefined();
    for (const code of [...Object.keys(SYNC_ERROR_CODES), "No response received from server", "Error setting up request", "Already saving", "cart changed since sync was triggered"]) {
      expect(cartErrorText(code)).not.toBe(cartErrorText("unknown"));
    }
    expect(cartErrorText("databaseUnavailable")).toBe("We can't save your basket right now. Please try again shortly.");
  });
});
