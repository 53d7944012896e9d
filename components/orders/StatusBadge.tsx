import { ORDER_STATUS_LABELS, type OrderStatus } from "@/lib/checkout/contract";
import styles from "./StatusBadge.module.css";

/** An order's status in words, tinted by how it stands (placed or paid, waiting, packed, on its way, delivered, cancelled, refunded). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid="order-status">
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
