import type { Metadata } from "next";
import { ActivityLog, activityHref } from "@/components/admin/ActivityLog";
import { activityQuerySchema, firstValues } from "@/lib/admin/schemas";
import { activityPage } from "@/lib/server/admin/activity";
import { requireStaffPage } from "@/lib/server/admin/staff";

export const metadata: Metadata = { title: "Activity" };

export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function AdminActivityPage({ searchParams }: { searchParams: SearchParams }) {
  const query = activityQuerySchema.parse(firstValues(await searchParams));
  await requireStaffPage(activityHref(query));
  return <ActivityLog page={await activityPage(query)} />;
}
