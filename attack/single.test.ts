import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "@/lib/constants";
import { SEED_PRODUCTS, packSku } from "@/lib/catalogue/seed-data";
import type { Cart, CartItem, CartValidity } from "@/lib/cart/types";
import { SEED_CATEGORIES } from "@/content/talk";
import { createEmulatorUser, emulatorIdToken, revokeEmulatorSessions } from "../e2e/emulator";
import { CANS, address, bearer, guestDraft, line, orderBody, send, startSingleServer, uniqueEmail, type Answer, type Json } from "./support";

// The attack suite against the production build on embedded PGlite (one instance, as a new user
// runs it). Each case names what an attacker sends and what must come back; anything else fails.

const SYNC_GUEST = "/api/shop/cart/sync_guest";
const SYNC_USER = "/api/shop/cart/sync";
const PLACE_ORDER = "/api/shop/checkout/place_order";
const PASSWORD = "Attack2026drinks";

let server: Awaited<ReturnType<typeof startSingleServer>>;
let base: string;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) => send(`${base}${path}`, { body, headers });

beforeAll(async () => {
  // The per-client limits would stop the suite's own floods; the shared limit has its own case.
  server = await startSingleServer({
    CART_SYNC_RATE_LIMIT: "0",
    PLACE_ORDER_RATE_LIMIT_IP: "0",
    PLACE_ORDER_RATE_LIMIT_SHOPPER: "0",
    ACCOUNT_API_RATE_LIMIT_IP: "0",
    ACCOUNT_API_RATE_LIMIT_USER: "0",
    TALK_API_RATE_LIMIT_IP: "0",
    LEARN_API_RATE_LIMIT_IP: "0",
    LISTEN_API_RATE_LIMIT_IP: "0",
  });
  base = server.url;
});
afterAll(async () => server?.stop());

const can = CANS[0];
const otherCan = CANS[1];

