import Link from "next/link";
import {
  ADMIN_BATCH_SLIPS_PATH,
  ADMIN_ORDERS_PATH,
  ADMIN_PRODUCTS_PATH,
  ADMIN_TAB_LABELS,
  ADMIN_TABS,
  adminOrderPath,
  type AdminOrderQueue,
  type AdminTab,
} from "@/lib/admin/contract";
import type { AdminDashboardFigures } from "@/lib/admin/products";
import { AdminPageHeader } from "./AdminPageHeader";
import { OrderTable } from "./OrderTable";
import { Panel } from "./Panel";
import { StatusPill } from "./StatusPill";
import { ageText, shortDateTime } from "@/lib/admin/format";
import styles from "./Dashboard.module.css";
import buttons from "./Actions.module.css";
import { poundsTextGrouped } from "@/lib/cart/money";

const TODAY = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

export const tabHref = (tab: AdminTab) => (tab === "toPack" ? ADMIN_ORDERS_PATH : `${ADMIN_ORDERS_PATH}?tab=${tab}`);

/** The products table filtered to those at or under their low-stock threshold. */
export const LOW_STOCK_HREF = `${ADMIN_PRODUCTS_PATH}?stock=low`;

interface DashboardProps {
  dashboard: AdminDashboardFigures;
  /** The To pack tab's first page (oldest first) with every tab's count. */
  toPack: AdminOrderQueue;
  now?: Date;
}

/** /admin: today's numbers, the next orders to pack and the way into every tab of the queue. */
export function Dashboard({ dashboard, toPack, now = new Date() }: DashboardProps) {
  const oldest = dashboard.oldestNotDispatched;
  const { lowStock } = dashboard;
  const next = toPack.orders.slice(0, 8);
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        subtitle={`${TODAY.format(now)}, UK time`}
        actions={
          <>
            <Link href={ADMIN_ORDERS_PATH} className={buttons.primary}>
              Open To pack
            </Link>
          </>
        }
      />

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

      <div className={styles.grid}>
        <Panel
          id="next-to-pack"
          title="Next to pack"
          aside={
            toPack.total > 0 ? (
              <Link href={ADMIN_BATCH_SLIPS_PATH} className={styles.asideLink}>
                Print packing slips for every order to pack
              </Link>
            ) : undefined
          }
          flush
        >
          <OrderTable
            orders={next}
            caption="The oldest orders to pack"
            compact
            now={now}
            empty="Nothing to pack. Every placed and paid order is packed."
          />
          {toPack.total > next.length && (
            <p className={styles.more}>
              <Link href={ADMIN_ORDERS_PATH}>See all {toPack.total.toLocaleString("en-GB")} orders to pack</Link>
            </p>
          )}
        </Panel>

        <Panel id="queue-tabs" title="Order queue" flush>
          <nav aria-label="Order queue tabs">
            <ul className={styles.tabs}>
              {ADMIN_TABS.map((tab) => (
                <li key={tab}>
                  <Link href={tabHref(tab)} className={styles.tab}>
                    <span>{ADMIN_TAB_LABELS[tab]}</span>
                    <span className={styles.count}>{toPack.counts[tab].toLocaleString("en-GB")}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Panel>
      </div>
    </>
  );
}
