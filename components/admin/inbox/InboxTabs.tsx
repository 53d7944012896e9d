import Link from "next/link";
import { queryString } from "@/lib/admin/format";
import { ADMIN_INBOX_FILTERS, ADMIN_INBOX_PATH, THREAD_STATUS_LABELS, type AdminInboxFilter } from "@/lib/support/contract";
import styles from "../QueueTabs.styles";

/** The tabs' names: each status (waiting for us first), then every conversation. */
export const INBOX_FILTER_LABELS: Record<AdminInboxFilter, string> = { ...THREAD_STATUS_LABELS, all: "All" };

/** The inbox's URL for a tab ("open", the default, has no query). */
export const inboxHref = (filter: AdminInboxFilter): string => `${ADMIN_INBOX_PATH}${queryString({ status: filter === "open" ? undefined : filter })}`;

/** One link per tab with its count; the open tab has aria-current="page". */
export function InboxTabs({ filter, counts }: { filter: AdminInboxFilter; counts: Record<AdminInboxFilter, number> }) {
  return (
    <nav aria-label="Conversation status" className={styles.nav}>
      <ul className={styles.tabs}>
        {ADMIN_INBOX_FILTERS.map((tab) => (
          <li key={tab}>
            <Link href={inboxHref(tab)} className={styles.tab} aria-current={tab === filter ? "page" : undefined} data-testid={`inbox-tab-${tab}`}>
              {INBOX_FILTER_LABELS[tab]}
              <span className={styles.count}>
                <span className="visually-hidden"> (</span>
                {counts[tab].toLocaleString("en-GB")}
                <span className="visually-hidden"> {counts[tab] === 1 ? "conversation" : "conversations"})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
