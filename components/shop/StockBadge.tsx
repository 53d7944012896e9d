import { stockLevel, stockText } from "@/lib/catalogue/stock";
import styles from "./StockBadge.module.css";

/** The product's stock in words, by its own low-stock threshold; `compact` (cards) shows only low or out. */
export function StockBadge({ stock, lowStockThreshold, compact = false }: { stock: number; lowStockThreshold: number; compact?: boolean }) {
  const figures = { stock, lowStockThreshold };
  const level = stockLevel(figures);
  if (compact && level === "in") return null;
  return <span className={`${styles.badge} ${styles[level]}`}>{stockText(figures)}</span>;
}
