import Link from "next/link";
import { adminOrderPath } from "@/lib/admin/contract";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/checkout/contract";
import type { CustomerOrderSummary } from "@/lib/privacy/customers";
import { StatusPill } from "../StatusPill";
import { shortDate } from "@/lib/admin/format";
import styles from "./Customers.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

const isStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);

/** A customer's orders, newest first, each linking to its order page. */
export function CustomerOrders({ orders, label }: { orders: CustomerOrderSummary[]; label: string }) {
  if (!orders.length) return <p className={styles.empty}>No orders.</p>;
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table} data-testid="customer-orders">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Placed</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.num}>Total</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.reference}>
              <td className={styles.strong}>
                <Link href={adminOrderPath(order.reference)}>{order.reference}</Link>
              </td>
              <td>{shortDate(order.placedAt)}</td>
              <td>{isStatus(order.status) ? <StatusPill status={order.status} short /> : order.status}</td>
              <td className={styles.num}>{poundsTextGrouped(order.totalPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
