import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, gte, isNull, lt, ne, sql } from "drizzle-orm";
import { CONFIRMATION_VALID_DAYS, type StockAlertSubscribed } from "@/lib/stock-alerts/contract";
import { getDb } from "../platform/db";
import { products, stockAlerts } from "../schema";

// Subscribing, confirming and unsubscribing (issues 28.3 and 34.8). A subscription is one row per
// product and address (lower case); a signed-in customer's row also carries their uid. Subscribing
// takes the product row FOR SHARE, so it cannot interleave with a restock (which takes it FOR
// UPDATE): either the subscriber sees the product still at 0 and is in the table before the restock
// commits (and the restock's after-commit sending finds them), or the restock came first and they
// are told it is in stock. Unsubscribing and confirming need only the link's secret: no sign-in.
//
// Double opt-in (issue 34.8): anyone can type any address, so a new address gets a confirmation
// request and nothing else until its owner presses the link (confirmed_at set, confirm_token
// cleared); only confirmed rows are ever sent a back-in-stock email. A signed-in customer whose
// account email is verified, subscribing that address, is confirmed at once. The caller's answer
// never depends on what was stored. For an unconfirmed row, created_at is when its confirmation
// request last went out: asking again re-sends it only CONFIRMATION_RESEND_MINUTES after that, and
// the row (and its link) lapses CONFIRMATION_VALID_DAYS after it.

/** An unconfirmed alert's confirmation request goes out again at most this often (nobody is flooded). */
export const CONFIRMATION_RESEND_MINUTES = 60;
/** Unconfirmed alerts per address at once (other products): a stranger cannot have us send one address a request per product. */
export const MAX_UNCONFIRMED_PER_ADDRESS = 3;

/** A confirmation request to send once the subscription has committed. */
export interface PendingConfirmation {
  id: string;
  email: string;
  slug: string;
  productName: string;
  confirmToken: string;
  unsubscribeToken: string;
}

export type SubscribeOutcome =
  | { ok: true; answer: StockAlertSubscribed; confirmation: PendingConfirmation | null }
  | { ok: false; code: "unknownProduct" | "inStock" };

/** The product as shoppers say it. */
export const productDisplayName = (product: { brand: string; name: string }) =>
  product.name.toLowerCase().startsWith(product.brand.toLowerCase()) ? product.name : `${product.brand} ${product.name}`;

/** 256 random bits, base64url: the secret of an unsubscribe or confirmation link. */
export const newUnsubscribeToken = () => randomBytes(32).toString("base64url");

/** SQL: an unconfirmed row whose confirmation link has lapsed. */
export const lapsedUnconfirmed = () => and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.createdAt, sql`now() - make_interval(days => ${CONFIRMATION_VALID_DAYS})`));

/** Who is asking: a signed-in customer's uid, and whether `email` is their own verified account address. */
export interface Subscriber {
  uid: string | null;
  ownVerifiedEmail: boolean;
}

/**
 * Subscribes `email` (already normalised) to the active product `slug` while it is out of stock.
 * Refused with "unknownProduct" (no active product) or "inStock" (nothing to wait for). Otherwise the
 * answer is the same whatever was stored; `confirmation` is a request to email after the commit
 * (a new address, or one asking again after CONFIRMATION_RESEND_MINUTES), else null.
 */
