// Damaged or missing on arrival (issue 38.3: api-routes/order-damage.ts and api-routes/admin/damage.ts
// over lib/server/damage/), on a real database, real emulator tokens, real image decoding and a
// local stand-in for Stripe's Refunds API: a customer reports a line with photos; staff send a
// replacement (a new order at no charge, in the packing queue, its stock taken) or refund it or
// refuse it; the photos lose their metadata and are shown to staff only; the 48 hours, another
// customer's order, a wrong link, a file that is not a photo and non-staff are refused.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { handleOrderDamage } from "@/api-routes/order-damage";
import { handleDamageAction, handleDamagePhoto } from "@/api-routes/admin/damage";
import { handleOrderReturn } from "@/api-routes/order-returns";
import { getDb } from "@/lib/server/platform/db";
import { eraseCustomer } from "@/lib/server/privacy/erase";
import { buildExport } from "@/lib/server/privacy/export";
import { damageReportPhotos, damageReports, orders } from "@/lib/server/schema";
import { callHandler, nonStaffCallers, signUpStaff, smallBottles, stockOf, type StaffAccount, type TestOrder } from "../support/admin";
import { deliveredOrderHoursAgo, logOf, outboxMail, startRefundStandIn, type RefundStandIn } from "../support/after-delivery";
import { signUpEmulatorUser } from "../support/handlers";
import { dropFreshDatabase, engineName, useFreshDatabase } from "./test-db";

let stripe: RefundStandIn;
let staff: StaffAccount;
let owner: { uid: string; token: string; email: string };
let stranger: { uid: string; token: string; email: string };
let photo: Buffer;

beforeAll(async () => {
  await useFreshDatabase();
  process.env.DAMAGE_REPORT_RATE_LIMIT_IP = "0";
  process.env.ORDER_RETURN_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  stripe = await startRefundStandIn("damage");
  // A phone's photo: 2000 × 1500, with the EXIF a phone writes (here its camera's make).
  photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#8a2b2b" } })
    .jpeg()
    .withExif({ IFD0: { Make: "TestPhoneMaker", Model: "Secret Model 9" } })
    .toBuffer();
  [staff, owner, stranger] = await Promise.all([signUpStaff(), signUpEmulatorUser("reporter"), signUpEmulatorUser("stranger")]);
  await getDb();
});

afterAll(async () => {
  await stripe.close();
  await dropFreshDatabase();
});

interface Report {
  lineId: string;
  quantity: string;
  kind: string;
  note?: string;
  accessToken?: string;
  photos?: Blob[];
  [field: string]: string | Blob[] | undefined;
}

