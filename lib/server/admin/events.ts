import "server-only";
import type { StaffMember, TimelineEventType } from "@/lib/admin/contract";
import type { Executor } from "../cart/carts";
import { orderEvents } from "../schema";

// An order's timeline (order_events): written beside every change of the order, in its transaction.

export async function addOrderEvent(
  db: Executor,
  orderId: string,
  type: TimelineEventType,
  summary: string,
  actor: StaffMember | null = null,
  data: Record<string, unknown> | null = null,
): Promise<void> {
  await db.insert(orderEvents).values({ orderId, type, summary, actorUid: actor?.uid ?? null, actorEmail: actor?.email ?? null, data });
}

