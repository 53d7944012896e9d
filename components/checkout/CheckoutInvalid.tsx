import Link from "next/link";
import { LineList } from "@/components/orders/LineList";
import { boxProgress } from "@/lib/cart/progress";
import type { CartItem, CartValidity } from "@/lib/cart/types";
import { BOX_SHOP_LINKS, boxNeedText } from "@/lib/checkout/box-help";
import { EditBasketButton } from "./EditBasketButton";
import styles from "./CheckoutStates.module.css";

interface CheckoutInvalidProps {
  items: CartItem[];
  cartValidity: CartValidity;
}

/**
 * Checkout refused: a box is not full. For every box that needs more, what it needs and where in
 * the shop to find it; then the basket's lines. No form: an order needs every box full.
 */
export function CheckoutInvalid({ items, cartValidity }: CheckoutInvalidProps) {
  const boxes = boxProgress(cartValidity);
  const open = boxes.filter((box) => !box.full);
  return (
    <div className={styles.invalid} data-testid="checkout-invalid">
      <section className={styles.needs} aria-labelledby="checkout-needs-title">
        <h2 id="checkout-needs-title" className={styles.title}>
          {open.length === 1 ? "One box isn't full yet" : "Some boxes aren't full yet"}
        </h2>
        <p className={styles.text}>We only send full boxes, so nothing rattles on the way. Top up these boxes and you can check out.</p>
        <ul className={styles.boxes}>
          {boxes.map((box) => (
            <li key={box.type} className={`${styles.box} ${box.full ? styles.boxFull : ""}`} data-testid={`box-need-${box.type}`}>
              <div className={styles.boxHead}>
                <strong>{box.displayName}</strong>
                <span className={box.full ? styles.full : styles.remaining}>{box.full ? box.text : boxNeedText(box)}</span>
              </div>
              <progress max={box.currentBoxSize} value={box.inCurrentBox} aria-label={`${box.displayName}: ${box.inCurrentBox} of ${box.currentBoxSize}`} />
              {!box.full && (
                <nav aria-label={`Shop for your ${box.displayName}`} className={styles.boxLinks}>
                  <span className={styles.shopFor}>Shop</span>
                  <ul>
                    {BOX_SHOP_LINKS[box.type].map((link) => (
                      <li key={link.href}>
                        <Link href={link.href} className="btn btn-outline btn-small">
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <EditBasketButton className="btn btn-cyan" />
        </div>
      </section>

      <section className={styles.basket} aria-labelledby="checkout-basket-title">
        <h2 id="checkout-basket-title" className={styles.subtitle}>
          In your basket
        </h2>
        <LineList items={items} label="Items in your basket" />
      </section>
    </div>
  );
}