async function report(reference: string, token: string | undefined, fields: Report) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((file, index) => form.append("photos", file, `photo-${index}.jpg`));
    else if (value !== undefined) form.append(name, value);
  }
  const request = new Request(`http://localhost/api/shop/orders/${reference}/damage`, { method: "POST", headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
  const response = await handleOrderDamage(request, { params: Promise.resolve({ reference }) });
  return { status: response.status, body: await response.json() };
}

const staffAct = (reference: string, token: string | undefined, body: unknown) =>
  callHandler((request) => handleDamageAction(request, { params: Promise.resolve({ reference }) }), "POST", `/api/admin/damage/${reference}`, token, body);

async function staffPhoto(reference: string, index: string, token: string | undefined) {
  const request = new Request(`http://localhost/api/admin/damage/${reference}/photos/${index}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const response = await handleDamagePhoto(request, { params: Promise.resolve({ reference, index }) });
  return { status: response.status, type: response.headers.get("content-type"), bytes: Buffer.from(await response.arrayBuffer()) };
}

const jpeg = () => new Blob([new Uint8Array(photo)], { type: "image/jpeg" });
const twoDamaged = (order: TestOrder, extra: Partial<Report> = {}): Report => ({ lineId: order.items[0].id, quantity: "2", kind: "damaged", photos: [jpeg(), jpeg()], ...extra });

async function orderRow(id: string) {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.id, id)))[0];
}

describe(`damage reports (${engineName()})`, () => {
  it("two broken bottles with photos, replaced: a new order at no charge waits to be packed, its stock taken; the photos are staff's only, upright JPEGs without their EXIF", async () => {
    const order = await deliveredOrderHoursAgo(owner.uid, 5);
    const sku = smallBottles[0].sku;
    const stockBefore = await stockOf(sku);
    const sent = await report(order.reference, owner.token, twoDamaged(order, { note: "Two bottles smashed in the box" }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reference = `DMG-${order.number}-1`;
    expect(sent.body.data.report).toMatchObject({ reference, status: "reported", kind: "damaged", quantity: 2, photoCount: 2, note: "Two bottles smashed in the box" });
    expect(await outboxMail(order.reference, "damageReported")).toContain(reference);

    const shown = await staffPhoto(reference, "2", staff.token);
    expect(shown.status).toBe(200);
    expect(shown.type).toBe("image/jpeg");
    const metadata = await sharp(shown.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([1600, 1200]);
    expect(metadata.exif).toBeUndefined();
    expect(shown.bytes.includes(Buffer.from("TestPhoneMaker"))).toBe(false);
    for (const [token, status] of await nonStaffCallers()) expect((await staffPhoto(reference, "1", token)).status).toBe(status);
    expect((await staffPhoto(reference, "3", staff.token)).status).toBe(404);

    const replaced = await staffAct(reference, staff.token, { action: "replace" });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const replacementRef = replaced.body.data.report.replacementOrderReference as string;
    expect(replaced.body.data.report.status).toBe("replaced");
    expect(replacementRef).toMatch(/^AFC-\d+$/);
    const db = await getDb();
    const [replacement] = await db.select().from(orders).where(eq(orders.number, Number(replacementRef.slice(4))));
    expect(replacement).toMatchObject({ status: "paid", customer: owner.uid, email: (await orderRow(order.id)).email, refundedPence: 0 });
    expect(replacement.amounts.totalPrice.gross).toBe(0);
    expect(replacement.items.map((item) => [item.metadata.productSKU, item.quantity, item.itemPrice.gross])).toEqual([[sku, 2, 0]]);
    expect(replacement.deliveryAddress).toEqual((await orderRow(order.id)).deliveryAddress);
    expect(await stockOf(sku)).toBe(stockBefore - 2);
    expect(await outboxMail(order.reference, "damageReplaced")).toContain(replacementRef);

    const twice = await staffAct(reference, staff.token, { action: "refund" });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe("A replacement was already sent for this report.");
    expect(stripe.amounts).toEqual([]);
    expect(await logOf(order.id)).toEqual(expect.arrayContaining(["damage.report", "damage.replace"]));
  });

  it("a missing pack refunded without a photo: its price back through Stripe, nothing restocked; those packs can be neither reported again nor returned", async () => {
    const order = await deliveredOrderHoursAgo(owner.uid, 1);
    const stockBefore = await stockOf(smallBottles[1].sku);
    const unitPence = order.items[1].itemPrice.gross;
    const sent = await report(order.reference, owner.token, { lineId: order.items[1].id, quantity: "12", kind: "missing" });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reference = `DMG-${order.number}-1`;
    const again = await report(order.reference, owner.token, { lineId: order.items[1].id, quantity: "1", kind: "missing" });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(`${order.items[1].productName} has already been returned, refunded or reported.`);
    const ret = await callHandler(
      (request) => handleOrderReturn(request, { params: Promise.resolve({ reference: order.reference }) }),
      "POST",
      `/api/shop/orders/${order.reference}/returns`,
      owner.token,
      { lines: [{ lineId: order.items[1].id, quantity: 1 }], reason: "changedMind", unopened: true },
    );
    expect(ret.status).toBe(400);

    const refunded = await staffAct(reference, staff.token, { action: "refund" });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.data.report).toMatchObject({ status: "refunded", refundedPence: 12 * unitPence });
    expect(stripe.amounts.at(-1)).toBe(12 * unitPence);
    expect(await stockOf(smallBottles[1].sku)).toBe(stockBefore);
    expect(await outboxMail(order.reference, "refunded")).toBeDefined();
    expect(await logOf(order.id)).toEqual(expect.arrayContaining(["damage.report", "order.refund", "damage.refund"]));
  });

  it("refused: the customer is told why; a damaged line needs a photo, three at most; a PDF named .jpg is refused by its bytes", async () => {
    const order = await deliveredOrderHoursAgo(owner.uid, 2);
    const noPhoto = await report(order.reference, owner.token, twoDamaged(order, { photos: [] }));
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.message).toBe("Add a photo of the damage, so we can see what happened (up to 3).");
    const four = await report(order.reference, owner.token, twoDamaged(order, { photos: [jpeg(), jpeg(), jpeg(), jpeg()] }));
    expect(four.status).toBe(400);
    expect(four.body.message).toBe("Send at most 3 photos.");
    const pdf = await report(order.reference, owner.token, twoDamaged(order, { photos: [new Blob(["%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"], { type: "image/jpeg" })] }));
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe("This file is a PDF document; upload a JPEG, PNG or WebP photo.");
    const price = await report(order.reference, owner.token, twoDamaged(order, { pricePence: "1" }));
    expect(price.status).toBe(400);

    expect((await report(order.reference, owner.token, twoDamaged(order))).status).toBe(201);
    const reference = `DMG-${order.number}-1`;
    expect((await staffAct(reference, staff.token, { action: "refuse", reason: " " })).status).toBe(400);
    const refused = await staffAct(reference, staff.token, { action: "refuse", reason: "The photos show a different product" });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body.data.report).toMatchObject({ status: "refused", refusalReason: "The photos show a different product" });
    expect(await outboxMail(order.reference, "damageRefused")).toContain("The photos show a different product");
  });

  it("only the order's customer: another customer's order and a wrong link are 404, as an unknown one; a guest's link opens only its own order; no identity or a bad token is 401", async () => {
    const mine = await deliveredOrderHoursAgo(owner.uid, 1);
    const guests = await deliveredOrderHoursAgo(null, 1);
    expect((await report(mine.reference, stranger.token, twoDamaged(mine))).status).toBe(404);
    expect((await report("AFC-999999", owner.token, twoDamaged(mine))).status).toBe(404);
    expect((await report(guests.reference, undefined, twoDamaged(guests, { accessToken: "not-the-secret" }))).status).toBe(404);
    expect((await report(mine.reference, undefined, twoDamaged(mine, { accessToken: guests.accessKey }))).status).toBe(404);
    expect((await report(mine.reference, undefined, twoDamaged(mine))).status).toBe(401);
    expect((await report(mine.reference, "garbage", twoDamaged(mine))).status).toBe(401);
    const byLink = await report(guests.reference, undefined, twoDamaged(guests, { accessToken: guests.accessKey }));
    expect(byLink.status, JSON.stringify(byLink.body)).toBe(201);
    expect(await logOf(guests.id)).toContain("damage.report");
  });

  it("the 48 hours: open while dispatched and at 47 hours, closed at 49 with the moment it ended; not before dispatch", async () => {
    const onItsWay = await deliveredOrderHoursAgo(owner.uid, null);
    expect((await report(onItsWay.reference, owner.token, twoDamaged(onItsWay))).status).toBe(201);
    const nearly = await deliveredOrderHoursAgo(owner.uid, 47);
    expect((await report(nearly.reference, owner.token, twoDamaged(nearly))).status).toBe(201);
    const late = await deliveredOrderHoursAgo(owner.uid, 49);
    const closed = await report(late.reference, owner.token, twoDamaged(late));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toMatch(/^The 48 hours to report damaged or missing items ended at \d\d:\d\d on \d{1,2} [A-Z][a-z]+ \d{4}\. If something is wrong/);
    const db = await getDb();
    await db.update(orders).set({ status: "paid", deliveredAt: null, dispatchedAt: null }).where(eq(orders.id, late.id));
    expect((await report(late.reference, owner.token, twoDamaged(late))).body.message).toBe(
      "You can tell us about damaged or missing items once your order is on its way to you.",
    );
  });

  it("the customer's data export lists their reports, photos counted, and no one else's; an erasure deletes the photos and the note", async () => {
    const customer = await signUpEmulatorUser("exporter");
    const order = await deliveredOrderHoursAgo(customer.uid, 3);
    expect((await report(order.reference, customer.token, twoDamaged(order, { note: "Crushed corner" }))).status).toBe(201);
    const other = await deliveredOrderHoursAgo(stranger.uid, 3);
    expect((await report(other.reference, stranger.token, twoDamaged(other))).status).toBe(201);
    const exported = await buildExport(customer.uid);
    expect(exported.damageReports).toEqual([
      expect.objectContaining({ reference: `DMG-${order.number}-1`, order: order.reference, status: "reported", kind: "damaged", quantity: 2, note: "Crushed corner", photos: 2 }),
    ]);
    expect(exported.returns).toEqual([]);

    // Erased: the outcome stays with the order, the note goes, and the photos (which may show a home) are deleted.
    await eraseCustomer(customer.uid, null);
    const db = await getDb();
    const [kept] = await db.select().from(damageReports).where(eq(damageReports.orderId, order.id));
    expect(kept).toMatchObject({ status: "reported", note: null, reportedBy: "customer:erased" });
    expect(await db.select().from(damageReportPhotos).where(eq(damageReportPhotos.reportId, kept.id))).toEqual([]);
    expect((await staffPhoto(`DMG-${other.number}-1`, "1", staff.token)).status).toBe(200);
  });

  it("staff only: every caller who is not staff is turned away from a report's actions, and nothing changes", async () => {
    const order = await deliveredOrderHoursAgo(owner.uid, 1);
    expect((await report(order.reference, owner.token, twoDamaged(order))).status).toBe(201);
    const reference = `DMG-${order.number}-1`;
    for (const [token, status] of await nonStaffCallers()) expect((await staffAct(reference, token, { action: "replace" })).status).toBe(status);
    expect((await staffAct(`DMG-${order.number}-9`, staff.token, { action: "replace" })).status).toBe(404);
    expect((await staffAct(reference, staff.token, { action: "replace", quantity: 99 })).status).toBe(400);
    expect((await staffAct(reference, staff.token, { action: "refuse", reason: "Checked" })).body.data.report.status).toBe("refused");
  });
});
