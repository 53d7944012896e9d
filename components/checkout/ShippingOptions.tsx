"use client";
// Checkout's delivery options: one radio per method the server quoted, with its price for this cart.
import { SHIPPING_METHODS } from "@/lib/constants";
import type { ReadyCheckout } from "./CheckoutForm";
import styles from "./CheckoutForm.module.css";
import { poundsText } from "@/lib/cart/money";

export type ShippingMethodId = keyof typeof SHIPPING_METHODS;

interface ShippingOptionsProps {
  methods: ShippingMethodId[];
  quotes: ReadyCheckout["quotes"];
  value: string;
  onChange: (id: ShippingMethodId) => void;
  error?: string;
}

export function ShippingOptions({ methods, quotes, value, onChange, error }: ShippingOptionsProps) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? "shipping-error" : undefined}>
      <legend className="visually-hidden">Choose how fast we deliver</legend>
      {error && (
        <p id="shipping-error" className={styles.fieldError}>
          {error}
        </p>
      )}
      <div className={styles.options}>
        {methods.map((id) => {
          const method = SHIPPING_METHODS[id];
          const price = quotes[id].shippingPrice.gross;
          return (
            <label key={id} className={`${styles.option} ${styles.shippingOption}`} data-testid={`shipping-${id}`}>
              <input type="radio" name="shippingMethod" value={id} checked={value === id} onChange={() => onChange(id)} />
              <span className={styles.optionText}>
                <span className={styles.optionName}>{method.name}</span>
                {method.freeFromPence !== null && <span className={styles.optionHint}>Free when your drinks come to {poundsText(method.freeFromPence)} or more</span>}
              </span>
              <span className={styles.optionPrice}>{price === 0 ? "Free" : poundsText(price)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
