import "server-only";
import { eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { recordActivity } from "../admin/activity";
import type { Tx } from "../platform/db";
import { products } from "../schema";
import { markCatalogueChanged } from "./catalogue-version";

// Archiving (issue 36 part 1): a product withdrawn for good is unpublished and listed apart in the
// back office, but its row stays, so its orders, reviews, stock history and activity keep
// pointing at it. Every shop read keys on `active`, so an archived product is nowhere in the
// shop. Restoring brings it back among the products, still unpublished: staff publish it again
// on purpose. Both run inside the product action's transaction, on the locked row
// (lib/server/admin/product-actions.ts).

type ProductRow = typeof products.$inferSelect;
type Outcome = { ok: true } | { ok: false; code: string; message: string };

export async function archiveInTransaction(tx: Tx, member: StaffMember, row: ProductRow): Promise<Outcome> {
  if (row.archivedAt) return { ok: false, code: "alreadyArchived", message: "This product is already archived." };
  await tx.update(products).set({ archivedAt: new Date(), active: false }).where(eq(products.id, row.id));
  await markCatalogueChanged(tx);
  await recordActivity(tx, { member, action: "product.archive", subject: row.slug, before: { archived: false, published: row.active }, after: { archived: true, published: false } });
  return { ok: true };
}

export async function restoreInTransaction(tx: Tx, member: StaffMember, row: ProductRow): Promise<Outcome> {
  if (!row.archivedAt) return { ok: false, code: "notArchived", message: "This product is not archived." };
  await tx.update(products).set({ archivedAt: null }).where(eq(products.id, row.id));
  await recordActivity(tx, { member, action: "product.restore", subject: row.slug, before: { archived: true }, after: { archived: false, published: false } });
  return { ok: true };
}
