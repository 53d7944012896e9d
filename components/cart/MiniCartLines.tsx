"use client";
// The mini cart's basket lines: name, pack, price and ABV, a quantity stepper and Remove. A removed
// line folds away (AnimatePresence keeps it mounted until its exit animation ends).
import { AnimatePresence, motion } from "framer-motion";
import { poundsText } from "@/lib/cart/money";
import { MAX_LINE_QUANTITY } from "@/lib/cart/sync-contract";
import type { CartItem } from "@/lib/cart/types";
import { formatAbv, lineAbv } from "@/lib/catalogue/abv";
import { useCartStore } from "@/stores/cart";
import styles from "./MiniCart.module.css";

export function MiniCartLines({ items }: { items: CartItem[] }) {
  return (
    <ul className={styles.lines} aria-label="Basket items">
      <AnimatePresence initial={false}>
        {items.map((item) => (
          <MiniCartLine key={item.id} item={item} />
        ))}
      </AnimatePresence>
    </ul>
  );
}

function MiniCartLine({ item }: { item: CartItem }) {
  const { removeItem, changeQuantity } = useCartStore.getState();
  return (
    <motion.li className={styles.line} layout exit={{ opacity: 0, height: 0 }} data-testid="cart-line">
      <div className={styles.lineText}>
        <span className={styles.lineName}>{item.productName}</span>
        <span className={styles.linePack}>
          {item.multipackQuantity > 1 ? `${item.multipackQuantity}-pack` : "Single"} · {poundsText(item.itemPrice.gross)}
          {lineAbv(item) !== undefined && <> · {formatAbv(lineAbv(item)!)}</>}
        </span>
      </div>
      <div className={styles.lineControls}>
        <div className={styles.stepper} role="group" aria-label={`Quantity of ${item.productName}`}>
          <button type="button" aria-label={`One fewer ${item.productName}`} onClick={() => changeQuantity(item.id, item.quantity - 1)}>
            −
          </button>
          <span aria-live="polite">{item.quantity}</span>
          <button
            type="button"
            aria-label={`One more ${item.productName}`}
            disabled={item.quantity >= MAX_LINE_QUANTITY}
            onClick={() => changeQuantity(item.id, item.quantity + 1)}
          >
            +
          </button>
        </div>
        <span className={styles.linePrice}>{poundsText(item.linePrice.gross)}</span>
        <button type="button" className={styles.remove} onClick={() => removeItem(item.id)}>
          Remove<span className="visually-hidden"> {item.productName}</span>
        </button>
      </div>
    </motion.li>
  );
}
