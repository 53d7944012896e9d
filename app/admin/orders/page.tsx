import type { Metadata } from "next";
import { OrderQueue } from "@/components/admin/OrderQueue";
import { queueHref } from "@/components/admin/QueueTabs";
import { ADMIN_TAB_LABELS } from "@/lib/admin/contract";
import { firstValues, queueQuerySchema } from "@/lib/admin/schemas";
import { requireStaffPage } from "@/lib/server/admin/staff";
import { orderQueue } from "@/lib/server/admin/queue";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { tab } = queueQuerySchema.parse(firstValues(await searchParams));
  return { title: `Orders: ${ADMIN_TAB_LABELS[tab]}` };
}

export const dynamic = "force-dynamic";

export default async function AdminOrdersPage({ searchParams }: { searchParams: SearchParams }) {
  const query = queueQuerySchema.parse(firstValues(await searchParams));
  await requireStaffPage(queueHref(query, query.tab, query.page));
  return <OrderQueue queue={await orderQueue(query)} />;
}
