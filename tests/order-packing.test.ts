// Packing by box (lib/orders/packing.ts): the slip's boxes are the cart's boxes. On 1,000 random
// valid orders the packing uses exactly cartValidity's boxes per type, packs every unit once, never
// overfills a box, and uses a half box only for wine, only as the last one.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BOX_TYPES, cartValidity, remainderFor, type BoxType } from "@/lib/cart";
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "@/lib/constants";
import { boxCapacities, boxHeading, boxSizeText, boxText, packingText, packingTotals, packOrder, type PackedBox, type PackingLine } from "@/lib/orders/packing";

const line = (boxType: BoxType, productName: string, sku: string, quantity: number, multipackQuantity = 1): PackingLine => ({
  productName,
  quantity,
  multipackQuantity,
  metadata: { boxType, productSKU: sku },
});

// A small catalogue per box type, with two products that share a name, so ties are broken by SKU.
const CATALOGUE: Record<BoxType, { name: string; sku: string }[]> = {
  boxType_330: [
    { name: "Citrus Pale", sku: "BEER-CP-330" },
    { name: "Dry Cider", sku: "CIDER-DC-330" },
    { name: "Ginger Spritz", sku: "MIX-GS-250" },
    { name: "Lager", sku: "BEER-LG-330" },
  ],
  boxType_500: [
    { name: "Hazy IPA", sku: "BEER-HI-440" },
    { name: "Stout", sku: "BEER-ST-500" },
    { name: "Stout", sku: "BEER-ST-440" },
  ],
  boxType_750: [
    { name: "Sparkling Brut", sku: "WINE-SB-750" },
    { name: "Still Rosé", sku: "WINE-SR-750" },
    { name: "London Dry", sku: "SPIRIT-LD-700" },
    { name: "Merlot", sku: "WINE-ME-750" },
  ],
};

const lineArbitrary = fc
  .record({
    type: fc.constantFrom(...BOX_TYPES),
    product: fc.nat({ max: 3 }),
    quantity: fc.integer({ min: 1, max: 30 }),
    multipackQuantity: fc.constantFrom(1, 1, 1, 2, 4, 6, 12),
  })
  .map(({ type, product, quantity, multipackQuantity }) => {
    const { name, sku } = CATALOGUE[type][product % CATALOGUE[type].length];
    return line(type, name, sku, quantity, multipackQuantity);
  });

/** Any basket of lines, full boxes or not (old or odd orders). */
const anyOrder = fc.array(lineArbitrary, { minLength: 0, maxLength: 12 });

/** A basket topped up with singles so that every box is full, as checkout insists. */
const validOrder = anyOrder.chain((lines) => {
  const { counts } = cartValidity(lines);
  const fillers = BOX_TYPES.filter((type) => remainderFor(type, counts[type]) > 0);
  return fc.tuple(...fillers.map(() => fc.nat({ max: 3 }))).map((picks) => [
    ...lines,
    ...fillers.map((type, i) => {
      const { name, sku } = CATALOGUE[type][picks[i] % CATALOGUE[type].length];
      return line(type, name, sku, remainderFor(type, counts[type]));
    }),
  ]);
});

const unitsBySku = (lines: readonly PackingLine[]) => {
  const units = new Map<string, number>();
  for (const l of lines) units.set(l.metadata.productSKU, (units.get(l.metadata.productSKU) ?? 0) + l.quantity * l.multipackQuantity);
  return units;
};
const packedBySku = (boxes: readonly PackedBox[]) => {
  const units = new Map<string, number>();
  for (const content of boxes.flatMap((box) => box.contents)) units.set(content.sku, (units.get(content.sku) ?? 0) + content.units);
  return units;
};

/** What must hold for every packing, valid order or not. */
function expectSoundPacking(lines: readonly PackingLine[], boxes: readonly PackedBox[]) {
  const validity = cartValidity(lines);
  for (const type of BOX_TYPES) {
    const ofType = boxes.filter((box) => box.type === type);
    // As many boxes as the cart counts (a half box is one box), numbered 1..n of n.
    expect(ofType.length).toBe(validity.boxes[type]);
    expect(ofType.map((box) => box.index)).toEqual(ofType.map((_, i) => i + 1));
    for (const box of ofType) expect(box.of).toBe(ofType.length);
    expect(ofType.reduce((sum, box) => sum + box.units, 0)).toBe(validity.counts[type]);
    ofType.forEach((box, i) => {
      expect(box.units).toBe(box.contents.reduce((sum, content) => sum + content.units, 0));
      expect(box.units).toBeLessThanOrEqual(box.capacity);
      expect(box.short).toBe(box.capacity - box.units);
      for (const content of box.contents) expect(content.units).toBeGreaterThan(0);
      // Half boxes: wine only, the last one only, 6 places.
      if (box.half) {
        expect(type).toBe("boxType_750");
        expect(i).toBe(ofType.length - 1);
        expect(box.capacity).toBe(HALF_BOX_750_CAPACITY);
      } else expect(box.capacity).toBe(BOX_CAPACITIES[type]);
      // Only the last box of a type can be short, by exactly what the cart says it still needs.
      expect(box.short).toBe(i === ofType.length - 1 ? validity.remainders[type] : 0);
    });
  }
  // Every unit of every product packed exactly once.
  expect(packedBySku(boxes)).toEqual(unitsBySku(lines));
}

