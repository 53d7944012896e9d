// Orders and their emails for browser tests: a signed-in customer's order placed through the shop's
// API and moved on by staff through the back office's API (what a journey needs before it starts),
// and the newest email the dev outbox holds for a reference. Shared by e2e/returns.spec.ts,
// e2e/reviews.spec.ts, e2e/contact.spec.ts and e2e/admin.spec.ts.
import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import type { CartItem } from "../lib/cart/types";
import { cartFingerprint } from "../lib/checkout/fingerprint";

const OUTBOX = path.resolve(".data/outbox");

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A staff action on an order, in the order staff take them. */
export type StaffStep = "pack" | "dispatch" | "deliver";

/** What each step posts to /api/admin/orders/<reference> (dispatched with Royal Mail and a valid tracking number). */
const STEP_BODIES: Record<StaffStep, object> = {
  pack: { action: "pack" },
  dispatch: { action: "dispatch", carrier: "royalMail", trackingNumber: "ab 1234 5678 5gb" },
  deliver: { action: "deliver" },
};

export interface SignedInOrderOptions {
  /** The customer's uid and ID token. */
  uid: string;
  token: string;
  /** An ID token that carries the staff claim. */
  staffToken: string;
  /** The product ordered, 24 of it. */
  sku: string;
  /** The staff actions to apply, in order, e.g. `["pack", "dispatch", "deliver"]`. */
  steps: StaffStep[];
  /** The delivery address (billing is the same). */
  address: { firstName: string; lastName: string; line1: string; city: string; postcode: string };
}

/** A signed-in customer's pay-on-delivery order of 24 of `sku`, placed through the shop's API, then taken through `steps` by staff through the back office's API: its reference. */
export async function signedInOrder(request: APIRequestContext, { uid, token, staffToken, sku, steps, address }: SignedInOrderOptions): Promise<string> {
  const synced = await request.post("/api/shop/cart/sync", {
    headers: bearer(token),
    data: { userId: uid, cart: { id: null, customer: uid, version: 0, items: [{ quantity: 24, metadata: { productSKU: sku, multipackSKU: null } }] }, shouldReturnCart: true },
  });
  expect(synced.status(), await synced.text()).toBe(200);
  const cart = (await synced.json()).data.cart as { id: string; items: CartItem[]; amounts: { totalPrice: { gross: number } } };
  const placed = await request.post("/api/shop/checkout/place_order", {
    headers: bearer(token),
    data: {
      cartId: cart.id,
      cartFingerprint: cartFingerprint(cart.items),
      idempotencyKey: randomUUID(),
      shippingMethod: "standard",
      expectedTotal: cart.amounts.totalPrice.gross,
      delivery: { address },
      billing: { sameAsDelivery: true },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const reference = ((await placed.json()).data as { order: { reference: string } }).order.reference;
  for (const step of steps) {
    const answer = await request.post(`/api/admin/orders/${reference}`, { headers: bearer(staffToken), data: STEP_BODIES[step] });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  return reference;
}

/** The newest `kind` email for `reference` in the dev outbox, quoted-printable decoded; fails the test when there is none. */
export async function outboxMessage(reference: string, kind: string): Promise<string> {
  // The newest: a developer's outbox keeps earlier runs' messages, whose fresh databases reused the numbers.
  const names = (await readdir(OUTBOX)).filter((name) => name.includes(`${reference}-${kind}`)).sort();
  expect(names.length, `${kind} email for ${reference}`).toBeGreaterThan(0);
  const raw = await readFile(path.join(OUTBOX, names.at(-1)!), "utf8");
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