export async function subscribeToStockAlert(slug: string, email: string, subscriber: Subscriber): Promise<SubscribeOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<SubscribeOutcome> => {
    const [product] = await tx
      .select({ id: products.id, slug: products.slug, name: products.name, brand: products.brand, stock: products.stock })
      .from(products)
      .where(and(eq(products.slug, slug), eq(products.active, true)))
      .for("share");
    if (!product) return { ok: false, code: "unknownProduct" };
    if (product.stock > 0) return { ok: false, code: "inStock" };
    const productName = productDisplayName(product);
    const answer: StockAlertSubscribed = { email, product: { slug: product.slug, name: productName }, confirmationNeeded: !subscriber.ownVerifiedEmail };
    const thisAlert = and(eq(stockAlerts.productId, product.id), eq(stockAlerts.email, email));
    await tx.delete(stockAlerts).where(and(eq(stockAlerts.email, email), lapsedUnconfirmed()));

    if (subscriber.ownVerifiedEmail) {
      // Their address is proven: confirmed now, and a guest's earlier request for it becomes theirs.
      await tx
        .insert(stockAlerts)
        .values({ productId: product.id, email, customer: subscriber.uid, unsubscribeToken: newUnsubscribeToken(), confirmedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [stockAlerts.productId, stockAlerts.email],
          set: { customer: subscriber.uid, confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, now())`, confirmToken: null },
        });
      return { ok: true, answer, confirmation: null };
    }

    const [{ others }] = await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.email, email), isNull(stockAlerts.confirmedAt), ne(stockAlerts.productId, product.id)));
    const [inserted] =
      Number(others) >= MAX_UNCONFIRMED_PER_ADDRESS
        ? []
        : await tx
            .insert(stockAlerts)
            .values({ productId: product.id, email, customer: subscriber.uid, unsubscribeToken: newUnsubscribeToken(), confirmToken: newUnsubscribeToken() })
            .onConflictDoNothing({ target: [stockAlerts.productId, stockAlerts.email] })
            .returning({ id: stockAlerts.id, confirmToken: stockAlerts.confirmToken, unsubscribeToken: stockAlerts.unsubscribeToken });
    // Already there (a row is never handed to an unproven account: its uid stays as it was): the
    // request goes out again only if still unconfirmed and the last one is old enough.
    const [again] = inserted
      ? []
      : await tx
          .update(stockAlerts)
          .set({ createdAt: sql`now()` })
          .where(and(thisAlert, isNull(stockAlerts.confirmedAt), lt(stockAlerts.createdAt, sql`now() - make_interval(mins => ${CONFIRMATION_RESEND_MINUTES})`)))
          .returning({ id: stockAlerts.id, confirmToken: stockAlerts.confirmToken, unsubscribeToken: stockAlerts.unsubscribeToken });
    const due = inserted ?? again;
    const confirmation = due?.confirmToken ? { id: due.id, email, slug: product.slug, productName, confirmToken: due.confirmToken, unsubscribeToken: due.unsubscribeToken } : null;
    return { ok: true, answer, confirmation };
  });
}

async function alertProduct(productId: number): Promise<{ slug: string; productName: string } | null> {
  const db = await getDb();
  const [product] = await db.select({ slug: products.slug, name: products.name, brand: products.brand }).from(products).where(eq(products.id, productId));
  return product ? { slug: product.slug, productName: productDisplayName(product) } : null;
}

/** SQL: the live, unconfirmed alert with this confirmation secret. */
const confirmable = (token: string) =>
  and(eq(stockAlerts.confirmToken, token), isNull(stockAlerts.confirmedAt), gte(stockAlerts.createdAt, sql`now() - make_interval(days => ${CONFIRMATION_VALID_DAYS})`));

/** The product a live confirmation secret belongs to, or null (used, lapsed, or never issued). */
export async function stockAlertByConfirmToken(token: string): Promise<{ slug: string; productName: string } | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db.select({ productId: stockAlerts.productId }).from(stockAlerts).where(confirmable(token));
  return row ? alertProduct(row.productId) : null;
}

/** Confirms the alert with this secret; its product, or null when there was none (idempotent: a second call finds nothing). */
export async function confirmStockAlert(token: string): Promise<{ slug: string; productName: string } | null> {
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`now()`, confirmToken: null })
    .where(confirmable(token))
    .returning({ productId: stockAlerts.productId });
  return row ? alertProduct(row.productId) : null;
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
  return row ? alertProduct(row.productId) : null;
}

/** An active product's display name by slug (the unsubscribe page's confirmation), or null. */
export async function stockAlertProductName(slug: string): Promise<string | null> {
  const db = await getDb();
  const [product] = await db.select({ name: products.name, brand: products.brand }).from(products).where(eq(products.slug, slug));
  return product ? productDisplayName(product) : null;
}
