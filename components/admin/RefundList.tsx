import type { AdminOrderDetail, RefundStatus } from "@/lib/admin/contract";
import { shortDateTime } from "@/lib/admin/format";
import styles from "./RefundList.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

const STATUS: Record<RefundStatus, string> = { pending: "On its way", succeeded: "Refunded", failed: "Failed" };

/** Each refund of the order: amount, state, what it covered, stock, reason, who and when. */
export function RefundList({ order }: { order: Pick<AdminOrderDetail, "refunds" | "paymentMethod"> }) {
  if (order.refunds.length === 0) return null;
  return (
    <div className={styles.wrap}>
      <h3 className={styles.heading}>Refunds</h3>
      <ul className={styles.list} data-testid="admin-refunds">
        {order.refunds.map((refund) => {
          const covered = [
            ...refund.lines.map((line) => `${line.quantity} × ${line.productName}`),
            ...(refund.shipping.gross > 0 ? [`delivery ${poundsTextGrouped(refund.shipping.gross)}`] : []),
          ];
          return (
            <li key={refund.id} className={styles.refund}>
              <div className={styles.row}>
                <span className={styles.amount}>{poundsTextGrouped(refund.amount.gross)}</span>
                <span className={`${styles.status} ${styles[refund.status]}`}>{STATUS[refund.status]}</span>
              </div>
              <p className={styles.detail}>
                {covered.join(", ")}
                {refund.restocked ? " · back in stock" : ""}
                {order.paymentMethod === "payOnDelivery" ? " · paid back by hand" : ""}
              </p>
              {refund.reason && <p className={styles.detail}>Reason: {refund.reason}</p>}
              <p className={styles.meta}>
                {shortDateTime(refund.createdAt)} · {refund.createdBy.email ?? refund.createdBy.uid} · VAT {poundsTextGrouped(refund.amount.tax)}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
