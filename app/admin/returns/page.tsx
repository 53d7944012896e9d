import type { Metadata } from "next";
import { ReturnWorkspace } from "@/components/admin/returns/ReturnWorkspace";
import { returnsHref } from "@/components/admin/returns/ReturnTabs";
import { firstValues } from "@/lib/admin/schemas";
import { ADMIN_RETURN_FILTERS, type AdminReturnFilter } from "@/lib/returns/contract";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { listAdminReturns } from "@/lib/server/returns/admin-returns";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: "Returns" };

export const dynamic = "force-dynamic";

/** `?status=`: one of the tabs, else "open" (the returns waiting for staff). */
const filterOf = (status: string | undefined): AdminReturnFilter => ADMIN_RETURN_FILTERS.find((filter) => filter === status) ?? "open";

export default async function AdminReturnsPage({ searchParams }: { searchParams: SearchParams }) {
  const filter = filterOf(firstValues(await searchParams).status);
  await requireStaffPage(returnsHref(filter));
  const { rows, counts } = await listAdminReturns(filter);
  return <ReturnWorkspace filter={filter} rows={rows} counts={counts} />;
}
