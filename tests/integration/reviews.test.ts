// Verified-buyer reviews (issue 28.1) against a real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh) and real Firebase Auth emulator tokens: only a customer whose own
// order holding the product was dispatched may review it, once; an edit keeps the old text; two
// customers' reports hold a review; hidden and held reviews are absent from the page's data, its
// rating and its JSON-LD; staff moderate through their claim alone, each action in the log.
import { readdir, readFile } from "node:fs/promises";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleReviewAction, handleReviewQueue } from "@/api-routes/admin/reviews";
import { handleAccountReviews, handleCreateReview, handleEditReview, handleReportReview } from "@/api-routes/reviews";
import { productJsonLd } from "@/lib/catalogue/json-ld";
import { withReviewJsonLd } from "@/lib/reviews/json-ld";
import { getProduct } from "@/lib/server/catalogue/product-pages";
import { getDb } from "@/lib/server/platform/db";
import { productReviews } from "@/lib/server/reviews/queries";
import { orders, reviewReports, reviewRevisions, reviews, staffActivity } from "@/lib/server/schema";
import { setModerator } from "@/lib/server/talk/roles";
import { adminApi, insertOrder, signUpStaff, smallBottles } from "../support/admin";
import { freshIp } from "../support/api-asserts";
import { signInEmulatorUser, signUpEmulatorUser, type Json } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

const [bottle, otherBottle] = smallBottles;
let staff: { uid: string; token: string; email: string };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  process.env.REVIEWS_API_RATE_LIMIT_IP = "0";
  await getDb();
  if (process.env.FIREBASE_AUTH_EMULATOR_HOST) staff = await signUpStaff();
});
afterAll(dropFreshDatabase);

type Handler = (request: Request) => Promise<Response>;
async function call(handler: Handler, method: string, path: string, token: string | undefined, body?: unknown): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { "content-type": "application/json", "x-forwarded-for": freshIp("203.0.113") };
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const response = await handler(new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: response.status, body: (await response.json()) as Json };
}
const withId = (id: string) => ({ params: Promise.resolve({ id }) });

const api = {
  account: (token?: string) => call(handleAccountReviews, "GET", "/api/account/reviews", token),
  create: (token: string | undefined, body: unknown) => call(handleCreateReview, "POST", "/api/account/reviews", token, body),
  edit: (token: string | undefined, id: string, body: unknown) => call((r) => handleEditReview(r, withId(id)), "PUT", `/api/account/reviews/${id}`, token, body),
  report: (token: string | undefined, id: string, body: unknown = {}) => call((r) => handleReportReview(r, withId(id)), "POST", `/api/reviews/${id}/report`, token, body),
  queue: (token: string | undefined, query = "") => call(handleReviewQueue, "GET", `/api/admin/reviews${query}`, token),
  moderate: (token: string | undefined, id: string, body: unknown) => call((r) => handleReviewAction(r, withId(id)), "POST", `/api/admin/reviews/${id}`, token, body),
};

const review = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  rating: 4,
  title: "Crisp, properly bitter",
  body: "Poured it into a cold glass after a run: clean, bitter and with a real head on it.",
  ...extra,
});

/**
 * An unsigned token with changed claims. The emulator's admin SDK skips signatures but checks that
 * the claimed user exists, so a forged uid names no one (a real project refuses the signature too);
 * a forged staff claim names a real member, and is refused because the account has no such claim.
 */
const NOBODY = { sub: "someone-else", user_id: "someone-else" };
function forged(token: string, claims: Record<string, unknown>): string {
  const [header, payload] = token.split(".");
  const decoded = JSON.parse(Buffer.from(payload, "base64url").toString());
  return `${header}.${Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString("base64url")}.`;
}

/** A customer's order of both small bottles, taken by staff as far as `to` through the order API (as the back office does). */
async function orderFor(uid: string, to: "placed" | "packed" | "dispatched" | "delivered" | "cancelled"): Promise<string> {
  const order = await insertOrder("placed", "payOnDelivery", `buyer-${uid.slice(0, 6)}@example.com`);
  const db = await getDb();
  await db.update(orders).set({ customer: uid, guestId: null }).where(eq(orders.id, order.id));
  const steps: Json[] =
    to === "cancelled"
      ? [{ action: "cancel" }]
      : [
          ...(to === "placed" ? [] : [{ action: "pack" }]),
          ...(to === "dispatched" || to === "delivered" ? [{ action: "dispatch", carrier: "royalMail", trackingNumber: "ab 1234 5678 5gb" }] : []),
          ...(to === "delivered" ? [{ action: "deliver" }] : []),
        ];
  for (const step of steps) expect((await adminApi.act(staff.token, order.reference, step)).status).toBe(200);
  return order.reference;
}

