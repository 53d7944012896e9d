import type { CartAmounts } from "@/lib/cart/types";
import { VAT_RATE } from "@/lib/constants";
import type { CartDiscount } from "@/lib/discounts/contract";
import { shippingMethodName } from "@/lib/orders/format";
import styles from "./AmountList.module.css";
import { poundsText } from "@/lib/cart/money";

const appliedCodes = (discounts: readonly CartDiscount[], freeDelivery: boolean) =>
  discounts.filter((discount) => discount.state === "applied" && discount.kind !== null && (discount.kind === "freeDelivery") === freeDelivery).map((discount) => discount.code);

/** "Discount (WELCOME10)": the discount line named after the codes that took money off the products. */
export function discountRowLabel(discounts: readonly CartDiscount[] = []): string {
  const codes = appliedCodes(discounts, false);
  return codes.length ? `Discount (${codes.join(", ")})` : "Discount";
}

/** The delivery charge as shown: "£5.99", "Free", or "Free (SHIPFREE)" when a free-delivery code made it so. */
export function deliveryText(shippingGross: number, discounts: readonly CartDiscount[] = []): string {
  if (shippingGross > 0) return poundsText(shippingGross);
  const codes = appliedCodes(discounts, true);
  return codes.length ? `Free (${codes.join(", ")})` : "Free";
}

interface AmountListProps {
  amounts: CartAmounts;
  /** The shipping method's id, to name the delivery line. */
  shippingMethod: string;
  /** The codes applied (an order's, or checkout's for the chosen delivery), to name the discount and free delivery. */
  discounts?: readonly CartDiscount[];
  /** Label of the total line ("Total" or "Total to pay"). */
  totalLabel?: string;
  /** Also show the total before VAT (order pages); checkout's summary keeps to the VAT line. */
  showNet?: boolean;
}

/** Products, delivery, discount, total and the VAT it includes: the server's figures as given. */
export function AmountList({ amounts, shippingMethod, discounts = [], totalLabel = "Total", showNet = true }: AmountListProps) {
  const { productsPrice, shippingPrice, discountPrice, totalPrice } = amounts;
  return (
    <dl className={styles.amounts} data-testid="amounts">
      <div>
        <dt>Products</dt>
        <dd>{poundsText(productsPrice.gross)}</dd>
      </div>
      <div>
        <dt>{shippingMethodName(shippingMethod)}</dt>
        <dd>{deliveryText(shippingPrice.gross, discounts)}</dd>
      </div>
      <div data-testid="amount-discount">
        <dt>{discountRowLabel(discounts)}</dt>
        <dd>{discountPrice.gross === 0 ? poundsText(0) : `−${poundsText(discountPrice.gross)}`}</dd>
      </div>
      <div className={styles.total}>
        <dt>{totalLabel}</dt>
        <dd data-testid="amount-total">{poundsText(totalPrice.gross)}</dd>
      </div>
      <div className={styles.vat}>
        <dt>Includes VAT ({Math.round(VAT_RATE * 100)}%) of</dt>
        <dd>{poundsText(totalPrice.tax)}</dd>
      </div>
      {showNet && (
        <div className={styles.vat}>
          <dt>Total before VAT</dt>
          <dd>{poundsText(totalPrice.net)}</dd>
        </div>
      )}
    </dl>
  );
}
