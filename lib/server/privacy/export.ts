import "server-only";
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { PostalAddress } from "@/lib/cart/types";
import { EXPORT_FORMAT_VERSION } from "@/lib/privacy/contract";
import { EXPORT_FORMAT, type ExportDocument, type ExportProfile } from "@/lib/privacy/export-document";
import { getDb } from "../db";
import { getAdminAuth } from "../firebase-admin";
import {
  addresses,
  carts,
  favourites,
  learnCompletions,
  learnCourseVisits,
  learnQuizResults,
  orders,
  podcastEpisodes,
  podcastFollows,
  podcastProgress,
  podcastSaves,
  podcastShows,
  products,
  reviewRevisions,
  reviews,
  stockAlerts,
  talkLikes,
  talkMembers,
  talkNotifications,
  talkPostEdits,
  talkPosts,
  talkThreads,
} from "../schema";

// "Download my data" (issue 28.4, UK GDPR art. 15): one document (lib/privacy/export-document.ts)
// with everything the shop holds about ONE customer, found by their uid only (the route takes it
// from the verified token; staff from the customer page). Back-in-stock subscriptions are found by
// the uid, and by the account's email once Firebase says it is verified (a guest subscription with
// that address is theirs too; an unverified address may be someone else's).
// Guest orders placed with the same email are not included: an account's email is not proof of
// owning the address, so those are given by staff after checking (docs/privacy.md).

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const isoNow = (value: Date) => value.toISOString();

/** Strips the address book's internal id from a stored address. */
function postal(address: PostalAddress | null): PostalAddress | null {
  if (!address) return null;
  const { id: _id, ...rest } = address;
  return rest;
}

async function profileOf(uid: string): Promise<ExportProfile & { emailVerified: boolean }> {
  try {
    const user = await getAdminAuth().getUser(uid);
    const created = user.metadata.creationTime ? new Date(user.metadata.creationTime) : null;
    const lastSignIn = user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime) : null;
    return {
      uid,
      email: user.email ?? null,
      displayName: user.displayName ?? null,
      createdAt: iso(created),
      lastSignInAt: iso(lastSignIn),
      providers: user.providerData.map((provider) => provider.providerId),
      emailVerified: user.emailVerified,
    };
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== "auth/user-not-found") throw error;
    return { uid, email: null, displayName: null, createdAt: null, lastSignInAt: null, providers: [], emailVerified: false };
  }
}

