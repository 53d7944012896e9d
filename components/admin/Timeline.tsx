import type { AdminOrderDetail, TimelineEvent, TimelineEventType } from "@/lib/admin/contract";
import { fullDateTime, whenText } from "@/lib/admin/format";
import { CUSTOMER_CANCEL_EVENT } from "@/lib/orders/customer-cancel";
import styles from "./Timeline.styles";

const TYPE_LABELS: Record<TimelineEventType, string> = {
  placed: "Placed",
  paid: "Paid",
  packed: "Packed",
  dispatched: "Dispatched",
  delivered: "Delivered",
  cancelled: "Cancelled",
  refundRequested: "Refund requested",
  refunded: "Refunded",
  refundFailed: "Refund failed",
  emailSent: "Email sent",
  note: "Note",
  returnRequested: "Return requested",
  returnReceived: "Return received",
  returnRefused: "Return refused",
  damageReported: "Damage reported",
  damageReplaced: "Replacement sent",
  damageRefused: "Damage report refused",
  replacementPlaced: "Replacement order",
};

/** Who did it: the member of staff, else the customer (placing or cancelling the order) or the site and Stripe. */
function actorText(event: TimelineEvent, order: Pick<AdminOrderDetail, "paymentMethod">): string {
  if (event.actor) return event.actor.email ?? `Staff member ${event.actor.uid}`;
  if (event.type === "placed" || event.type === "returnRequested" || event.type === "damageReported" || (event.type === "cancelled" && event.summary.startsWith(CUSTOMER_CANCEL_EVENT))) return "Customer";
  if (order.paymentMethod === "stripe" && (event.type === "paid" || event.type === "refunded" || event.type === "refundFailed")) return "Stripe";
  return "Automatic";
}

/** Every event of the order, newest first, with who and when (UK time). Notes stand out: customers never see them. */
export function Timeline({ order, now = new Date() }: { order: Pick<AdminOrderDetail, "timeline" | "paymentMethod">; now?: Date }) {
  const events = [...order.timeline].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  if (events.length === 0) return <p className={styles.empty}>Nothing has happened to this order yet.</p>;
  return (
    <ol className={styles.timeline} data-testid="admin-timeline">
      {events.map((event) => (
        <li key={event.id} className={`${styles.event} ${styles[event.type] ?? ""}`} data-testid="timeline-event" data-type={event.type}>
          <span className={styles.marker} aria-hidden="true" />
          <div className={styles.body}>
            <p className={styles.head}>
              <span className={styles.type}>{TYPE_LABELS[event.type]}</span>
              <span className={styles.meta}>
                <time dateTime={event.at} title={fullDateTime(event.at)}>
                  {whenText(event.at, now)}
                </time>
                <span aria-hidden="true"> · </span>
                <span className="visually-hidden">, by </span>
                <span className={styles.actor}>{actorText(event, order)}</span>
              </span>
            </p>
            {event.type === "note" ? (
              <p className={styles.noteText}>{event.summary}</p>
            ) : event.summary.trim().toLowerCase() !== TYPE_LABELS[event.type].toLowerCase() ? (
              <p className={styles.summary}>{event.summary}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
