// What the shop says about a product's stock. "Only n left" follows the product's own low-stock
// threshold (products.low_stock_threshold, which staff set per product in the back office) by the
// back office's own rule, so the shop's "Only n left" and the dashboard's "low" are the same line.
import { stockState, type StockState } from "@/lib/admin/products";
import type { ProductSummary } from "./types";

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
