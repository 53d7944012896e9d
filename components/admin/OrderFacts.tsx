import { addressLines, shippingMethodName } from "@/lib/orders/format";
import type { AdminOrderDetail } from "@/lib/admin/contract";
import type { PostalAddress } from "@/lib/cart/types";
import { PAYMENT_METHOD_LABELS } from "@/lib/checkout/contract";
import { Panel } from "./Panel";
import { PaymentPill } from "./StatusPill";
import { shortDateTime } from "@/lib/admin/format";
import styles from "./OrderFacts.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

function Address({ address }: { address: PostalAddress }) {
  return (
    <address className={styles.address}>
      {addressLines(address).map((line, index) => (
        <span key={index}>{line}</span>
      ))}
      {address.phone && <span className={styles.muted}>{address.phone}</span>}
    </address>
  );
}

const sameAddress = (a: PostalAddress, b: PostalAddress) =>
  addressLines(a).join("\n") === addressLines(b).join("\n") && (a.phone ?? "") === (b.phone ?? "");

/** Who ordered and where it goes: name, email, account or guest, both addresses. */
export function CustomerPanel({ order }: { order: AdminOrderDetail }) {
  const name = `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`.trim();
  return (
    <Panel id="customer" title="Customer">
      <dl className={styles.facts}>
        <div>
          <dt>Name</dt>
          <dd>{name || "—"}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${order.email}`} className={styles.email} data-testid="admin-order-email">
              {order.email}
            </a>
          </dd>
        </div>
        <div>
          <dt>Account</dt>
          <dd>{order.customer ? "Signed-in customer" : "Guest checkout"}</dd>
        </div>
      </dl>
      <div className={styles.addresses}>
        <div>
          <h3 className={styles.subheading}>Delivery address</h3>
          <Address address={order.deliveryAddress} />
        </div>
        <div>
          <h3 className={styles.subheading}>Billing address</h3>
          {sameAddress(order.deliveryAddress, order.billingAddress) ? (
            <p className={styles.muted}>Same as delivery</p>
          ) : (
            <Address address={order.billingAddress} />
          )}
        </div>
      </div>
    </Panel>
  );
}

/** Payment and delivery: method, state, refunded so far, and each fulfilment step with its time and tracking. */
export function FulfilmentPanel({ order }: { order: AdminOrderDetail }) {
  const f = order.fulfilment;
  const steps = [
    { label: "Packed", at: f.packedAt },
    { label: "Dispatched", at: f.dispatchedAt },
    { label: "Delivered", at: f.deliveredAt },
    { label: "Cancelled", at: f.cancelledAt },
  ].filter((step) => step.at);
  return (
    <Panel id="payment" title="Payment and delivery">
      <dl className={styles.facts}>
        <div>
          <dt>Payment</dt>
          <dd className={styles.inline}>
            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
            <PaymentPill paid={order.paid} refundedPence={f.refundedPence} totalPence={order.amounts.totalPrice.gross} />
          </dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>
            {order.paidAt
              ? shortDateTime(order.paidAt)
              : order.status === "cancelled" || order.status === "refunded"
                ? "Never: cancelled before payment"
                : order.paymentMethod === "payOnDelivery"
                  ? "On delivery"
                  : "Not yet"}
          </dd>
        </div>
        {f.refundedPence > 0 && (
          <div>
            <dt>Refunded</dt>
            <dd>
              {poundsTextGrouped(f.refundedPence)} of {poundsTextGrouped(order.amounts.totalPrice.gross)}
            </dd>
          </div>
        )}
        <div>
          <dt>Delivery</dt>
          <dd>{shippingMethodName(order.shippingMethod)}</dd>
        </div>
        {steps.map((step) => (
          <div key={step.label}>
            <dt>{step.label}</dt>
            <dd>{shortDateTime(step.at as string)}</dd>
          </div>
        ))}
        {f.carrier && (
          <div>
            <dt>Carrier</dt>
            <dd>{f.carrier}</dd>
          </div>
        )}
        {f.trackingNumber && (
          <div>
            <dt>Tracking</dt>
            <dd>
              {f.trackingUrl ? (
                <a href={f.trackingUrl} target="_blank" rel="noopener noreferrer" className={styles.tracking} data-testid="admin-tracking-link">
                  {f.trackingNumber}
                  <span className="visually-hidden"> (opens the carrier&rsquo;s page in a new tab)</span>
                </a>
              ) : (
                <span className={styles.tracking}>{f.trackingNumber}</span>
              )}
            </dd>
          </div>
        )}
      </dl>
    </Panel>
  );
}
