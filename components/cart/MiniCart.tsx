"use client";
// The mini cart: a side sheet with the basket's lines, a progress bar per box type, the discount
// code field, the amounts with VAT, and "Go to Checkout" once every box is full. Loaded the first
// time it opens.
import Link from "next/link";
import { MotionConfig, motion } from "framer-motion";
import { useEffect, useRef } from "react";
import { AlertBar, useAlertText } from "@/components/shell/AlertToaster";
import { CloseIcon } from "@/components/shell/icons";
import { cartUnitCount, useCartStore } from "@/stores/cart";
import { DiscountCodeField } from "./DiscountCodeField";
import { MiniCartActions } from "./MiniCartActions";
import { MiniCartAmounts } from "./MiniCartAmounts";
import { MiniCartBoxes } from "./MiniCartBoxes";
import { MiniCartLines } from "./MiniCartLines";
import styles from "./MiniCart.module.css";

export default function MiniCart() {
  const open = useCartStore((state) => state.isMiniCartOpen);
  const close = useCartStore((state) => state.closeMiniCart);
  const cart = useCartStore((state) => state.cart);
  const ref = useRef<HTMLDialogElement>(null);
  const items = cart?.items ?? [];
  const units = cartUnitCount(cart);
  const alert = useAlertText();

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
      <MotionConfig reducedMotion="user">
        <motion.div className={styles.panel} initial={{ x: 40, opacity: 0 }} animate={{ x: 0, opacity: 1 }} transition={{ duration: 0.25, ease: "easeOut" }}>
          <div className={styles.head}>
            <h2 id="mini-cart-title">
              Your basket{units > 0 && <span className={styles.count}> · {units} {units === 1 ? "item" : "items"}</span>}
            </h2>
            <button type="button" className={styles.close} aria-label="Close basket" onClick={close} data-mini-cart-close>
              <CloseIcon />
            </button>
          </div>

          <div role="status" aria-live="polite" className={styles.alert}>
            {open && <AlertBar {...alert} />}
          </div>

          {items.length === 0 ? (
            <div className={styles.empty}>
              <p>Your basket is empty.</p>
              <p>Fill a box with alcohol-free wines, beers and more: every box ships full.</p>
              <Link href="/shop" className="btn btn-cyan" onClick={close}>
                Start shopping
              </Link>
            </div>
          ) : (
            <>
              <MiniCartBoxes items={items} />
              <MiniCartLines items={items} />
              {cart && <DiscountCodeField discounts={cart.discounts ?? []} />}
              {cart && <MiniCartAmounts cart={cart} />}
              <MiniCartActions units={units} close={close} />
            </>
          )}
        </motion.div>
      </MotionConfig>
    </dialog>
  );
}
