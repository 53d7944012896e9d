// The codes in the basket as chips: the code and what it gives (or why not, or "Checking…"), each
// with its own Remove button. Part of DiscountCodeField.
import type { CartDiscount } from "@/lib/discounts/contract";
import { poundsText } from "@/lib/cart/money";
import { discountLabel } from "@/lib/discounts/rules";
import { isPendingDiscount } from "@/stores/cart-discounts";
import styles from "./DiscountCodeField.module.css";

/** What a chip says after the code: what it gives and how much, why not, or that it is being checked. */
export function chipParts(discount: CartDiscount): { text: string; amount: string | null } {
  if (isPendingDiscount(discount)) return { text: "Checking…", amount: null };
  if (discount.state !== "applied" || discount.kind === null) return { text: discount.message, amount: null };
  // Free delivery shows on the delivery line; a products discount says how much it took off.
  const amount = discount.kind !== "freeDelivery" && discount.amountPence > 0 ? `−${poundsText(discount.amountPence)}` : null;
  return { text: discountLabel(discount.kind, discount.value), amount };
}

interface DiscountChipsProps {
  chips: readonly CartDiscount[];
  busy: boolean;
  onRemove: (code: string) => void;
}

export function DiscountChips({ chips, busy, onRemove }: DiscountChipsProps) {
  return (
    <ul className={styles.chips} aria-label="Discount codes">
      {chips.map((discount) => {
        const pending = isPendingDiscount(discount);
        const applied = discount.state === "applied" && !pending;
        const { text, amount } = chipParts(discount);
        return (
          <li key={discount.code} className={`${styles.chip} ${applied ? styles.applied : styles.notApplied}`} data-testid="discount-chip">
            <span className={styles.chipText}>
              {/* A refusal's sentence names the code itself ("Spend £12.40 more on products to use SPRING15"). */}
              {(applied || pending) && (
                <>
                  <strong className={styles.code}>{discount.code}</strong>
                  <span aria-hidden="true"> · </span>
                </>
              )}
              <span className={styles.chipDetail}>
                {text}
                {amount && <span className={styles.amount}> {amount}</span>}
              </span>
            </span>
            <button type="button" className={styles.remove} aria-disabled={busy} onClick={() => onRemove(discount.code)}>
              Remove<span className="visually-hidden"> {discount.code}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
