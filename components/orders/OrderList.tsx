// A customer's orders, newest first as given: reference (a link to the order), date, status,
// items and total. Used by the account's orders page and its overview.
import Link from "next/link";
import { ACCOUNT_ORDERS_PATH, type OrderView } from "@/lib/checkout/contract";
import { lineUnits, orderDate } from "@/lib/orders/format";
import { StatusBadge } from "./StatusBadge";
import styles from "./OrderList.module.css";
import { poundsText } from "@/lib/cart/money";

/** The account page of one order: /account/shop/orders/AFC-100001. */
export const accountOrderHref = (order: Pick<OrderView, "reference">) => `${ACCOUNT_ORDERS_PATH}/${encodeURIComponent(order.reference)}`;

export function OrderList({ orders, label = "Your orders" }: { orders: OrderView[]; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label} data-testid="order-list">
      {orders.map((order) => {
        const units = order.items.reduce((sum, item) => sum + lineUnits(item), 0);
        return (
          <li key={order.id} className={styles.row} data-testid="order-row">
            <div className={styles.main}>
              <Link href={accountOrderHref(order)} className={styles.reference}>
                <span className="visually-hidden">Order </span>
                {order.reference}
              </Link>
              <span className={styles.meta}>
                <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time> · {units} {units === 1 ? "bottle or can" : "bottles and cans"}
              </span>
            </div>
            <span className={styles.status}>
              <StatusBadge status={order.status} />
            </span>
            <span className={styles.total}>
              <span className="visually-hidden">Total </span>
              {poundsText(order.amounts.totalPrice.gross)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
