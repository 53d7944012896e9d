import "server-only";
import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { ActivityAction, StaffMember } from "@/lib/admin/contract";
import { FORMER_MEMBER_LABEL, ORDER_STATUSES_IN_PROGRESS } from "@/lib/privacy/contract";
import {
  ERASED_ADDRESS_TEXT,
  ERASED_EMAIL,
  ERASED_NOTE_SUMMARY,
  ERASED_REASON,
  ERASED_REASON_IN_SUMMARY,
  ERASURE_ACTIVITY_ACTION,
  SELF_SERVICE_ACTOR,
} from "@/lib/privacy/erasure-plan";
import { sendAccountErased } from "../mail/account-erased-mail";
import { recordActivity } from "../admin/activity";
import { getDb, type Tx } from "../platform/db";
import { getAdminAuth } from "../auth/firebase-admin";
import { logServerError } from "../platform/log";
import { expireReviewedProductPages } from "./pages";
import {
  addresses,
  carts,
  customerNotes,
  discountRedemptions,
  favourites,
  learnCompletions,
  learnCourseVisits,
  learnQuizResults,
  orderEvents,
  orderRefunds,
  orderReturns,
  damageReports,
  damageReportPhotos,
  orders,
  supportThreads,
  podcastFollows,
  podcastProgress,
  podcastSaves,
  products,
  rateLimits,
  reviewReports,
  reviews,
  stockAlerts,
  talkLikes,
  talkMembers,
  talkNotifications,
  talkPosts,
} from "../schema";

// "Delete my account" (issue 28.4, UK GDPR art. 17), carrying out lib/privacy/erasure-plan.ts: in
// ONE transaction every row of the customer is deleted or anonymised and the erasure is logged (so
// the log and the erasure stand or fall together); then the product pages that showed their reviews
// are expired, the Firebase user is deleted and the confirmation emailed to the old address. Run
// again after a failure part-way (Firebase down), it finds nothing left to erase and finishes the rest.

export type ErasureOutcome = { ok: true; ordersAnonymised: number; emailed: boolean } | { ok: false; code: "ordersInProgress" };

/** An order's address after erasure: the country (place of supply, for VAT) and neutral words that satisfy the readers. */
const erasedAddressSql = (column: "delivery_address" | "billing_address") =>
  sql`jsonb_build_object('firstName', 'Former', 'lastName', 'customer', 'line1', ${ERASED_ADDRESS_TEXT}::text, 'city', ${ERASED_ADDRESS_TEXT}::text, 'postcode', '', 'country', coalesce(${sql.raw(column)}->>'country', 'GB'))`;

/** The customer's orders stay (VAT records) without the person: contact details, addresses, the guest link and typed text go. */
async function anonymiseOrders(tx: Tx, orderIds: string[], erasedAt: Date): Promise<void> {
  await tx
    .update(orders)
    .set({
      customer: null,
      guestId: null,
      email: ERASED_EMAIL,
      deliveryAddress: erasedAddressSql("delivery_address"),
      billingAddress: erasedAddressSql("billing_address"),
      accessKey: sql`gen_random_uuid()::text`,
      updatedAt: erasedAt,
    })
    .where(inArray(orders.id, orderIds));
  await tx
    .update(orderEvents)
    .set({ summary: sql`regexp_replace(${orderEvents.summary}, ' to \\S+@\\S+.*$', '')` })
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.type, "emailSent")));
  await tx
    .update(orderEvents)
    .set({ summary: ERASED_NOTE_SUMMARY })
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.type, "note")));
  await eraseTypedReasons(tx, orderIds);
}

/**
 * Reasons staff typed on the orders (a cancel's, a refund's) are free text that may name the
 * customer: they become ERASED_REASON. A refund's timeline events embed its reason as " (<reason>)"
 * (admin/refund-payments.ts), found through the refund's id in the event's data; a staff cancel's
 * event reads "Cancelled, stock returned (<reason>)" (admin/order-actions.ts). The activity log
 * holds only the reasons' lengths.
 */
