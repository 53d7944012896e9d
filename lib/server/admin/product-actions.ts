import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { ParsedAdminProductAction } from "@/lib/admin/product-schemas";
import { STOCK_REASON_LABELS, belowZeroMessage, packLabel, type AdminProductDetail } from "@/lib/admin/products";
import { poundsText } from "@/lib/cart/money";
import { refreshCatalogue } from "../catalogue/catalogue-refresh";
import { markCatalogueChanged } from "../catalogue/catalogue-version";
import { archiveInTransaction, restoreInTransaction } from "../catalogue/product-editor-archive";
import { getDb, type Tx } from "../platform/db";
import { productPacks, products, stockChanges } from "../schema";
import { scheduleBackInStockEmails } from "../stock-alerts/notify";
import { recordActivity } from "./activity";
import { adminProductDetail } from "./products";

// A staff change to one product (price, stock, publishing, archiving, low-stock threshold), enforced by the
// server like the order actions (./order-actions.ts): in ONE transaction the product row is locked
// (SELECT … FOR UPDATE), the change is judged on the row found, then written with its history row
// and its activity-log entry, and the catalogue version is bumped (lib/server/catalogue/catalogue-version.ts)
// so every instance's in-memory price list reloads at its next sync. After the commit, this
// instance forgets its price list and expires the shop's cached pages (through the Redis cache
// handler in a cluster), so the product page, its categories and search show the change next time.

export type ProductActionOutcome = { ok: true; product: AdminProductDetail } | { ok: false; status: 400 | 404 | 409; code: string; message: string };

class Refused extends Error {
  constructor(readonly outcome: Extract<ProductActionOutcome, { ok: false }>) {
    super(outcome.message);
  }
}
const refuse = (status: 400 | 404 | 409, code: string, message: string) => new Refused({ ok: false, status, code, message });

type ProductRow = typeof products.$inferSelect;

/** Whether the shop shows what changed (prices, stock, publishing): then its caches are refreshed. */
type Applied = { shopChanged: boolean };

/** Applies `action` by `member` to the product `slug`. */
export async function applyProductAction(member: StaffMember, slug: string, action: ParsedAdminProductAction): Promise<ProductActionOutcome> {
  const db = await getDb();
  let applied: Applied;
  try {
    applied = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(products).where(eq(products.slug, slug)).for("update");
      if (!row) throw refuse(404, "productNotFound", `There is no product ${slug}.`);
      return applyInTransaction(tx, member, row, action);
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  if (applied.shopChanged) {
    // Expired at once, in the shared cache too before staff get their answer (catalogue-refresh.ts).
    await refreshCatalogue({ now: true });
    scheduleBackInStockEmails(); // after the commit, in the background (issue 28.3)
  }
  return { ok: true, product: (await adminProductDetail(slug))! };
}

async function applyInTransaction(tx: Tx, member: StaffMember, row: ProductRow, action: ParsedAdminProductAction): Promise<Applied> {
  const log = (name: Parameters<typeof recordActivity>[1]["action"], before: Record<string, unknown>, after: Record<string, unknown>) =>
    recordActivity(tx, { member, action: name, subject: row.slug, before, after });

  switch (action.action) {
    case "price":
      return changePrices(tx, row, action, log);
    case "setStock":
    case "adjustStock": {
      // The guard is in the statement itself: the row is locked, and a change that would leave
      // fewer than no units matches no row.
      const [updated] =
        action.action === "setStock"
          ? await tx.update(products).set({ stock: action.count }).where(eq(products.id, row.id)).returning({ stock: products.stock })
          : await tx
              .update(products)
              .set({ stock: sql`${products.stock} + ${action.change}` })
              .where(and(eq(products.id, row.id), sql`${products.stock} + ${action.change} >= 0`))
              .returning({ stock: products.stock });
      if (!updated) throw refuse(409, "stockBelowZero", belowZeroMessage(row.stock));
      await tx.insert(stockChanges).values({
        productId: row.id,
        reason: action.reason,
        note: action.note ?? null,
        before: row.stock,
        after: updated.stock,
        actorUid: member.uid,
        actorEmail: member.email,
      });
      await markCatalogueChanged(tx);
      await log("product.stock", { stock: row.stock }, { stock: updated.stock, reason: STOCK_REASON_LABELS[action.reason], ...(action.note ? { note: action.note } : {}) });
      return { shopChanged: true };
    }
    case "publish":
    case "unpublish": {
      const publish = action.action === "publish";
      if (publish && row.archivedAt) throw refuse(409, "productArchived", "This product is archived: restore it, then publish it.");
      if (row.active === publish) throw refuse(409, publish ? "alreadyPublished" : "alreadyUnpublished", `This product is already ${publish ? "published" : "unpublished"}.`);
      await tx.update(products).set({ active: publish }).where(eq(products.id, row.id));
      await markCatalogueChanged(tx);
      await log(publish ? "product.publish" : "product.unpublish", { published: row.active }, { published: publish });
      return { shopChanged: true };
    }
    case "archive":
    case "restore": {
      const outcome = action.action === "archive" ? await archiveInTransaction(tx, member, row) : await restoreInTransaction(tx, member, row);
      if (!outcome.ok) throw refuse(409, outcome.code, outcome.message);
      return { shopChanged: true };
    }
    case "threshold":
      if (action.lowStockThreshold === row.lowStockThreshold) return { shopChanged: false };
      await tx.update(products).set({ lowStockThreshold: action.lowStockThreshold }).where(eq(products.id, row.id));
      await log("product.threshold", { lowStockThreshold: row.lowStockThreshold }, { lowStockThreshold: action.lowStockThreshold });
      // The shop's "Only n left" follows the threshold (lib/catalogue/stock.ts): its pages refresh.
      return { shopChanged: true };
  }
}

type Log = (name: "product.price", before: Record<string, unknown>, after: Record<string, unknown>) => Promise<void>;

/** The unit price and any pack prices that differ from the stored ones; nothing sent unchanged is written or logged. */
async function changePrices(tx: Tx, row: ProductRow, action: Extract<ParsedAdminProductAction, { action: "price" }>, log: Log): Promise<Applied> {
  const packs = await tx.select().from(productPacks).where(eq(productPacks.productId, row.id));
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  if (action.unitPrice !== row.pricePence) {
    await tx.update(products).set({ pricePence: action.unitPrice }).where(eq(products.id, row.id));
    before.unitPrice = poundsText(row.pricePence);
    after.unitPrice = poundsText(action.unitPrice);
  }
  for (const wanted of action.packs) {
    const pack = packs.find((candidate) => candidate.multipackSku === wanted.sku);
    if (!pack) throw refuse(400, "unknownPack", `${wanted.sku} is not a pack of ${row.name}.`);
    if (wanted.price === pack.pricePence) continue;
    await tx.update(productPacks).set({ pricePence: wanted.price }).where(eq(productPacks.id, pack.id));
    const label = packLabel(pack.kind, pack.quantity);
    before[label] = poundsText(pack.pricePence);
    after[label] = poundsText(wanted.price);
  }
  if (Object.keys(after).length === 0) return { shopChanged: false };
  await markCatalogueChanged(tx);
  await log("product.price", before, after);
  return { shopChanged: true };
}

