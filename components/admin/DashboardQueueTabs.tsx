import Link from "next/link";
import { ADMIN_ORDERS_PATH, ADMIN_TAB_LABELS, ADMIN_TABS, type AdminOrderQueue, type AdminTab } from "@/lib/admin/contract";
import { Panel } from "./Panel";
import styles from "./Dashboard.styles";

export const tabHref = (tab: AdminTab) => (tab === "toPack" ? ADMIN_ORDERS_PATH : `${ADMIN_ORDERS_PATH}?tab=${tab}`);

/** The dashboard's way into every tab of the order queue, each with its count. */
export function DashboardQueueTabs({ counts }: { counts: AdminOrderQueue["counts"] }) {
  return (
    <Panel id="queue-tabs" title="Order queue" flush>
      <nav aria-label="Order queue tabs">
        <ul className={styles.tabs}>
          {ADMIN_TABS.map((tab) => (
            <li key={tab}>
              <Link href={tabHref(tab)} className={styles.tab}>
                <span>{ADMIN_TAB_LABELS[tab]}</span>
                <span className={styles.count}>{counts[tab].toLocaleString("en-GB")}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  );
}
