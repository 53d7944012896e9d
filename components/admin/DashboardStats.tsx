import Link from "next/link";
import { ADMIN_ORDERS_PATH, ADMIN_PRODUCTS_PATH, adminOrderPath } from "@/lib/admin/contract";
import type { AdminDashboardFigures } from "@/lib/admin/products";
import { ageText, shortDateTime } from "@/lib/admin/format";
import { poundsTextGrouped } from "@/lib/cart/money";
import { StatusPill } from "./StatusPill";
import styles from "./Dashboard.styles";

/** The products table filtered to those at or under their low-stock threshold. */
export const LOW_STOCK_HREF = `${ADMIN_PRODUCTS_PATH}?stock=low`;

/** The dashboard's row of today's numbers; the oldest order and low stock call for attention when there are any. */
export function DashboardStats({ dashboard, now }: { dashboard: AdminDashboardFigures; now: Date }) {
  const oldest = dashboard.oldestNotDispatched;
  const { lowStock } = dashboard;
  return (
    <ul className={styles.stats} aria-label="Today's numbers">
      <li className={styles.stat} data-testid="stat-to-pack">
        <span className={styles.label}>Orders to pack</span>
        <span className={styles.value}>{dashboard.toPack.toLocaleString("en-GB")}</span>
        <Link href={ADMIN_ORDERS_PATH} className={styles.statLink}>
          See To pack
        </Link>
      </li>
      <li className={styles.stat} data-testid="stat-placed-today">
        <span className={styles.label}>Placed today</span>
        <span className={styles.value}>{dashboard.placedToday.toLocaleString("en-GB")}</span>
        <span className={styles.note}>since midnight</span>
      </li>
      <li className={styles.stat} data-testid="stat-value-today">
        <span className={styles.label}>Value placed today</span>
        <span className={styles.value}>{poundsTextGrouped(dashboard.placedTodayValue.gross)}</span>
        <span className={styles.note}>incl. VAT {poundsTextGrouped(dashboard.placedTodayValue.tax)}</span>
      </li>
      <li className={`${styles.stat} ${oldest ? styles.attention : ""}`} data-testid="stat-oldest">
        <span className={styles.label}>Oldest not dispatched</span>
        {oldest ? (
          <>
            <span className={styles.value}>
              <Link href={adminOrderPath(oldest.reference)} className={styles.valueLink}>
                {oldest.reference}
              </Link>
            </span>
            <span className={styles.note}>
              <StatusPill status={oldest.status} short /> placed {ageText(oldest.createdAt, now)} ago ({shortDateTime(oldest.createdAt)})
            </span>
          </>
        ) : (
          <>
            <span className={styles.value}>None</span>
            <span className={styles.note}>every order has left</span>
          </>
        )}
      </li>
      <li className={`${styles.stat} ${lowStock.atOrUnder > 0 ? styles.attention : ""}`} data-testid="stat-low-stock">
        <span className={styles.label}>Low on stock</span>
        <span className={styles.value}>{lowStock.atOrUnder.toLocaleString("en-GB")}</span>
        <span className={styles.note}>
          {lowStock.atOrUnder === 0 ? "every product is above its threshold" : `products at or under their threshold, ${lowStock.out.toLocaleString("en-GB")} out of stock`}
        </span>
        <Link href={LOW_STOCK_HREF} className={styles.statLink}>
          See low stock
        </Link>
      </li>
    </ul>
  );
}
