// Packing by box (issue 23, item 5): an order's lines laid out box by box for the packing bench,
// with the cart's box rules (lib/cart/validity.ts): per box type, the units (quantity ×
// multipackQuantity) fill boxes of BOX_CAPACITIES[type]; a last Wine & Spirits leftover of up to 6
// goes in a half box. So the slip always shows as many boxes as the order was charged and checked
// for (cartValidity(items).boxes). Pure: the slip pages and the tests share it.
import { BOX_TYPES, PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import type { BoxType, CartItem } from "@/lib/cart/types";
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "@/lib/constants";

/** The parts of an order line that packing needs (an OrderView's CartItem fits). */
export type PackingLine = Pick<CartItem, "productName" | "quantity" | "multipackQuantity"> & {
  metadata: Pick<CartItem["metadata"], "boxType" | "productSKU">;
};

/** Units (bottles or cans) of one product in one box. */
export interface BoxContent {
  productName: string;
  sku: string;
  units: number;
}

export interface PackedBox {
  type: BoxType;
  displayName: string;
  /** 1-based position among this order's boxes of the same type, and how many of that type there are. */
  index: number;
  of: number;
  /** What the box holds when full: 24, 12, or 6 for a Wine & Spirits half box. */
  capacity: number;
  half: boolean;
  contents: BoxContent[];
  /** Units in the box. */
  units: number;
  /** Places left empty: 0 for a valid order; old or odd orders may leave a box short. */
  short: number;
}

/** Units of one product in one box type, before they are shared out among the boxes. */
interface ProductUnits {
  productName: string;
  sku: string;
  units: number;
}

/** A line's units; anything malformed (negative, fractional, NaN) packs nothing rather than a nonsense count. */
function unitsOf(line: PackingLine): number {
  const units = line.quantity * line.multipackQuantity;
  return Number.isSafeInteger(units) && units > 0 ? units : 0;
}

// Deterministic and readable at the bench: alphabetical by name, then by SKU for two products
// that share a name. A plain code-point comparison breaks ties so the order never depends on locale data.
const NAME_ORDER = new Intl.Collator("en-GB", { sensitivity: "base", numeric: true });
function compareProducts(a: ProductUnits, b: ProductUnits): number {
  return NAME_ORDER.compare(a.productName, b.productName) || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0);
}

/**
 * One entry per product SKU: a single bottle and a 6-pack of the same product are 7 of that
 * bottle to the packer (multipack units are units, as the cart counts them).
 */
function productsOfType(lines: readonly PackingLine[], type: BoxType): ProductUnits[] {
  const bySku = new Map<string, ProductUnits>();
  for (const line of lines) {
    if (line.metadata.boxType !== type) continue;
    const units = unitsOf(line);
    if (units === 0) continue;
    const sku = line.metadata.productSKU;
    const known = bySku.get(sku);
    if (known) known.units += units;
    else bySku.set(sku, { productName: line.productName, sku, units });
  }
  return [...bySku.values()].sort(compareProducts);
}

/** The capacities of the boxes `count` units of `type` need, in packing order (full boxes first). */
export function boxCapacities(type: BoxType, count: number): number[] {
  const capacity = BOX_CAPACITIES[type];
  const capacities: number[] = Array.from({ length: Math.floor(count / capacity) }, () => capacity);
  const leftover = count % capacity;
  if (leftover > 0) capacities.push(type === "boxType_750" && leftover <= HALF_BOX_750_CAPACITY ? HALF_BOX_750_CAPACITY : capacity);
  return capacities;
}

/** The order's boxes, box type by box type (the shop's order: small, large, wine), each filled in turn. */
export function packOrder(lines: readonly PackingLine[]): PackedBox[] {
  const boxes: PackedBox[] = [];
  for (const type of BOX_TYPES) {
    const queue = productsOfType(lines, type);
    const count = queue.reduce((total, product) => total + product.units, 0);
    const capacities = boxCapacities(type, count);
    let product = 0;
    let takenOfProduct = 0;
    capacities.forEach((capacity, i) => {
      const contents: BoxContent[] = [];
      let room = capacity;
      // Fill the box from the queue; a product that does not fit carries on in the next box.
      while (room > 0 && product < queue.length) {
        const current = queue[product];
        const take = Math.min(room, current.units - takenOfProduct);
        contents.push({ productName: current.productName, sku: current.sku, units: take });
        room -= take;
        takenOfProduct += take;
        if (takenOfProduct === current.units) {
          product += 1;
          takenOfProduct = 0;
        }
      }
      boxes.push({
        type,
        displayName: PACKAGING_BOX_TYPES[type].displayName,
        index: i + 1,
        of: capacities.length,
        capacity,
        half: capacity < BOX_CAPACITIES[type],
        contents,
        units: capacity - room,
        short: room,
      });
    });
  }
  return boxes;
}

/** "Wine & Spirits Box 1 of 2". */
export const boxHeading = (box: Pick<PackedBox, "displayName" | "index" | "of">) => `${box.displayName} ${box.index} of ${box.of}`;

/** "(12)", "(half box, 6)", with "short by 2" when the box cannot be filled. */
export function boxSizeText(box: Pick<PackedBox, "capacity" | "half" | "short">): string {
  const size = box.half ? `half box, ${box.capacity}` : String(box.capacity);
  return box.short > 0 ? `(${size}, short by ${box.short})` : `(${size})`;
}

/** "Wine & Spirits Box 1 of 2 (12): 6 × Sparkling Brut, 6 × Still Rosé". */
export function boxText(box: PackedBox): string {
  const contents = box.contents.map((content) => `${content.units} × ${content.productName}`).join(", ");
  return `${boxHeading(box)} ${boxSizeText(box)}: ${contents || "empty"}`;
}

/** The whole order, one box a line. */
export const packingText = (boxes: readonly PackedBox[]) => boxes.map(boxText).join("\n");

/** Boxes and units of the whole order, for the slip's foot. */
export function packingTotals(boxes: readonly PackedBox[]): { boxes: number; units: number; short: number } {
  return {
    boxes: boxes.length,
    units: boxes.reduce((total, box) => total + box.units, 0),
    short: boxes.reduce((total, box) => total + box.short, 0),
  };
}
