import "server-only";
import { sql } from "drizzle-orm";
import { productImageUrl } from "@/lib/catalogue/product-image";
import type { ReviewableProduct } from "@/lib/reviews/contract";
import type { Executor } from "../cart/carts";

// Who may review what (issue 28.1): a customer may review a product when one of their own orders
// (orders.customer is their verified uid; a guest order belongs to no account) holds it and has
// been dispatched: status dispatched or delivered, or refunded after it was dispatched
// (dispatched_at set). Placed, paid, packed, awaiting payment and cancelled orders never count, nor
// does an order refunded before it left us. An order's lines name the product by SKU in a snapshot
// of the cart (items[].metadata.productSKU), so a product renamed since is still found.

/** SQL for "this order has been dispatched to the customer" (o is the orders alias). */
const DISPATCHED = sql.raw(`(o.status IN ('dispatched', 'delivered') OR (o.status = 'refunded' AND o.dispatched_at IS NOT NULL))`);

export interface Purchase {
  productId: number;
  slug: string;
  name: string;
  brand: string;
  active: boolean;
  /** The earliest dispatched order holding the product, and when it was placed. */
  orderId: string;
  purchasedAt: Date;
}

interface PurchaseRow extends Record<string, unknown> {
  product_id: number;
  slug: string;
  name: string;
  brand: string;
  active: boolean;
  order_id: string;
  purchased_at: Date | string;
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = (result: unknown) => (result as { rows: PurchaseRow[] }).rows;

const toPurchase = (row: PurchaseRow): Purchase => ({
  productId: Number(row.product_id),
  slug: row.slug,
  name: row.name,
  brand: row.brand,
  active: row.active,
  orderId: row.order_id,
  purchasedAt: new Date(row.purchased_at),
});

async function purchasesWhere(db: Executor, customer: string, extra: ReturnType<typeof sql>): Promise<Purchase[]> {
  const result = await db.execute<PurchaseRow>(sql`
    SELECT DISTINCT ON (p.id) p.id AS product_id, p.slug, p.name, p.brand, p.active, o.id AS order_id, o.created_at AS purchased_at
    FROM orders o
    CROSS JOIN LATERAL jsonb_array_elements(o.items) AS item
    JOIN products p ON p.sku = item->'metadata'->>'productSKU'
    WHERE o.customer = ${customer} AND ${DISPATCHED} ${extra}
    ORDER BY p.id, o.created_at ASC, o.id ASC`);
  return rowsOf(result).map(toPurchase);
}

/** Every product the customer has had dispatched to them, with the earliest such order. */
export function dispatchedPurchases(db: Executor, customer: string): Promise<Purchase[]> {
  return purchasesWhere(db, customer, sql``);
}

/** The customer's earliest dispatched order holding the product with this slug, or null: may they review it? */
export async function purchaseOf(db: Executor, customer: string, slug: string): Promise<Purchase | null> {
  return (await purchasesWhere(db, customer, sql`AND p.slug = ${slug}`))[0] ?? null;
}

/** Products on sale the customer has had dispatched and not yet reviewed, most recently bought first. */
export async function productsToReview(db: Executor, customer: string): Promise<ReviewableProduct[]> {
  const result = await db.execute<PurchaseRow>(sql`
    SELECT * FROM (
      SELECT DISTINCT ON (p.id) p.id AS product_id, p.slug, p.name, p.brand, p.active, o.id AS order_id, o.created_at AS purchased_at
      FROM orders o
      CROSS JOIN LATERAL jsonb_array_elements(o.items) AS item
      JOIN products p ON p.sku = item->'metadata'->>'productSKU'
      WHERE o.customer = ${customer} AND ${DISPATCHED} AND p.active
        AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.customer = ${customer} AND r.product_id = p.id)
      ORDER BY p.id, o.created_at ASC, o.id ASC
    ) AS latest
    ORDER BY purchased_at DESC, slug`);
  return rowsOf(result).map((row) => ({
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    imageUrl: productImageUrl(row.slug),
    purchasedAt: new Date(row.purchased_at).toISOString(),
  }));
}

/** Whether the customer has any order of their own that has been dispatched (a verified buyer of something). */
export async function hasDispatchedOrder(db: Executor, customer: string): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM orders o WHERE o.customer = ${customer} AND ${DISPATCHED} LIMIT 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