async function guestCart(items: unknown[]): Promise<{ cart: Cart; guestId: string; validity: CartValidity }> {
  const body = guestDraft(items);
  const answer = await post(SYNC_GUEST, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const data = answer.body.data as { cart: Cart; cartValidity: CartValidity };
  return { cart: data.cart, guestId: body.cart.guestId, validity: data.cartValidity };
}

/** The stored version of a guest cart (a sync with a stale version answers 409 with the current one). */
async function cartVersion(id: string, guestId: string): Promise<number> {
  const answer = await post(SYNC_GUEST, { cart: { id, guestId, version: 0, items: [] }, shouldReturnCart: true });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(409);
  return (answer.body.data as { version: number }).version;
}

/** No order was made from this cart: it is still open, and the same order with the true total is placed once. */
async function expectNoOrderFrom(cart: Cart, guestId: string): Promise<void> {
  const placed = await post(PLACE_ORDER, orderBody(cart, guestId));
  expect(placed.status, JSON.stringify(placed.body).slice(0, 200)).toBe(201);
}

describe("price, currency and quantity tampering", () => {
  for (const quantity of [-1, 0, 1.5, 1e9, "3", null]) {
    it(`sync_guest with quantity ${JSON.stringify(quantity)} → 400 invalidBody, nothing stored`, async () => {
      const { cart, guestId } = await guestCart([line(can.sku, 1)]);
      const version = await cartVersion(cart.id!, guestId);
      const draft = { id: cart.id, guestId, version, items: [line(can.sku, 1), { ...line(otherCan.sku, 1), quantity }] };
      const answer = await post(SYNC_GUEST, { cart: draft, shouldReturnCart: true });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("invalidBody");
      // Nothing written: the stored cart is still at the same version, with its one line.
      const again = await post(SYNC_GUEST, { cart: { ...draft, items: [line(can.sku, 1)] }, shouldReturnCart: true });
      expect(again.status, JSON.stringify(again.body).slice(0, 200)).toBe(200);
      const data = again.body.data as { cart: Cart; version: number };
      expect([data.version, data.cart.items.map((item) => [item.metadata.productSKU, item.quantity])]).toEqual([version + 1, [[can.sku, 1]]]);
    });
  }

  it("sync_guest claiming a unit price of 1p and a total of 0 → 200 with the catalogue's prices", async () => {
    const answer = await post(SYNC_GUEST, {
      ...guestDraft([line(can.sku, 24, null, { itemPrice: { gross: 1 }, linePrice: { gross: 24 } })], { amounts: { totalPrice: { gross: 0 } }, currency: "USD" }),
    });
    expect(answer.status).toBe(200);
    const { cart } = answer.body.data as { cart: Cart };
    expect(cart.items[0].itemPrice.gross).toBe(can.pricePence);
    expect(cart.items[0].linePrice.gross).toBe(can.pricePence * 24);
    expect(cart.currency).toBe("GBP");
    expect(cart.amounts.totalPrice.gross).toBeGreaterThan(can.pricePence * 24 - 1);
  });

  for (const expectedTotal of [-1, 1.5, "100", 1e99]) {
    it(`place_order with expectedTotal ${JSON.stringify(expectedTotal)} → 400 invalidBody, no order`, async () => {
      const { cart, guestId } = await guestCart([line(can.sku, 24)]);
      const answer = await post(PLACE_ORDER, orderBody(cart, guestId, { expectedTotal }));
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("invalidBody");
      await expectNoOrderFrom(cart, guestId);
    });
  }

  for (const expectedTotal of [1, 0, 999_999_999]) {
    it(`place_order with a total the server did not show (${expectedTotal}) → 409 priceChanged, no order`, async () => {
      const { cart, guestId } = await guestCart([line(can.sku, 24)]);
      const answer = await post(PLACE_ORDER, orderBody(cart, guestId, { expectedTotal }));
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe("priceChanged");
      await expectNoOrderFrom(cart, guestId);
    });
  }
});

describe("mass assignment", () => {
  it("sync_guest with status, customer, paid, __proto__ and constructor → 200, none of them taken", async () => {
    const victim = randomUUID();
    const raw = JSON.stringify(guestDraft([line(can.sku, 2)], { status: "paid", customer: victim, paid: true, guest: false })).replace(
      '"items"',
      '"__proto__":{"polluted":true,"customer":"x"},"constructor":{"prototype":{"polluted":true}},"items"',
    );
    const answer = await post(SYNC_GUEST, raw);
    expect(answer.status).toBe(200);
    const { cart } = answer.body.data as { cart: Cart & Json };
    expect(cart.status).toBe("new");
    expect(cart.customer).toBeNull();
    expect(cart.guest).toBe(true);
    expect(cart.paid).toBeUndefined();
    expect(cart.polluted).toBeUndefined();
  });

  it("place_order with status paid, paid, customer and amounts → 201 pay-on-delivery order at the server's total", async () => {
    const { cart, guestId } = await guestCart([line(can.sku, 24)]);
    const raw = JSON.stringify(orderBody(cart, guestId, { status: "paid", paid: true, customer: "someone-else", amounts: { totalPrice: { gross: 1 } } })).replace(
      '"cartId"',
      '"__proto__":{"status":"paid"},"constructor":{"prototype":{"paid":true}},"cartId"',
    );
    const answer = await post(PLACE_ORDER, raw);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const order = (answer.body.data as { order: Json & { amounts: Cart["amounts"] } }).order;
    expect(order.status).not.toBe("paid");
    expect(order.paidAt).toBeNull();
    expect(order.customer).toBeNull();
    expect(order.amounts.totalPrice.gross).toBe(cart.amounts.totalPrice.gross);
  });
});

describe("another user's data", () => {
  let alice: { uid: string; idToken: string };
  let bob: { uid: string; idToken: string };
  const aliceEmail = uniqueEmail("alice");

  beforeAll(async () => {
    await createEmulatorUser(aliceEmail, PASSWORD, "Alice Attack");
    alice = await emulatorIdToken(aliceEmail, PASSWORD);
    const bobEmail = uniqueEmail("bob");
    await createEmulatorUser(bobEmail, PASSWORD, "Bob Attack");
    bob = await emulatorIdToken(bobEmail, PASSWORD);
  });

  async function aliceCart(): Promise<Cart> {
    const answer = await post(SYNC_USER, { cart: { id: null, items: [line(can.sku, 24)], version: 0 }, userId: alice.uid, shouldReturnCart: true }, bearer(alice.idToken));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data as { cart: Cart }).cart;
  }

  it("Bob syncs Alice's cart id → 403 forbidden, her lines not returned", async () => {
    const cart = await aliceCart();
    const answer = await post(SYNC_USER, { cart: { id: cart.id, items: [], version: 1 }, userId: bob.uid, shouldReturnCart: true }, bearer(bob.idToken));
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).not.toContain(can.sku);
  });

  it("Bob sends Alice's userId with his own token → 403 forbidden", async () => {
    const answer = await post(SYNC_USER, { cart: { id: null, items: [], version: 0 }, userId: alice.uid, shouldReturnCart: true }, bearer(bob.idToken));
    expect(answer.status).toBe(403);
  });

  it("Bob places an order on Alice's cart → 403, and a guest with no token → 403", async () => {
    const cart = await aliceCart();
    const asBob = await post(PLACE_ORDER, orderBody(cart, null), bearer(bob.idToken));
    expect(asBob.status).toBe(403);
    const asGuest = await post(PLACE_ORDER, orderBody(cart, randomUUID()));
    expect(asGuest.status).toBe(403);
  });

  it("Bob reads, changes or deletes Alice's address → 404 and it is unchanged", async () => {
    const created = await post("/api/account/addresses", { ...address, country: "GB" }, bearer(alice.idToken));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = ((created.body.data as Json).address as Json).id as string;
    const change = await send(`${base}/api/account/addresses/${id}`, { method: "PATCH", body: { ...address, line1: "1 Stolen Street", country: "GB" }, headers: bearer(bob.idToken) });
    expect(change.status).toBe(404);
    const removal = await send(`${base}/api/account/addresses/${id}`, { method: "DELETE", headers: bearer(bob.idToken) });
    expect(removal.status).toBe(404);
    const bobsList = await send(`${base}/api/account/addresses`, { method: "GET", headers: bearer(bob.idToken) });
    expect(JSON.stringify(bobsList.body)).not.toContain(id);
    const alicesList = await send(`${base}/api/account/addresses`, { method: "GET", headers: bearer(alice.idToken) });
    expect(JSON.stringify(alicesList.body)).toContain("12 Analytical Row");
  });

  it("Bob opens Alice's order page → 404, no detail of hers", async () => {
    const cart = await aliceCart();
    const placed = await post(PLACE_ORDER, orderBody(cart, null), bearer(alice.idToken));
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const reference = ((placed.body.data as Json).order as Json).reference as string;
    const page = await fetch(`${base}/account/shop/orders/${reference}`, { headers: { cookie: `afcfbtoken=${bob.idToken}` } });
    const html = await page.text();
    expect(page.status).toBe(404);
    expect(html).not.toContain("Analytical Row");
  });

  it("My Podcasts and course progress take no user id: Bob naming Alice → 400, Bob sees only his own", async () => {
    const [show] = readFileSync("content/podcasts/dry-run.xml", "utf8").match(/dry-run/) ?? ["dry-run"];
    const follow = await post("/api/listen/library", { action: "follow", show }, bearer(alice.idToken));
    expect(follow.status, JSON.stringify(follow.body)).toBe(200);
    const spoof = await post("/api/listen/library", { action: "unfollow", show, userId: alice.uid }, bearer(bob.idToken));
    expect(spoof.status).toBe(400);
    const bobs = await send(`${base}/api/listen/library`, { method: "GET", headers: bearer(bob.idToken) });
    expect(JSON.stringify(bobs.body)).not.toContain(show);

    const lesson = { course: "bitter_truths", lesson: "how-drinks-are-sold-to-us" };
    const done = await post("/api/learn/progress", { action: "complete", ...lesson }, bearer(alice.idToken));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const spoofed = await post("/api/learn/progress", { action: "complete", ...lesson, uid: alice.uid }, bearer(bob.idToken));
    expect(spoofed.status).toBe(400);
    const bobsProgress = await send(`${base}/api/learn/progress`, { method: "GET", headers: bearer(bob.idToken) });
    expect(JSON.stringify(bobsProgress.body)).not.toContain(lesson.lesson);
  });

  it("Bob edits or deletes Alice's TALK post → 403, the post unchanged", async () => {
    const thread = await post("/api/talk/threads", { category: SEED_CATEGORIES[0].slug, title: "Attack suite: a thread of mine", body: "My words, which only I may change." }, bearer(alice.idToken));
    expect(thread.status, JSON.stringify(thread.body)).toBe(201);
    const threadId = (thread.body.data as Json).id as number;
    const reply = await post(`/api/talk/threads/${threadId}/posts`, { body: "A reply that only I may change." }, bearer(alice.idToken));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const postId = (reply.body.data as Json).id as number;
    const edit = await send(`${base}/api/talk/posts/${postId}`, { method: "PATCH", body: { body: "Bob was here" }, headers: bearer(bob.idToken) });
    expect(edit.status).toBe(403);
    const removal = await send(`${base}/api/talk/posts/${postId}`, { method: "DELETE", headers: bearer(bob.idToken) });
    expect(removal.status).toBe(403);
    const page = await (await fetch(`${base}${(thread.body.data as Json).url as string}`)).text();
    expect(page).toContain("A reply that only I may change.");
    expect(page).not.toContain("Bob was here");
  });
});

