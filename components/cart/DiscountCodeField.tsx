"use client";
// "Add a discount code": a disclosure revealing a code input and Apply, the codes in the basket as
// chips with Remove, and the server's sentence for a refused code under the field. The store syncs
// at once and the server judges (stores/cart-discounts.ts). No <form> of its own: at checkout it
// sits inside the checkout form, so Enter is handled here and never places the order.
import { useId, useState } from "react";
import { keptDiscounts } from "@/lib/cart/lines";
import type { CartDiscount } from "@/lib/discounts/contract";
import { DiscountChips } from "./DiscountChips";
import styles from "./DiscountCodeField.module.css";
import { useDiscountCode } from "./use-discount-code";

interface DiscountCodeFieldProps {
  /** The codes to list: the basket's (mini cart), or checkout's judgement for the chosen delivery. */
  discounts: readonly CartDiscount[];
}

export function DiscountCodeField({ discounts }: DiscountCodeFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { value, working, busy, message, announcement, toggleRef, apply, remove, change, onKeyDown } = useDiscountCode();
  const chips = keptDiscounts(discounts);
  const panelId = `${id}-panel`;
  const inputId = `${id}-input`;
  const messageId = `${id}-message`;

  return (
    <div className={styles.field} data-testid="discount-code-field" aria-busy={busy}>
      {chips.length > 0 && <DiscountChips chips={chips} busy={busy} onRemove={(code) => void remove(code)} />}

      <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        <span className={styles.toggleMark} aria-hidden="true">
          {open ? "−" : "+"}
        </span>
        Add a discount code
      </button>

      <div id={panelId} className={styles.panel} hidden={!open}>
        <label htmlFor={inputId} className={styles.label}>
          Discount code
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            name="discountCode"
            value={value}
            maxLength={40}
            autoCapitalize="characters"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-invalid={message?.refused ? true : undefined}
            aria-describedby={messageId}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={`btn btn-outline ${styles.apply}`} aria-disabled={busy} onClick={() => void apply()}>
            {working === "apply" ? "Applying…" : "Apply"}
          </button>
        </div>
        <p id={messageId} className={message?.refused ? styles.refused : styles.accepted} aria-live="polite" data-testid="discount-code-message">
          {message?.text}
        </p>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
