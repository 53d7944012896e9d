import Link from "next/link";
import { queryString } from "@/lib/admin/format";
import { ADMIN_DAMAGE_FILTERS, ADMIN_DAMAGE_PATH, type AdminDamageFilter } from "@/lib/damage/contract";
import styles from "../QueueTabs.module.css";

/** The tabs' names: the reports waiting for staff, each outcome, then every report. */
export const DAMAGE_FILTER_LABELS: Record<AdminDamageFilter, string> = {
  open: "Open",
  refunded: "Refunded",
  replaced: "Replaced",
  refused: "Refused",
  all: "All",
};

/** The list's URL for a tab ("open", the default, has no query). */
export const damageHref = (filter: AdminDamageFilter): string => `${ADMIN_DAMAGE_PATH}${queryString({ status: filter === "open" ? undefined : filter })}`;

/** One link per tab with its count; the open tab has aria-current="page". */
export function DamageTabs({ filter, counts }: { filter: AdminDamageFilter; counts: Record<AdminDamageFilter, number> }) {
  return (
    <nav aria-label="Damage report status" className={styles.nav}>
      <ul className={styles.tabs}>
        {ADMIN_DAMAGE_FILTERS.map((tab) => (
          <li key={tab}>
            <Link href={damageHref(tab)} className={styles.tab} aria-current={tab === filter ? "page" : undefined} data-testid={`damage-tab-${tab}`}>
              {DAMAGE_FILTER_LABELS[tab]}
              <span className={styles.count}>
                <span className="visually-hidden"> (</span>
                {counts[tab].toLocaleString("en-GB")}
                <span className="visually-hidden"> {counts[tab] === 1 ? "report" : "reports"})</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
