import Link from "next/link";
import { queryString } from "@/lib/admin/format";
import { ADMIN_RETURN_FILTERS, ADMIN_RETURNS_PATH, type AdminReturnFilter } from "@/lib/returns/contract";
import styles from "../QueueTabs.module.css";

/** The tabs' names: the returns waiting for staff, each status, then every return. */
export const RETURN_FILTER_LABELS: Record<AdminReturnFilter, string> = {
  open: "Open",
  requested: "Requested",
  received: "Received",
  refunded: "Refunded",
  refused: "Refused",
  all: "All",
};

/** The list's URL for a tab ("open", the default, has no query). */
export const returnsHref = (filter: AdminReturnFilter): string => `${ADMIN_RETURNS_PATH}${queryString({ status: filter === "open" ? undefined : filter })}`;

/** One link per tab with its count; the open tab has aria-current="page". */
export function ReturnTabs({ filter, counts }: { filter: AdminReturnFilter; counts: Record<AdminReturnFilter, number> }) {
  return (
    <nav aria-label="Return status" className={styles.nav}>
      <ul className={styles.tabs}>
        {ADMIN_RETURN_FILTERS.map((tab) => (
          <li key={tab}>
            <Link href={returnsHref(tab)} className={styles.tab} aria-current={tab === filter ? "page" : undefined} data-testid={`return-tab-${tab}`}>
              {RETURN_FILTER_LABELS[tab]}
              <span className={styles.count}>
                <span className="visually-hidden"> (</span>
                {counts[tab].toLocaleString("en-GB")}
                <span className="visually-hidden"> {counts[tab] === 1 ? "return" : "returns"})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