describe("tokens", () => {
  let token: string;
  let uid: string;
  const email = uniqueEmail("tokens");

  beforeAll(async () => {
    await createEmulatorUser(email, PASSWORD);
    ({ uid, idToken: token } = await emulatorIdToken(email, PASSWORD));
  });

  const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString()) as Json;
  const reencode = (jwt: string, claims: Json) => {
    const [header, , signature] = jwt.split(".");
    return [header, Buffer.from(JSON.stringify({ ...decode(jwt), ...claims })).toString("base64url"), signature].join(".");
  };
  const syncWith = (idToken: string) => post(SYNC_USER, { cart: { id: null, items: [], version: 0 }, userId: uid, shouldReturnCart: true }, bearer(idToken));

  it("a valid token → 200 (the control)", async () => {
    expect((await syncWith(token)).status).toBe(200);
  });

  it("an expired token → 401", async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    expect((await syncWith(reencode(token, { iat: past - 3600, exp: past, auth_time: past - 3600 }))).status).toBe(401);
  });

  it("a tampered token (payload no longer a JWT this project issued, or garbage) → 401", async () => {
    expect((await syncWith(reencode(token, { sub: "", user_id: "" }))).status).toBe(401);
    expect((await syncWith(`${token.slice(0, -4)}.x.y`)).status).toBe(401);
  });

  it("a token for another Firebase project → 401", async () => {
    expect((await syncWith(reencode(token, { aud: "demo-someone-else", iss: "https://securetoken.google.com/demo-someone-else" }))).status).toBe(401);
  });

  it("a revoked token (sessions revoked after it was issued) → 401", async () => {
    await revokeEmulatorSessions(uid);
    expect((await syncWith(token)).status).toBe(401);
    const addresses = await send(`${base}/api/account/addresses`, { method: "GET", headers: bearer(token) });
    expect(addresses.status).toBe(401);
  });
});

