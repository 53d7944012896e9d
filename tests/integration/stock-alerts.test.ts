// Back-in-stock emails (issue 28.3) on a real database (PGlite, or PostgreSQL under
// scripts/with-postgres.sh) with the mailer writing to a throwaway outbox: subscribing (refused for
// a product in stock) with the same answer whatever was stored, a new address confirmed by email
// before it gets anything (issue 34.8: double opt-in, confirmations rate limited, unconfirmed rows
// expiring), a staff restock and a refund with restock emailing each confirmed subscriber once and
// ending the subscription, nothing sent while the stock stays at 0 or on a second restock, the
// unsubscribe link working without a sign-in, a restock that stands when sending fails (the rows
// released and sent later, stale claims retried), and 1,000 subscribers within a minute.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import ConfirmPage from "@/app/stock-alerts/confirm/page";
import UnsubscribePage from "@/app/stock-alerts/unsubscribe/page";
import { handleConfirmStockAlert, handleSubscribeStockAlert, handleUnsubscribeStockAlert } from "@/api-routes/stock-alerts";
import type { StaffMember } from "@/lib/admin/contract";
import { applyOrderAction } from "@/lib/server/admin/order-actions";
import { applyProductAction } from "@/lib/server/admin/product-actions";
import { getDb } from "@/lib/server/platform/db";
import { products, stockAlerts } from "@/lib/server/schema";
import { confirmationsSettled } from "@/lib/server/stock-alerts/confirmation";
import { backInStockSettled, scheduleBackInStockEmails } from "@/lib/server/stock-alerts/notify";
import { getAdminAuth } from "@/lib/server/auth/firebase-admin";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { insertOrder, smallBottles } from "../support/admin";
import { postJson, signInEmulatorUser, signUpEmulatorUser } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

const STAFF: StaffMember = { uid: "stock-alerts-staff", email: "staff@example.com" };
const ORIGIN = "https://shop.example";
let outbox: string;

beforeAll(async () => {
  await useFreshDatabase();
  process.env.STOCK_ALERTS_RATE_LIMIT_IP = "0";
  process.env.STOCK_ALERTS_RATE_LIMIT_EMAIL = "0";
  await getDb(); // migrate and seed here, not inside the first test
});

afterAll(async () => {
  await backInStockSettled();
  delete process.env.STOCK_ALERTS_RATE_LIMIT_IP;
  delete process.env.STOCK_ALERTS_RATE_LIMIT_EMAIL;
  await dropFreshDatabase();
});

beforeEach(async () => {
  await confirmationsSettled();
  await backInStockSettled();
  outbox = await mkdtemp(path.join(tmpdir(), "afc-stock-alerts-"));
  process.env.MAIL_OUTBOX_DIR = outbox;
});

afterEach(async () => {
  await confirmationsSettled(); // nothing still writing to the folder
  await backInStockSettled();
  await rm(outbox, { recursive: true, force: true });
});

// Distinct seed products per test (none of the order tests' small bottles), so tests stay independent.
const others = SEED_PRODUCTS.filter((product) => !smallBottles.includes(product));
let nextProduct = 0;
const aProduct = () => others[nextProduct++];

const subscribe = (body: unknown, headers: Record<string, string> = {}) => postJson(handleSubscribeStockAlert, "/api/stock-alerts", body, headers);

/** The answer as sent: status, cache header and the body's exact text. */
async function subscribeRaw(body: unknown, headers: Record<string, string> = {}) {
  const response = await handleSubscribeStockAlert(
    new Request("http://localhost/api/stock-alerts", { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) }),
  );
  return { status: response.status, cacheControl: response.headers.get("cache-control"), text: await response.text() };
}

