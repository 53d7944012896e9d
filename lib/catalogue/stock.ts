// A product's stock state and what the shop says about it. "Only n left" follows the product's own
// low-stock threshold (products.low_stock_threshold, which staff set per product in the back
// office), by the same rule as the back office's "low", so the two are the same line.
import type { ProductSummary } from "./types";

/** A product's stock: above its low-stock threshold, at or under it, or none left. */
export const STOCK_STATES = ["in", "low", "out"] as const;
export type StockState = (typeof STOCK_STATES)[number];

export function stockState(stock: number, lowStockThreshold: number): StockState {
  if (stock <= 0) return "out";
  return stock <= lowStockThreshold ? "low" : "in";
}

export type StockFigures = Pick<ProductSummary, "stock" | "lowStockThreshold">;

/** "out" at zero, "low" at or under the product's threshold, else "in". */
export function stockLevel({ stock, lowStockThreshold }: StockFigures): StockState {
  return stockState(stock, lowStockThreshold);
}

/** "Out of stock", "Only n left" or "In stock". */
export function stockText(figures: StockFigures): string {
  const level = stockLevel(figures);
  if (level === "out") return "Out of stock";
  return level === "low" ? `Only ${figures.stock} left` : "In stock";
}
