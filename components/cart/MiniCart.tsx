"use client";
// The mini cart: a side sheet that opens and closes from the cart store. The cart issue fills it
// with lines, box progress and checkout; here it shows what the basket holds.
import Link from "next/link";
import { useEffect, useRef } from "react";
import { CloseIcon } from "@/components/shell/icons";
import { cartUnitCount, useCartStore } from "@/stores/cart";
import styles from "./MiniCart.module.css";

export default function MiniCart() {
  const open = useCartStore((state) => state.isMiniCartOpen);
  const close = useCartStore((state) => state.closeMiniCart);
  const cart = useCartStore((state) => state.cart);
  const ref = useRef<HTMLDialogElement>(null);
  const units = cartUnitCount(cart);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby="mini-cart-title"
      data-testid="mini-cart"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => event.target === ref.current && close()}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <h2 id="mini-cart-title">Your basket</h2>
          <button type="button" className={styles.close} aria-label="Close basket" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        {units === 0 ? (
          <div className={styles.empty}>
            <p>Your basket is empty.</p>
            <p>Fill a box with alcohol-free wines, beers and more: every box ships full.</p>
            <Link href="/shop" className="btn btn-cyan" onClick={close}>
              Start shopping
            </Link>
          </div>
        ) : (
          <ul className={styles.lines}>
            {cart?.items.map((item) => (
              <li key={item.id}>
                <span>{item.productName}</span>
                <span>× {item.quantity}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
