import type { AdminReturnFilter, AdminReturnRow } from "@/lib/returns/contract";
import { AdminPageHeader } from "../AdminPageHeader";
import { ReturnTable } from "./ReturnTable";
import { RETURN_FILTER_LABELS, ReturnTabs } from "./ReturnTabs";
import { ReturnOutcomeMessage, ReturnOutcomeProvider } from "./use-return-action";
import styles from "./ReturnWorkspace.module.css";

interface ReturnWorkspaceProps {
  /** The open tab. */
  filter: AdminReturnFilter;
  /** The tab's returns, newest first (as the server lists them). */
  rows: AdminReturnRow[];
  /** How many returns each tab holds. */
  counts: Record<AdminReturnFilter, number>;
}

const EMPTY: Record<AdminReturnFilter, string> = {
  open: "No returns are waiting. New requests from customers appear here.",
  requested: "No returns are waiting for their parcel.",
  received: "No received returns are waiting to be refunded or refused.",
  refunded: "No returns have been refunded yet.",
  refused: "No returns have been refused.",
  all: "No customer has asked for a return yet.",
};

/** "3 open returns." (the tab's own words; "All" says just "returns"). */
function countText(filter: AdminReturnFilter, count: number, shown: number): string {
  const where = filter === "all" ? "" : `${RETURN_FILTER_LABELS[filter].toLowerCase()} `;
  if (count === 0) return `No ${where}returns.`;
  const sentence = `${count.toLocaleString("en-GB")} ${where}${count === 1 ? "return" : "returns"}`;
  return shown < count ? `${sentence}; showing ${shown.toLocaleString("en-GB")}.` : `${sentence}.`;
}

/**
 * /admin/returns: the tabs with counts, then the tab's returns, each with what staff can do next
 * (mark received, refund, refuse) or how it ended. The outcome of the last action is said above the
 * returns, so it stays when the return leaves the tab.
 */
export function ReturnWorkspace({ filter, rows, counts }: ReturnWorkspaceProps) {
  const count = Math.max(counts[filter], rows.length);
  const sentence = countText(filter, count, rows.length);
  return (
    <>
      <AdminPageHeader
        title="Returns"
        subtitle="Unopened drinks customers are sending back, newest first. Mark each return received when its parcel arrives, then refund or refuse it. Dates in UK time."
      />
      <ReturnOutcomeProvider>
        <div className={styles.card}>
          <ReturnTabs filter={filter} counts={counts} />
          {/* Always present (a live region); with no returns the empty message below says it instead. */}
          <p className={rows.length === 0 ? "visually-hidden" : styles.status} role="status" data-testid="admin-returns-count">
            {sentence}
          </p>
          <ReturnOutcomeMessage references={rows.map((row) => row.reference)} />
          <ReturnTable rows={rows} label={`Returns: ${RETURN_FILTER_LABELS[filter]}`} empty={EMPTY[filter]} />
        </div>
      </ReturnOutcomeProvider>
    </>
  );
}
