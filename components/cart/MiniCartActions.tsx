"use client";
// The mini cart's foot: "Go to Checkout" once every box is full (else why not), "Keep shopping",
// emptying the basket, and whether the basket is saving or failed to save.
import { useRouter } from "next/navigation";
import { canCheckout, useCartStore } from "@/stores/cart";
import { EmptyBasket } from "./EmptyBasket";
import styles from "./MiniCart.module.css";

export function MiniCartActions({ units, close }: { units: number; close: () => void }) {
  const status = useCartStore((state) => state.cartStateStatus);
  const showCheckout = useCartStore(canCheckout);
  const router = useRouter();
  const { checkout } = useCartStore.getState();
  return (
    <div className={styles.actions}>
      {showCheckout ? (
        <button type="button" className="btn btn-pink" onClick={() => void checkout((path) => router.push(path))}>
          Go to Checkout
        </button>
      ) : (
        <p className={styles.hint}>Fill every box to check out: we only send full boxes, so nothing rattles.</p>
      )}
      <button type="button" className="btn btn-outline" onClick={close}>
        Keep shopping
      </button>
      <EmptyBasket units={units} />
      {status === "saving" && <p className={styles.status}>Saving your basket…</p>}
      {status === "failed" && <p className={styles.statusError}>We couldn&rsquo;t save your basket just now. We&rsquo;ll try again.</p>}
    </div>
  );
}
