import { ORDER_STATUS_LABELS, type OrderStatus } from "@/lib/checkout/contract";
import styles from "./StatusPill.styles";

/** Short labels for dense tables (the queue shows the payment method in its own words). */
const SHORT: Partial<Record<OrderStatus, string>> = { placed: "Placed" };

/** An order's status as a tinted pill: waiting (amber), to do (blue), moving (cyan), done (green), closed (grey). */
export function StatusPill({ status, short = false }: { status: OrderStatus; short?: boolean }) {
  return (
    <span className={`${styles.pill} ${styles[status]}`} data-testid="admin-order-status" data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {(short && SHORT[status]) || ORDER_STATUS_LABELS[status]}
    </span>
  );
}

/** Paid, Unpaid or Partly refunded: a second pill beside the status. */
export function PaymentPill({ paid, refundedPence, totalPence }: { paid: boolean; refundedPence: number; totalPence: number }) {
  if (refundedPence > 0 && refundedPence < totalPence) return <span className={`${styles.pill} ${styles.partial}`}>Partly refunded</span>;
  if (refundedPence > 0) return <span className={`${styles.pill} ${styles.cancelled}`}>Refunded</span>;
  return <span className={`${styles.pill} ${paid ? styles.paidPill : styles.unpaid}`}>{paid ? "Paid" : "Unpaid"}</span>;
}