async function pageData(slug: string) {
  const data = await productReviews(slug);
  if (!data) throw new Error(`no product ${slug}`);
  return data;
}

async function jsonLd(slug: string) {
  const product = await getProduct(slug);
  return JSON.parse(withReviewJsonLd(productJsonLd(product!), await pageData(slug))) as Json;
}

describe(`verified-buyer reviews (${engineName()})`, () => {
  it("refuses every customer route without a token or with a garbage one (401), writing nothing", async () => {
    const id = crypto.randomUUID();
    for (const token of [undefined, "not-a-token"]) {
      for (const answer of [await api.account(token), await api.create(token, review(bottle.slug)), await api.edit(token, id, review(bottle.slug)), await api.report(token, id)]) {
        expect(answer.status).toBe(401);
        expect(answer.body.code).toBe("unauthorised");
      }
    }
    expect((await pageData(bottle.slug)).summary.count).toBe(0);
  });

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator users", () => {
    it("lets only a customer whose own order with the product was dispatched review it, once", async () => {
      const buyer = await signUpEmulatorUser("reviewer");
      const stranger = await signUpEmulatorUser("stranger");
      // Placed, packed and cancelled orders make no one a verified buyer; a guest order by the same email neither.
      await orderFor(buyer.uid, "placed");
      await orderFor(buyer.uid, "packed");
      await orderFor(buyer.uid, "cancelled");
      await insertOrder("dispatched", "payOnDelivery", buyer.email);
      expect((await api.account(buyer.token)).body).toEqual({ toReview: [], reviews: [] });
      const early = await api.create(buyer.token, review(bottle.slug));
      expect(early).toMatchObject({ status: 403, body: { code: "notEligible" } });

      await orderFor(buyer.uid, "dispatched");
      const listed = await api.account(buyer.token);
      expect(listed.status).toBe(200);
      expect(listed.body.toReview.map((p: Json) => p.slug).sort()).toEqual([bottle.slug, otherBottle.slug].sort());

      expect((await api.create(stranger.token, review(bottle.slug))).body.code).toBe("notEligible");
      // A forged token is refused before anything is read.
      expect((await api.create(forged(stranger.token, NOBODY), review(bottle.slug))).status).toBe(401);
      expect((await api.account(forged(buyer.token, NOBODY))).status).toBe(401);

      const created = await api.create(buyer.token, review(bottle.slug, { title: "  Crisp,   properly bitter " }));
      expect(created.status).toBe(201);
      expect(created.body.review).toMatchObject({ productSlug: bottle.slug, rating: 4, title: "Crisp, properly bitter", status: "published", authorName: "Verified buyer" });
      expect(JSON.stringify(created.body)).not.toContain(buyer.email);
      expect(JSON.stringify(created.body)).not.toContain(buyer.uid);

      const again = await api.create(buyer.token, review(bottle.slug, { rating: 1 }));
      expect(again).toMatchObject({ status: 409, body: { code: "alreadyReviewed" } });
      const both = await Promise.all([api.create(buyer.token, review(otherBottle.slug)), api.create(buyer.token, review(otherBottle.slug))]);
      expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);

      const db = await getDb();
      expect((await db.select().from(reviews).where(eq(reviews.customer, buyer.uid))).length).toBe(2);
      expect((await api.account(buyer.token)).body.toReview).toEqual([]);

      const data = await pageData(bottle.slug);
      expect(data.summary).toMatchObject({ count: 1, average: 4 });
      expect(data.reviews[0].purchasedAt).toEqual(expect.any(String));
      expect(JSON.stringify(data)).not.toContain(buyer.uid);
    });

    it("refuses bodies outside the limits with 400", async () => {
      const buyer = await signUpEmulatorUser("reviewer");
      await orderFor(buyer.uid, "delivered");
      for (const bad of [
        review(bottle.slug, { rating: 0 }),
        review(bottle.slug, { rating: 4.5 }),
        review(bottle.slug, { title: "no" }),
        review(bottle.slug, { body: "Too short to help." }),
        review(bottle.slug, { body: "x".repeat(5_001) }),
        review(bottle.slug, { customer: "someone-else" }),
        review("Not A Slug"),
      ]) {
        expect((await api.create(buyer.token, bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      }
      expect((await api.create(buyer.token, review(bottle.slug, { body: "x".repeat(5_000) }))).status).toBe(201);
    });

    it("keeps the text an edit replaced, and lets only the author edit", async () => {
      const buyer = await signUpEmulatorUser("reviewer");
      const other = await signUpEmulatorUser("other");
      await orderFor(buyer.uid, "dispatched");
      const { review: mine } = (await api.create(buyer.token, review(bottle.slug))).body;
      const edit = { rating: 2, title: "Went flat quickly", body: "Second can went flat within ten minutes of opening, sadly." };
      expect((await api.edit(other.token, mine.id, edit)).status).toBe(404);
      expect((await api.edit(forged(buyer.token, NOBODY), mine.id, edit)).status).toBe(401);
      const edited = await api.edit(buyer.token, mine.id, edit);
      expect(edited.status).toBe(200);
      expect(edited.body.review).toMatchObject({ ...edit, editedAt: expect.any(String) });
      const db = await getDb();
      const history = await db.select().from(reviewRevisions).where(eq(reviewRevisions.reviewId, mine.id));
      expect(history.map(({ rating, title, body }) => ({ rating, title, body }))).toEqual([{ rating: 4, title: review("").title, body: review("").body }]);
    });

    it("two throwaway accounts reporting leave a review on show, and so do one verified buyer and one throwaway; a second verified buyer holds it (issue 34.9)", async () => {
      const slug = bottle.slug;
      const author = await signUpEmulatorUser("author");
      await orderFor(author.uid, "dispatched");
      const { review: target } = (await api.create(author.token, review(slug, { rating: 5 }))).body;
      const shown = async () => (await pageData(slug)).reviews.some((r) => r.id === target.id);
      const statusOf = async () => (await (await getDb()).select().from(reviews).where(eq(reviews.id, target.id)))[0];

      for (const prefix of ["throwaway", "throwaway"]) {
        expect((await api.report((await signUpEmulatorUser(prefix)).token, target.id)).body).toEqual({ reported: true, alreadyReported: false });
      }
      expect(await statusOf()).toMatchObject({ status: "published", reportCount: 2 });
      expect(await shown()).toBe(true);

      const [firstBuyer, secondBuyer] = [await signUpEmulatorUser("buyer"), await signUpEmulatorUser("buyer")];
      await orderFor(firstBuyer.uid, "dispatched");
      await orderFor(secondBuyer.uid, "delivered");
      expect((await api.report(firstBuyer.token, target.id)).body.alreadyReported).toBe(false);
      expect(await statusOf()).toMatchObject({ status: "published", reportCount: 3 });
      expect((await api.report(secondBuyer.token, target.id)).body.alreadyReported).toBe(false);
      expect(await statusOf()).toMatchObject({ status: "held", reportCount: 4 });
      expect(await shown()).toBe(false);
      const weights = await (await getDb()).select({ weight: reviewReports.weight }).from(reviewReports).where(eq(reviewReports.reviewId, target.id));
      expect(weights.map((row) => row.weight).sort()).toEqual([1, 1, 3, 3]);
    });

    it("holds a review reported by two verified buyers, once each; held and hidden reviews leave the page, its rating and its JSON-LD", async () => {
      const slug = otherBottle.slug;
      const [author, first, second] = [await signUpEmulatorUser("author"), await signUpEmulatorUser("reporter"), await signUpEmulatorUser("reporter")];
      for (const customer of [author, first, second]) await orderFor(customer.uid, "dispatched");
      const before = (await pageData(slug)).summary.count;
      const { review: target } = (await api.create(author.token, review(slug, { rating: 1 }))).body;
      expect((await pageData(slug)).summary.count).toBe(before + 1);
      expect((await jsonLd(slug)).aggregateRating.reviewCount).toBe(before + 1);

      expect((await api.report(author.token, target.id)).body.code).toBe("ownReview");
      expect((await api.report(forged(first.token, NOBODY), target.id)).status).toBe(401);
      expect((await api.report(first.token, target.id, { reason: "Not about this drink" })).body).toEqual({ reported: true, alreadyReported: false });
      expect((await api.report(first.token, target.id)).body).toEqual({ reported: true, alreadyReported: true });
      expect((await pageData(slug)).reviews.some((r) => r.id === target.id)).toBe(true);
      expect((await api.report(second.token, target.id)).body.alreadyReported).toBe(false);

      const db = await getDb();
      expect((await db.select().from(reviews).where(eq(reviews.id, target.id)))[0]).toMatchObject({ status: "held", reportCount: 2 });
      const held = await pageData(slug);
      expect(held.reviews.some((r) => r.id === target.id)).toBe(false);
      expect(held.summary.count).toBe(before);
      // A held review is no longer on show, so it cannot be reported again.
      expect((await api.report((await signUpEmulatorUser("late")).token, target.id)).status).toBe(404);

      const queue = await api.queue(staff.token);
      expect(queue.status).toBe(200);
      const listed = queue.body.data.reviews.find((r: Json) => r.id === target.id);
      expect(listed).toMatchObject({ status: "held", reportCount: 2, productSlug: slug });
      expect(listed.reports.map((r: Json) => r.reason)).toEqual(["Not about this drink", null]);

      expect((await api.moderate(staff.token, target.id, { action: "hide" })).status).toBe(400);
      const hidden = await api.moderate(staff.token, target.id, { action: "hide", reason: "It describes a different drink." });
      expect(hidden.status).toBe(200);
      expect(hidden.body.data.review).toMatchObject({ status: "hidden", hiddenReason: "It describes a different drink." });
      const own = (await api.account(author.token)).body.reviews.find((r: Json) => r.id === target.id);
      expect(own).toMatchObject({ status: "hidden", hiddenReason: "It describes a different drink." });
      expect((await pageData(slug)).summary.count).toBe(before);
      const ld = await jsonLd(slug);
      expect(JSON.stringify(ld)).not.toContain(target.id);
      if (before === 0) expect(ld.aggregateRating).toBeUndefined();

      const outbox = process.env.MAIL_OUTBOX_DIR!;
      const mail = (await readdir(outbox)).filter((name) => name.includes(`review-${target.id.slice(0, 8)}`));
      expect(mail.length).toBe(1);
      const text = (await readFile(`${outbox}/${mail[0]}`, "utf8")).replace(/=\r?\n/g, "");
      expect(text).toContain(author.email);
      expect(text).toContain("It describes a different drink.");
      expect(text).toContain("/account/reviews");
      expect(text).not.toContain(staff.email);

      const published = await api.moderate(staff.token, target.id, { action: "publish" });
      expect(published.body.data.review.status).toBe("published");
      const replied = await api.moderate(staff.token, target.id, { action: "reply", reply: "Sorry it went flat: we've sent a replacement." });
      expect(replied.status).toBe(200);
      const shown = (await pageData(slug)).reviews.find((r) => r.id === target.id);
      expect(shown?.reply?.body).toBe("Sorry it went flat: we've sent a replacement.");

      const log = await db.select().from(staffActivity).where(and(eq(staffActivity.actorUid, staff.uid), sql`${staffActivity.action} LIKE 'review.%'`));
      expect(log.map((entry) => entry.action)).toEqual(["review.hide", "review.publish", "review.reply"]);
      expect(log.every((entry) => entry.subject === slug)).toBe(true);
      // The append-only log keeps no words staff typed about a customer's review, only their length.
      const logged = JSON.stringify(log.map((entry) => [entry.before, entry.after]));
      expect(logged).not.toContain("It describes a different drink.");
      expect(logged).not.toContain("Sorry it went flat");
      expect(log.map((entry) => entry.after)).toEqual([
        { reviewId: target.id, status: "hidden", hiddenReasonCharacters: "It describes a different drink.".length },
        { reviewId: target.id, status: "published", hiddenReasonCharacters: null },
        { reviewId: target.id, replyCharacters: "Sorry it went flat: we've sent a replacement.".length },
      ]);
    });

    it("adds review JSON-LD only once a product has a published review", async () => {
      const db = await getDb();
      const [row] = await db.execute(sql`SELECT p.slug FROM products p WHERE p.active AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.product_id = p.id) LIMIT 1`).then((r) => (r as unknown as { rows: { slug: string }[] }).rows);
      const base = productJsonLd((await getProduct(row.slug))!);
      expect(withReviewJsonLd(base, await pageData(row.slug))).toBe(base);
      expect(await jsonLd(row.slug)).not.toHaveProperty("aggregateRating");
      expect(await jsonLd(bottle.slug)).toHaveProperty("aggregateRating");
    });

    it("refuses staff routes to members, moderators and a forged staff claim, and a staff account may not review as a customer", async () => {
      const member = await signUpEmulatorUser("member");
      const moderator = await signUpEmulatorUser("moderator");
      await setModerator(moderator.email, true);
      const moderatorToken = await signInEmulatorUser(moderator.email);
      const id = crypto.randomUUID();
      for (const [token, status] of [[undefined, 401], ["garbage", 401], [member.token, 403], [moderatorToken, 403], [forged(member.token, { staff: true }), 403]] as const) {
        for (const answer of [await api.queue(token), await api.moderate(token, id, { action: "publish" })]) {
          expect(answer.status).toBe(status);
          expect(answer.body.data).toBeUndefined();
        }
      }
      await orderFor(staff.uid, "dispatched");
      const refused = await api.create(staff.token, review(bottle.slug));
      expect(refused).toMatchObject({ status: 403, body: { code: "staffAccount" } });
      expect((await api.moderate(staff.token, id, { action: "publish" })).status).toBe(404);
      expect((await api.moderate(staff.token, id, { action: "publish", title: "Rewritten by staff" })).status).toBe(400);
    });
  });
});
