import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import type { SeedProduct } from "@/lib/catalogue/types";
import type { CartItem } from "@/lib/cart/types";
import { cartFingerprint } from "@/lib/checkout/fingerprint";
// @ts-expect-error plain ESM script without types
import { freePorts, startNext, stopChild } from "../scripts/cluster-lib.mjs";

// Plumbing for the attack and fault suite: a production server on a fresh embedded database, and
// a small HTTP client that never throws on a status (every case states the status it expects).

export type Json = Record<string, unknown>;
export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
  ms: number;
}

/** The production build as `npm start` serves it, on a fresh PGlite folder, beside the test Auth emulator. */
export async function startSingleServer(env: Record<string, string> = {}): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const [port] = await freePorts(5100, 1);
  const dataDir = path.resolve(".data", `attack-${Date.now()}`);
  const child = await startNext({
    port,
    name: "attack server",
    front: true,
    env: {
      PGLITE_DATA_DIR: dataDir,
      ALLOW_AUTH_EMULATOR_IN_PRODUCTION: "true",
      CATALOGUE_REVALIDATE_SECRET: ATTACK_REVALIDATE_SECRET,
      DEMO_DATA: "true",
      ...env,
    },
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ATTACK_REVALIDATE_SECRET = "attack-suite-revalidate-secret";

/** POSTs (or another method) a JSON body, or a raw string/Buffer body; never throws on a status. */
export async function send(url: string, { method = "POST", body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
  const raw = body === undefined ? undefined : typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const started = performance.now();
  const response = await fetch(url, {
    method,
    headers: { ...(raw !== undefined && !("content-type" in lower(headers)) ? { "content-type": "application/json" } : {}), ...headers },
    body: Buffer.isBuffer(raw) ? new Uint8Array(raw) : raw,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let parsed: Json = {};
  try {
    parsed = text ? (JSON.parse(text) as Json) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed, headers: response.headers, ms: performance.now() - started };
}

const lower = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

// --- Carts ----------------------------------------------------------------------------------------

export const line = (productSKU: string, quantity: number, multipackSKU: string | null = null, extra: Json = {}) => ({
  quantity,
  metadata: { productSKU, multipackSKU },
  ...extra,
});

/** 330 ml single-unit products in stock: 24 of one fill a box, so carts can be made valid. */
export const CANS: SeedProduct[] = SEED_PRODUCTS.filter((p) => p.sizeMl === 330 && p.stock >= 150);

export const guestDraft = (items: unknown[], extra: Json = {}) => ({ cart: { id: null, guestId: randomUUID(), items, version: 0, ...extra }, shouldReturnCart: true });

export function uniqueEmail(tag: string): string {
  return `attack-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const address = {
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "12 Analytical Row",
  city: "London",
  postcode: "SW1A 1AA",
};

/** The place-order body checkout would send for a synced cart. */
export function orderBody(cart: { id: string | null; items: CartItem[]; amounts: { totalPrice: { gross: number } } }, guestId: string | null, extra: Json = {}) {
  return {
    cartId: cart.id,
    cartFingerprint: cartFingerprint(cart.items),
    guestId,
    idempotencyKey: randomUUID(),
    email: "ada@example.com",
    shippingMethod: "standard",
    expectedTotal: cart.amounts.totalPrice.gross,
    delivery: { address },
    billing: { sameAsDelivery: true },
    ...extra,
  };
}
