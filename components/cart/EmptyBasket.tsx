"use client";
// "Empty basket" at the foot of the mini cart, asked twice: the first press only asks, in place
// (a second dialog over the mini cart's would trap focus twice), and the question names what goes.
// Confirmed, the store saves the emptied cart (lastAction "cartEmptied") and starts a new one.
import { useEffect, useRef, useState } from "react";
import { useCartStore } from "@/stores/cart";
import styles from "./MiniCart.module.css";

export function EmptyBasket({ units }: { units: number }) {
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const askRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const emptied = useRef(false);

  // Focus follows the question: onto "Yes, empty it" when asked, back to the control when cancelled.
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current && !emptied.current) askRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button ref={askRef} type="button" className={styles.emptyBasket} onClick={() => setAsking(true)}>
        Empty basket
      </button>
    );
  }
  return (
    <div className={styles.emptyConfirm} role="group" aria-labelledby="empty-basket-question">
      <p id="empty-basket-question">
        Remove all {units} {units === 1 ? "item" : "items"} from your basket?
      </p>
      <div className={styles.emptyButtons}>
        <button
          ref={confirmRef}
          type="button"
          className="btn btn-small btn-pink"
          onClick={(event) => {
            // This control goes with the lines: keep focus in the mini cart, on its close button.
            event.currentTarget.closest("dialog")?.querySelector<HTMLButtonElement>("[data-mini-cart-close]")?.focus();
            emptied.current = true;
            setAsking(false);
            void useCartStore.getState().destroyCart();
          }}
        >
          Yes, empty it
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </div>
  );
}
