// How orders and checkout lines read: dates, packs, sizes, money and addresses. Pure and
// server-component friendly (no hooks, no browser APIs).
import { PACKAGING_BOX_TYPES, BOX_TYPES } from "@/lib/cart/boxes";
import type { BoxType, CartItem, PostalAddress } from "@/lib/cart/types";
import { SHIPPING_METHODS } from "@/lib/constants";

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** "22 November 2026" (UK time). */
export function orderDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "22 November 2026 at 14:05" (UK time). */
export function orderDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** The container size of a line in ml ("330"), from its metadata, or null when unreadable. */
export function lineSizeMl(item: CartItem): number | null {
  try {
    const sizes = JSON.parse(item.metadata.containerSizes) as Record<string, unknown>;
    const size = Number(Object.keys(sizes)[0]);
    return Number.isFinite(size) && size > 0 ? size : null;
  } catch {
    return null;
  }
}

/** "12-pack · 330 ml" or "Single · 750 ml". */
export function linePack(item: CartItem): string {
  const pack = item.multipackQuantity > 1 ? `${item.multipackQuantity}-pack` : "Single";
  const size = lineSizeMl(item);
  return size ? `${pack} · ${size} ml` : pack;
}

/** Bottles and cans in a line (a multipack counts each of its units). */
export const lineUnits = (item: CartItem) => item.quantity * item.multipackQuantity;

/** The shipping method's name ("Next-day delivery"), or its id when unknown. */
export function shippingMethodName(id: string): string {
  return Object.hasOwn(SHIPPING_METHODS, id) ? SHIPPING_METHODS[id as keyof typeof SHIPPING_METHODS].name : id;
}

/** The boxes an order or cart fills, in the shop's order: [{ type, displayName, count }]. */
export function boxesOf(boxes: Partial<Record<BoxType, number>>): { type: BoxType; displayName: string; count: number }[] {
  return BOX_TYPES.filter((type) => (boxes[type] ?? 0) > 0).map((type) => ({
    type,
    displayName: PACKAGING_BOX_TYPES[type].displayName,
    count: boxes[type] ?? 0,
  }));
}

/** An address as lines: name, street lines, town, county, postcode (empty parts left out). */
export function addressLines(address: Pick<PostalAddress, "firstName" | "lastName" | "line1" | "city" | "postcode"> & {
  line2?: string | null;
  county?: string | null;
}): string[] {
  return [`${address.firstName} ${address.lastName}`.trim(), address.line1, address.line2, address.city, address.county, address.postcode].filter(
    (line): line is string => typeof line === "string" && line.trim() !== "",
  );
}
