import { ADMIN_DAMAGE_FILTERS, ADMIN_DAMAGE_PATH, type AdminDamageFilter } from "@/lib/damage/contract";
import { caseHref, CaseTabs } from "../casework/CaseTabs";

/** The tabs' names: the reports waiting for staff, each outcome, then every report. */
export const DAMAGE_FILTER_LABELS: Record<AdminDamageFilter, string> = {
  open: "Open",
  refunded: "Refunded",
  replaced: "Replaced",
  refused: "Refused",
  all: "All",
};

/** The list's URL for a tab ("open", the default, has no query). */
export const damageHref = (filter: AdminDamageFilter): string => caseHref(ADMIN_DAMAGE_PATH, filter);

/** One link per tab with its count; the open tab has aria-current="page". */
export function DamageTabs({ filter, counts }: { filter: AdminDamageFilter; counts: Record<AdminDamageFilter, number> }) {
  const noun = { one: "report", many: "reports" };
  return <CaseTabs name="damage" label="Damage report status" tabs={ADMIN_DAMAGE_FILTERS} labels={DAMAGE_FILTER_LABELS} href={damageHref} filter={filter} counts={counts} noun={noun} />;
}