/** The whole document for `uid`. */
export async function buildExport(uid: string, at = new Date()): Promise<ExportDocument> {
  const { emailVerified, ...profile } = await profileOf(uid);
  const db = await getDb();
  const email = emailVerified ? (profile.email?.toLowerCase() ?? null) : null;

  const addressRows = await db.select().from(addresses).where(eq(addresses.customer, uid)).orderBy(asc(addresses.createdAt));
  const orderRows = await db.select().from(orders).where(eq(orders.customer, uid)).orderBy(asc(orders.createdAt));
  const cartRows = await db.select().from(carts).where(eq(carts.customer, uid)).orderBy(asc(carts.createdAt));
  const reviewRows = await db
    .select({ review: reviews, product: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.customer, uid))
    .orderBy(asc(reviews.createdAt));
  const revisionRows = reviewRows.length
    ? await db.select().from(reviewRevisions).where(inArray(reviewRevisions.reviewId, reviewRows.map((row) => row.review.id))).orderBy(asc(reviewRevisions.id))
    : [];
  const favouriteRows = await db
    .select({ product: products.name, brand: products.brand, addedAt: favourites.addedAt })
    .from(favourites)
    .innerJoin(products, eq(products.id, favourites.productId))
    .where(eq(favourites.customer, uid))
    .orderBy(asc(favourites.addedAt));
  const alertRows = await db
    .select({ product: products.name, brand: products.brand, email: stockAlerts.email, createdAt: stockAlerts.createdAt })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(email ? or(eq(stockAlerts.customer, uid), sql`lower(${stockAlerts.email}) = ${email}`) : eq(stockAlerts.customer, uid))
    .orderBy(asc(stockAlerts.createdAt));
  const follows = await db
    .select({ show: podcastShows.title, since: podcastFollows.createdAt })
    .from(podcastFollows)
    .innerJoin(podcastShows, eq(podcastShows.id, podcastFollows.showId))
    .where(eq(podcastFollows.userId, uid));
  const saves = await db
    .select({ show: podcastShows.title, episode: podcastEpisodes.title, savedAt: podcastSaves.createdAt })
    .from(podcastSaves)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastSaves.episodeId))
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(eq(podcastSaves.userId, uid));
  const positions = await db
    .select({ show: podcastShows.title, episode: podcastEpisodes.title, progress: podcastProgress })
    .from(podcastProgress)
    .innerJoin(podcastEpisodes, eq(podcastEpisodes.id, podcastProgress.episodeId))
    .innerJoin(podcastShows, eq(podcastShows.id, podcastEpisodes.showId))
    .where(eq(podcastProgress.userId, uid));
  const completions = await db.select().from(learnCompletions).where(eq(learnCompletions.userId, uid));
  const quizzes = await db.select().from(learnQuizResults).where(eq(learnQuizResults.userId, uid));
  const visits = await db.select().from(learnCourseVisits).where(eq(learnCourseVisits.userId, uid));
  const [member] = await db.select({ displayName: talkMembers.displayName }).from(talkMembers).where(eq(talkMembers.uid, uid));
  const posts = await db
    .select({ post: talkPosts, thread: talkThreads.title })
    .from(talkPosts)
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .where(eq(talkPosts.authorUid, uid))
    .orderBy(asc(talkPosts.createdAt));
  const edits = posts.length ? await db.select().from(talkPostEdits).where(inArray(talkPostEdits.postId, posts.map((row) => row.post.id))).orderBy(asc(talkPostEdits.id)) : [];
  const threads = await db.select({ title: talkThreads.title, createdAt: talkThreads.createdAt }).from(talkThreads).where(eq(talkThreads.authorUid, uid));
  const notifications = await db
    .select({ kind: talkNotifications.kind, thread: talkThreads.title, createdAt: talkNotifications.createdAt, readAt: talkNotifications.readAt })
    .from(talkNotifications)
    .innerJoin(talkPosts, eq(talkPosts.id, talkNotifications.postId))
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .where(eq(talkNotifications.uid, uid))
    .orderBy(asc(talkNotifications.createdAt));
  const likes = await db
    .select({ thread: talkThreads.title, number: talkPosts.number, likedAt: talkLikes.createdAt })
    .from(talkLikes)
    .innerJoin(talkPosts, eq(talkPosts.id, talkLikes.postId))
    .innerJoin(talkThreads, eq(talkThreads.id, talkPosts.threadId))
    .where(eq(talkLikes.uid, uid));

  return {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    generatedAt: isoNow(at),
    profile,
    addresses: addressRows.map((row) => ({
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
    })),
    orders: orderRows.map((row) => ({
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
    })),
    carts: cartRows.map((row) => ({
      status: row.status,
      updatedAt: isoNow(row.updatedAt),
      lines: row.items.map((item) => ({ product: item.productName, quantity: item.quantity })),
      deliveryAddress: postal(row.deliveryAddress),
      billingAddress: postal(row.billingAddress),
    })),
    reviews: reviewRows.map(({ review, product }) => ({
      product,
      rating: review.rating,
      title: review.title,
      body: review.body,
      status: review.status,
      createdAt: isoNow(review.createdAt),
      editedAt: iso(review.editedAt),
      previousVersions: revisionRows
        .filter((revision) => revision.reviewId === review.id)
        .map((revision) => ({ rating: revision.rating, title: revision.title, body: revision.body, replacedAt: isoNow(revision.createdAt) })),
    })),
    favourites: favouriteRows.map((row) => ({ product: `${row.brand} ${row.product}`, addedAt: isoNow(row.addedAt) })),
    stockAlerts: alertRows.map((row) => ({ product: `${row.brand} ${row.product}`, email: row.email, createdAt: isoNow(row.createdAt) })),
    podcasts: {
      follows: follows.map((row) => ({ show: row.show, since: isoNow(row.since) })),
      saved: saves.map((row) => ({ show: row.show, episode: row.episode, savedAt: isoNow(row.savedAt) })),
      positions: positions.map((row) => ({
        show: row.show,
        episode: row.episode,
        positionSeconds: row.progress.positionSeconds,
        played: row.progress.played,
        updatedAt: isoNow(row.progress.updatedAt),
      })),
    },
    courses: {
      completedLessons: completions.map((row) => ({ course: row.course, lesson: row.lesson, completedAt: isoNow(row.completedAt) })),
      quizResults: quizzes.map((row) => ({ course: row.course, lesson: row.lesson, correct: row.correct, total: row.total, attempts: row.attempts, answeredAt: isoNow(row.answeredAt) })),
      lastOpened: visits.map((row) => ({ course: row.course, lesson: row.lastLesson, openedAt: isoNow(row.lastOpenedAt) })),
    },
    talk: {
      displayName: member?.displayName ?? null,
      posts: posts.map(({ post, thread }) => ({
        thread,
        number: post.number,
        body: post.body,
        createdAt: isoNow(post.createdAt),
        editedAt: iso(post.editedAt),
        deleted: post.deletedAt !== null,
        previousVersions: edits.filter((edit) => edit.postId === post.id).map((edit) => ({ body: edit.previousBody, editedAt: isoNow(edit.editedAt) })),
      })),
      threadsStarted: threads.map((row) => ({ title: row.title, createdAt: isoNow(row.createdAt) })),
      notifications: notifications.map((row) => ({ kind: row.kind, thread: row.thread, createdAt: isoNow(row.createdAt), readAt: iso(row.readAt) })),
      likes: likes.map((row) => ({ thread: row.thread, postNumber: row.number, likedAt: isoNow(row.likedAt) })),
    },
  };
}
