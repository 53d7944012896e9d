import "server-only";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { ActivityAction, StaffMember } from "@/lib/admin/contract";
import { CUSTOMER_ACTIVITY, CUSTOMER_SEARCH_LIMIT, type CustomerDetail, type CustomerMatch, type CustomerNote, type CustomerSearchResult } from "@/lib/privacy/customers";
import type { ExportDocument } from "@/lib/privacy/export-document";
import { recordActivity } from "../admin/activity";
import { getDb } from "../platform/db";
import { getAdminAuth } from "../auth/firebase-admin";
import { addresses, customerNotes, orders, products, reviews } from "../schema";
import { buildExport } from "./export";

// The back office's customer pages (issue 28.4): find a customer by email (exact or the start of
// one, any case: the account in Firebase plus the orders placed with it, guests' too), see their
// orders, addresses, reviews and staff's notes, add a note, and export their data for a request by
// post. Notes and exports are logged with the customer's uid as the subject and nothing else: the
// activity log is append-only, so the note's text and the email stay out of it (docs/privacy.md).

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, "\\$&")}%`;
const reference = (number: number) => `AFC-${number}`;

async function accountByEmail(email: string): Promise<{ uid: string; email: string } | null> {
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return null;
  try {
    const user = await getAdminAuth().getUserByEmail(email);
    return { uid: user.uid, email: (user.email ?? email).toLowerCase() };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "auth/user-not-found") return null;
    throw error;
  }
}

/** Accounts and guests whose email is `query` or starts with it (lower-cased by the caller). */
export async function searchCustomers(query: string): Promise<CustomerSearchResult> {
  const db = await getDb();
  const emailKey = sql<string>`lower(${orders.email})`;
  const rows = await db
    .select({ email: emailKey, uid: orders.customer, orderCount: sql<number>`count(*)::int`, lastOrderAt: sql<Date>`max(${orders.createdAt})` })
    .from(orders)
    .where(sql`lower(${orders.email}) LIKE ${likePrefix(query)}`)
    .groupBy(emailKey, orders.customer)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(CUSTOMER_SEARCH_LIMIT);
  const matches: CustomerMatch[] = rows.map((row) => ({ email: row.email, uid: row.uid, orderCount: row.orderCount, lastOrderAt: row.lastOrderAt ? new Date(row.lastOrderAt).toISOString() : null }));
  const account = await accountByEmail(query);
  if (account && !matches.some((match) => match.uid === account.uid)) matches.unshift({ email: account.email, uid: account.uid, orderCount: 0, lastOrderAt: null });
  const guestRows = await db
    .select({ number: orders.number, createdAt: orders.createdAt, status: orders.status, amounts: orders.amounts })
    .from(orders)
    .where(and(sql`lower(${orders.email}) = ${query}`, isNull(orders.customer)))
    .orderBy(desc(orders.createdAt))
    .limit(50);
  return {
    query,
    matches,
    guestOrders: guestRows.map((row) => ({ reference: reference(row.number), placedAt: row.createdAt.toISOString(), status: row.status, totalPence: row.amounts.totalPrice.gross })),
  };
}

async function notesOf(uid: string): Promise<CustomerNote[]> {
  const db = await getDb();
  const rows = await db.select().from(customerNotes).where(eq(customerNotes.customer, uid)).orderBy(desc(customerNotes.id));
  return rows.map((row) => ({ id: row.id, body: row.body, at: row.createdAt.toISOString(), author: row.authorEmail ?? row.authorUid }));
}

/** Everything the page shows about the account `uid`, or null when neither Firebase nor the database knows it. */
export async function customerDetail(uid: string): Promise<CustomerDetail | null> {
  const db = await getDb();
  let profile: { email: string | null; displayName: string | null; createdAt: string | null } | null = null;
  try {
    const user = await getAdminAuth().getUser(uid);
    profile = { email: user.email ?? null, displayName: user.displayName ?? null, createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== "auth/user-not-found") throw error;
  }
  const orderRows = await db
    .select({ number: orders.number, createdAt: orders.createdAt, status: orders.status, amounts: orders.amounts })
    .from(orders)
    .where(eq(orders.customer, uid))
    .orderBy(desc(orders.createdAt))
    .limit(200);
  const addressRows = await db.select().from(addresses).where(eq(addresses.customer, uid)).orderBy(asc(addresses.createdAt));
  const reviewRows = await db
    .select({ product: products.name, brand: products.brand, rating: reviews.rating, title: reviews.title, status: reviews.status, at: reviews.createdAt })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.customer, uid))
    .orderBy(desc(reviews.createdAt));
  const notes = await notesOf(uid);
  if (!profile && !orderRows.length && !addressRows.length && !reviewRows.length && !notes.length) return null;
  return {
    uid,
    email: profile?.email ?? null,
    displayName: profile?.displayName ?? null,
    createdAt: profile?.createdAt ?? null,
    orders: orderRows.map((row) => ({ reference: reference(row.number), placedAt: row.createdAt.toISOString(), status: row.status, totalPence: row.amounts.totalPrice.gross })),
    addresses: addressRows.map((row) => ({
      name: `${row.firstName} ${row.lastName}`,
      lines: [row.line1, row.line2, row.city, row.county, row.postcode].filter((line): line is string => Boolean(line)),
      phone: row.phone,
      defaults: [row.isDefaultDelivery ? "Default delivery" : null, row.isDefaultBilling ? "Default billing" : null].filter((text): text is string => Boolean(text)),
    })),
    reviews: reviewRows.map((row) => ({ product: `${row.brand} ${row.product}`, rating: row.rating, title: row.title, status: row.status, at: row.at.toISOString() })),
    notes,
  };
}

/** Adds staff's note on the customer; the log records who, when and whom (the uid), not the text. */
export async function addCustomerNote(member: StaffMember, uid: string, body: string): Promise<CustomerNote[]> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [note] = await tx.insert(customerNotes).values({ customer: uid, body, authorUid: member.uid, authorEmail: member.email }).returning({ id: customerNotes.id });
    await recordActivity(tx, { member, action: CUSTOMER_ACTIVITY.note as ActivityAction, subject: uid, after: { noteId: note.id } });
  });
  return notesOf(uid);
}

/** The customer's data, as they would download it themselves, for a request by post; logged (who, when, whom). */
export async function exportForStaff(member: StaffMember, uid: string): Promise<ExportDocument> {
  const document = await buildExport(uid);
  const db = await getDb();
  await recordActivity(db, { member, action: CUSTOMER_ACTIVITY.export as ActivityAction, subject: uid });
  return document;
}
