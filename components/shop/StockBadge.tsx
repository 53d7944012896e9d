import styles from "./StockBadge.module.css";

/** Below this many units a product shows "Only n left". */
export const LOW_STOCK_THRESHOLD = 10;

export function stockText(stock: number): string {
  if (stock <= 0) return "Out of stock";
  if (stock < LOW_STOCK_THRESHOLD) return `Only ${stock} left`;
  return "In stock";
}

export function StockBadge({ stock, compact = false }: { stock: number; compact?: boolean }) {
  const tone = stock <= 0 ? styles.out : stock < LOW_STOCK_THRESHOLD ? styles.low : styles.in;
  if (compact && stock >= LOW_STOCK_THRESHOLD) return null;
  return <span className={`${styles.badge} ${tone}`}>{stockText(stock)}</span>;
}
