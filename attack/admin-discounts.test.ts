import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Cart } from "@/lib/cart/types";
import { ADMIN_ATTACK_ENV, signedIn, signedInStaff } from "./admin-setup";
import { CANS, bearer, line, send, startSingleServer } from "./support";

// The back office's discount codes under attack, on the production build (PGlite, one instance).
// The rest of the back office is admin.test.ts.

let server: Awaited<ReturnType<typeof startSingleServer>>;
let base: string;
let staffToken: string;
let bob: { uid: string; idToken: string };

beforeAll(async () => {
  server = await startSingleServer(ADMIN_ATTACK_ENV);
  base = server.url;
  ({ token: staffToken } = await signedInStaff());
  bob = await signedIn("bob");
});
afterAll(async () => server?.stop());

// Discount codes (issue 24): the same guard on every new route, by a guest, a customer and another
// site's page; counters the browser might try to set are refused.
describe("the back office's discount codes", () => {
  const CODE = "ATTACK10";
  const discounts = `/api/admin/discounts`;
  const settings = { kind: "percentage", value: 10, minimumProductsPence: 0, startsAt: null, endsAt: null, maxUses: null, maxUsesPerCustomer: null, combinable: false };

  beforeAll(async () => {
    const created = await send(`${base}${discounts}`, { body: { code: CODE, ...settings }, headers: bearer(staffToken) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });

  it("a guest → 401 and a customer → 403 on every route, reading and changing nothing", async () => {
    const calls = (headers: Record<string, string>) => [
      send(`${base}${discounts}`, { method: "GET", headers }),
      send(`${base}${discounts}`, { body: { code: "GUESTFREE", ...settings, value: 100 }, headers }),
      send(`${base}${discounts}/${CODE}`, { method: "GET", headers }),
      send(`${base}${discounts}/${CODE}`, { body: { action: "end" }, headers }),
      send(`${base}${discounts}/${CODE}`, { body: { action: "edit", ...settings, value: 100 }, headers }),
    ];
    for (const [headers, status] of [[{}, 401], [bearer("not-a-token"), 401], [bearer(bob.idToken), 403]] as const) {
      for (const answer of await Promise.all(calls(headers))) {
        expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(status);
        expect(answer.body.data).toBeUndefined();
      }
    }
    const code = await send(`${base}${discounts}/${CODE}`, { method: "GET", headers: bearer(staffToken) });
    expect((code.body.data as { discount: { status: string; value: number } }).discount).toMatchObject({ status: "active", value: 10 });
    expect((await send(`${base}${discounts}/GUESTFREE`, { method: "GET", headers: bearer(staffToken) })).status).toBe(404);
  });

  it("a staff member's cookie sent by another site's page → 403 crossSiteRequest on create and on actions", async () => {
    const headers = { cookie: `afcfbtoken=${staffToken}`, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    for (const [path, body] of [
      [discounts, { code: "EVIL100", ...settings, value: 100 }],
      [`${discounts}/${CODE}`, { action: "end" }],
    ] as const) {
      const answer = await send(`${base}${path}`, { body, headers });
      expect([answer.status, answer.body.code]).toEqual([403, "crossSiteRequest"]);
    }
    expect((await send(`${base}${discounts}/EVIL100`, { method: "GET", headers: bearer(staffToken) })).status).toBe(404);
    const code = await send(`${base}${discounts}/${CODE}`, { method: "GET", headers: bearer(staffToken) });
    expect((code.body.data as { discount: { status: string } }).discount.status).toBe("active");
  });

  it("guessing past the limit, then syncing the same basket again and again → the code stays unjudged (the walk round the limit)", async () => {
    // Ten guesses per client per 15 minutes (DEFAULT_DISCOUNT_CODE_RATE_LIMIT); this client spends them.
    const headers = { "x-forwarded-for": "198.51.100.201" };
    const guestId = crypto.randomUUID();
    let cart: Cart | null = null;
    let version = 0;
    const sync = async (codes: string[]) => {
      const answer = await send(`${base}/api/shop/cart/sync_guest`, {
        body: { cart: { id: cart?.id ?? null, guestId, version, items: [line(CANS[0].sku, 24)], discountCodes: codes } },
        headers,
      });
      expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(200);
      const data = answer.body.data as { cart: Cart; version: number };
      [cart, version] = [data.cart, data.version];
      return data.cart.discounts.map((discount) => discount.state);
    };
    for (let round = 0; round < 4; round += 1) await sync([`WRONG${round}A`, `WRONG${round}B`, `WRONG${round}C`].slice(0, round === 3 ? 1 : 3));
    expect(await sync(["WRONG3A", CODE])).toEqual(["unknown", "tooManyAttempts"]);
    for (let round = 0; round < 5; round += 1) expect(await sync(["WRONG3A", CODE])).toEqual(["unknown", "tooManyAttempts"]);
    expect(cart!.amounts.discountPrice.gross).toBe(0);
  });

  for (const [what, path, body] of [
    ["uses on create", "", { code: "PRESET1", ...settings, uses: 0 }],
    ["discount given on create", "", { code: "PRESET2", ...settings, discountGivenPence: -5000 }],
    ["a status on create", "", { code: "PRESET3", ...settings, status: "ended" }],
    ["a new code text on edit", `/${CODE}`, { action: "edit", ...settings, code: "RENAMED" }],
    ["uses on edit", `/${CODE}`, { action: "edit", ...settings, uses: 0 }],
  ] as const) {
    it(`mass assignment of ${what} → 400 invalidBody`, async () => {
      const answer = await send(`${base}${discounts}${path}`, { body, headers: bearer(staffToken) });
      expect([answer.status, answer.body.code]).toEqual([400, "invalidBody"]);
    });
  }
});
