// The customer's own data (issue 28.4) on a real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh) and real Auth emulator tokens: the export holds every kind and nothing
// of another customer; the erasure leaves no personal field in ANY column of ANY table (read through
// information_schema) while the order's lines and totals survive and the other customer is untouched;
// deletion needs a sign-in under 5 minutes old; staff routes are staff only and logged. Reasons staff
// typed on the customer's orders go too, and the product page that showed their review is expired.
import { readdir, readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleCustomerDetail, handleCustomerExport, handleCustomerNote, handleCustomerSearch } from "@/api-routes/admin/customers";
import { handlePrivacyDelete, handlePrivacyExport } from "@/api-routes/privacy";
import { cartAmounts, cartValidity } from "@/lib/cart";
import { productJsonLd } from "@/lib/catalogue/json-ld";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { FORMER_MEMBER_LABEL } from "@/lib/privacy/contract";
import { ERASED_EMAIL, SELF_SERVICE_ACTOR } from "@/lib/privacy/erasure-plan";
import { EXPORT_SECTIONS, type ExportDocument } from "@/lib/privacy/export-document";
import { withReviewJsonLd } from "@/lib/reviews/json-ld";
import { getProduct } from "@/lib/server/catalogue/cached-catalogue";
import { getDb } from "@/lib/server/platform/db";
import { getAdminAuth } from "@/lib/server/auth/firebase-admin";
import { cachedProductReviews, reviewsTag } from "@/lib/server/reviews/cache";
import * as t from "@/lib/server/schema";
import { adminApi, insertOrder, orderLine, signUpStaff } from "../support/admin";
import { signInEmulatorUser, signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

// The product page reads its reviews through Next's data cache (lib/server/reviews/cache.ts). A
// faithful stand-in: entries remembered by key until one of their tags is revalidated; the cache
// shared by every instance (lib/server/platform/shared-cache.ts) is a spy.
const nextCache = vi.hoisted(() => {
  const entries = new Map<string, { value: unknown; tags: string[] }>();
  return {
    unstable_cache:
      <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[] = [], options: { tags?: string[] } = {}) =>
      async (...args: A): Promise<R> => {
        const key = JSON.stringify([keyParts, args]);
        const hit = entries.get(key);
        if (hit) return hit.value as R;
        const value = await fn(...args);
        entries.set(key, { value, tags: options.tags ?? [] });
        return value;
      },
    revalidateTag: (tag: string) => {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    revalidatePath: () => undefined,
  };
});
vi.mock("next/cache", () => nextCache);
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

beforeAll(async () => {
  await useFreshDatabase();
  process.env.PRIVACY_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
});
afterAll(dropFreshDatabase);

type User = { uid: string; token: string; email: string };
interface Person extends User {
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
const req = (path: string, token?: string, init: RequestInit = {}) =>
  new Request(`http://localhost${path}`, { ...init, headers: { "content-type": "application/json", ...auth(token), ...(init.headers as Record<string, string>) } });
const readJson = async (response: Response) => ({ status: response.status, headers: response.headers, body: (await response.json()) as Json });
const exportOf = async (token?: string) => readJson(await handlePrivacyExport(req("/api/account/privacy/export", token)));
const erase = async (token?: string, body: unknown = { confirm: "DELETE" }) =>
  readJson(await handlePrivacyDelete(req("/api/account/privacy/delete", token, { method: "POST", body: JSON.stringify(body) })));
const ctx = (uid: string) => ({ params: Promise.resolve({ uid }) });

function forged(token: string, claims: Record<string, unknown>): string {
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
async function personalFieldsLeft(needles: string[]): Promise<string[]> {
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

const needlesOf = (person: Person) => [person.email, person.first, person.last, person.line1, person.postcode, person.postcode.replace(" ", ""), person.phone];

describe(`the customer's own data (${engineName()})`, () => {
  it("refuses every route without a token or with a garbage one (401)", async () => {
    for (const token of [undefined, "not-a-token"]) {
      expect((await exportOf(token)).status).toBe(401);
      expect((await erase(token)).status).toBe(401);
      expect((await readJson(await handleCustomerSearch(req("/api/admin/customers?q=abc", token)))).status).toBe(401);
    }
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator users", () => {
    let a: Person;
    let b: Person;
    let staff: User;
    let member: User;

    beforeAll(async () => {
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
      a = await seedPerson(await signUpEmulatorUser("privacy-a"), "A");
      b = await seedPerson(await signUpEmulatorUser("privacy-b"), "B");
      await crossLinks(a, b);
      staff = await signUpStaff();
      member = await signUpEmulatorUser("member");
    });

    it("exports every listed kind for the token's user only, as an uncached attachment", async () => {
      const response = await handlePrivacyExport(req("/api/account/privacy/export", a.token));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="alcohol-free-co-data-\d{4}-\d{2}-\d{2}\.json"$/);
      const text = await response.text();
      const document = JSON.parse(text) as ExportDocument;
      for (const section of EXPORT_SECTIONS) expect(document, section).toHaveProperty(section);
      expect(document.profile).toMatchObject({ uid: a.uid, email: a.email, providers: ["password"] });
      expect(document.addresses[0]).toMatchObject({ firstName: a.first, postcode: a.postcode, phone: a.phone });
      expect(document.orders[0]).toMatchObject({ email: a.email, deliveryAddress: expect.objectContaining({ line1: a.line1 }) });
      expect(document.orders[0].lines).toHaveLength(2);
      expect(document.carts).toHaveLength(1);
      expect(document.reviews[0]).toMatchObject({ title: "Crisp A", previousVersions: [expect.objectContaining({ title: "First go A" })] });
      expect(document.favourites).toHaveLength(1);
      expect(document.stockAlerts).toHaveLength(1); // by uid: the account's email is not verified, so the guest one may be someone else's
      await getAdminAuth().updateUser(a.uid, { emailVerified: true });
      expect((await exportOf(a.token)).body.stockAlerts).toHaveLength(2); // verified: the guest subscription with that address too
      expect(document.podcasts.follows).toHaveLength(1);
      expect(document.podcasts.saved).toHaveLength(1);
      expect(document.podcasts.positions[0].positionSeconds).toBe(42);
      expect(document.courses.completedLessons).toHaveLength(1);
      expect(document.courses.quizResults).toHaveLength(1);
      expect(document.courses.lastOpened).toHaveLength(1);
      expect(document.talk.posts[0]).toMatchObject({ body: expect.stringContaining("(A)"), previousVersions: [expect.objectContaining({ body: "Day three (A)." })] });
      expect(document.talk.notifications).toHaveLength(1);
      expect(document.talk.likes).toHaveLength(1);
      for (const needle of [...needlesOf(b), b.uid, "Crisp B", "(B)"]) expect(text, needle).not.toContain(needle);
      // B's token gets B's document, never A's.
      const other = await exportOf(b.token);
      expect(other.body.profile.uid).toBe(b.uid);
      expect(JSON.stringify(other.body)).not.toContain(a.email);
      // A forged token naming A's uid from B's is refused.
      expect((await exportOf(forged(b.token, { sub: "no-such-user", user_id: "no-such-user" }))).status).toBe(401);
    });

    it("gives staff the customer by email (any case, or its start), notes and the export, logged without the email or the text", async () => {
      for (const token of [member.token, forged(member.token, { staff: true })]) {
        expect((await readJson(await handleCustomerSearch(req(`/api/admin/customers?q=${a.email}`, token)))).status).toBe(403);
        expect((await readJson(await handleCustomerDetail(req(`/api/admin/customers/${a.uid}`, token), ctx(a.uid)))).status).toBe(403);
        expect((await readJson(await handleCustomerNote(req(`/api/admin/customers/${a.uid}/notes`, token, { method: "POST", body: '{"body":"x"}' }), ctx(a.uid)))).status).toBe(403);
        expect((await handleCustomerExport(req(`/api/admin/customers/${a.uid}/export`, token, { method: "POST" }), ctx(a.uid))).status).toBe(403);
      }
      const byPrefix = await readJson(await handleCustomerSearch(req(`/api/admin/customers?q=${encodeURIComponent(a.email.slice(0, 12).toUpperCase())}`, staff.token)));
      expect(byPrefix.status).toBe(200);
      expect(byPrefix.body.data.matches).toEqual(expect.arrayContaining([expect.objectContaining({ email: a.email.toLowerCase(), uid: a.uid, orderCount: 1 })]));
      const exact = await readJson(await handleCustomerSearch(req(`/api/admin/customers?q=${encodeURIComponent(member.email)}`, staff.token)));
      expect(exact.body.data.matches).toEqual([expect.objectContaining({ uid: member.uid, orderCount: 0 })]);
      const detail = await readJson(await handleCustomerDetail(req(`/api/admin/customers/${a.uid}`, staff.token), ctx(a.uid)));
      expect(detail.body.data.customer).toMatchObject({ email: a.email, orders: [expect.objectContaining({ reference: expect.stringMatching(/^AFC-/) })], addresses: [expect.objectContaining({ phone: a.phone })], reviews: [expect.objectContaining({ title: "Crisp A" })] });
      const noted = await readJson(await handleCustomerNote(req(`/api/admin/customers/${a.uid}/notes`, staff.token, { method: "POST", body: JSON.stringify({ body: `Rang ${a.first} back` }) }), ctx(a.uid)));
      expect(noted.status).toBe(200);
      expect(noted.body.data.notes[0]).toMatchObject({ body: `Rang ${a.first} back`, author: staff.email });
      const exported = await handleCustomerExport(req(`/api/admin/customers/${a.uid}/export`, staff.token, { method: "POST" }), ctx(a.uid));
      expect(exported.status).toBe(200);
      expect(((await exported.json()) as ExportDocument).profile.email).toBe(a.email);
      const db = await getDb();
      const logged = await db.select().from(t.staffActivity).where(eq(t.staffActivity.subject, a.uid));
      expect(logged.map((row) => row.action).sort()).toEqual(["customer.export", "customer.note"]);
      expect(JSON.stringify(logged)).not.toContain(a.first);
      expect(JSON.stringify(logged)).not.toContain(a.email);
    });

    it("refuses to delete without a recent sign-in, a confirmation, or while an order is on its way", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + 6 * 60_000);
      try {
        const stale = await erase(a.token);
        expect(stale.status).toBe(403);
        expect(stale.body.code).toBe("reauthenticationRequired");
      } finally {
        vi.useRealTimers();
      }
      expect((await erase(forged(a.token, { sub: "no-such-user", user_id: "no-such-user" }))).status).toBe(401);
      const fresh = await signInEmulatorUser(a.email);
      for (const body of [{}, { confirm: "delete" }, { confirm: "DELETE", uid: b.uid }]) expect((await erase(fresh, body)).status).toBe(400);
      const db = await getDb();
      await db.update(t.orders).set({ status: "packed" }).where(eq(t.orders.id, a.orderId));
      const busy = await erase(fresh);
      expect(busy.status).toBe(409);
      expect(busy.body.code).toBe("ordersInProgress");
      await db.update(t.orders).set({ status: "delivered" }).where(eq(t.orders.id, a.orderId));
      expect((await exportOf(a.token)).body.addresses).toHaveLength(1); // nothing was erased
    });

    it("erases: no personal field left in any column of any table, the order's lines and totals kept, the other customer untouched", async () => {
      const db = await getDb();
      // Staff type reasons that name the customer, through the real admin handlers: a cancel of a
      // second order of theirs and a refund of the first (paid on delivery).
      const cancelReason = `Zorbleton: ${a.first} rang to cancel`;
      const refundReason = `Quibbleford: a bottle arrived broken at ${a.line1}`;
      const second = await insertOrder("placed", "payOnDelivery", a.email);
      await db.update(t.orders).set({ customer: a.uid }).where(eq(t.orders.id, second.id));
      expect((await adminApi.act(staff.token, second.reference, { action: "cancel", reason: cancelReason })).status).toBe(200);
      await db.update(t.orders).set({ paidAt: new Date() }).where(eq(t.orders.id, a.orderId));
      const [first] = await db.select().from(t.orders).where(eq(t.orders.id, a.orderId));
      const refundBody = { action: "refund", lines: [{ lineId: first.items[0].id, quantity: 1 }], includeShipping: false, restock: false, reason: refundReason };
      expect((await adminApi.act(staff.token, `AFC-${first.number}`, refundBody)).status).toBe(200);
      const reasonNeedles = ["Zorbleton", "Quibbleford"];
      // The product page showing A's review is rendered (cached) before the erasure.
      const shownBefore = await cachedProductReviews(p1.slug);
      expect(shownBefore?.reviews.map((review) => review.title)).toEqual(expect.arrayContaining(["Crisp A", "Crisp B"]));

      // Signed in before the slow scans below: the emulator drops a connection idle for 5 s, which undici may reuse.
      const fresh = await signInEmulatorUser(a.email);
      const [before] = await db.select().from(t.orders).where(eq(t.orders.id, a.orderId));
      const bBefore = (await exportOf(b.token)).body;
      expect(await personalFieldsLeft([...needlesOf(a), ...reasonNeedles])).not.toEqual([]); // the scan does find them while they exist
      expect(await personalFieldsLeft(reasonNeedles)).toEqual(expect.arrayContaining(["order_events.summary", "order_refunds.reason"]));
      sharedCache.persistTagInvalidation.mockClear();

      const erased = await erase(fresh);
      expect(erased).toMatchObject({ status: 200, body: { erased: true, emailed: true } });

      expect(await personalFieldsLeft([...needlesOf(a), ...reasonNeedles])).toEqual([]);
      // The timeline and the refund keep what happened, not what staff typed; the log keeps a reference.
      const timeline = await db.select({ type: t.orderEvents.type, summary: t.orderEvents.summary }).from(t.orderEvents).where(eq(t.orderEvents.orderId, second.id));
      expect(timeline).toEqual(expect.arrayContaining([{ type: "cancelled", summary: "Cancelled, stock returned (reason removed at the customer's request)" }]));
      const refundEvents = await db.select({ summary: t.orderEvents.summary }).from(t.orderEvents).where(eq(t.orderEvents.orderId, a.orderId));
      expect(refundEvents.map((event) => event.summary)).toContainEqual(expect.stringMatching(/^Refunded £\d+\.\d\d, paid back by hand \(reason removed at the customer's request\)$/));
      const refunds = await db.select({ reason: t.orderRefunds.reason }).from(t.orderRefunds).where(eq(t.orderRefunds.orderId, a.orderId));
      expect(refunds).toEqual([{ reason: "Removed at the customer's request" }]);
      const [cancelLog] = await db.select().from(t.staffActivity).where(eq(t.staffActivity.action, "order.cancel"));
      expect(cancelLog.after).toMatchObject({ status: "cancelled", reasonCharacters: cancelReason.length });
      const [refundLog] = await db.select().from(t.staffActivity).where(eq(t.staffActivity.action, "order.refund"));
      expect(refundLog.after).toMatchObject({ refundId: expect.any(String), reasonCharacters: refundReason.length });
      // The product page no longer shows A's review, in its lists or its JSON-LD, here and on every instance.
      const shownAfter = await cachedProductReviews(p1.slug);
      const page = `${JSON.stringify(shownAfter)}${withReviewJsonLd(productJsonLd((await getProduct(p1.slug))!), shownAfter!)}`;
      for (const needle of [...needlesOf(a), "Crisp A"]) expect(page, needle).not.toContain(needle);
      expect(page).toContain("Crisp B");
      expect(sharedCache.persistTagInvalidation).toHaveBeenCalledWith(expect.arrayContaining([reviewsTag(p1.slug)]));
      const [after] = await db.select().from(t.orders).where(eq(t.orders.id, a.orderId));
      expect(after).toMatchObject({ number: before.number, status: "delivered", items: before.items, amounts: before.amounts, boxes: before.boxes, customer: null, email: ERASED_EMAIL });
      expect(after.deliveryAddress).toEqual({ firstName: "Former", lastName: "customer", line1: "Erased", city: "Erased", postcode: "", country: "GB" });
      const events = await db.select({ summary: t.orderEvents.summary }).from(t.orderEvents).where(eq(t.orderEvents.orderId, a.orderId));
      expect(events.map((event) => event.summary)).toContain("Confirmation email sent");
      const [talker] = await db.select().from(t.talkMembers).where(eq(t.talkMembers.uid, a.uid));
      expect(talker).toMatchObject({ displayName: FORMER_MEMBER_LABEL, avatarUrl: null });
      expect(await db.select().from(t.talkPosts).where(eq(t.talkPosts.id, a.postId))).toHaveLength(1); // the post stays
      expect(await db.select().from(t.reviews).where(eq(t.reviews.id, a.reviewId))).toEqual([]);
      const [bReview] = await db.select().from(t.reviews).where(eq(t.reviews.id, b.reviewId));
      expect(bReview.reportCount).toBe(0);
      const [bPost] = await db.select().from(t.talkPosts).where(eq(t.talkPosts.id, b.postId));
      expect(bPost.likeCount).toBe(0);

      const bAfter = (await exportOf(b.token)).body;
      expect(bAfter).toEqual({ ...bBefore, generatedAt: bAfter.generatedAt });
      expect(await personalFieldsLeft(needlesOf(b))).toEqual(expect.arrayContaining(["addresses.phone", "orders.email", "talk_members.display_name", "customer_notes.body"]));

      await expect(getAdminAuth().getUser(a.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
      expect((await exportOf(a.token)).status).toBe(401);
      const log = await db.select().from(t.staffActivity).where(eq(t.staffActivity.action, "customer.erased"));
      expect(log).toEqual([expect.objectContaining({ actorUid: SELF_SERVICE_ACTOR, actorEmail: null, subject: a.uid, before: null, after: null })]);
      const outbox = process.env.MAIL_OUTBOX_DIR!;
      const mail = (await readdir(outbox)).filter((name) => name.includes("account-erased"));
      expect(mail).toHaveLength(1);
      const message = await readFile(`${outbox}/${mail[0]}`, "utf8");
      expect(message.toLowerCase()).toContain(a.email.toLowerCase());
      expect(message).toContain("Your Alcohol Free Co account has been deleted");
    });

    it("erases an account whose email is not verified by its uid only: the address's owner keeps their guest alert and gets no email", async () => {
      const db = await getDb();
      // Someone signed up with another person's address (never verified); that person had subscribed as a guest.
      const impostor = await signUpEmulatorUser("victim");
      const address = impostor.email.toLowerCase();
      const [product] = await db.select({ id: t.products.id }).from(t.products).where(eq(t.products.slug, p2.slug));
      await db.insert(t.stockAlerts).values({ productId: product.id, email: address, customer: null, unsubscribeToken: uuidv4() });
      await db.insert(t.rateLimits).values({ key: `stock-alerts-email:${address}`, points: 1 });

      const erased = await erase(await signInEmulatorUser(impostor.email));
      expect(erased).toMatchObject({ status: 200, body: { erased: true, emailed: false } }); // the page then promises no email

      await expect(getAdminAuth().getUser(impostor.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
      expect(await db.select({ email: t.stockAlerts.email }).from(t.stockAlerts).where(eq(t.stockAlerts.email, address))).toEqual([{ email: address }]);
      expect(await db.select().from(t.rateLimits).where(eq(t.rateLimits.key, `stock-alerts-email:${address}`))).toHaveLength(1);
      const outbox = process.env.MAIL_OUTBOX_DIR!;
      const messages = await Promise.all((await readdir(outbox)).map((name) => readFile(`${outbox}/${name}`, "utf8")));
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.filter((message) => message.toLowerCase().includes(address))).toEqual([]);
    });
  });
});