async function eraseTypedReasons(tx: Tx, orderIds: string[]): Promise<void> {
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE "order_events" AS e SET "summary" = replace(e."summary", ' (' || r."reason" || ')', ${` (${ERASED_REASON_IN_SUMMARY})`}::text)
    FROM "order_refunds" AS r
    WHERE e."order_id" IN (${ids}) AND r."order_id" = e."order_id" AND r."id"::text = e."data"->>'refundId' AND r."reason" IS NOT NULL`);
  await tx
    .update(orderEvents)
    .set({ summary: sql`regexp_replace(${orderEvents.summary}, '^([^(]*) \\(.*$', ${`\\1 (${ERASED_REASON_IN_SUMMARY})`}::text)` })
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.type, "cancelled"), isNotNull(orderEvents.actorUid)));
  await tx
    .update(orderRefunds)
    .set({ reason: ERASED_REASON })
    .where(and(inArray(orderRefunds.orderId, orderIds), isNotNull(orderRefunds.reason)));
  // A refused return's event reads "Return RET-… refused: <reason>", a refused damage report's "DMG-… refused: <reason>".
  await tx
    .update(orderEvents)
    .set({ summary: sql`regexp_replace(${orderEvents.summary}, ' refused: .*$', ${` refused: ${ERASED_REASON_IN_SUMMARY}`}::text)` })
    .where(and(inArray(orderEvents.orderId, orderIds), inArray(orderEvents.type, ["returnRefused", "damageRefused"])));
  await tx
    .update(orderReturns)
    .set({ note: null, refusalReason: sql`case when ${orderReturns.refusalReason} is null then null else ${ERASED_REASON} end`, requestedBy: "customer:erased" })
    .where(inArray(orderReturns.orderId, orderIds));
  await tx
    .update(damageReports)
    .set({ note: null, refusalReason: sql`case when ${damageReports.refusalReason} is null then null else ${ERASED_REASON} end`, reportedBy: "customer:erased" })
    .where(inArray(damageReports.orderId, orderIds));
  await tx.delete(damageReportPhotos).where(inArray(damageReportPhotos.reportId, tx.select({ id: damageReports.id }).from(damageReports).where(inArray(damageReports.orderId, orderIds))));
}

/**
 * Erases the customer `uid` whose account email is `email` (lower-cased here). `actor` is the member
 * of staff who did it, or null when the customer did it themselves (the log names SELF_SERVICE_ACTOR).
 * `email` only when the address is verified to be the account's (see api-routes/privacy.ts): with
 * null, only what belongs to the uid is erased, and no email is sent.
 */
export async function eraseCustomer(uid: string, email: string | null, actor: StaffMember | null = null): Promise<ErasureOutcome> {
  const db = await getDb();
  const address = email?.trim().toLowerCase() || null;
  const erasedAt = new Date();
  let reviewedSlugs: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<ErasureOutcome> => {
    // The customer's orders, locked: none may change status (or be placed … as theirs) under us.
    const owned = await tx.select({ id: orders.id, status: orders.status, guestId: orders.guestId }).from(orders).where(eq(orders.customer, uid)).for("update");
    if (owned.some((order) => (ORDER_STATUSES_IN_PROGRESS as readonly string[]).includes(order.status))) return { ok: false, code: "ordersInProgress" };
    const orderIds = owned.map((order) => order.id);
    const guestIds = [...new Set(owned.map((order) => order.guestId).filter((id): id is string => Boolean(id)))];

    // Deleted: the customer's own things.
    await tx.delete(addresses).where(eq(addresses.customer, uid));
    await tx.delete(carts).where(guestIds.length ? or(eq(carts.customer, uid), and(isNull(carts.customer), inArray(carts.guestId, guestIds))) : eq(carts.customer, uid));
    await tx.delete(favourites).where(eq(favourites.customer, uid));
    await tx.delete(supportThreads).where(address ? or(eq(supportThreads.customer, uid), sql`lower(${supportThreads.email}) = ${address}`) : eq(supportThreads.customer, uid));
    await tx.delete(stockAlerts).where(address ? or(eq(stockAlerts.customer, uid), sql`lower(${stockAlerts.email}) = ${address}`) : eq(stockAlerts.customer, uid));
    await tx.delete(podcastFollows).where(eq(podcastFollows.userId, uid));
    await tx.delete(podcastSaves).where(eq(podcastSaves.userId, uid));
    await tx.delete(podcastProgress).where(eq(podcastProgress.userId, uid));
    await tx.delete(learnCompletions).where(eq(learnCompletions.userId, uid));
    await tx.delete(learnQuizResults).where(eq(learnQuizResults.userId, uid));
    await tx.delete(learnCourseVisits).where(eq(learnCourseVisits.userId, uid));
    await tx.delete(customerNotes).where(eq(customerNotes.customer, uid));
    await tx.delete(talkNotifications).where(eq(talkNotifications.uid, uid));
    await tx
      .update(talkPosts)
      .set({ likeCount: sql`greatest(${talkPosts.likeCount} - 1, 0)` })
      .where(inArray(talkPosts.id, tx.select({ id: talkLikes.postId }).from(talkLikes).where(eq(talkLikes.uid, uid))));
    await tx.delete(talkLikes).where(eq(talkLikes.uid, uid));
    await tx
      .update(reviews)
      .set({ reportCount: sql`greatest(${reviews.reportCount} - 1, 0)` })
      .where(inArray(reviews.id, tx.select({ id: reviewReports.reviewId }).from(reviewReports).where(eq(reviewReports.reporter, uid))));
    await tx.delete(reviewReports).where(eq(reviewReports.reporter, uid));
    const reviewed = await tx.selectDistinct({ slug: products.slug }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(eq(reviews.customer, uid));
    reviewedSlugs = reviewed.map((row) => row.slug);
    await tx.delete(reviews).where(eq(reviews.customer, uid)); // revisions and reports of them cascade
    await tx.delete(rateLimits).where(
      address
        ? or(sql`right(${rateLimits.key}, ${uid.length + 1}) = ${`:${uid}`}`, sql`lower(right(${rateLimits.key}, ${address.length + 1})) = ${`:${address}`}`)
        : sql`right(${rateLimits.key}, ${uid.length + 1}) = ${`:${uid}`}`,
    );

    // Kept without the person: orders (the VAT record), their timeline and codes used, TALK's author.
    if (orderIds.length) await anonymiseOrders(tx, orderIds, erasedAt);
    await tx
      .update(discountRedemptions)
      .set({ customer: null, email: ERASED_EMAIL })
      .where(orderIds.length ? or(eq(discountRedemptions.customer, uid), inArray(discountRedemptions.orderId, orderIds)) : eq(discountRedemptions.customer, uid));
    await tx.update(talkMembers).set({ displayName: FORMER_MEMBER_LABEL, avatarUrl: null }).where(eq(talkMembers.uid, uid));

    // Logged: that an account was erased, when, and by whom; never what, nor the email.
    await recordActivity(tx, {
      member: actor ?? { uid: SELF_SERVICE_ACTOR, email: null },
      action: ERASURE_ACTIVITY_ACTION as ActivityAction,
      subject: uid,
    });
    return { ok: true, ordersAnonymised: orderIds.length, emailed: false };
  });
  if (!outcome.ok) return outcome;
  await expireReviewedProductPages(reviewedSlugs);

  try {
    await getAdminAuth().deleteUser(uid);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== "auth/user-not-found") {
      logServerError("privacy: deleteUser", error);
      throw error;
    }
  }
  const emailed = address ? await sendAccountErased(address, erasedAt) : false;
  return { ...outcome, emailed };
}
