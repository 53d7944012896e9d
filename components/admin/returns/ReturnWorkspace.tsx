import type { AdminReturnFilter, AdminReturnRow } from "@/lib/returns/contract";
import { caseCountText, CaseWorkspace } from "../casework/CaseWorkspace";
import { ReturnTable } from "./ReturnTable";
import { RETURN_FILTER_LABELS, ReturnTabs } from "./ReturnTabs";

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

/**
 * /admin/returns: the tabs with counts, then the tab's returns, each with what staff can do next
 * (mark received, refund, refuse) or how it ended. The outcome of the last action is said above the
 * returns, so it stays when the return leaves the tab.
 */
export function ReturnWorkspace({ filter, rows, counts }: ReturnWorkspaceProps) {
  const count = caseCountText({ filter, labels: RETURN_FILTER_LABELS, counts, shown: rows.length, noun: { one: "return", many: "returns" } });
  return (
    <CaseWorkspace
      title="Returns"
      subtitle="Unopened drinks customers are sending back, newest first. Mark each return received when its parcel arrives, then refund or refuse it. Dates in UK time."
      name="return"
      tabs={<ReturnTabs filter={filter} counts={counts} />}
      count={count}
      countTestId="admin-returns-count"
      references={rows.map((row) => row.reference)}
    >
      <ReturnTable rows={rows} label={`Returns: ${RETURN_FILTER_LABELS[filter]}`} empty={EMPTY[filter]} />
    </CaseWorkspace>
  );
}
