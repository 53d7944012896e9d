import Link from "next/link";
import { ADMIN_ORDERS_PATH, ADMIN_TAB_LABELS, ADMIN_TABS, type AdminTab, type QueueQuery } from "@/lib/admin/contract";
import { queryString } from "@/lib/admin/format";
import styles from "./QueueTabs.styles";

/** The queue's URL for a tab with the same search and filters (back to page 1). */
export function queueHref(query: Omit<QueueQuery, "tab" | "page">, tab: AdminTab, page = 1): string {
  return `${ADMIN_ORDERS_PATH}${queryString({ tab: tab === "toPack" ? undefined : tab, q: query.q, from: query.from, to: query.to, payment: query.payment, page })}`;
}

/** One link per tab with its count for the current search; the open tab has aria-current="page". */
export function QueueTabs({ query, counts }: { query: QueueQuery; counts: Record<AdminTab, number> }) {
  return (
    <nav aria-label="Order status" className={styles.nav}>
      <ul className={styles.tabs}>
        {ADMIN_TABS.map((tab) => {
          const current = tab === query.tab;
          return (
            <li key={tab}>
              <Link
                href={queueHref(query, tab)}
                className={styles.tab}
                aria-current={current ? "page" : undefined}
                data-testid={`queue-tab-${tab}`}
              >
                {ADMIN_TAB_LABELS[tab]}
                <span className={styles.count}>
                  <span className="visually-hidden">(</span>
                  {counts[tab].toLocaleString("en-GB")}
                  <span className="visually-hidden"> orders)</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
