import type { AdminDamageFilter, AdminDamageRow } from "@/lib/damage/contract";
import { AdminPageHeader } from "../AdminPageHeader";
import styles from "../returns/ReturnWorkspace.module.css";
import { DamageTable } from "./DamageTable";
import { DAMAGE_FILTER_LABELS, DamageTabs } from "./DamageTabs";
import { DamageOutcomeMessage, DamageOutcomeProvider } from "./use-damage-action";

interface DamageWorkspaceProps {
  /** The open tab. */
  filter: AdminDamageFilter;
  /** The tab's reports, newest first (as the server lists them). */
  rows: AdminDamageRow[];
  /** How many reports each tab holds. */
  counts: Record<AdminDamageFilter, number>;
}

const EMPTY: Record<AdminDamageFilter, string> = {
  open: "No damage reports are waiting. New reports from customers appear here.",
  refunded: "No damage reports have been refunded yet.",
  replaced: "No replacements have been sent yet.",
  refused: "No damage reports have been refused.",
  all: "No customer has reported damaged or missing drinks yet.",
};

/** "2 open damage reports." (the tab's own words; "All" says just "damage reports"). */
function countText(filter: AdminDamageFilter, count: number, shown: number): string {
  const where = filter === "all" ? "" : `${DAMAGE_FILTER_LABELS[filter].toLowerCase()} `;
  if (count === 0) return `No ${where}damage reports.`;
  const sentence = `${count.toLocaleString("en-GB")} ${where}damage ${count === 1 ? "report" : "reports"}`;
  return shown < count ? `${sentence}; showing ${shown.toLocaleString("en-GB")}.` : `${sentence}.`;
}

/**
 * /admin/damage: the tabs with counts, then the tab's reports, each with its photos and what staff
 * can do next (refund, send a replacement, refuse) or how it ended. The outcome of the last action
 * is said above the reports, so it stays when the report leaves the tab. The layout is the returns
 * page's (its CSS module), so the two queues look and behave alike.
 */
export function DamageWorkspace({ filter, rows, counts }: DamageWorkspaceProps) {
  const count = Math.max(counts[filter], rows.length);
  return (
    <>
      <AdminPageHeader
        title="Damage reports"
        subtitle="Drinks customers found damaged or missing when their parcel arrived, newest first. Check the photos, then refund the packs, send a replacement or refuse the report. Dates in UK time."
      />
      <DamageOutcomeProvider>
        <div className={styles.card}>
          <DamageTabs filter={filter} counts={counts} />
          {/* Always present (a live region); with no reports the empty message below says it instead. */}
          <p className={rows.length === 0 ? "visually-hidden" : styles.status} role="status" data-testid="admin-damage-count">
            {countText(filter, count, rows.length)}
          </p>
          <DamageOutcomeMessage references={rows.map((row) => row.reference)} />
          <DamageTable rows={rows} label={`Damage reports: ${DAMAGE_FILTER_LABELS[filter]}`} empty={EMPTY[filter]} />
        </div>
      </DamageOutcomeProvider>
    </>
  );
}
