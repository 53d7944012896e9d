// Who the staff API believes (api-routes/admin/staff-auth.ts), on a real database and real emulator
// tokens: a write must carry the token in the Authorization header. The afcfbtoken cookie is written
// by the page's script (so it is not HttpOnly) and the browser attaches it to any same-origin
// request on its own: a write that rides on it alone is refused, reads may still use it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleOrderAction, handleOrderQueue } from "@/api-routes/admin/orders";
import { handleProductAction } from "@/api-routes/admin/products";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { COOKIE_NAMES } from "@/lib/constants";
import { getDb } from "@/lib/server/platform/db";
import { adminApi, insertOrder, signUpStaff } from "../support/admin";
import type { Json } from "../support/handlers";
import { dropFreshDatabase, useFreshDatabase } from "./test-db";

let staff: { uid: string; token: string; email: string };

beforeAll(async () => {
  await useFreshDatabase();
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  staff = await signUpStaff();
  await getDb();
});

afterAll(dropFreshDatabase);

/** A request as the browser would send it with the staff cookie, and an Authorization header only when given. */
async function withCookie(handler: (request: Request) => Promise<Response>, method: string, path: string, authorization?: string, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json", cookie: `${COOKIE_NAMES.token}=${staff.token}` };
  if (authorization) headers.authorization = authorization;
  const response = await handler(new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: response.status, body: (await response.json()) as Json };
}

const withReference = (reference: string) => ({ params: Promise.resolve({ reference }) });

describe("staff writes take the token from the Authorization header only", () => {
  it("a staff note with only the cookie → 401, nothing written; with the Bearer header → 200", async () => {
    const order = await insertOrder("placed");
    const note = (authorization?: string) =>
      withCookie((request) => handleOrderAction(request, withReference(order.reference)), "POST", `/api/admin/orders/${order.reference}`, authorization, {
        action: "note",
        text: "Rang about the delivery slot",
      });

    const cookieOnly = await note();
    expect([cookieOnly.status, cookieOnly.body.code]).toEqual([401, "unauthorised"]);
    expect(cookieOnly.body.data).toBeUndefined();
    const notBearer = await note(`Basic ${staff.token}`);
    expect(notBearer.status).toBe(401);
    const before = await adminApi.detail(staff.token, order.reference);
    expect(JSON.stringify(before.body)).not.toContain("Rang about the delivery slot");

    const withHeader = await note(`Bearer ${staff.token}`);
    expect(withHeader.status, JSON.stringify(withHeader.body)).toBe(200);
    const after = await adminApi.detail(staff.token, order.reference);
    expect(JSON.stringify(after.body)).toContain("Rang about the delivery slot");
  });

  it("a product change with only the cookie → 401; with the Bearer header it is made", async () => {
    const product = SEED_PRODUCTS[0];
    const path = `/api/admin/products/${product.slug}`;
    const params = { params: Promise.resolve({ slug: product.slug }) };
    const answer = await withCookie((request) => handleProductAction(request, params), "POST", path, undefined, { action: "unpublish" });
    expect(answer.status).toBe(401);
    const done = await withCookie((request) => handleProductAction(request, params), "POST", path, `Bearer ${staff.token}`, { action: "unpublish" });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const back = await withCookie((request) => handleProductAction(request, params), "POST", path, `Bearer ${staff.token}`, { action: "publish" });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
  });

  it("a read (GET) still accepts the cookie: the back office's pages and links are same-origin reads", async () => {
    const answer = await withCookie(handleOrderQueue, "GET", "/api/admin/orders");
    expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(200);
  });
});
