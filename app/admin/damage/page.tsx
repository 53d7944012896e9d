import type { Metadata } from "next";
import { DamageWorkspace } from "@/components/admin/damage/DamageWorkspace";
import { damageHref } from "@/components/admin/damage/DamageTabs";
import { firstValues } from "@/lib/admin/schemas";
import { ADMIN_DAMAGE_FILTERS, type AdminDamageFilter } from "@/lib/damage/contract";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { listAdminDamage } from "@/lib/server/damage/admin-damage";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export const metadata: Metadata = { title: "Damage reports" };

export const dynamic = "force-dynamic";

/** `?status=`: one of the tabs, else "open" (the reports waiting for staff). */
const filterOf = (status: string | undefined): AdminDamageFilter => ADMIN_DAMAGE_FILTERS.find((filter) => filter === status) ?? "open";

export default async function AdminDamagePage({ searchParams }: { searchParams: SearchParams }) {
  const filter = filterOf(firstValues(await searchParams).status);
  await requireStaffPage(damageHref(filter));
  const { rows, counts } = await listAdminDamage(filter);
  return <DamageWorkspace filter={filter} rows={rows} counts={counts} />;
}
