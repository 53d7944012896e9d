import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DamageStatus } from "@/lib/damage/contract";
import { damageHolds } from "@/lib/damage/rules";
import type { ReturnOnOrder } from "@/lib/returns/rules";
import type { Executor } from "../cart/carts";
import type { RefundRow } from "../admin/order-detail";
import { damageReports } from "../schema";

// An order's damage reports as they stand, for the reports themselves (./reports.ts) and for
// returns (lib/server/returns/returns.ts), whose packs they hold: a reported or replaced line
// cannot also be sent back for a refund.

export type DamageRow = typeof damageReports.$inferSelect;

export async function reportsOf(db: Executor, orderId: string): Promise<DamageRow[]> {
  return db.select().from(damageReports).where(eq(damageReports.orderId, orderId)).orderBy(asc(damageReports.sequence));
}

/**
 * A report's status as it stands: a refunded report whose card refund failed is reported again
 * (staff may act once more), so no one is told of money that did not come.
 */
export function damageStatusOf(row: DamageRow, refunds: readonly RefundRow[]): DamageStatus {
  const failed = row.status === "refunded" && refunds.some((refund) => refund.id === row.refundId && refund.status === "failed");
  return failed ? "reported" : row.status;
}

/** The packs an order's reports hold, as the return rules count them (damageHolds). */
export async function damageHoldsOf(db: Executor, orderId: string, refunds: readonly RefundRow[]): Promise<ReturnOnOrder[]> {
  const rows = await reportsOf(db, orderId);
  return damageHolds(rows.map((row) => ({ status: damageStatusOf(row, refunds), lineId: row.lineId, quantity: row.quantity })));
}
