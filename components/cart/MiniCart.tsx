"use client";
// The mini cart: a side sheet with the basket's lines, a progress bar per box type, the discount
// code field, the amounts with VAT, and "Go to Checkout" once every box is full. Loaded the first
// time it opens.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { AnimatePresence, MotionConfig, motion } from "framer-motion";
import { useEffect, useRef } from "react";
import { AlertBar, useAlertText } from "@/components/shell/AlertToaster";
import { deliveryText, discountRowLabel } from "@/components/orders/AmountList";
import { CloseIcon } from "@/components/shell/icons";
import { cartValidity } from "@/lib/cart/validity";
import { boxProgress } from "@/lib/cart/progress";
import { formatAbv, lineAbv } from "@/lib/catalogue/abv";
import { MAX_LINE_QUANTITY } from "@/lib/cart/sync-contract";
import { canCheckout, cartUnitCount, useCartStore } from "@/stores/cart";
import { DiscountCodeField } from "./DiscountCodeField";
import { EmptyBasket } from "./EmptyBasket";
import styles from "./MiniCart.module.css";
import { poundsText } from "@/lib/cart/money";

export default function MiniCart() {
  const open = useCartStore((state) => state.isMiniCartOpen);
  const close = useCartStore((state) => state.closeMiniCart);
  const cart = useCartStore((state) => state.cart);
  const status = useCartStore((state) => state.cartStateStatus);
  const showCheckout = useCartStore(canCheckout);
  const { removeItem, changeQuantity, checkout } = useCartStore.getState();
  const router = useRouter();
  const ref = useRef<HTMLDialogElement>(null);
  const items = cart?.items ?? [];
  const units = cartUnitCount(cart);
  const progress = boxProgress(cartValidity(items));
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
              <section aria-label="Boxes" className={styles.boxes}>
                {progress.map((box) => (
                  <div key={box.type} className={styles.box} data-testid={`box-progress-${box.type}`}>
                    <div className={styles.boxText}>
                      <strong>{box.displayName}</strong>
                      <span className={box.full ? styles.full : styles.remaining}>{box.text}</span>
                    </div>
                    <progress max={box.currentBoxSize} value={box.inCurrentBox} aria-label={`${box.displayName}: ${box.inCurrentBox} of ${box.currentBoxSize}`} />
                  </div>
                ))}
              </section>

              <ul className={styles.lines} aria-label="Basket items">
                <AnimatePresence initial={false}>
                  {items.map((item) => (
                    <motion.li key={item.id} className={styles.line} layout exit={{ opacity: 0, height: 0 }} data-testid="cart-line">
                      <div className={styles.lineText}>
                        <span className={styles.lineName}>{item.productName}</span>
                        <span className={styles.linePack}>
                          {item.multipackQuantity > 1 ? `${item.multipackQuantity}-pack` : "Single"} · {poundsText(item.itemPrice.gross)}
                          {lineAbv(item) !== undefined && <> · {formatAbv(lineAbv(item)!)}</>}
                        </span>
                      </div>
                      <div className={styles.lineControls}>
                        <div className={styles.stepper} role="group" aria-label={`Quantity of ${item.productName}`}>
                          <button type="button" aria-label={`One fewer ${item.productName}`} onClick={() => changeQuantity(item.id, item.quantity - 1)}>
                            −
                          </button>
                          <span aria-live="polite">{item.quantity}</span>
                          <button
                            type="button"
                            aria-label={`One more ${item.productName}`}
                            disabled={item.quantity >= MAX_LINE_QUANTITY}
                            onClick={() => changeQuantity(item.id, item.quantity + 1)}
                          >
                            +
                          </button>
                        </div>
                        <span className={styles.linePrice}>{poundsText(item.linePrice.gross)}</span>
                        <button type="button" className={styles.remove} onClick={() => removeItem(item.id)}>
                          Remove<span className="visually-hidden"> {item.productName}</span>
                        </button>
                      </div>
                    </motion.li>
                  ))}
                </AnimatePresence>
              </ul>

              {cart && <DiscountCodeField discounts={cart.discounts ?? []} />}

              {cart && (
                <dl className={styles.amounts} data-testid="mini-cart-amounts">
                  <div>
                    <dt>Products</dt>
                    <dd>£{cart.amounts.productsPrice.grossText}</dd>
                  </div>
                  <div>
                    <dt>Delivery</dt>
                    <dd>{deliveryText(cart.amounts.shippingPrice.gross, cart.discounts)}</dd>
                  </div>
                  {cart.amounts.discountPrice.gross > 0 && (
                    <div className={styles.discount} data-testid="mini-cart-discount">
                      <dt>{discountRowLabel(cart.discounts)}</dt>
                      <dd>−£{cart.amounts.discountPrice.grossText}</dd>
                    </div>
                  )}
                  <div className={styles.total}>
                    <dt>Total</dt>
                    <dd data-testid="mini-cart-total">£{cart.amounts.totalPrice.grossText}</dd>
                  </div>
                  <div className={styles.vat}>
                    <dt>Includes VAT of</dt>
                    <dd>£{cart.amounts.totalPrice.taxText}</dd>
                  </div>
                </dl>
              )}

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
            </>
          )}
        </motion.div>
      </MotionConfig>
    </dialog>
  );
}