describe("packOrder equals the cart's box maths", () => {
  it("on 1,000 random valid orders: same boxes per type, every unit once, none over capacity, no box short", () => {
    fc.assert(
      fc.property(validOrder, (lines) => {
        expect(cartValidity(lines).valid).toBe(true);
        const boxes = packOrder(lines);
        expectSoundPacking(lines, boxes);
        expect(boxes.every((box) => box.short === 0)).toBe(true);
        expect(packingTotals(boxes)).toEqual({ boxes: boxes.length, units: lines.reduce((sum, l) => sum + l.quantity * l.multipackQuantity, 0), short: 0 });
      }),
      { numRuns: 1000, seed: 20261123 },
    );
  });

  it("on 1,000 random orders of any shape: the last box of a type is short by the cart's remainder", () => {
    fc.assert(
      fc.property(anyOrder, (lines) => expectSoundPacking(lines, packOrder(lines))),
      { numRuns: 1000, seed: 23 },
    );
  });

  it("does not depend on the order of the lines", () => {
    fc.assert(
      fc.property(validOrder.chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))), ([lines, shuffled]) => {
        expect(packOrder(shuffled)).toEqual(packOrder(lines));
      }),
      { numRuns: 200, seed: 7 },
    );
  });
});

describe("packOrder, by example", () => {
  it("fills wine boxes in name order, splitting a product across boxes, with a last half box", () => {
    const boxes = packOrder([line("boxType_750", "Still Rosé", "WINE-SR-750", 8), line("boxType_750", "Sparkling Brut", "WINE-SB-750", 1, 10)]);
    expect(boxes).toEqual([
      {
        type: "boxType_750",
        displayName: "Wine & Spirits Box",
        index: 1,
        of: 2,
        capacity: 12,
        half: false,
        contents: [
          { productName: "Sparkling Brut", sku: "WINE-SB-750", units: 10 },
          { productName: "Still Rosé", sku: "WINE-SR-750", units: 2 },
        ],
        units: 12,
        short: 0,
      },
      {
        type: "boxType_750",
        displayName: "Wine & Spirits Box",
        index: 2,
        of: 2,
        capacity: 6,
        half: true,
        contents: [{ productName: "Still Rosé", sku: "WINE-SR-750", units: 6 }],
        units: 6,
        short: 0,
      },
    ]);
    expect(packingText(boxes)).toBe(
      "Wine & Spirits Box 1 of 2 (12): 10 × Sparkling Brut, 2 × Still Rosé\nWine & Spirits Box 2 of 2 (half box, 6): 6 × Still Rosé",
    );
  });

  it("packs box types in the shop's order (small, large, wine) and merges lines of one product", () => {
    const boxes = packOrder([
      line("boxType_750", "Merlot", "WINE-ME-750", 6),
      line("boxType_500", "Stout", "BEER-ST-500", 1, 12),
      line("boxType_330", "Lager", "BEER-LG-330", 2, 6),
      line("boxType_330", "Lager", "BEER-LG-330", 12),
    ]);
    expect(boxes.map(boxText)).toEqual([
      "Small Drinks Box 1 of 1 (24): 24 × Lager",
      "Large Beers Box 1 of 1 (12): 12 × Stout",
      "Wine & Spirits Box 1 of 1 (half box, 6): 6 × Merlot",
    ]);
    expect(boxes.map(boxHeading)).toEqual(["Small Drinks Box 1 of 1", "Large Beers Box 1 of 1", "Wine & Spirits Box 1 of 1"]);
  });

  it("orders products of the same name by SKU", () => {
    const boxes = packOrder([line("boxType_500", "Stout", "BEER-ST-500", 6), line("boxType_500", "Stout", "BEER-ST-440", 6)]);
    expect(boxes[0].contents.map((content) => content.sku)).toEqual(["BEER-ST-440", "BEER-ST-500"]);
  });

  it("says when a box is short: a wine leftover of 8 takes a full box short by 4, of 3 a half box short by 3", () => {
    const eight = packOrder([line("boxType_750", "Merlot", "WINE-ME-750", 20)]);
    expect(eight.map((box) => [box.capacity, box.units, box.short])).toEqual([
      [12, 12, 0],
      [12, 8, 4],
    ]);
    expect(boxText(eight[1])).toBe("Wine & Spirits Box 2 of 2 (12, short by 4): 8 × Merlot");
    const three = packOrder([line("boxType_750", "Merlot", "WINE-ME-750", 3)]);
    expect(boxSizeText(three[0])).toBe("(half box, 6, short by 3)");
    expect(packingTotals(three)).toEqual({ boxes: 1, units: 3, short: 3 });
  });

  it("packs nothing for an empty order or malformed lines", () => {
    expect(packOrder([])).toEqual([]);
    expect(packOrder([line("boxType_330", "Lager", "BEER-LG-330", 0), line("boxType_330", "Lager", "BEER-LG-330", -2), line("boxType_330", "Lager", "BEER-LG-330", 1.5)])).toEqual([]);
  });

  it("boxCapacities: full boxes first, then the leftover's box", () => {
    expect(boxCapacities("boxType_330", 0)).toEqual([]);
    expect(boxCapacities("boxType_330", 48)).toEqual([24, 24]);
    expect(boxCapacities("boxType_500", 13)).toEqual([12, 12]);
    expect(boxCapacities("boxType_750", 18)).toEqual([12, 6]);
    expect(boxCapacities("boxType_750", 19)).toEqual([12, 12]);
  });
});
