// Shared by the back office's integration tests and the attack suite: orders written straight into
// the database in a given state, staff accounts on the Auth emulator, and calls to the admin API's
// route handlers the way Next makes them.
import { eq } from "drizzle-orm";
import { v4 as uuidv4 } from "uuid";
import { handleActivity, handleOrderAction, handleOrderDetail, handleOrderQueue } from "@/api-routes/admin/orders";
import { cartAmounts, cartValidity, lineAmounts } from "@/lib/cart";
import type { CartItem } from "@/lib/cart/types";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import type { OrderStatus, PaymentMethod } from "@/lib/checkout/contract";
import { setEditor, setStaff } from "@/lib/server/admin/staff";
import { getDb } from "@/lib/server/platform/db";
import { orders, products } from "@/lib/server/schema";
import { signInEmulatorUser, signUpEmulatorUser, type Json } from "./handlers";

export type StaffAccount = { uid: string; token: string; email: string };

/** A staff account on the emulator and a token carrying its claim. */
export async function signUpStaff(): Promise<StaffAccount> {
  const user = await signUpEmulatorUser("staff");
  await setStaff(user.email, true);
  return { ...user, token: await signInEmulatorUser(user.email) };
}

/**
 * The staff API tests' setup, on a database the file has just made fresh: the admin API's rate
 * limits off (every test calls it many times from one address), a staff account, and the database
 * migrated and seeded here rather than inside the first test.
 */
export async function staffForApiTests(): Promise<StaffAccount> {
  process.env.ADMIN_API_RATE_LIMIT_IP = "0";
  process.env.ADMIN_API_RATE_LIMIT_MEMBER = "0";
  const staff = await signUpStaff();
  await getDb();
  return staff;
}

/** An editor's account (the newsroom's claim only) and a token carrying it. */
export async function signUpEditor(): Promise<StaffAccount> {
  const user = await signUpEmulatorUser("editor");
  await setEditor(user.email, true);
  return { ...user, token: await signInEmulatorUser(user.email) };
}

/** Callers a staff route must turn away, with the status each gets: none, a bad token, a signed-in shopper, an editor. */
export async function nonStaffCallers(): Promise<(readonly [token: string | undefined, status: number])[]> {
  const [member, editor] = await Promise.all([signUpEmulatorUser("member"), signUpEditor()]);
  return [
    [undefined, 401],
    ["garbage", 401],
    [member.token, 403],
    [editor.token, 403],
  ];
}

/** Callers a newsroom route must turn away, with the status each gets: none, a bad token, a signed-in shopper, shop staff. */
export async function nonEditorCallers(): Promise<(readonly [token: string | undefined, status: number])[]> {
  const [member, staff] = await Promise.all([signUpEmulatorUser("member"), signUpStaff()]);
  return [
    [undefined, 401],
    ["garbage", 401],
    [member.token, 403],
    [staff.token, 403],
  ];
}

/** Two seeded 330 ml products: lines of them fill Small Drinks Boxes of 24. */
export const smallBottles = SEED_PRODUCTS.filter((product) => product.sizeMl <= 330).slice(0, 2);

export function orderLine(product: (typeof SEED_PRODUCTS)[number], quantity: number): CartItem {
  const now = new Date().toISOString();
  return {
    id: uuidv4(),
    quantity,
    productName: product.name,
    itemPrice: { gross: product.pricePence, isVatable: true },
    linePrice: lineAmounts(product.pricePence, quantity),
    lastUpdated: now,
    dateAdded: now,
    multipackQuantity: 1,
    metadata: { productSKU: product.sku, multipackSKU: null, boxType: "boxType_330", containerSizes: "{}", containerSizesWithQuantity: "{}", itemUUID: uuidv4() },
  };
}

export interface TestOrder {
  id: string;
  number: number;
  reference: string;
  items: CartItem[];
  totalPence: number;
}

/** An order of 12 + 12 small bottles in `status`, written as placeOrder would (its stock already taken). */
export async function insertOrder(status: OrderStatus = "placed", paymentMethod: PaymentMethod = "payOnDelivery", email = "ada@example.com"): Promise<TestOrder> {
  const db = await getDb();
  const items = [orderLine(smallBottles[0], 12), orderLine(smallBottles[1], 12)];
  const amounts = cartAmounts(items, "standard");
  const address = { firstName: "Ada", lastName: "Lovelace", line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA", country: "GB" };
  const paid = status !== "placed" && status !== "awaitingPayment" && paymentMethod === "stripe";
  const [row] = await db
    .insert(orders)
    .values({
      id: uuidv4(),
      customer: null,
      guestId: uuidv4(),
      email,
      cartId: uuidv4(),
      idempotencyKey: uuidv4(),
      accessKey: uuidv4(),
      status,
      paymentMethod,
      shippingMethod: "standard",
      items,
      boxes: cartValidity(items).boxes,
      amounts,
      deliveryAddress: address,
      billingAddress: address,
      paidAt: paid ? new Date() : null,
      stripeSessionId: paymentMethod === "stripe" ? `cs_test_${uuidv4()}` : null,
      stripePaymentIntent: paid ? `pi_test_${uuidv4().slice(0, 8)}` : null,
    })
    .returning();
  return { id: row.id, number: row.number, reference: `AFC-${row.number}`, items, totalPence: amounts.totalPrice.gross };
}

export async function stockOf(sku: string): Promise<number> {
  const db = await getDb();
  return (await db.select({ stock: products.stock }).from(products).where(eq(products.sku, sku)))[0].stock;
}

type Handler = (request: Request) => Promise<Response>;

/** A call to a route handler as the browser makes it: JSON (a string body sent as it is), the token as a Bearer header. */
export async function callHandler(handler: Handler, method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  const request = new Request(`http://localhost${path}`, { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) });
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as Json };
}

const withReference = (reference: string) => ({ params: Promise.resolve({ reference }) });

export const adminApi = {
  queue: (token: string | undefined, query = "") => callHandler(handleOrderQueue, "GET", `/api/admin/orders${query}`, token),
  detail: (token: string | undefined, reference: string) =>
    callHandler((request) => handleOrderDetail(request, withReference(reference)), "GET", `/api/admin/orders/${reference}`, token),
  act: (token: string | undefined, reference: string, body: unknown) =>
    callHandler((request) => handleOrderAction(request, withReference(reference)), "POST", `/api/admin/orders/${reference}`, token, body),
  activity: (token: string | undefined, query = "") => callHandler(handleActivity, "GET", `/api/admin/activity${query}`, token),
};
