import Link from "next/link";
import { adminOrderPath, type AdminOrderSummary } from "@/lib/admin/contract";
import type { PaymentMethod } from "@/lib/checkout/contract";
import { ageShort, ageText, shortDate, shortTime } from "@/lib/admin/format";
import { StatusPill } from "./StatusPill";
import styles from "./OrderTable.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

interface OrderTableProps {
  orders: AdminOrderSummary[];
  /** The table's caption (visually hidden): what it lists. */
  caption: string;
  /** Drop the postcode and payment columns (the dashboard's short list). */
  compact?: boolean;
  /** Shown in place of the rows when there are none. */
  empty?: React.ReactNode;
  now?: Date;
}

/** The payment method in a table cell's few words. */
const PAYMENT_SHORT: Record<PaymentMethod, string> = { payOnDelivery: "On delivery", stripe: "Card" };

/** "Card · Paid", "On delivery · Unpaid", "Card · Part refunded". */
function paymentText(order: AdminOrderSummary): string {
  const state =
    order.refundedPence >= order.total.gross && order.refundedPence > 0
      ? "Refunded"
      : order.refundedPence > 0
        ? "Part refunded"
        : order.paid
          ? "Paid"
          : "Unpaid";
  return `${PAYMENT_SHORT[order.paymentMethod]} · ${state}`;
}

/** Orders as dense rows: the reference links to the order (and the whole row is its target). */
export function OrderTable({ orders, caption, compact = false, empty = "No orders.", now = new Date() }: OrderTableProps) {
  if (orders.length === 0) {
    return (
      <p className={styles.empty} data-testid="admin-orders-empty">
        {empty}
      </p>
    );
  }
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={`${styles.table} ${compact ? styles.compact : ""}`} data-testid="admin-order-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Customer</th>
            {!compact && <th scope="col">Postcode</th>}
            <th scope="col" className={styles.num}>
              Boxes
            </th>
            <th scope="col" className={styles.num}>
              Total
            </th>
            <th scope="col">
              Status{!compact && <span className="visually-hidden"> and payment</span>}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.reference} data-testid="admin-order-row" data-reference={order.reference}>
              <th scope="row" className={styles.reference}>
                <Link href={adminOrderPath(order.reference)} className={styles.rowLink}>
                  {order.reference}
                </Link>
              </th>
              <td>
                <time dateTime={order.createdAt} className={`${styles.stack} ${styles.placed}`} title={`${ageText(order.createdAt, now)} ago`}>
                  <span>{shortDate(order.createdAt)}</span>
                  <span className={styles.sub}>
                    {shortTime(order.createdAt)} · {ageShort(order.createdAt, now)} ago
                  </span>
                </time>
              </td>
              <td className={styles.customer}>
                <span className={styles.stack}>
                  <span className={styles.name}>{order.name || "—"}</span>
                  <span className={`${styles.sub} ${styles.email}`}>{order.email}</span>
                </span>
              </td>
              {!compact && <td className={styles.postcode}>{order.postcode}</td>}
              <td className={styles.num}>{order.boxCount}</td>
              <td className={styles.num}>
                <span className={styles.stack}>
                  <span className={styles.total}>{poundsTextGrouped(order.total.gross)}</span>
                  {order.refundedPence > 0 && <span className={styles.sub}>−{poundsTextGrouped(order.refundedPence)} refunded</span>}
                </span>
              </td>
              <td>
                <span className={styles.stack}>
                  <span>
                    <StatusPill status={order.status} short />
                  </span>
                  {!compact && <span className={`${styles.sub} ${styles.payment}`}>{paymentText(order)}</span>}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