describe("cross-site requests with the visitor's cookies", () => {
  const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site", "sec-fetch-mode": "no-cors", cookie: "afcfbtoken=stolen; afcctid=x" };

  for (const [path, body] of [
    [SYNC_GUEST, guestDraft([line(can.sku, 1)])],
    [PLACE_ORDER, { cartId: randomUUID() }],
    ["/api/account/addresses", address],
    ["/api/talk/threads", { category: "x", title: "x", body: "x" }],
    ["/api/learn/progress", { action: "complete", course: "bitter_truths", lesson: "how-drinks-are-sold-to-us" }],
    ["/api/account/reviews", { slug: can.slug, rating: 1, title: "Forged", body: "A review sent from another site." }],
    ["/api/stock-alerts", { slug: can.slug, email: "victim@example.com" }],
    ["/api/account/privacy/delete", { confirm: "DELETE" }],
  ] as const) {
    it(`a form POST from another site to ${path} → 403 crossSiteRequest`, async () => {
      const answer = await post(path, JSON.stringify(body), { ...crossSite, "content-type": "text/plain" });
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe("crossSiteRequest");
    });
  }

  it("an older browser sending only a foreign Origin → 403; the site's own page → 200", async () => {
    const foreign = await post(SYNC_GUEST, guestDraft([line(can.sku, 1)]), { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const own = await post(SYNC_GUEST, guestDraft([line(can.sku, 1)]), { origin: base, "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
  });

  it("GET never changes anything: GET on a write endpoint → 405", async () => {
    for (const path of [SYNC_GUEST, PLACE_ORDER, "/api/talk/threads"]) {
      expect((await send(`${base}${path}`, { method: "GET" })).status, path).toBe(405);
    }
  });
});

describe("hostile bodies", () => {
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

  it("10 MB bodies, twenty times → 413 bodyTooLarge in under a second each, memory bounded", async () => {
    const huge = Buffer.alloc(10 * 1024 * 1024, "a");
    const before = rss();
    for (let i = 0; i < 20; i++) {
      const answer = await post(i % 2 ? SYNC_GUEST : PLACE_ORDER, huge);
      expect(answer.status).toBe(413);
      expect(answer.ms).toBeLessThan(1_000);
    }
    expect(rss() - before).toBeLessThan(150);
  });

  it("10,000-deep JSON → 400 invalidBody, fast", async () => {
    const deep = `${"[".repeat(10_000)}${"]".repeat(10_000)}`;
    const nested = `{"cart":${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}}`;
    for (const body of [deep, nested]) {
      const answer = await post(SYNC_GUEST, body);
      expect(answer.status).toBe(400);
      expect(answer.ms).toBeLessThan(1_000);
    }
  });

  for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "application/xml"]) {
    it(`Content-Type ${type.split(";")[0]} → 415 unsupportedMediaType`, async () => {
      const answer = await post(SYNC_GUEST, JSON.stringify(guestDraft([line(can.sku, 1)])), { "content-type": type, "sec-fetch-site": "same-origin" });
      expect(answer.status).toBe(415);
      expect(answer.body.code).toBe("unsupportedMediaType");
    });
  }
});

// --- Generated carts -------------------------------------------------------------------------------

const BY_SKU = new Map(SEED_PRODUCTS.map((p) => [p.sku, p]));
const PACKS = SEED_PRODUCTS.flatMap((p) => p.packs.map((pack) => ({ product: p, pack })));

/** The box rules of docs/decisions/boxes-must-be-full.md, written out again here so the server is checked against the rules, not itself. */
function expectedValidity(items: CartItem[]) {
  const counts: Record<string, number> = { boxType_330: 0, boxType_500: 0, boxType_750: 0 };
  for (const item of items) {
    const size = BY_SKU.get(item.metadata.productSKU)!.sizeMl;
    const type = size <= 330 ? "boxType_330" : size <= 500 ? "boxType_500" : "boxType_750";
    counts[type] += item.quantity * item.multipackQuantity;
  }
  const remainder = (type: string, count: number) => {
    const size = BOX_CAPACITIES[type as keyof typeof BOX_CAPACITIES];
    if (type !== "boxType_750") return (size - (count % size)) % size;
    const left = count % 12;
    return left === 0 ? 0 : left <= HALF_BOX_750_CAPACITY ? HALF_BOX_750_CAPACITY - left : 12 - left;
  };
  return Object.fromEntries(Object.entries(counts).map(([type, count]) => [type, remainder(type, count)]));
}

function unitPrice(item: CartItem): number {
  const product = BY_SKU.get(item.metadata.productSKU)!;
  if (!item.metadata.multipackSKU) return product.pricePence;
  return PACKS.find(({ product: p, pack }) => p.sku === product.sku && item.multipackQuantity === pack.quantity)!.pack.pricePence;
}

const validLine = fc.oneof(
  fc.record({ sku: fc.constantFrom(...SEED_PRODUCTS.map((p) => p.sku)), quantity: fc.integer({ min: 1, max: 30 }) }).map(({ sku, quantity }) => line(sku, quantity)),
  fc.record({ i: fc.nat(PACKS.length - 1), quantity: fc.integer({ min: 1, max: 5 }) }).map(({ i, quantity }) => {
    const { product, pack } = PACKS[i];
    return line(product.sku, quantity, packSku(product.sku, pack.kind, pack.quantity));
  }),
);
const hostileLine = fc.oneof(
  fc.record({ quantity: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)), metadata: fc.record({ productSKU: fc.string(), multipackSKU: fc.option(fc.string()) }) }),
  fc.anything(),
);
const draft = fc.record({
  items: fc.oneof({ weight: 3, arbitrary: fc.array(validLine, { maxLength: 12 }) }, { weight: 1, arbitrary: fc.array(fc.oneof(validLine, hostileLine), { maxLength: 8 }) }),
  shippingMethod: fc.constantFrom("standard", "next-day", "teleport", ""),
  version: fc.oneof(fc.constant(0), fc.integer({ min: -5, max: 5 })),
  extra: fc.dictionary(fc.constantFrom("status", "customer", "paid", "amounts", "currency", "id"), fc.anything()),
});

