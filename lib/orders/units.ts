// Units (bottles or cans) per product SKU: what an order's lines take from stock, or what some of
// its lines put back. One home for the sum every stock change makes.
import type { CartItem } from "../cart/types";

/** Units of each product SKU that these lines (or `quantities` of them, by line id) hold. */
export function unitsBySku(items: readonly CartItem[], quantities?: readonly { lineId: string; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  const add = (item: CartItem, quantity: number) => {
    const sku = item.metadata.productSKU;
    units.set(sku, (units.get(sku) ?? 0) + quantity * item.multipackQuantity);
  };
  if (!quantities) for (const item of items) add(item, item.quantity);
  else
    for (const line of quantities) {
      const item = items.find((candidate) => candidate.id === line.lineId);
      if (item) add(item, line.quantity);
    }
  return units;
}

/** The SKUs with units, in a fixed order: row locks taken in this order cannot deadlock. */
export const skusInLockOrder = (units: ReadonlyMap<string, number>): [string, number][] =>
  [...units.entries()].filter(([, count]) => count > 0).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
