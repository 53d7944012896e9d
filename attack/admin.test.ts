import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "@/lib/cart/types";
import { BASKET_HINT_SCRIPT } from "@/lib/basket-hint";
import { ADMIN_ATTACK_ENV, signedIn, signedInStaff } from "./admin-setup";
import { paidCardOrder, startStripeStandIn, type StripeStandIn } from "./stripe-stand-in";
import { CANS, bearer, line, orderBody, send, startSingleServer, type Json } from "./support";

// The back office under attack, on the production build (PGlite, one instance): another site's
// page posting to the admin API with a staff member's cookie, mass assignment of status and
// amounts, orders that do not exist, and a customer's order pages after staff refunded it (the
// refund must not open them to anyone else). Discount codes are admin-discounts.test.ts.

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

beforeAll(async () => {
  server = await startSingleServer(ADMIN_ATTACK_ENV);
  base = server.url;
  ({ token: staffToken, email: staffEmail } = await signedInStaff());
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

  it("the products API: a guest 401, a customer 403 and another site's page 403 on every route, nothing changed", async () => {
    const product = CANS[6];
    const path = `${base}/api/admin/products/${product.slug}`;
    const calls = (headers: Record<string, string>) => [
      send(`${base}/api/admin/products?stock=low`, { method: "GET", headers }),
      send(path, { method: "GET", headers }),
      send(path, { body: { action: "price", unitPrice: "0.01" }, headers }),
      send(path, { body: { action: "setStock", count: 0, reason: "count" }, headers }),
      send(path, { body: { action: "unpublish" }, headers }),
      send(path, { body: { action: "threshold", lowStockThreshold: 0 }, headers }),
    ];
    // A cookie alone: see "the back office's script policy and token" below (reads 403, writes 401).
    for (const [headers, status] of [[{}, 401], [bearer("garbage"), 401], [bearer(bob.idToken), 403]] as const) {
      for (const answer of await Promise.all(calls(headers))) {
        expect(answer.status, JSON.stringify(answer.body).slice(0, 160)).toBe(status);
        expect(answer.body.data).toBeUndefined();
      }
    }
    const crossSite = await send(path, { body: { action: "unpublish" }, headers: { cookie: `afcfbtoken=${staffToken}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" } });
    expect([crossSite.status, crossSite.body.code]).toEqual([403, "crossSiteRequest"]);
    const detail = await send(path, { method: "GET", headers: bearer(staffToken) });
    expect((detail.body.data as { product: Json }).product).toMatchObject({ pricePence: product.pricePence, stock: product.stock, published: true, lowStockThreshold: 12 });
  });

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

// Issue 34.3: on a staff page an injected script could read the afcfbtoken cookie (written by the
// page's script, so not HttpOnly) and drive the staff API. /admin runs under the nonce policy, and a
// staff write must carry the token in the Authorization header, not ride on the cookie.
describe("the back office's script policy and token", () => {
  const scriptSrc = (policy: string) => policy.split(";").map((d) => d.trim()).filter((d) => d.startsWith("script-src "));

  it("/admin sends a nonce CSP with 'strict-dynamic' and no 'unsafe-inline', a fresh nonce on every response, on every script", async () => {
    const open = () => fetch(`${base}/admin`, { headers: { cookie: `afcfbtoken=${staffToken}` }, redirect: "manual" });
    const [first, second] = [await open(), await open()];
    const nonces: string[] = [];
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      const directives = scriptSrc(response.headers.get("content-security-policy") ?? "");
      expect(directives).toHaveLength(1); // one policy: not the static header as well
      expect(directives[0]).toContain("'strict-dynamic'");
      expect(directives[0]).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directives[0])?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.push(nonce);
      const html = await response.text();
      expect(html).toContain("Back office");
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(3);
      // Every script runs by this response's nonce, but the root layout's basket hint (allowed by its hash).
      const withoutNonce = scripts.filter(([, attributes, body]) => !attributes.includes(`nonce="${nonce}"`) && body !== BASKET_HINT_SCRIPT);
      expect(withoutNonce.map(([tag]) => tag.slice(0, 120))).toEqual([]);
    }
    expect(nonces[0]).not.toBe(nonces[1]); // rendered per request, never a cached page with an old nonce
  });

  it("a staff write with only the cookie is refused (401) and changes nothing; with the Bearer header it is made", async () => {
    const text = "Cookie-only note from an injected script";
    const path = `${base}/api/admin/orders/${order.reference}`;
    const cookieOnly = await send(path, { body: { action: "note", text }, headers: { cookie: `afcfbtoken=${staffToken}` } });
    expect([cookieOnly.status, cookieOnly.body.code]).toEqual([401, "unauthorised"]);
    const detail = async () => JSON.stringify((await send(path, { method: "GET", headers: bearer(staffToken) })).body);
    expect(await detail()).not.toContain(text);
    const withHeader = await send(path, { body: { action: "note", text }, headers: { cookie: `afcfbtoken=${staffToken}`, ...bearer(staffToken) } });
    expect(withHeader.status, JSON.stringify(withHeader.body).slice(0, 200)).toBe(200);
    expect(await detail()).toContain(text);
  });

  it("a customer's cookie: reads 403, writes 401, on orders, products and discount codes", async () => {
    const headers = { cookie: `afcfbtoken=${bob.idToken}` };
    const reads = [`/api/admin/orders/${order.reference}`, `/api/admin/products/${CANS[6].slug}`, "/api/admin/discounts"];
    for (const path of reads) expect((await send(`${base}${path}`, { method: "GET", headers })).status, path).toBe(403);
    const writes: [string, unknown][] = [
      [`/api/admin/orders/${order.reference}`, { action: "note", text: "x" }],
      [`/api/admin/products/${CANS[6].slug}`, { action: "unpublish" }],
      ["/api/admin/discounts", { code: "COOKIE100", kind: "percentage", value: 100 }],
    ];
    for (const [path, body] of writes) {
      const answer = await send(`${base}${path}`, { body, headers });
      expect(answer.status, path).toBe(401);
      expect(answer.body.data).toBeUndefined();
    }
  });
});

// Issue 34.2: a card refund whose call to Stripe times out (a local Stripe that makes the refund but
// never answers; STRIPE_API_TIMEOUT_MS keeps each of the client's three tries short) is not a
// failure: it stays pending and counted, and the next refund of the order finds it at Stripe first.
describe("the back office's card refunds", () => {
  const SECRET = "whsec_attack_refunds";
  let stripe: StripeStandIn;
  let card: Awaited<ReturnType<typeof startSingleServer>>;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    card = await startSingleServer({
      ...ADMIN_ATTACK_ENV,
      STRIPE_SECRET_KEY: "sk_test_attack_stand_in",
      STRIPE_API_BASE_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_TIMEOUT_MS: "500",
    });
  });
  afterAll(async () => {
    await card?.stop();
    await stripe?.stop();
  });

  it("refund: a Stripe timeout leaves the refund pending and never re-offers its amount", async () => {
    const order = await paidCardOrder(card.url, SECRET, "pi_attack_timeout");
    const refund = (quantity: number) =>
      send(`${card.url}/api/admin/orders/${order.reference}`, { body: { action: "refund", lines: [{ lineId: order.lineId, quantity }], includeShipping: false, restock: false }, headers: bearer(staffToken) });
    stripe.hangRefunds(3);
    const first = await refund(1);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const view = (first.body.data as { order: { refunds: { id: string; status: string }[]; refundable: Record<string, number> } }).order;
    expect(view.refunds.map((r) => r.status)).toEqual(["pending"]);
    expect(view.refundable[order.lineId]).toBe(23);
    const all = await refund(24);
    expect([all.status, all.body.message]).toEqual([409, `Only 23 of ${order.productName} are left to refund.`]);
    expect([...stripe.made.values()].filter((made) => made.metadata.refundId === view.refunds[0].id)).toHaveLength(1);
    expect(stripe.made.size).toBe(1);
  });
});
