"use client";
// Checkout's order summary beside the form: the lines (server-rendered), the discount code field,
// the amounts for the chosen delivery option, how payment works, a refusal's message and Place order.
import Link from "next/link";
import type { ReactNode, RefObject } from "react";
import { DiscountCodeField } from "@/components/cart/DiscountCodeField";
import { AmountList } from "@/components/orders/AmountList";
import type { CartDiscount } from "@/lib/discounts/contract";
import type { ReadyCheckout } from "./CheckoutForm";
import { CHECKOUT_SIGN_IN_HREF, type ErrorFollowUp } from "@/lib/checkout/messages";
import styles from "./CheckoutForm.module.css";
import { RETURN_WINDOW_DAYS } from "@/lib/constants";
import { LEGAL_LINKS } from "@/lib/navigation";

export interface Problem {
  message: string;
  followUp: ErrorFollowUp;
}

interface CheckoutSummaryProps {
  productCount: number;
  units: number;
  orderLines: ReactNode;
  quote: ReadyCheckout["quotes"][string];
  shippingMethod: string;
  /** The basket's codes as judged for the chosen delivery option (free delivery is standard only). */
  discounts: readonly CartDiscount[];
  paymentMethod: ReadyCheckout["paymentMethod"];
  problem: Problem | null;
  alertRef: RefObject<HTMLDivElement | null>;
  canSubmit: boolean;
  submitting: boolean;
}

export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { productCount, units, orderLines, quote, shippingMethod, discounts, paymentMethod, problem, alertRef, canSubmit, submitting } = props;
  const paymentStatement =
    paymentMethod === "payOnDelivery"
      ? "You pay on delivery: no card needed now."
      : "You'll pay securely by card with Stripe: we take you to Stripe's payment page next.";
  return (
  <aside className={styles.summary} aria-labelledby="summary-title">
    <div>
      <h2 id="summary-title" className={styles.summaryTitle}>
        Your order
      </h2>
      <p className={styles.summaryCount}>
        {productCount} {productCount === 1 ? "product" : "products"} · {units} bottles and cans
      </p>
    </div>
    {orderLines}
    <DiscountCodeField discounts={discounts} />
    <AmountList amounts={quote} shippingMethod={shippingMethod} discounts={discounts} totalLabel="Total to pay" showNet={false} />

    <p className={styles.payment} data-testid="payment-statement">
      {paymentStatement}
    </p>

    <div ref={alertRef} tabIndex={-1} className={styles.alertSlot}>
      {problem && (
        <div role="alert" className={styles.alert} data-testid="checkout-alert">
          <p>{problem.message}</p>
          {problem.followUp === "signIn" && (
            <p>
              <Link href={CHECKOUT_SIGN_IN_HREF}>Sign in again</Link>
            </p>
          )}
        </div>
      )}
    </div>

    <button type="submit" className={`btn btn-pink ${styles.placeOrder}`} disabled={!canSubmit}>
      {submitting ? "Placing your order…" : "Place order"}
    </button>
    <p className={styles.small}>
      By placing your order you confirm you&rsquo;re buying alcohol-free drinks for delivery in the UK, and agree to our{" "}
      <Link href={LEGAL_LINKS.terms.href} prefetch={false}>
        {LEGAL_LINKS.terms.label}
      </Link>
      . You can cancel until we pack your order and return unopened drinks within {RETURN_WINDOW_DAYS} days of delivery:{" "}
      <Link href={LEGAL_LINKS.returns.href} prefetch={false}>
        {LEGAL_LINKS.returns.label}
      </Link>
      . Prices include VAT.
    </p>
  </aside>
  );
}
