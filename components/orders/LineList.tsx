import type { CartItem } from "@/lib/cart/types";
import { formatAbv, lineAbv } from "@/lib/catalogue/abv";
import { linePack, lineUnits } from "@/lib/orders/format";
import styles from "./LineList.module.css";
import { poundsText } from "@/lib/cart/money";

interface LineListProps {
  items: CartItem[];
  /** Names the list for assistive technology ("Items in your order"). */
  label: string;
  /** Tighter rows for a summary column. */
  compact?: boolean;
}

/** The lines of a cart or order: product, pack and size, quantity, unit price and line total. */
export function LineList({ items, label, compact = false }: LineListProps) {
  return (
    <ul className={`${styles.lines} ${compact ? styles.compact : ""}`} aria-label={label}>
      {items.map((item) => {
        const units = lineUnits(item);
        return (
          <li key={item.id} className={styles.line} data-testid="order-line">
            <span className={styles.name}>{item.productName}</span>
            <span className={styles.pack}>
              {linePack(item)}
              {lineAbv(item) !== undefined && ` · ${formatAbv(lineAbv(item)!)}`} · {compact ? `Qty ${item.quantity}` : `${poundsText(item.itemPrice.gross)} each`}
            </span>
            {!compact && (
              <span className={styles.quantity}>
                Qty {item.quantity}
                {item.multipackQuantity > 1 && <span className={styles.units}> ({units} bottles or cans)</span>}
              </span>
            )}
            <span className={styles.price}>{poundsText(item.linePrice.gross)}</span>
          </li>
        );
      })}
    </ul>
  );
}
