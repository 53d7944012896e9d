import type { BoxType } from "@/lib/cart/types";
import { boxesOf } from "@/lib/orders/format";
import styles from "./BoxList.module.css";

/** The boxes an order travels in: "1 × Small Drinks Box", as chips. */
export function BoxList({ boxes, label = "Boxes" }: { boxes: Partial<Record<BoxType, number>>; label?: string }) {
  const list = boxesOf(boxes);
  if (list.length === 0) return null;
  return (
    <ul className={styles.boxes} aria-label={label} data-testid="box-list">
      {list.map((box) => (
        <li key={box.type} className={styles.box}>
          <span aria-hidden="true" className={styles.icon} />
          {box.count} × {box.displayName}
        </li>
      ))}
    </ul>
  );
}
