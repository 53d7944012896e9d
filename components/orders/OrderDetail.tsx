// One order in full, for the confirmation page and the account's order page: its facts (reference,
// date, status, payment, delivery), its progress line (with tracking once dispatched), lines with
// pack and quantity, boxes, amounts with VAT, and the addresses. A server component (no hooks), so
// both pages render it on the server. Only customer-facing facts: never staff, notes or timeline.
import { PAYMENT_METHOD_LABELS, type OrderView } from "@/lib/checkout/contract";
import type { PostalAddress } from "@/lib/cart/types";
import { poundsText } from "@/lib/cart/money";
import { AmountList } from "./AmountList";
import { BoxList } from "./BoxList";
import { LineList } from "./LineList";
import { OrderProgressLine } from "./OrderProgress";
import { addressLines, orderDateTime, shippingMethodName } from "@/lib/orders/format";
import { StatusBadge } from "./StatusBadge";
import styles from "./OrderDetail.module.css";

interface OrderDetailProps {
  order: OrderView;
  /** Level of the section headings, one below the page's own heading. */
  headingLevel?: 2 | 3;
}

function Address({ address }: { address: PostalAddress }) {
  const lines = addressLines(address);
  return (
    <address className={styles.address}>
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      {address.phone && <span className={styles.phone}>{address.phone}</span>}
    </address>
  );
}

/** What the customer pays, and when, in plain words (and what has been paid back). */
export function paymentNote(order: Pick<OrderView, "status" | "paymentMethod" | "paidAt" | "fulfilment">): string {
  const refunded = order.fulfilment.refundedPence;
  const payOnDelivery = order.paymentMethod === "payOnDelivery";
  const toCard = payOnDelivery ? "" : " to your card";
  switch (order.status) {
    case "placed":
      return payOnDelivery ? "You pay on delivery: nothing has been charged." : "Your order is placed.";
    case "awaitingPayment":
      return "We're waiting for your card payment to go through. Nothing is sent until it does.";
    case "paid":
    case "packed":
    case "dispatched":
    case "delivered": {
      if (payOnDelivery && !order.paidAt) return "You pay on delivery: nothing has been charged yet.";
      const paid = payOnDelivery ? "Paid on delivery." : "Paid in full.";
      return refunded > 0 ? `${paid} ${poundsText(refunded)} of it has been refunded${toCard}.` : `${paid} Thank you!`;
    }
    case "cancelled":
      if (refunded > 0) return `This order was cancelled and ${poundsText(refunded)} has been refunded${toCard}.`;
      if (order.paidAt) return "This order was cancelled. Your payment will be refunded in full.";
      return "This order was cancelled. Nothing has been charged.";
    case "refunded":
      return `This order has been refunded in full: ${poundsText(refunded)}${toCard}.`;
  }
}

function sameAddress(a: PostalAddress, b: PostalAddress): boolean {
  return addressLines(a).join("\n") === addressLines(b).join("\n") && (a.phone ?? "") === (b.phone ?? "");
}

export function OrderDetail({ order, headingLevel = 2 }: OrderDetailProps) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const id = `order-${order.number}`;
  return (
    <article className={styles.order} aria-label={`Order ${order.reference}`} data-testid="order-detail">
      <dl className={styles.facts}>
        <div>
          <dt>Order</dt>
          <dd data-testid="order-reference">{order.reference}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{orderDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            {order.paidAt && <span className={styles.sub}>Paid {orderDateTime(order.paidAt)}</span>}
            {order.fulfilment.refundedPence > 0 && <span className={styles.sub}>{poundsText(order.fulfilment.refundedPence)} refunded</span>}
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{shippingMethodName(order.shippingMethod)}</dd>
        </div>
      </dl>

      <OrderProgressLine order={order} headingLevel={headingLevel} idPrefix={id} />

      <div className={styles.body}>
        <section className={styles.items} aria-labelledby={`${id}-items`}>
          <H id={`${id}-items`} className={styles.heading}>
            What you ordered
          </H>
          <LineList items={order.items} label={`Items in order ${order.reference}`} />
          <BoxList boxes={order.boxes} label={`Boxes in order ${order.reference}`} />
        </section>

        <section className={styles.card} aria-labelledby={`${id}-amounts`}>
          <H id={`${id}-amounts`} className={styles.heading}>
            Amounts
          </H>
          <AmountList amounts={order.amounts} shippingMethod={order.shippingMethod} discounts={order.discounts} />
          <p className={styles.note} data-testid="payment-note">
            {paymentNote(order)}
          </p>
        </section>
      </div>

      <section className={styles.addresses} aria-labelledby={`${id}-addresses`}>
        <H id={`${id}-addresses`} className={styles.heading}>
          Addresses
        </H>
        <div className={styles.addressGrid}>
          <div>
            <p className={styles.addressTitle}>Delivery address</p>
            <Address address={order.deliveryAddress} />
          </div>
          <div>
            <p className={styles.addressTitle}>Billing address</p>
            {sameAddress(order.deliveryAddress, order.billingAddress) ? (
              <p className={styles.address}>Same as the delivery address</p>
            ) : (
              <Address address={order.billingAddress} />
            )}
          </div>
          <div>
            <p className={styles.addressTitle}>Email</p>
            <p className={styles.address}>{order.email}</p>
          </div>
        </div>
      </section>
    </article>
  );
}