/** Posts a link page's form (`token=…`) to its handler, as the browser does. */
async function postToken(handler: (request: Request) => Promise<Response>, apiPath: string, token: string) {
  const response = await handler(
    new Request(`http://localhost${apiPath}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }).toString() }),
  );
  return { status: response.status, location: response.headers.get("location") };
}
const unsubscribe = (token: string) => postToken(handleUnsubscribeStockAlert, "/api/stock-alerts/unsubscribe", token);
const confirm = (token: string) => postToken(handleConfirmStockAlert, "/api/stock-alerts/confirm", token);

/** The confirmation secret stored for this product and address (null once confirmed). */
async function confirmTokenOf(slug: string, email: string): Promise<string | null> {
  const rows = await alertsOf(slug);
  const row = rows.find((alert) => alert.email === email);
  if (!row) throw new Error(`no alert for ${email}`);
  return row.confirmToken;
}

/** Subscribes as a guest and confirms the address with its link's secret. */
async function subscribeConfirmed(slug: string, email: string) {
  expect((await subscribe({ slug, email })).status).toBe(200);
  expect((await confirm((await confirmTokenOf(slug, email))!)).status).toBe(303);
}

async function setStockQuietly(slug: string, stock: number) {
  const db = await getDb();
  await db.update(products).set({ stock }).where(eq(products.slug, slug));
}

const stockOf = async (slug: string) => (await (await getDb()).select({ stock: products.stock }).from(products).where(eq(products.slug, slug)))[0].stock;

async function alertsOf(slug: string) {
  const db = await getDb();
  return db
    .select({
      email: stockAlerts.email,
      token: stockAlerts.unsubscribeToken,
      customer: stockAlerts.customer,
      sendingAt: stockAlerts.sendingAt,
      confirmedAt: stockAlerts.confirmedAt,
      confirmToken: stockAlerts.confirmToken,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(products.slug, slug))
    .orderBy(stockAlerts.email);
}

/** The back-in-stock messages (or confirmation requests) in the outbox: recipient and decoded body. */
async function sentMails(kind: "backInStock" | "backInStockConfirm" = "backInStock", dir = outbox): Promise<{ to: string; body: string }[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(`-${kind}.eml`));
  return Promise.all(
    names.map(async (name) => {
      const raw = (await readFile(path.join(dir, name), "utf8")).replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { to: /^To: (.+)$/im.exec(raw)?.[1].replace(/[<>]/g, "").trim() ?? "", body: raw };
    }),
  );
}
const recipients = async () => (await sentMails()).map((mail) => mail.to).sort();
const confirmationsTo = async (email: string) => {
  await confirmationsSettled();
  return (await sentMails("backInStockConfirm")).filter((mail) => mail.to === email);
};

const restock = (slug: string, count: number) => applyProductAction(STAFF, slug, { action: "setStock", count, reason: "delivery" });

describe(`back-in-stock emails (${engineName()})`, () => {
  it("refuses a product in stock (409) or not on sale (404), and a bad address (400); subscribing twice is one subscription, waiting for confirmation", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 5);
    expect(await subscribe({ slug: product.slug, email: "ada@example.com" })).toMatchObject({ status: 409, body: { code: "inStock" } });
    expect(await subscribe({ slug: "no-such-product", email: "ada@example.com" })).toMatchObject({ status: 404, body: { code: "unknownProduct" } });
    await setStockQuietly(product.slug, 0);
    for (const email of ["", "ada", "ada@example", "a b@example.com"]) {
      expect(await subscribe({ slug: product.slug, email })).toMatchObject({ status: 400, body: { code: "invalidEmail" } });
    }
    expect((await subscribe({ slug: product.slug })).status).toBe(400);
    expect((await subscribe({ slug: "Bad Slug", email: "ada@example.com" })).status).toBe(400);
    expect((await subscribe({ slug: product.slug, email: "ada@example.com", extra: 1 })).status).toBe(400);

    const first = await subscribe({ slug: product.slug, email: " Ada@Example.com " });
    expect(first).toMatchObject({ status: 200, body: { email: "ada@example.com", confirmationNeeded: true, product: { slug: product.slug } } });
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect((await subscribe({ slug: product.slug, email: "ada@example.com" })).status).toBe(200);
    const rows = await alertsOf(product.slug);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "ada@example.com", customer: null, sendingAt: null, confirmedAt: null });
    expect(rows[0].token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0].confirmToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rows[0].confirmToken).not.toBe(rows[0].token);
  });

  it("answers byte for byte the same for a new address, one awaiting confirmation and one already confirmed (issue 34.8)", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    const body = (email: string) => ({ slug: product.slug, email });
    const fresh = await subscribeRaw(body("new@example.com"));
    const pendingOnce = await subscribeRaw(body("pending@example.com"));
    const pendingAgain = await subscribeRaw(body("pending@example.com"));
    const keptFirst = await subscribeRaw(body("kept@example.com"));
    await confirm((await confirmTokenOf(product.slug, "kept@example.com"))!);
    const confirmedAgain = await subscribeRaw(body("kept@example.com"));
    expect(pendingAgain).toEqual(pendingOnce);
    expect(confirmedAgain).toEqual(keptFirst);
    const asFor = (answer: typeof fresh, email: string) => ({ ...answer, text: answer.text.replaceAll(email, "someone@example.com") });
    expect(fresh.status).toBe(200);
    expect(asFor(pendingOnce, "pending@example.com")).toEqual(asFor(fresh, "new@example.com"));
    expect(asFor(pendingAgain, "pending@example.com")).toEqual(asFor(fresh, "new@example.com"));
    expect(asFor(confirmedAgain, "kept@example.com")).toEqual(asFor(fresh, "new@example.com"));
    expect(fresh.text).not.toMatch(/already/i);
  });

  it("a new address gets one confirmation email, and asking again re-sends it at most once an hour (issue 34.8)", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    const email = "jo@example.com";
    await subscribe({ slug: product.slug, email });
    const [mail] = await confirmationsTo(email);
    expect(mail.body).toMatch(/Subject: Confirm your back-in-stock alert/);
    const token = await confirmTokenOf(product.slug, email);
    expect(mail.body).toContain(`/stock-alerts/confirm?token=${token}`);
    expect(mail.body).toContain(`/stock-alerts/unsubscribe?token=${(await alertsOf(product.slug))[0].token}`); // to stop it later, while it waits

    for (let again = 0; again < 3; again++) await subscribe({ slug: product.slug, email });
    expect(await confirmationsTo(email)).toHaveLength(1);

    // An hour later, asking again sends it once more, with the same link.
    const db = await getDb();
    await db.update(stockAlerts).set({ createdAt: sql`now() - interval '61 minutes'` }).where(eq(stockAlerts.email, email));
    await subscribe({ slug: product.slug, email });
    await subscribe({ slug: product.slug, email });
    const both = await confirmationsTo(email);
    expect(both).toHaveLength(2);
    expect(both[1].body).toContain(`/stock-alerts/confirm?token=${token}`);
  });

  it("one address has at most three alerts awaiting confirmation, so a stranger cannot send it a request per product (issue 34.8)", async () => {
    const four = [aProduct(), aProduct(), aProduct(), aProduct()];
    const email = "many@example.com";
    const answers = [];
    for (const product of four) {
      await setStockQuietly(product.slug, 0);
      answers.push(await subscribeRaw({ slug: product.slug, email }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await confirmationsTo(email)).toHaveLength(3);
    expect(await alertsOf(four[3].slug)).toEqual([]);
  });

  it("an unconfirmed subscriber gets no back-in-stock email; once confirmed through the link's page, they do (issue 34.8)", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    await subscribe({ slug: product.slug, email: "kim@example.com" });
    await subscribe({ slug: product.slug, email: "lee@example.com" });
    const kimToken = (await confirmTokenOf(product.slug, "kim@example.com"))!;

    // Opening the link (what a mail scanner does) shows the button and confirms nothing.
    const page = async (params: Record<string, string>) => renderToStaticMarkup(await ConfirmPage({ searchParams: Promise.resolve(params) }));
    const opened = await page({ token: kimToken });
    expect(opened).toContain(`action="/api/stock-alerts/confirm"`);
    expect(opened).toContain(`method="post"`);
    expect(opened).toContain(`value="${kimToken}"`);
    expect((await alertsOf(product.slug)).every((row) => row.confirmedAt === null)).toBe(true);

    expect(await confirm(kimToken)).toEqual({ status: 303, location: `/stock-alerts/confirm?confirmed=${product.slug}` });
    expect(await page({ confirmed: product.slug })).toMatch(/Your alert is on: we&#x27;ll email you once when .+ is back\./);
    const kim = (await alertsOf(product.slug)).find((row) => row.email === "kim@example.com")!;
    expect(kim.confirmedAt).toBeInstanceOf(Date);
    expect(kim.confirmToken).toBeNull();
    expect(await confirm(kimToken)).toEqual({ status: 303, location: "/stock-alerts/confirm?used=1" });
    expect(await page({ token: kimToken })).toContain("This link has already been used or has expired.");
    expect(await confirm("not a token")).toEqual({ status: 303, location: "/stock-alerts/confirm?used=1" });

    expect((await restock(product.slug, 4)).ok).toBe(true);
    await backInStockSettled();
    expect(await recipients()).toEqual(["kim@example.com"]);
    // The unconfirmed address still waits (for a week at most), and gets nothing.
    expect((await alertsOf(product.slug)).map((row) => row.email)).toEqual(["lee@example.com"]);
  });

  it("a confirmation link expires after 7 days, and expired unconfirmed rows are removed (issue 34.8)", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    for (const email of ["old@example.com", "new-one@example.com"]) await subscribe({ slug: product.slug, email });
    const token = (await confirmTokenOf(product.slug, "old@example.com"))!;
    const db = await getDb();
    await db.update(stockAlerts).set({ createdAt: sql`now() - interval '8 days'` }).where(eq(stockAlerts.email, "old@example.com"));
    expect(await confirm(token)).toEqual({ status: 303, location: "/stock-alerts/confirm?used=1" });
    expect((await alertsOf(product.slug)).find((row) => row.email === "old@example.com")?.confirmedAt).toBeNull();

    expect((await restock(product.slug, 2)).ok).toBe(true);
    await backInStockSettled();
    expect(await recipients()).toEqual([]);
    expect((await alertsOf(product.slug)).map((row) => row.email)).toEqual(["new-one@example.com"]);
  });

  it("limits subscriptions per address", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    process.env.STOCK_ALERTS_RATE_LIMIT_EMAIL = "2";
    try {
      const email = `limited-${Date.now()}@example.com`;
      expect((await subscribe({ slug: product.slug, email })).status).toBe(200);
      expect((await subscribe({ slug: product.slug, email })).status).toBe(200);
      const refused = await subscribe({ slug: product.slug, email: email.toUpperCase() });
      expect(refused).toMatchObject({ status: 429, body: { code: "tooManyRequests" } });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      process.env.STOCK_ALERTS_RATE_LIMIT_EMAIL = "0";
    }
  });

  it("a staff restock from 0 emails each subscriber exactly once and ends the subscriptions; nothing while the stock stays at 0 or on a second restock", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    const emails = ["bea@example.com", "cal@example.com", "dee@example.com"];
    for (const email of emails) await subscribeConfirmed(product.slug, email);

    // A count that leaves it at 0 sends nothing and keeps everyone waiting.
    expect((await restock(product.slug, 0)).ok).toBe(true);
    await backInStockSettled();
    expect(await recipients()).toEqual([]);
    expect(await alertsOf(product.slug)).toHaveLength(3);

    expect((await restock(product.slug, 6)).ok).toBe(true);
    await backInStockSettled();
    expect(await recipients()).toEqual(emails);
    expect(await alertsOf(product.slug)).toEqual([]);
    const mail = (await sentMails())[0].body;
    expect(mail).toContain(`Subject: Back in stock:`);
    expect(mail).toContain(`/shop/products/${product.slug}`);
    expect(mail).toContain("/stock-alerts/unsubscribe?token=");

    // Sold out and back again with nobody waiting: nothing more.
    expect((await applyProductAction(STAFF, product.slug, { action: "adjustStock", change: 4, reason: "delivery" })).ok).toBe(true);
    await backInStockSettled();
    expect(await sentMails()).toHaveLength(3);
  });

  it("a refund with restock, and a cancellation, that return units to a sold-out product send", async () => {
    const [bottle, other] = smallBottles;
    const order = await insertOrder();
    const [line] = order.items;
    for (const action of [{ action: "pack" }, { action: "dispatch", carrier: "royalMail", trackingNumber: "ab 1234 5678 5gb" }, { action: "deliver" }] as const) {
      expect((await applyOrderAction(STAFF, order.reference, action as never, ORIGIN)).ok).toBe(true);
    }
    await setStockQuietly(bottle.slug, 0);
    await subscribeConfirmed(bottle.slug, "eve@example.com");
    const outcome = await applyOrderAction(STAFF, order.reference, { action: "refund", lines: [{ lineId: line.id, quantity: 2 }], includeShipping: false, restock: true }, ORIGIN);
    expect(outcome.ok).toBe(true);
    expect(await stockOf(bottle.slug)).toBe(2);
    await backInStockSettled();
    const mails = await sentMails();
    expect(mails.map((mail) => mail.to)).toEqual(["eve@example.com"]);
    expect(mails[0].body).toContain(`${ORIGIN}/shop/products/${bottle.slug}`);
    expect(await alertsOf(bottle.slug)).toEqual([]);

    const placed = await insertOrder();
    await setStockQuietly(other.slug, 0);
    await subscribeConfirmed(other.slug, "fin@example.com");
    expect((await applyOrderAction(STAFF, placed.reference, { action: "cancel" } as never, ORIGIN)).ok).toBe(true);
    expect(await stockOf(other.slug)).toBe(12);
    await backInStockSettled();
    expect(await recipients()).toEqual(["eve@example.com", "fin@example.com"]);
  });

  it("the unsubscribe link works without signing in, only by POST, once; the unsubscribed address gets nothing", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    for (const email of ["fay@example.com", "gus@example.com"]) await subscribeConfirmed(product.slug, email);
    const fay = (await alertsOf(product.slug)).find((row) => row.email === "fay@example.com")!;

    // Opening the link (what a mail scanner does) shows the button and changes nothing.
    const page = async (params: Record<string, string>) => renderToStaticMarkup(await UnsubscribePage({ searchParams: Promise.resolve(params) }));
    const opened = await page({ token: fay.token });
    expect(opened).toContain(`action="/api/stock-alerts/unsubscribe"`);
    expect(opened).toContain(`method="post"`);
    expect(opened).toContain(`value="${fay.token}"`);
    expect(await alertsOf(product.slug)).toHaveLength(2);

    expect(await unsubscribe(fay.token)).toEqual({ status: 303, location: `/stock-alerts/unsubscribe?unsubscribed=${product.slug}` });
    expect(await page({ unsubscribed: product.slug })).toMatch(/You will no longer get an email when .+ is back\./);
    expect(await page({ token: fay.token })).toContain("This link has already been used or has expired.");
    expect(await page({})).toContain("This link has already been used or has expired.");
    expect(await unsubscribe(fay.token)).toEqual({ status: 303, location: "/stock-alerts/unsubscribe?used=1" });
    expect(await unsubscribe("not a token")).toEqual({ status: 303, location: "/stock-alerts/unsubscribe?used=1" });
    expect((await alertsOf(product.slug)).map((row) => row.email)).toEqual(["gus@example.com"]);

    await restock(product.slug, 3);
    await backInStockSettled();
    expect(await recipients()).toEqual(["gus@example.com"]);
  });

  it("the restock stands when sending fails; the subscribers are released, sent at the next run, and stale claims are retried", async () => {
    const product = aProduct();
    await setStockQuietly(product.slug, 0);
    for (const email of ["hal@example.com", "ivy@example.com"]) await subscribeConfirmed(product.slug, email);
    const blocker = path.join(outbox, "not-a-folder");
    await writeFile(blocker, "a file where the outbox folder should be");
    process.env.MAIL_OUTBOX_DIR = path.join(blocker, "outbox");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const outcome = await restock(product.slug, 8);
      expect(outcome.ok).toBe(true);
      expect(await stockOf(product.slug)).toBe(8);
      await backInStockSettled();
      expect(errors.mock.calls.some(([line]) => String(line).includes("[mail] back-in-stock email"))).toBe(true);
    } finally {
      errors.mockRestore();
      process.env.MAIL_OUTBOX_DIR = outbox;
    }
    expect((await alertsOf(product.slug)).map((row) => [row.email, row.sendingAt])).toEqual([
      ["hal@example.com", null],
      ["ivy@example.com", null],
    ]);

    // One row claimed just now by another instance stays with it; one claimed 20 minutes ago (its instance died) is sent again.
    const db = await getDb();
    await db.update(stockAlerts).set({ sendingAt: sql`now()` }).where(eq(stockAlerts.email, "hal@example.com"));
    await db.update(stockAlerts).set({ sendingAt: sql`now() - interval '20 minutes'` }).where(eq(stockAlerts.email, "ivy@example.com"));
    scheduleBackInStockEmails(ORIGIN);
    await backInStockSettled();
    expect(await recipients()).toEqual(["ivy@example.com"]);
    expect((await alertsOf(product.slug)).map((row) => row.email)).toEqual(["hal@example.com"]);
  });

  it(
    "emails 1,000 subscribers within a minute, without holding up the restock",
    async () => {
      const product = aProduct();
      await setStockQuietly(product.slug, 0);
      const db = await getDb();
      const [{ id }] = await db.select({ id: products.id }).from(products).where(eq(products.slug, product.slug));
      const rows = Array.from({ length: 1_000 }, (_, index) => ({ productId: id, email: `reader-${index}@example.com`, unsubscribeToken: `bulk-token-${index}-${"x".repeat(30)}`, confirmedAt: new Date() }));
      for (let start = 0; start < rows.length; start += 250) await db.insert(stockAlerts).values(rows.slice(start, start + 250));

      const info = vi.spyOn(console, "info").mockImplementation(() => {});
      try {
        const started = performance.now();
        expect((await restock(product.slug, 24)).ok).toBe(true);
        const restocked = performance.now();
        await backInStockSettled();
        const finished = performance.now();
        const seconds = (finished - started) / 1000;
        console.log(
          `[stock-alerts] ${engineName()}: 1,000 back-in-stock emails written in ${seconds.toFixed(1)} s (the restock itself answered in ${Math.round(restocked - started)} ms)`,
        );
        expect(seconds).toBeLessThan(60);
      } finally {
        info.mockRestore();
      }
      const sent = await recipients();
      expect(sent).toHaveLength(1_000);
      expect(new Set(sent).size).toBe(1_000);
      expect(await alertsOf(product.slug)).toEqual([]);
    },
    120_000,
  );

  describe.runIf(process.env.FIREBASE_AUTH_EMULATOR_HOST)("with emulator users", () => {
    it("knows a signed-in customer from the verified token, using the token's email whatever the body says; a forged token is refused", async () => {
      const product = aProduct();
      await setStockQuietly(product.slug, 0);
      const customer = await signUpEmulatorUser("stock-alerts");
      const answer = await subscribe({ slug: product.slug, email: "someone-else@example.com" }, { authorization: `Bearer ${customer.token}` });
      // The account's email is not verified: it is confirmed by email, like a guest's.
      expect(answer).toMatchObject({ status: 200, body: { email: customer.email.toLowerCase(), confirmationNeeded: true } });
      expect(await alertsOf(product.slug)).toEqual([expect.objectContaining({ email: customer.email.toLowerCase(), customer: customer.uid, confirmedAt: null })]);

      const [header, payload] = customer.token.split(".");
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: "victim@example.com", sub: "victim", user_id: "victim" })).toString("base64url")}.`;
      expect(await subscribe({ slug: product.slug }, { authorization: `Bearer ${forged}` })).toMatchObject({ status: 401, body: { code: "unauthorised" } });
      expect(await subscribe({ slug: product.slug }, { authorization: "Bearer garbage" })).toMatchObject({ status: 401 });
      expect(await alertsOf(product.slug)).toHaveLength(1);
    });

    it("confirms at once a customer whose account email is verified, subscribing their own address, and says so (issue 34.8)", async () => {
      const product = aProduct();
      await setStockQuietly(product.slug, 0);
      const customer = await signUpEmulatorUser("verified-alerts");
      const address = customer.email.toLowerCase();
      // A guest asked for this address first: still unconfirmed.
      await subscribe({ slug: product.slug, email: address });
      await getAdminAuth().updateUser(customer.uid, { emailVerified: true });
      const token = await signInEmulatorUser(customer.email);
      const answer = await subscribe({ slug: product.slug }, { authorization: `Bearer ${token}` });
      expect(answer).toMatchObject({ status: 200, body: { email: address, confirmationNeeded: false } });
      const [row] = await alertsOf(product.slug);
      expect(row).toMatchObject({ email: address, customer: customer.uid, confirmToken: null });
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect((await confirmationsTo(address)).length).toBe(1); // the guest request's, none for the customer's own

      expect((await restock(product.slug, 5)).ok).toBe(true);
      await backInStockSettled();
      expect(await recipients()).toEqual([address]);
    });
  });
});