describe("generated sync bodies", () => {
  it("10,000 generated bodies, valid and invalid → no 5xx; every accepted cart follows the box rules and the catalogue's prices", async () => {
    const samples = fc.sample(draft, { numRuns: 10_000, seed: 20261123 });
    const statuses: Record<number, number> = {};
    const failures: string[] = [];
    const check = async (sample: (typeof samples)[number]) => {
      const body = { cart: { ...sample.extra, id: null, guestId: randomUUID(), items: sample.items, shippingMethod: sample.shippingMethod, version: sample.version }, shouldReturnCart: true };
      let answer: Answer;
      try {
        answer = await post(SYNC_GUEST, body);
      } catch (error) {
        failures.push(`no answer: ${String(error)}`);
        return;
      }
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      if (answer.status >= 500) failures.push(`${answer.status} for ${JSON.stringify(body).slice(0, 300)}`);
      if (answer.status !== 200) return;
      const { cart, cartValidity } = answer.body.data as { cart: Cart; cartValidity: CartValidity };
      const remainders = expectedValidity(cart.items);
      if (JSON.stringify(remainders) !== JSON.stringify(cartValidity.remainders)) failures.push(`box maths ${JSON.stringify(cartValidity.remainders)} ≠ ${JSON.stringify(remainders)}`);
      let products = 0;
      for (const item of cart.items) {
        const unit = unitPrice(item);
        if (item.itemPrice.gross !== unit || item.linePrice.gross !== unit * item.quantity) failures.push(`price of ${item.metadata.productSKU}: ${item.itemPrice.gross}/${item.linePrice.gross}, catalogue ${unit}`);
        products += item.linePrice.gross;
      }
      if (cart.amounts.totalPrice.gross < products) failures.push(`total ${cart.amounts.totalPrice.gross} below the products' ${products}`);
    };
    for (let i = 0; i < samples.length; i += 8) await Promise.all(samples.slice(i, i + 8).map(check));
    console.log(`generated sync bodies: ${JSON.stringify(statuses)}`);
    expect(failures.slice(0, 10)).toEqual([]);
    expect(statuses[200]).toBeGreaterThan(2_000);
    expect(Object.keys(statuses).every((status) => Number(status) < 500)).toBe(true);
  });
});

