// The order's lines and boxes in the checkout summary. A server component: checkout passes it into
// the client form as `orderLines`, so this part of the page is HTML only and never hydrates.
import { BoxList } from "@/components/orders/BoxList";
import { LineList } from "@/components/orders/LineList";
import type { CartItem, CartValidity } from "@/lib/cart/types";
import styles from "./CheckoutForm.module.css";

export function OrderLines({ items, boxes }: { items: CartItem[]; boxes: CartValidity["boxes"] }) {
  return (
    <>
      {/* On a wide screen the summary stays in view: a long list of lines scrolls inside it. */}
      <div className={styles.summaryLines} role="region" aria-label="Items in your order" tabIndex={0}>
        <LineList items={items} label="Items" compact />
      </div>
      <BoxList boxes={boxes} label="Boxes in your order" />
    </>
  );
}
