// The page after an order: thanks, the order reference, where the confirmation went, how payment
// stands, then the order in full. Server-rendered.
import Link from "next/link";
import type { OrderView } from "@/lib/checkout/contract";
import { ButtonRow } from "@/components/page/ButtonRow";
import { canonicalHref } from "@/lib/navigation";
import { OrderDetail } from "./OrderDetail";
import { accountOrderHref } from "./OrderList";
import styles from "./OrderConfirmation.module.css";

function paymentLine(order: OrderView): string {
  switch (order.status) {
    case "placed":
      return order.paymentMethod === "payOnDelivery"
        ? "You pay on delivery: no card is needed, and nothing has been charged."
        : "Your order is placed.";
    case "awaitingPayment":
      return "We're waiting for Stripe to confirm your card payment. This page updates by itself; we pack your boxes once it's through.";
    case "paid":
      return "Your card payment has gone through. We're packing your boxes.";
    case "cancelled":
      return "This order was cancelled and nothing has been charged. Your basket is still there if you'd like to try again.";
  }
}

export function OrderConfirmation({ order, signedIn }: { order: OrderView; signedIn: boolean }) {
  const cancelled = order.status === "cancelled";
  return (
    <div className={styles.page}>
      <header className={`${styles.hero} ${cancelled ? styles.cancelled : ""}`}>
        <span className={styles.tick} aria-hidden="true">
          {cancelled ? "!" : "✓"}
        </span>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{cancelled ? "Order cancelled" : "Order confirmed"}</p>
          <h1 className={styles.title}>{cancelled ? "Your order was not completed" : "Thank you for your order"}</h1>
          <p className={styles.reference}>
            Your order reference is <strong data-testid="confirmation-reference">{order.reference}</strong>.
          </p>
          <p className={styles.line}>
            {cancelled ? "We've kept a record of it under " : "We've sent a confirmation to "}
            <strong data-testid="confirmation-email">{order.email}</strong>.
          </p>
          <p className={styles.payment} data-testid="confirmation-payment">
            {paymentLine(order)}
          </p>
        </div>
      </header>

      <OrderDetail order={order} />

      <ButtonRow>
        <Link href={canonicalHref("/shop")} className="btn btn-cyan">
          Continue shopping
        </Link>
        {signedIn && (
          <Link href={accountOrderHref(order)} className="btn btn-outline">
            View in your orders
          </Link>
        )}
      </ButtonRow>
    </div>
  );
}