/** How much longer than the median the slowest 1 % of a burst may wait (fair queueing; measured 55–540 ms). */
const MAX_TAIL_OVER_MEDIAN_MS = 1_000;

describe("the embedded default under a burst", () => {
  // The suite's own server is what `npm start` serves: `next start` behind its first-come-first-
  // served front (scripts/front.mjs), and inside it the database gate (lib/server/platform/db-gate.ts).
  // Before either, the same burst had a median of 350 ms, a p99 of 5–6 s and requests waiting past
  // 10 s (docs/decisions/front-queue-and-database-gate.md).
  // What the front promises is fairness, not a speed: in one queue every request waits about
  // connections ÷ throughput (Little's law), so the median itself is the machine's speed (0.35–0.85 s
  // on two cores, depending on what else runs) and the p99 may only exceed it by a short stall.
  it("64 connections for 10 s of new guest carts on PGlite → 0 timeouts, 0 errors, no one waits a second longer than the median; anything shed is 503 with Retry-After", async () => {
    const { default: autocannon } = await import("autocannon");
    const sample = CANS.slice(0, 10);
    const result = await autocannon({
      url: `${base}${SYNC_GUEST}`,
      connections: 64,
      duration: 10,
      timeout: 10,
      method: "POST",
      headers: { "content-type": "application/json" },
      requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(guestDraft(sample.slice(0, 5 + Math.floor(Math.random() * 5)).map((p) => line(p.sku, 1 + Math.floor(Math.random() * 12))))) }) }],
    });
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count ?? 0]));
    console.log(`burst on PGlite through npm start's front: ${result.requests.total} answers, ${JSON.stringify(statuses)}, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, timeouts ${result.timeouts}`);
    expect(result.timeouts).toBe(0);
    expect(result.errors).toBe(0);
    expect(result.latency.p99 - result.latency.p50).toBeLessThan(MAX_TAIL_OVER_MEDIAN_MS);
    expect(Object.keys(statuses).filter((code) => code !== "200" && code !== "503")).toEqual([]);
    expect(statuses["200"]).toBeGreaterThan(500);
  });
});
