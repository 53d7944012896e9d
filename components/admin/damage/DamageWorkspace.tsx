import type { AdminDamageFilter, AdminDamageRow } from "@/lib/damage/contract";
import { caseCountText, CaseWorkspace } from "../casework/CaseWorkspace";
import { DamageTable } from "./DamageTable";
import { DAMAGE_FILTER_LABELS, DamageTabs } from "./DamageTabs";

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

/**
 * /admin/damage: the tabs with counts, then the tab's reports, each with its photos and what staff
 * can do next (refund, send a replacement, refuse) or how it ended. The outcome of the last action
 * is said above the reports, so it stays when the report leaves the tab. The layout is the returns
 * page's (the shared casework pieces), so the two queues look and behave alike.
 */
export function DamageWorkspace({ filter, rows, counts }: DamageWorkspaceProps) {
  const count = caseCountText({ filter, labels: DAMAGE_FILTER_LABELS, counts, shown: rows.length, noun: { one: "damage report", many: "damage reports" } });
  return (
    <CaseWorkspace
      title="Damage reports"
      subtitle="Drinks customers found damaged or missing when their parcel arrived, newest first. Check the photos, then refund the packs, send a replacement or refuse the report. Dates in UK time."
      name="damage"
      takeFocus
      tabs={<DamageTabs filter={filter} counts={counts} />}
      count={count}
      countTestId="admin-damage-count"
      references={rows.map((row) => row.reference)}
    >
      <DamageTable rows={rows} label={`Damage reports: ${DAMAGE_FILTER_LABELS[filter]}`} empty={EMPTY[filter]} />
    </CaseWorkspace>
  );
}
