import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { count, eq } from "drizzle-orm";
import { handlePageView } from "@/api-routes/analytics";
import { COOKIE_NAMES } from "@/lib/constants";
import { closeDb, getDb } from "@/lib/server/platform/db";
import { pageViews } from "@/lib/server/schema";

const URL = "http://localhost/api/analytics/pageview";
const CONSENT = `${COOKIE_NAMES.consent}=true`;

function post(body: BodyInit, cookie?: string): Request {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return new Request(URL, { method: "POST", headers, body });
}

async function rowCount(): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(pageViews);
  return row.n;
}

describe("POST /api/analytics/pageview", () => {
  beforeAll(() => {
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("PGLITE_DATA_DIR", "memory://");
  });
  beforeEach(async () => {
    await (await getDb()).delete(pageViews);
  });
  afterAll(async () => {
    await closeDb();
    vi.unstubAllEnvs();
  });

  it("refuses without a consent cookie and writes nothing", async () => {
    const response = await handlePageView(post(JSON.stringify({ path: "/shop" })));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "consentRequired", message: expect.any(String) });
    expect(await rowCount()).toBe(0);
  });

  it.each([
    `${COOKIE_NAMES.consent}=false`,
    `${COOKIE_NAMES.consentDeclined}=true`,
    `other=1; ${COOKIE_NAMES.consent}=TRUE`,
  ])("refuses when consent is not given (%s)", async (cookie) => {
    const response = await handlePageView(post(JSON.stringify({ path: "/shop" }), cookie));
    expect(response.status).toBe(403);
    expect(await rowCount()).toBe(0);
  });

  it("records a page view with consent", async () => {
    const response = await handlePageView(
      post(JSON.stringify({ path: "/learn", referrer: "https://example.com/", extra: 1 }), `a=b; ${CONSENT}`),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ recorded: true });
    const rows = await (await getDb()).select().from(pageViews).where(eq(pageViews.path, "/learn"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: "/learn", referrer: "https://example.com/" });
    expect(rows[0].createdAt).toBeInstanceOf(Date);
  });

  it("stores only the origin and path of a referrer or path, never a query string or fragment (an order's access key)", async () => {
    const referrer = "https://shop.example/checkout/confirmation?order=o-1&key=secret-access-key#k=secret-fragment";
    const response = await handlePageView(post(JSON.stringify({ path: "/shop?key=secret-path#frag", referrer }), CONSENT));
    expect(response.status).toBe(201);
    const [row] = await (await getDb()).select().from(pageViews);
    expect(row).toMatchObject({ path: "/shop", referrer: "https://shop.example/checkout/confirmation" });
  });

  it("stores a referrer that is not an http(s) URL as null", async () => {
    expect((await handlePageView(post(JSON.stringify({ path: "/", referrer: "javascript:alert(1)" }), CONSENT))).status).toBe(201);
    const [row] = await (await getDb()).select().from(pageViews);
    expect(row.referrer).toBeNull();
  });

  it("stores a missing referrer as null", async () => {
    expect((await handlePageView(post(JSON.stringify({ path: "/" }), CONSENT))).status).toBe(201);
    const [row] = await (await getDb()).select().from(pageViews);
    expect(row.referrer).toBeNull();
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await handlePageView(post("{not json", CONSENT));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalidBody", message: expect.any(String) });
    expect(await rowCount()).toBe(0);
  });

  it.each([
    ["a path without a leading slash", { path: "shop" }],
    ["a missing path", { referrer: "/x" }],
    ["a path over 2048 characters", { path: "/" + "a".repeat(2048) }],
    ["a non-string referrer", { path: "/", referrer: 5 }],
    ["a non-object body", ["/shop"]],
  ])("rejects %s with 400", async (_name, body) => {
    const response = await handlePageView(post(JSON.stringify(body), CONSENT));
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe("invalidBody");
    expect(await rowCount()).toBe(0);
  });

  it("rejects a body over 4 KB with 413", async () => {
    const body = JSON.stringify({ path: "/", referrer: "x".repeat(5000) });
    const response = await handlePageView(post(body, CONSENT));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("bodyTooLarge");
  });

  it("rejects an oversize streamed body without Content-Length with 413", async () => {
    const chunk = new TextEncoder().encode(" ".repeat(1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(URL, {
      method: "POST",
      headers: { cookie: CONSENT },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("content-length")).toBeNull();
    expect((await handlePageView(request)).status).toBe(413);
  });
});
