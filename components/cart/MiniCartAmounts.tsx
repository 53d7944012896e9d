// The mini cart's amounts: products, delivery, any discount, the total and the VAT it includes.
import { deliveryText, discountRowLabel } from "@/components/orders/AmountList";
import type { Cart } from "@/lib/cart/types";
import styles from "./MiniCart.module.css";

export function MiniCartAmounts({ cart }: { cart: Cart }) {
  return (
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
  );
}
