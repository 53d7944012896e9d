"use client";
// "Add a discount code": a disclosure revealing a code input and Apply, the codes in the basket as
// chips with Remove, and the server's sentence for a refused code under the field. The store syncs
// at once and the server judges (stores/cart-discounts.ts). No <form> of its own: at checkout it
// sits inside the checkout form, so Enter is handled here and never places the order.
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { keptDiscounts } from "@/lib/cart/lines";
import type { CartDiscount } from "@/lib/discounts/contract";
import { discountLabel } from "@/lib/discounts/rules";
import { useCartStore } from "@/stores/cart";
import { isPendingDiscount } from "@/stores/cart-discounts";
import styles from "./DiscountCodeField.module.css";
import { poundsText } from "@/lib/cart/money";

interface DiscountCodeFieldProps {
  /** The codes to list: the basket's (mini cart), or checkout's judgement for the chosen delivery. */
  discounts: readonly CartDiscount[];
}

interface FieldMessage {
  text: string;
  refused: boolean;
}

/** What a chip says after the code: what it gives and how much, why not, or that it is being checked. */
export function chipParts(discount: CartDiscount): { text: string; amount: string | null } {
  if (isPendingDiscount(discount)) return { text: "Checking…", amount: null };
  if (discount.state !== "applied" || discount.kind === null) return { text: discount.message, amount: null };
  // Free delivery shows on the delivery line; a products discount says how much it took off.
  const amount = discount.kind !== "freeDelivery" && discount.amountPence > 0 ? `−${poundsText(discount.amountPence)}` : null;
  return { text: discountLabel(discount.kind, discount.value), amount };
}

export function DiscountCodeField({ discounts }: DiscountCodeFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  /** What is under way: applying the typed code, or removing one. */
  const [working, setWorking] = useState<"apply" | "remove" | null>(null);
  const [message, setMessage] = useState<FieldMessage | null>(null);
  /** Said to screen readers after a removal (the chip and its button are gone). */
  const [announcement, setAnnouncement] = useState("");
  const toggleRef = useRef<HTMLButtonElement>(null);
  const busy = working !== null;
  const chips = keptDiscounts(discounts);
  const panelId = `${id}-panel`;
  const inputId = `${id}-input`;
  const messageId = `${id}-message`;

  async function apply() {
    if (busy) return;
    setWorking("apply");
    setMessage(null);
    setAnnouncement("");
    try {
      const result = await useCartStore.getState().applyDiscountCode(value);
      const applied = result.discount?.state === "applied";
      setMessage({ text: result.message, refused: !applied });
      if (applied) setValue("");
    } finally {
      setWorking(null);
    }
  }

  async function remove(code: string) {
    if (busy) return;
    setWorking("remove");
    setMessage(null);
    try {
      const removing = useCartStore.getState().removeDiscountCode(code);
      // The pressed button goes with its chip: keep the keyboard in the field.
      toggleRef.current?.focus();
      await removing;
      setAnnouncement(`${code} removed from your basket.`);
    } finally {
      setWorking(null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void apply();
  }

  return (
    <div className={styles.field} data-testid="discount-code-field" aria-busy={busy}>
      {chips.length > 0 && (
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
                <button type="button" className={styles.remove} aria-disabled={busy} onClick={() => void remove(discount.code)}>
                  Remove<span className="visually-hidden"> {discount.code}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}

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
            onChange={(event) => {
              setValue(event.target.value);
              if (message) setMessage(null);
            }}
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
