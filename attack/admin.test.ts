import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "@/lib/cart/types";
import { createEmulatorUser, emulatorIdToken, makeEmulatorStaff } from "../e2e/emulator";
import { CANS, bearer, line, orderBody, send, startSingleServer, uniqueEmail, type Json } from "./support";

// The back office under attack, on the production build (PGlite, one instance): another site's
// page posting to the admin API with a staff member's cookie, mass assignment of status and
// amounts, orders that do not exist, and a customer's order pages after staff refunded it (the
// refund must not open them to anyone else).

const PASSWORD = "Attack2026drinks";
let server: Awaited<ReturnType<typeof startSingleServer>>;
let base: string;
let staffToken: string;
let staffEmail: string;
const NOTE = "Internal: customer rang about the delivery slot";
let order: { id: string; reference: string; lineId: string };
let alice: { uid: string; idToken: string };
let bob: { uid: string; idToken: string };

const admin = (reference: string, body: unknown, headers: Record<string, string> = {}) =>
  send(`${base}/api/admin/orders/${reference}`, { body, headers: { ...bearer(staffToken), ...headers } });

async function signedIn(tag: string): Promise<{ uid: string; idToken: string; email: string }> {
  const email = uniqueEmail(tag);
  await createEmulatorUser(email, PASSWORD);
  return { ...(await emulatorIdToken(email, PASSWORD)), email };
}

beforeAll(async () => {
  server = await startSingleServer({ CART_SYNC_RATE_LIMIT: "0", PLACE_ORDER_RATE_LIMIT_IP: "0", PLACE_ORDER_RATE_LIMIT_SHOPPER: "0", ADMIN_API_RATE_LIMIT_IP: "0" });
  base = server.url;
  const staff = await signedIn("staff");
  await makeEmulatorStaff(staff.uid);
  staffToken = (await emulatorIdToken(staff.email, PASSWORD)).idToken;
  staffEmail = staff.email;
  alice = await signedIn("alice");
  bob = await signedIn("bob");
  // Alice orders 24 cans, pay on delivery; staff take it to delivered and refund one can.
  const synced = await send(`${base}/api/shop/cart/sync`, {
    body: { cart: { id: null, items: [line(CANS[0].sku, 24)], version: 0 }, userId: alice.uid, shouldReturnCart: true },
    headers: bearer(alice.idToken),
  });
  const cart = (synced.body.data as { cart: Cart }).cart;
  const placed = await send(`${base}/api/shop/checkout/place_order`, { body: orderBody(cart, null), headers: bearer(alice.idToken) });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const view = (placed.body.data as { order: { id: string; reference: string; items: { id: string }[] } }).order;
  order = { id: view.id, reference: view.reference, lineId: view.items[0].id };
  for (const body of [{ action: "pack" }, { action: "dispatch", carrier: "dpd", trackingNumber: "15501234567890" }, { action: "deliver" }]) {
    expect((await admin(order.reference, body)).status).toBe(200);
  }
  const refunded = await admin(order.reference, { action: "refund", lines: [{ lineId: order.lineId, quantity: 1 }], includeShipping: false, restock: true });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  expect((await admin(order.reference, { action: "note", text: NOTE })).status).toBe(200);
});
afterAll(async () => server?.stop());

describe("the back office", () => {
  it("a staff member's cookie sent by another site's page → 403 crossSiteRequest, nothing changed", async () => {
    const answer = await send(`${base}/api/admin/orders/${order.reference}`, {
      body: { action: "note", text: "pwned" },
      headers: { cookie: `afcfbtoken=${staffToken}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect([answer.status, answer.body.code]).toEqual([403, "crossSiteRequest"]);
    const detail = await send(`${base}/api/admin/orders/${order.reference}`, { method: "GET", headers: bearer(staffToken) });
    const timeline = (detail.body.data as { order: { timeline: { summary: string }[] } }).order.timeline;
    expect(timeline.some((event) => event.summary === "pwned")).toBe(false);
  });

  for (const body of [
    { action: "note", text: "hi", status: "refunded" },
    { action: "refund", lines: [{ lineId: "x", quantity: 1 }], includeShipping: true, restock: false, amount: 1_000_000 },
    { action: "refund", lines: [{ lineId: "x", quantity: 1, amountPence: 99_999 }], includeShipping: false, restock: false },
    { action: "dispatch", carrier: "dpd", trackingNumber: "15501234567890", customer: "someone-else", paidAt: "2020-01-01" },
  ] as Json[]) {
    it(`mass assignment ${Object.keys(body).join(",")} → 400 invalidBody`, async () => {
      const answer = await admin(order.reference, body);
      expect([answer.status, answer.body.code]).toEqual([400, "invalidBody"]);
    });
  }

  it("an order reference that does not exist → 404 orderNotFound, for reading and for acting", async () => {
    for (const reference of ["AFC-999999999", "AFC-0", "..%2F..%2Fetc", "AFC-1%20OR%201=1"]) {
      const read = await send(`${base}/api/admin/orders/${reference}`, { method: "GET", headers: bearer(staffToken) });
      expect(read.status).toBe(404);
      expect((await admin(reference, { action: "pack" })).status).toBe(404);
    }
  });

  it("after a refund, another customer still cannot open the order: page 404, API 403, no leak of its lines", async () => {
    const page = await fetch(`${base}/account/shop/orders/${order.reference}`, { headers: { cookie: `afcfbtoken=${bob.idToken}` } });
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).not.toContain(CANS[0].name);
    const confirmation = await fetch(`${base}/shop/checkout/confirmation?order=${order.id}&key=guessed`, { headers: { cookie: `afcfbtoken=${bob.idToken}` } });
    expect(await confirmation.text()).not.toContain(order.reference);
    const api = await send(`${base}/api/admin/orders/${order.reference}`, { method: "GET", headers: bearer(bob.idToken) });
    expect(api.status).toBe(403);
    const own = await fetch(`${base}/account/shop/orders/${order.reference}`, { headers: { cookie: `afcfbtoken=${alice.idToken}` } });
    expect(own.status).toBe(200);
    const ownHtml = await own.text();
    expect(ownHtml).toContain(order.reference);
    expect(ownHtml).not.toContain(staffEmail);
    expect(ownHtml).not.toContain(NOTE);
  });
});
