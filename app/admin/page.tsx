import type { Metadata } from "next";
import { Dashboard } from "@/components/admin/Dashboard";
import { ADMIN_PATH } from "@/lib/admin/contract";
import { SITE_NAME } from "@/lib/constants";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { adminDashboard, orderQueue } from "@/lib/server/admin/queue";

export const metadata: Metadata = { title: { absolute: `Dashboard · Back office | ${SITE_NAME}` } };

export const dynamic = "force-dynamic";

export default async function AdminDashboardPage() {
  await requireStaffPage(ADMIN_PATH);
  const [dashboard, toPack] = await Promise.all([adminDashboard(), orderQueue({ tab: "toPack", page: 1 })]);
  return <Dashboard dashboard={dashboard} toPack={toPack} />;
}
