// Pack rules shared by the demo seed, the product form and the CSV import: how a pack's SKU is
// written, and which pack sizes keep the box maths sensible (docs/decisions/boxes-must-be-full.md).
// A small module of its own so the back office's bundle does not carry the demo catalogue.
import type { PackKind } from "./types";

type MultiKind = Exclude<PackKind, "single">;

/** A pack's SKU: `${sku}-MP${quantity}` for a multipack, `${sku}-CS${quantity}` for a case. */
export function packSku(sku: string, kind: MultiKind, quantity: number): string {
  return `${sku}-${kind === "case" ? "CS" : "MP"}${quantity}`;
}

/** The pack sizes a unit of this size may be sold in: divisors of the box it travels in. */
export function allowedPackQuantities(sizeMl: number): number[] {
  if (sizeMl <= 330) return [4, 6, 12, 24];
  if (sizeMl <= 500) return [4, 6, 12];
  return [6, 12];
}
