// The mini cart's progress bar per box type: how full the current box is, and what it still needs,
// beside a picture of the box (decorative: its name is right next to it).
import { PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import { boxProgress } from "@/lib/cart/progress";
import type { CartItem } from "@/lib/cart/types";
import { cartValidity } from "@/lib/cart/validity";
import styles from "./MiniCart.module.css";

export function MiniCartBoxes({ items }: { items: CartItem[] }) {
  const progress = boxProgress(cartValidity(items));
  return (
    <section aria-label="Boxes" className={styles.boxes}>
      {progress.map((box) => (
        <div key={box.type} className={styles.box} data-testid={`box-progress-${box.type}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small static SVG needs no optimiser */}
          <img src={PACKAGING_BOX_TYPES[box.type].imageUrl} alt="" width={40} height={40} className={styles.boxImage} />
          <div className={styles.boxText}>
            <strong>{box.displayName}</strong>
            <span className={box.full ? styles.full : styles.remaining}>{box.text}</span>
          </div>
          <progress max={box.currentBoxSize} value={box.inCurrentBox} aria-label={`${box.displayName}: ${box.inCurrentBox} of ${box.currentBoxSize}`} />
        </div>
      ))}
    </section>
  );
}
