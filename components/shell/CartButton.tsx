"use client";
import { cartUnitCount, useCartStore } from "@/stores/cart";
import { useUiStore } from "@/stores/ui";
import { BasketIcon } from "./icons";
import styles from "./CartButton.module.css";

/** The basket button: opens the mini cart; its badge counts bottles and cans. */
export function CartButton() {
  const hydrated = useUiStore((state) => state.hydrated);
  const count = useCartStore((state) => cartUnitCount(state.cart));
  const openMiniCart = useCartStore((state) => state.openMiniCart);
  const shown = hydrated ? count : 0;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={openMiniCart}
      aria-label={`Basket, ${shown} ${shown === 1 ? "item" : "items"}`}
      data-testid="cart-button"
    >
      <BasketIcon />
      {shown > 0 && <span className={styles.badge} aria-hidden="true">{shown > 99 ? "99+" : shown}</span>}
      {/* Until the stores rehydrate, the pre-paint basket hint's count (lib/basket-hint.ts), drawn by CSS. */}
      {!hydrated && <span className={`${styles.badge} ${styles.hint}`} aria-hidden="true" />}
    </button>
  );
}
