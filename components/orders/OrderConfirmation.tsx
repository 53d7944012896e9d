// The page after an order (and the guest's link to it later): thanks, the order reference, where the
// confirmation went, how payment and delivery stand, then the order in full with its progress line.
// Server-rendered.
import Link from "next/link";
import type { OrderView } from "@/lib/checkout/contract";
import { ButtonRow } from "@/components/page/ButtonRow";
import { canonicalHref } from "@/lib/navigation";
import { poundsText } from "@/lib/cart/money";
import { cancelFactsOf } from "@/lib/orders/customer-cancel";
import { CancelOrder } from "./CancelOrder";
import { DamageReport } from "./DamageReport";
import { showsDamage, type DamageOffer } from "@/lib/damage/contract";
import { ReturnItems } from "./ReturnItems";
import { showsReturns, type ReturnOffer } from "@/lib/returns/contract";
import { OrderDetail } from "./OrderDetail";
import { accountOrderHref } from "./OrderList";
import styles from "./OrderConfirmation.module.css";

/** How payment (and the order) stands, in one sentence for the top of the page. */
export function paymentLine(order: Pick<OrderView, "status" | "paymentMethod" | "paidAt" | "fulfilment">): string {
  const payOnDelivery = order.paymentMethod === "payOnDelivery";
  const refunded = order.fulfilment.refundedPence;
  const carrier = order.fulfilment.carrier;
  switch (order.status) {
    case "placed":
      return payOnDelivery ? "You pay on delivery: no card is needed, and nothing has been charged." : "Your order is placed.";
    case "awaitingPayment":
      return "We're waiting for Stripe to confirm your card payment. This page updates by itself; we pack your boxes once it's through.";
    case "paid":
      return "Your card payment has gone through. We're packing your boxes.";
    case "packed":
      return payOnDelivery && !order.paidAt
        ? "Your boxes are packed and ready to send. You pay on delivery: nothing has been charged yet."
        : "Your boxes are packed and ready to send.";
    case "dispatched":
      return `Your boxes are on their way${carrier ? ` with ${carrier}` : ""}.${payOnDelivery && !order.paidAt ? " You pay when they arrive." : ""}`;
    case "delivered":
      return payOnDelivery && order.paidAt ? "Your boxes have been delivered and paid for. Enjoy!" : "Your boxes have been delivered. Enjoy!";
    case "cancelled":
      if (refunded > 0) return `This order was cancelled and ${poundsText(refunded)} has been refunded${payOnDelivery ? "" : " to your card"}.`;
      if (order.paidAt) return "This order was cancelled. Your payment will be refunded in full.";
      if (payOnDelivery) return "This order was cancelled and nothing has been charged.";
      return "This order was cancelled and nothing has been charged. Your basket is still there if you'd like to try again.";
    case "refunded":
      return `This order has been refunded in full: ${poundsText(refunded)}${payOnDelivery ? "" : " to your card"}.`;
  }
}

interface Hero {
  /** Muted: the order ended without being delivered. */
  ended: boolean;
  mark: string;
  eyebrow: string;
  title: string;
}

function heroOf(order: OrderView): Hero {
  if (order.status === "cancelled") {
    // A card order whose payment never went through was not completed; anything else was cancelled.
    const neverPaid = order.paymentMethod === "stripe" && !order.paidAt;
    return { ended: true, mark: "!", eyebrow: "Order cancelled", title: neverPaid ? "Your order was not completed" : "Your order has been cancelled" };
  }
  if (order.status === "refunded") return { ended: true, mark: "↺", eyebrow: "Order refunded", title: "Your order has been refunded" };
  const eyebrow =
    order.status === "packed" ? "Order packed" : order.status === "dispatched" ? "On its way" : order.status === "delivered" ? "Delivered" : "Order confirmed";
  return { ended: false, mark: "✓", eyebrow, title: "Thank you for your order" };
}

/** `accessKey`: the secret of the order's link, when the page was opened with it (the cancel sends it for a guest). */
export function OrderConfirmation({
  order,
  signedIn,
  accessKey = null,
  returns = null,
  damage = null,
}: {
  order: OrderView;
  signedIn: boolean;
  accessKey?: string | null;
  /** What the order offers to return (returnOfferForOrder), shown once it is on its way. */
  returns?: ReturnOffer | null;
  /** What the order offers to report as damaged or missing, and the reports so far (damageOfferForOrder). */
  damage?: DamageOffer | null;
}) {
  const hero = heroOf(order);
  return (
    <div className={styles.page}>
      <header className={`${styles.hero} ${hero.ended ? styles.cancelled : ""}`}>
        <span className={styles.tick} aria-hidden="true">
          {hero.mark}
        </span>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.title}>{hero.title}</h1>
          <p className={styles.reference}>
            Your order reference is <strong data-testid="confirmation-reference">{order.reference}</strong>.
          </p>
          <p className={styles.line}>
            {hero.ended ? "We've kept a record of it under " : "We've sent a confirmation to "}
            <strong data-testid="confirmation-email">{order.email}</strong>.
          </p>
          <p className={styles.payment} data-testid="confirmation-payment">
            {paymentLine(order)}
          </p>
        </div>
      </header>

      <OrderDetail order={order} />

      <CancelOrder order={cancelFactsOf(order)} accessToken={accessKey} />
      {showsReturns(order.status, returns) && <ReturnItems offer={returns} accessToken={accessKey} />}
      {showsDamage(damage) && <DamageReport offer={damage} accessToken={accessKey} />}

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
