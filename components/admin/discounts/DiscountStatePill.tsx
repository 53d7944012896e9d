import { DISCOUNT_STATE_LABELS, type DiscountState } from "@/lib/admin/discounts";
import styles from "./DiscountStatePill.styles";

/** A code's state as a tinted pill: live (green), waiting (blue), held (amber), spent or over (grey). */
export function DiscountStatePill({ state }: { state: DiscountState }) {
  return (
    <span className={`${styles.pill} ${styles[state]}`} data-testid="discount-state" data-state={state}>
      <span className={styles.dot} aria-hidden="true" />
      {DISCOUNT_STATE_LABELS[state]}
    </span>
  );
}
