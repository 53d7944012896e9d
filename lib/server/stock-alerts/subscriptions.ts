import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { StockAlertSubscribed } from "@/lib/stock-alerts/contract";
import { getDb } from "../db";
import { products, stockAlerts } from "../schema";

// Subscribing and unsubscribing (issue 28.3). A subscription is one row per product and address
// (lower case); a signed-in customer's row also carries their uid. Subscribing takes the product
// row FOR SHARE, so it cannot interleave with a restock (which takes it FOR UPDATE): either the
// subscriber sees the product still at 0 and is in the table before the restock commits (and the
// restock's after-commit sending finds them), or the restock came first and they are told it is in
// stock. Unsubscribing needs only the link's secret: no sign-in.

export type SubscribeOutcome =
  | ({ ok: true } & StockAlertSubscribed)
  | { ok: false; code: "unknownProduct" | "inStock" };

/** The product as shoppers say it. */
export const productDisplayName = (product: { brand: string; name: string }) =>
  product.name.toLowerCase().startsWith(product.brand.toLowerCase()) ? product.name : `${product.brand} ${product.name}`;

/** 256 random bits, base64url: the unsubscribe link's secret. */
export const newUnsubscribeToken = () => randomBytes(32).toString("base64url");

/**
 * Subscribes `email` (already normalised) to the active product `slug` while it is out of stock.
 * Again for the same product and address: nothing changes (alreadySubscribed; a guest row that is
 * now a signed-in customer's gets their uid). Refused with "unknownProduct" (no active product) or
 * "inStock" (nothing to wait for).
 */
export async function subscribeToStockAlert(slug: string, email: string, customer: string | null): Promise<SubscribeOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SubscribeOutcome> => {
    const [product] = await tx
      .select({ id: products.id, slug: products.slug, name: products.name, brand: products.brand, stock: products.stock })
      .from(products)
      .where(and(eq(products.slug, slug), eq(products.active, true)))
      .for("share");
    if (!product) return { ok: false, code: "unknownProduct" };
    if (product.stock > 0) return { ok: false, code: "inStock" };
    const inserted = await tx
      .insert(stockAlerts)
      .values({ productId: product.id, email, customer, unsubscribeToken: newUnsubscribeToken() })
      .onConflictDoNothing({ target: [stockAlerts.productId, stockAlerts.email] })
      .returning({ id: stockAlerts.id });
    if (!inserted.length && customer) {
      await tx.update(stockAlerts).set({ customer }).where(and(eq(stockAlerts.productId, product.id), eq(stockAlerts.email, email)));
    }
    return { ok: true, email, product: { slug: product.slug, name: productDisplayName(product) }, alreadySubscribed: inserted.length === 0 };
  });
}

/** The product a live unsubscribe secret belongs to, or null (used, sent already, or never issued). */
export async function stockAlertByToken(token: string): Promise<{ slug: string; productName: string } | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({ slug: products.slug, name: products.name, brand: products.brand })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.unsubscribeToken, token));
  return row ? { slug: row.slug, productName: productDisplayName(row) } : null;
}

/** Ends the subscription with this secret; its product, or null when there was none (idempotent: a second call finds nothing). */
export async function unsubscribeStockAlert(token: string): Promise<{ slug: string; productName: string } | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db.delete(stockAlerts).where(eq(stockAlerts.unsubscribeToken, token)).returning({ productId: stockAlerts.productId });
  if (!row) return null;
  const [product] = await db.select({ slug: products.slug, name: products.name, brand: products.brand }).from(products).where(eq(products.id, row.productId));
  return product ? { slug: product.slug, productName: productDisplayName(product) } : null;
}

/** An active product's display name by slug (the unsubscribe page's confirmation), or null. */
export async function stockAlertProductName(slug: string): Promise<string | null> {
  const db = await getDb();
  const [product] = await db.select({ name: products.name, brand: products.brand }).from(products).where(eq(products.slug, slug));
  return product ? productDisplayName(product) : null;
}
