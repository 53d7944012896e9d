import "server-only";
import type { AdminOrderDetail } from "@/lib/admin/contract";

// One order as the back office sees it. (Being written: signatures are final.)

/** The order with reference "AFC-100001" (or "100001"), or null. */
export async function adminOrderDetail(reference: string): Promise<AdminOrderDetail | null> {
  throw new Error(`not yet: ${reference}`);
}

/** Every order in the To pack tab, oldest first, in full (the batch packing slips), at most `limit`. */
export async function ordersToPack(limit = 200): Promise<AdminOrderDetail[]> {
  throw new Error(`not yet: ${limit}`);
}
