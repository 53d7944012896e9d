// The add-to-basket control on product cards and pages. The basket itself opens with the cart
// issue; until then the control is shown, labelled and disabled, with a note saying so.
import styles from "./AddToCart.module.css";

export const BASKET_OPENING_NOTE = "Online ordering opens very soon.";

export function AddToCart({ productName, inStock, compact = false }: { productName: string; inStock: boolean; compact?: boolean }) {
  const label = inStock ? "Add to basket" : "Out of stock";
  return (
    <div className={compact ? styles.compact : styles.full}>
      <button type="button" className="btn btn-cyan" disabled aria-label={`${label}: ${productName}`} title={BASKET_OPENING_NOTE}>
        {label}
      </button>
      {!compact && <p className={styles.note}>{BASKET_OPENING_NOTE}</p>}
    </div>
  );
}
