import "server-only";
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { PostalAddress } from "@/lib/cart/types";
import type { ExportDocument } from "@/lib/privacy/export-document";
import type { Db } from "../platform/db";
import { addresses, carts, favourites, orders, products, reviewRevisions, reviews, stockAlerts } from "../schema";

// The shop's sections of "Download my data" (./export.ts): one function per section, each reading
// only the customer's own rows (by uid; stock alerts also by a verified email).

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
export const isoNow = (value: Date) => value.toISOString();

/** Strips the address book's internal id from a stored address. */
function postal(address: PostalAddress | null): PostalAddress | null {
  if (!address) return null;
  const { id: _id, ...rest } = address;
  return rest;
}

export async function addressesOf(db: Db, uid: string): Promise<ExportDocument["addresses"]> {
  const rows = await db.select().from(addresses).where(eq(addresses.customer, uid)).orderBy(asc(addresses.createdAt));
  return rows.map((row) => ({
    firstName: row.firstName,
    lastName: row.lastName,
    line1: row.line1,
    ...(row.line2 ? { line2: row.line2 } : {}),
    city: row.city,
    ...(row.county ? { county: row.county } : {}),
    postcode: row.postcode,
    country: row.country,
    ...(row.phone ? { phone: row.phone } : {}),
    isDefaultDelivery: row.isDefaultDelivery,
    isDefaultBilling: row.isDefaultBilling,
    createdAt: isoNow(row.createdAt),
  }));
}

export async function ordersOf(db: Db, uid: string): Promise<ExportDocument["orders"]> {
  const rows = await db.select().from(orders).where(eq(orders.customer, uid)).orderBy(asc(orders.createdAt));
  return rows.map((row) => ({
    reference: `AFC-${row.number}`,
    placedAt: isoNow(row.createdAt),
    status: row.status,
    email: row.email,
    paymentMethod: row.paymentMethod,
    shippingMethod: row.shippingMethod,
    deliveryAddress: postal(row.deliveryAddress)!,
    billingAddress: postal(row.billingAddress)!,
    lines: row.items.map((item) => ({ product: item.productName, sku: item.metadata.productSKU, quantity: item.quantity, packSize: item.multipackQuantity, linePence: item.linePrice.gross })),
    totalPence: row.amounts.totalPrice.gross,
    vatPence: row.amounts.totalPrice.tax,
    discountCodes: row.discounts.map((discount) => discount.code),
    dispatchedAt: iso(row.dispatchedAt),
    deliveredAt: iso(row.deliveredAt),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    refundedPence: row.refundedPence,
  }));
}

export async function cartsOf(db: Db, uid: string): Promise<ExportDocument["carts"]> {
  const rows = await db.select().from(carts).where(eq(carts.customer, uid)).orderBy(asc(carts.createdAt));
  return rows.map((row) => ({
    status: row.status,
    updatedAt: isoNow(row.updatedAt),
    lines: row.items.map((item) => ({ product: item.productName, quantity: item.quantity })),
    deliveryAddress: postal(row.deliveryAddress),
    billingAddress: postal(row.billingAddress),
  }));
}

/** The customer's reviews, each with the versions it replaced. */
export async function reviewsOf(db: Db, uid: string): Promise<ExportDocument["reviews"]> {
  const rows = await db
    .select({ review: reviews, product: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.customer, uid))
    .orderBy(asc(reviews.createdAt));
  const revisions = rows.length
    ? await db.select().from(reviewRevisions).where(inArray(reviewRevisions.reviewId, rows.map((row) => row.review.id))).orderBy(asc(reviewRevisions.id))
    : [];
  return rows.map(({ review, product }) => ({
    product,
    rating: review.rating,
    title: review.title,
    body: review.body,
    status: review.status,
    createdAt: isoNow(review.createdAt),
    editedAt: iso(review.editedAt),
    previousVersions: revisions
      .filter((revision) => revision.reviewId === review.id)
      .map((revision) => ({ rating: revision.rating, title: revision.title, body: revision.body, replacedAt: isoNow(revision.createdAt) })),
  }));
}

export async function favouritesOf(db: Db, uid: string): Promise<ExportDocument["favourites"]> {
  const rows = await db
    .select({ product: products.name, brand: products.brand, addedAt: favourites.addedAt })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(eq(favourites.customer, uid))
    .orderBy(asc(favourites.addedAt));
  return rows.map((row) => ({ product: `${row.brand} ${row.product}`, addedAt: isoNow(row.addedAt) }));
}

/** Back-in-stock subscriptions by uid, and by `email` (lower-cased) when the account's email is verified. */
export async function stockAlertsOf(db: Db, uid: string, email: string | null): Promise<ExportDocument["stockAlerts"]> {
  const rows = await db
    .select({ product: products.name, brand: products.brand, email: stockAlerts.email, createdAt: stockAlerts.createdAt })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(email ? or(eq(stockAlerts.customer, uid), sql`lower(${stockAlerts.email}) = ${email}`) : eq(stockAlerts.customer, uid))
    .orderBy(asc(stockAlerts.createdAt));
  return rows.map((row) => ({ product: `${row.brand} ${row.product}`, email: row.email, createdAt: isoNow(row.createdAt) }));
}
