import { BoxList } from "@/components/orders/BoxList";
import { linePack, lineUnits } from "@/lib/orders/format";
import type { AdminOrderDetail } from "@/lib/admin/contract";
import styles from "./OrderLines.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

/** Packs refunded so far per line (refunds that did not fail). */
export function refundedPacks(order: Pick<AdminOrderDetail, "refunds">): Map<string, number> {
  const packs = new Map<string, number>();
  for (const refund of order.refunds) {
    if (refund.status === "failed") continue;
    for (const line of refund.lines) packs.set(line.lineId, (packs.get(line.lineId) ?? 0) + line.quantity);
  }
  return packs;
}

/** The order's lines as a dense table (product and pack, quantity, units, prices, refunded), then its boxes. */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const refunded = refundedPacks(order);
  const anyRefunded = refunded.size > 0;
  const units = order.items.reduce((total, item) => total + lineUnits(item), 0);
  return (
    <>
      <div className={styles.scroller} role="region" aria-label={`Lines of order ${order.reference}`} tabIndex={0}>
        <table className={styles.table} data-testid="admin-order-lines">
          <caption className="visually-hidden">Lines of order {order.reference}</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className={styles.num}>
                Qty
              </th>
              <th scope="col" className={styles.num}>
                Units
              </th>
              <th scope="col" className={styles.num}>
                Each
              </th>
              <th scope="col" className={styles.num}>
                Line total
              </th>
              {anyRefunded && (
                <th scope="col" className={styles.num}>
                  Refunded
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} data-testid="admin-order-line">
                <th scope="row" className={styles.product}>
                  <span className={styles.name}>{item.productName}</span>
                  <span className={styles.sub}>
                    {linePack(item)} · SKU {item.metadata.productSKU}
                  </span>
                </th>
                <td className={styles.num}>{item.quantity}</td>
                <td className={styles.num}>{lineUnits(item)}</td>
                <td className={styles.num}>{poundsTextGrouped(item.itemPrice.gross)}</td>
                <td className={`${styles.num} ${styles.strong}`}>{poundsTextGrouped(item.linePrice.gross)}</td>
                {anyRefunded && <td className={styles.num}>{refunded.get(item.id) ? `${refunded.get(item.id)} of ${item.quantity}` : "—"}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                {order.items.length} line{order.items.length === 1 ? "" : "s"}
              </th>
              <td className={styles.num}>{order.items.reduce((total, item) => total + item.quantity, 0)}</td>
              <td className={styles.num}>{units}</td>
              <td />
              <td className={`${styles.num} ${styles.strong}`}>{poundsTextGrouped(order.amounts.productsPrice.gross)}</td>
              {anyRefunded && <td />}
            </tr>
          </tfoot>
        </table>
      </div>
      <div className={styles.boxes}>
        <span className={styles.boxesLabel}>Packed in</span>
        <BoxList boxes={order.boxes} label={`Boxes of order ${order.reference}`} />
      </div>
    </>
  );
}
