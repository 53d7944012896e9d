import type { CartAmounts } from "@/lib/cart/types";
import { VAT_RATE } from "@/lib/constants";
import { money, shippingMethodName } from "./format";
import styles from "./AmountList.module.css";

interface AmountListProps {
  amounts: CartAmounts;
  /** The shipping method's id, to name the delivery line. */
  shippingMethod: string;
  /** Label of the total line ("Total" or "Total to pay"). */
  totalLabel?: string;
  /** Also show the total before VAT (order pages); checkout's summary keeps to the VAT line. */
  showNet?: boolean;
}

/** Products, delivery, discount, total and the VAT it includes: the server's figures as given. */
export function AmountList({ amounts, shippingMethod, totalLabel = "Total", showNet = true }: AmountListProps) {
  const { productsPrice, shippingPrice, discountPrice, totalPrice } = amounts;
  return (
    <dl className={styles.amounts} data-testid="amounts">
      <div>
        <dt>Products</dt>
        <dd>{money(productsPrice.gross)}</dd>
      </div>
      <div>
        <dt>{shippingMethodName(shippingMethod)}</dt>
        <dd>{shippingPrice.gross === 0 ? "Free" : money(shippingPrice.gross)}</dd>
      </div>
      <div>
        <dt>Discount</dt>
        <dd>{discountPrice.gross === 0 ? money(0) : `−${money(discountPrice.gross)}`}</dd>
      </div>
      <div className={styles.total}>
        <dt>{totalLabel}</dt>
        <dd data-testid="amount-total">{money(totalPrice.gross)}</dd>
      </div>
      <div className={styles.vat}>
        <dt>Includes VAT ({Math.round(VAT_RATE * 100)}%) of</dt>
        <dd>{money(totalPrice.tax)}</dd>
      </div>
      {showNet && (
        <div className={styles.vat}>
          <dt>Total before VAT</dt>
          <dd>{money(totalPrice.net)}</dd>
        </div>
      )}
    </dl>
  );
}
