import "server-only";
import type { AdminDashboard, AdminOrderQueue, QueueQuery } from "@/lib/admin/contract";

// The back office's order queue and dashboard. (Being written: signatures are final.)

/** One page of a tab of the queue, with every tab's count for the same search and filters. */
export async function orderQueue(query: QueueQuery): Promise<AdminOrderQueue> {
  throw new Error(`not yet: ${JSON.stringify(query)}`);
}

/** /admin's numbers for today (UK day). */
export async function adminDashboard(): Promise<AdminDashboard> {
  throw new Error("not yet");
}
