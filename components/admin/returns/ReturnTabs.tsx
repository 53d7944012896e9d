import { ADMIN_RETURN_FILTERS, ADMIN_RETURNS_PATH, type AdminReturnFilter } from "@/lib/returns/contract";
import { caseHref, CaseTabs } from "../casework/CaseTabs";

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
export const returnsHref = (filter: AdminReturnFilter): string => caseHref(ADMIN_RETURNS_PATH, filter);

/** One link per tab with its count; the open tab has aria-current="page". */
export function ReturnTabs({ filter, counts }: { filter: AdminReturnFilter; counts: Record<AdminReturnFilter, number> }) {
  const noun = { one: "return", many: "returns" };
  return <CaseTabs name="return" label="Return status" tabs={ADMIN_RETURN_FILTERS} labels={RETURN_FILTER_LABELS} href={returnsHref} filter={filter} counts={counts} noun={noun} />;
}
