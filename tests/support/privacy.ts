// Shared by the customer's-own-data integration tests (privacy-export.test.ts, privacy-erasure.test.ts):
// two customers A and B with rows in every table that can hold a customer (personal strings found
// nowhere else) and linked to each other, a staff member and a plain member; the privacy routes'
// requests; and the scan of every column of every table for what should be gone.
import { eq, sql } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { expect } from "vitest";
import { handlePrivacyDelete, handlePrivacyExport } from "@/api-routes/privacy";
import { cartAmounts, cartValidity } from "@/lib/cart";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { getDb } from "@/lib/server/platform/db";
import * as t from "@/lib/server/schema";
import { orderLine, signUpStaff } from "./admin";
import { signUpEmulatorUser, type Json } from "./handlers";

/** The privacy and admin routes' per-client limits off: every request here comes from one address. */
export function turnOffPrivacyRateLimits(): void {
  process.env.PRIVACY_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
}

export type User = { uid: string; token: string; email: string };
export interface Person extends User {
  first: string;
  last: string;
  line1: string;
  postcode: string;
  phone: string;
  orderId: string;
  reviewId: string;
  postId: number;
}

const auth = (token?: string): Record<string, string> => (token === undefined ? {} : { authorization: `Bearer ${token}` });
export const req = (path: string, token?: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: { "content-type": "application/json", ...auth(token), ...(init.headers as Record<string, string>) } });
export const readJson = async (response: Response) => ({ status: response.status, headers: response.headers, body: (await response.json()) as Json });
export const exportOf = async (token?: string) => readJson(await handlePrivacyExport(req("/api/account/privacy/export", token)));
export const erase = async (token?: string, body: unknown = { confirm: "DELETE" }) =>
  readJson(await handlePrivacyDelete(req("/api/account/privacy/delete", token, { method: "POST", body: JSON.stringify(body) })));
export const ctx = (uid: string) => ({ params: Promise.resolve({ uid }) });

export function forged(token: string, claims: Record<string, unknown>): string {
  const [header, payload] = token.split(".");
  const decoded = JSON.parse(Buffer.from(payload, "base64url").toString());
  return `${header}.${Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString("base64url")}.`;
}

const [p1, p2, p3] = SEED_PRODUCTS;
let categoryId = 0;
let showId = 0;
let episodeId = 0;

/** Rows for `user` in every table that can hold a customer, with personal strings found nowhere else. */
async function seedPerson(user: User, tag: string): Promise<Person> {
  const db = await getDb();
  const person = { ...user, first: `Ottoline${tag}`, last: `Vexborough${tag}`, line1: `17 Quincunx${tag} Mews`, postcode: tag === "A" ? "QZ1 7XY" : "QZ2 8WV", phone: tag === "A" ? "07700 900123" : "07700 900456" };
  const address = { firstName: person.first, lastName: person.last, line1: person.line1, city: "Leeds", postcode: person.postcode, country: "GB", phone: person.phone };
  const ids = Object.fromEntries((await db.select({ id: t.products.id, slug: t.products.slug }).from(t.products)).map((row) => [row.slug, row.id]));
  await db.insert(t.addresses).values({ customer: user.uid, ...address, isDefaultDelivery: true });
  const guestId = uuidv4();
  await db.insert(t.carts).values({ id: uuidv4(), customer: user.uid, version: 1, deliveryAddress: address, billingAddress: address });
  await db.insert(t.carts).values({ id: uuidv4(), customer: null, guestId, version: 1, status: "ordered", deliveryAddress: address });
  const items = [orderLine(p1, 12), orderLine(p2, 12)];
  const [order] = await db
    .insert(t.orders)
    .values({
      id: uuidv4(), customer: user.uid, guestId, email: user.email, cartId: uuidv4(), idempotencyKey: uuidv4(), accessKey: uuidv4(), status: "delivered",
      paymentMethod: "payOnDelivery", shippingMethod: "standard", items, boxes: cartValidity(items).boxes, amounts: cartAmounts(items, "standard"),
      deliveryAddress: address, billingAddress: address, deliveredAt: new Date(), carrier: "royalMail", trackingNumber: "AB123456785GB",
    })
    .returning();
  await db.insert(t.orderEvents).values([
    { orderId: order.id, type: "emailSent", summary: `Confirmation email sent to ${user.email}` },
    { orderId: order.id, type: "note", summary: `${person.first} ${person.last} rang from ${person.phone}` },
  ]);
  const [code] = await db.insert(t.discountCodes).values({ code: `PRIV${tag}${Date.now()}`, kind: "percentage", value: 10 }).returning();
  await db.insert(t.discountRedemptions).values({ codeId: code.id, orderId: order.id, customer: user.uid, email: user.email.toLowerCase(), amountPence: 100 });
  await db.insert(t.favourites).values({ customer: user.uid, productId: ids[p1.slug] });
  await db.insert(t.stockAlerts).values([
    { productId: ids[p1.slug], email: user.email.toLowerCase(), customer: user.uid, unsubscribeToken: uuidv4() },
    { productId: ids[p3.slug], email: user.email.toLowerCase(), customer: null, unsubscribeToken: uuidv4() },
  ]);
  await db.insert(t.podcastFollows).values({ userId: user.uid, showId });
  await db.insert(t.podcastSaves).values({ userId: user.uid, episodeId });
  await db.insert(t.podcastProgress).values({ userId: user.uid, episodeId, positionSeconds: 42 });
  await db.insert(t.learnCompletions).values({ userId: user.uid, course: "first-month", lesson: "day-one" });
  await db.insert(t.learnQuizResults).values({ userId: user.uid, course: "first-month", lesson: "day-one", answers: [1, 0], correct: 2, total: 2 });
  await db.insert(t.learnCourseVisits).values({ userId: user.uid, course: "first-month", lastLesson: "day-one" });
  await db.insert(t.talkMembers).values({ uid: user.uid, displayName: `${person.first} ${person.last}`, avatarUrl: `https://example.com/${person.last}.png`, joinedAt: new Date() });
  const [thread] = await db.insert(t.talkThreads).values({ categoryId, authorUid: user.uid, title: `Week one, thread ${tag}`, slug: `week-one-${tag.toLowerCase()}-${Date.now()}` }).returning();
  const [post] = await db.insert(t.talkPosts).values({ threadId: thread.id, number: 1, authorUid: user.uid, body: `Day three and the evenings are the hard part (${tag}).` }).returning();
  await db.insert(t.talkPostEdits).values({ postId: post.id, previousBody: `Day three (${tag}).` });
  const [review] = await db
    .insert(t.reviews)
    .values({ customer: user.uid, productId: ids[p1.slug], orderId: order.id, purchasedAt: new Date(), authorName: `${person.first} ${person.last}`, rating: 4, title: `Crisp ${tag}`, body: `Bought for ${person.first}'s birthday, delivered to ${person.postcode}.` })
    .returning();
  await db.insert(t.reviewRevisions).values({ reviewId: review.id, rating: 3, title: `First go ${tag}`, body: `Signed ${person.last}.` });
  await db.insert(t.customerNotes).values({ customer: user.uid, body: `${person.first} asked us to call ${person.phone}`, authorUid: "staff-x", authorEmail: "staff@example.com" });
  await db.insert(t.rateLimits).values([{ key: `stock-alerts-email:${user.email.toLowerCase()}`, points: 1 }, { key: `account-user:${user.uid}`, points: 1 }]);
  return { ...person, orderId: order.id, reviewId: review.id, postId: post.id };
}

