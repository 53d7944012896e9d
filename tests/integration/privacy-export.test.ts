// The customer's own data (issue 28.4), what can be read: on a real database (PGlite, or
// PostgreSQL under scripts/with-postgres.sh) and real Auth emulator tokens, the export holds every
// kind and nothing of another customer; staff find a customer, note and export them, staff only and
// logged. The erasure is privacy-erasure.test.ts; the people are seeded by tests/support/privacy.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleCustomerDetail, handleCustomerExport, handleCustomerNote, handleCustomerSearch } from "@/api-routes/admin/customers";
import { handlePrivacyExport } from "@/api-routes/privacy";
import { EXPORT_SECTIONS, type ExportDocument } from "@/lib/privacy/export-document";
import { getDb } from "@/lib/server/platform/db";
import { getAdminAuth } from "@/lib/server/auth/firebase-admin";
import * as t from "@/lib/server/schema";
import { ctx, erase, exportOf, forged, needlesOf, readJson, req, seedPrivacyPeople, turnOffPrivacyRateLimits, type Person, type User } from "../support/privacy";
import { dropFreshDatabase, engineName, openFreshDatabase } from "./test-db";

beforeAll(async () => {
  await openFreshDatabase();
  turnOffPrivacyRateLimits();
});
afterAll(dropFreshDatabase);

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
      ({ a, b, staff, member } = await seedPrivacyPeople());
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
  });
});
