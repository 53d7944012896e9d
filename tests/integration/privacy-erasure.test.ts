// The customer's own data (issue 28.4), its erasure: on a real database (PGlite, or PostgreSQL
// under scripts/with-postgres.sh) and real Auth emulator tokens, the erasure leaves no personal field
// in ANY column of ANY table (read through information_schema) while the order's lines and totals
// survive and the other customer is untouched; deletion needs a sign-in under 5 minutes old. Reasons
// staff typed on the customer's orders go too, and the product page that showed their review is
// expired. The export is privacy-export.test.ts; the people are seeded by tests/support/privacy.ts.
import { readdir, readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { productJsonLd } from "@/lib/catalogue/json-ld";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { FORMER_MEMBER_LABEL } from "@/lib/privacy/contract";
import { ERASED_EMAIL, SELF_SERVICE_ACTOR } from "@/lib/privacy/erasure-plan";
import { withReviewJsonLd } from "@/lib/reviews/json-ld";
import { getProduct } from "@/lib/server/catalogue/cached-catalogue";
import { getDb } from "@/lib/server/platform/db";
import { getAdminAuth } from "@/lib/server/auth/firebase-admin";
import { cachedProductReviews, reviewsTag } from "@/lib/server/reviews/cache";
import * as t from "@/lib/server/schema";
import { adminApi, insertOrder } from "../support/admin";
import { signInEmulatorUser, signUpEmulatorUser } from "../support/handlers";
import { erase, exportOf, forged, needlesOf, personalFieldsLeft, seedPrivacyPeople, turnOffPrivacyRateLimits, type Person, type User } from "../support/privacy";
import { dropFreshDatabase, engineName, openFreshDatabase } from "./test-db";

// The product page reads its reviews through Next's data cache (lib/server/reviews/cache.ts), here
// a faithful stand-in (../support/next-cache.ts); the cache shared by every instance
// (lib/server/platform/shared-cache.ts) is a spy.
vi.mock("next/cache", async () => (await import("../support/next-cache")).fakeNextCache());
const sharedCache = vi.hoisted(() => ({ persistTagInvalidation: vi.fn(async (tags: string[]) => void tags) }));
vi.mock("@/lib/server/platform/shared-cache", () => sharedCache);

beforeAll(async () => {
  await openFreshDatabase();
  turnOffPrivacyRateLimits();
});
afterAll(dropFreshDatabase);

const [p1, p2] = SEED_PRODUCTS;

describe(`the customer's own data (${engineName()})`, () => {
  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator users", () => {
    let a: Person;
    let b: Person;
    let staff: User;

    beforeAll(async () => {
      ({ a, b, staff } = await seedPrivacyPeople());
      // A's address counts as theirs (the export's test verifies it too): the erasure mails only a verified address.
      await getAdminAuth().updateUser(a.uid, { emailVerified: true });
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