/** A interacts with B's things, and B with A's: likes, notifications, reports. */
async function crossLinks(a: Person, b: Person): Promise<void> {
  const db = await getDb();
  for (const [from, to] of [[a, b], [b, a]] as const) {
    await db.insert(t.talkLikes).values({ postId: to.postId, uid: from.uid });
    await db.update(t.talkPosts).set({ likeCount: sql`${t.talkPosts.likeCount} + 1` }).where(eq(t.talkPosts.id, to.postId));
    await db.insert(t.talkNotifications).values({ uid: to.uid, kind: "reply", postId: to.postId, actorUid: from.uid });
    await db.insert(t.reviewReports).values({ reviewId: to.reviewId, reporter: from.uid, reason: "spam" });
    await db.update(t.reviews).set({ reportCount: sql`${t.reviews.reportCount} + 1` }).where(eq(t.reviews.id, to.reviewId));
  }
}

/** Every column of every table in the public schema, cast to text, searched for each needle (any case). */
export async function personalFieldsLeft(needles: string[]): Promise<string[]> {
  const db = await getDb();
  const columns = (await db.execute(sql`SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`)) as unknown as {
    rows: { table_name: string; column_name: string }[];
  };
  expect(new Set(columns.rows.map((row) => row.table_name)).size).toBeGreaterThan(30);
  const patterns = needles.map((needle) => `%${needle.replace(/[\\%_]/g, "\\$&")}%`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hits = (await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)}::text ILIKE ANY(${sql`ARRAY[${sql.join(patterns.map((p) => sql`${p}`), sql`, `)}]::text[]`})`)) as unknown as { rows: { n: number }[] };
    if (hits.rows[0].n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

export const needlesOf = (person: Person) => [person.email, person.first, person.last, person.line1, person.postcode, person.postcode.replace(" ", ""), person.phone];

/** The talk category, podcast show and episode the people's rows need, then A and B (linked), a staff member and a plain member. */
export async function seedPrivacyPeople(): Promise<{ a: Person; b: Person; staff: User; member: User }> {
  const db = await getDb();
  [{ id: categoryId }] = await db.insert(t.talkCategories).values({ slug: `privacy-${Date.now()}`, name: "Privacy test", description: "Test", position: 99 }).returning();
  [{ id: showId }] = await db
    .insert(t.podcastShows)
    .values({ feedUrl: `https://example.com/feed-${Date.now()}.xml`, slug: `privacy-show-${Date.now()}`, title: "Test show", description: "d", author: "a", imageUrl: "https://example.com/i.png", categories: [], persons: [], contentHash: "x" })
    .returning();
  [{ id: episodeId }] = await db
    .insert(t.podcastEpisodes)
    .values({ showId, guid: "g1", slug: "e1", title: "Episode one", summary: "s", notesHtml: "", notesText: "", audioUrl: "https://example.com/a.mp3", audioType: "audio/mpeg", publishedAt: new Date(), transcript: [], transcriptText: "", chapters: [], persons: [], contentHash: "y" })
    .returning();
  const a = await seedPerson(await signUpEmulatorUser("privacy-a"), "A");
  const b = await seedPerson(await signUpEmulatorUser("privacy-b"), "B");
  await crossLinks(a, b);
  const staff = await signUpStaff();
  const member = await signUpEmulatorUser("member");
  return { a, b, staff, member };
}
