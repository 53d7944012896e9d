import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { emptyCart } from "@/lib/cart";
import { addLine } from "@/lib/cart/lines";
import { CartSyncError, cartHttp, syncCart } from "@/lib/cart/client";
import { SYNC_GUEST_PATH, SYNC_USER_PATH, type SyncSuccess } from "@/lib/cart/sync-contract";
import { syncGuestBodySchema, syncUserBodySchema } from "@/lib/cart/sync-schemas";
import { cartValidity } from "@/lib/cart/validity";
import type { Cart } from "@/lib/cart/types";

const now = new Date("2026-03-01T10:00:00.000Z");
const cart: Cart = {
  ...emptyCart({ customer: null, guestId: "5f0c8a2e-2222-4222-8222-222222222222" }, now),
  items: addLine([], { productSKU: "LAGER-330", productName: "Hazy Lager", sizeMl: 330, unitGrossPence: 199, isVatable: true, multipackSKU: "LAGER-330-6", multipackQuantity: 6, quantity: 4 }, now),
};
const serverCart: Cart = { ...cart, id: "7d3b3c1e-1111-4111-8111-111111111111" };
const success: SyncSuccess = { data: { cart: serverCart, version: 3, cartValidity: cartValidity(serverCart.items), alertStatus: null } };

interface Seen {
  url?: string;
  method?: string;
  headers: Record<string, unknown>;
  body: unknown;
}

/** A stand-in for the network: records the request and answers with `reply`. */
function fakeServer(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown } | "no-response") {
  const seen: Seen[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push({ url: config.url, method: config.method, headers: AxiosHeaders.from(config.headers).toJSON(), body: JSON.parse(String(config.data)) });
    const answer = reply(config);
    if (answer === "no-response") throw new AxiosError("Network Error", AxiosError.ERR_NETWORK, config, { readyState: 4 });
    const response: AxiosResponse = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: {}, config, request: {} };
    if (answer.status >= 400) throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  cartHttp.defaults.adapter = adapter;
  return seen;
}

const originalAdapter = cartHttp.defaults.adapter;
let interceptor: number | null = null;
beforeEach(() => {
  interceptor = null;
});
afterEach(() => {
  cartHttp.defaults.adapter = originalAdapter;
  if (interceptor !== null) cartHttp.interceptors.request.eject(interceptor);
});

async function failure(promise: Promise<unknown>): Promise<CartSyncError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(CartSyncError);
    return error as CartSyncError;
  }
  throw new Error("expected the sync to fail");
}

describe("syncCart: paths, bodies and the bearer token", () => {
  it("saves a guest cart to sync_guest without authorisation", async () => {
    const seen = fakeServer(() => ({ status: 200, data: success }));
    const data = await syncCart({ cart, version: 2, userId: null, token: "", shouldReturnCart: true });
    expect(data).toEqual(success.data);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ url: SYNC_GUEST_PATH, method: "post" });
    expect(seen[0].headers).not.toHaveProperty("Authorization");
    expect(seen[0].body).toEqual({
      shouldReturnCart: true,
      cart: {
        id: null,
        items: [
          {
            id: cart.items[0].id,
            quantity: 4,
            metadata: { productSKU: "LAGER-330", multipackSKU: "LAGER-330-6", itemUUID: cart.items[0].metadata.itemUUID },
            itemPrice: { gross: 199 },
            dateAdded: now.toISOString(),
          },
        ],
        guestId: cart.guestId,
        customer: null,
        shippingMethod: "standard",
        version: 2,
        lastAction: cart.lastAction,
      },
    });
    // The server's own schema accepts the draft.
    expect(syncGuestBodySchema.safeParse(seen[0].body).success).toBe(true);
  });

  it("saves a user cart to sync with the user id and the bearer token", async () => {
    const seen = fakeServer(() => ({ status: 200, data: success }));
    const userCart = { ...cart, customer: "u1", guest: false, guestId: null };
    await syncCart({ cart: userCart, version: 0, userId: "u1", token: "tok-123", shouldReturnCart: false });
    expect(seen[0]).toMatchObject({ url: SYNC_USER_PATH, headers: { Authorization: "Bearer tok-123" } });
    expect(seen[0].body).toMatchObject({ userId: "u1", shouldReturnCart: false, cart: { customer: "u1", guestId: null, version: 0 } });
    expect(syncUserBodySchema.safeParse(seen[0].body).success).toBe(true);
  });
});

describe("syncCart: errors as spec §8 words them", () => {
  it("a server answer: the message is the body's code", async () => {
    fakeServer(() => ({ status: 503, data: { code: "databaseUnavailable", message: "The database is unavailable." } }));
    const error = await failure(syncCart({ cart, version: 0, userId: null, token: "" }));
    expect(error.message).toBe("databaseUnavailable");
    expect(error).toMatchObject({ status: 503, code: "databaseUnavailable" });
  });

  it("a 409 carries the server's cart", async () => {
    fakeServer(() => ({ status: 409, data: { code: "staleCart", message: "stale", data: success.data } }));
    const error = await failure(syncCart({ cart, version: 0, userId: "u1", token: "t" }));
    expect(error).toMatchObject({ message: "staleCart", status: 409, code: "staleCart" });
    expect(error.data).toEqual(success.data);
  });

  it("a server answer without a code still fails with its status", async () => {
    fakeServer(() => ({ status: 502, data: "<html>Bad gateway</html>" }));
    const error = await failure(syncCart({ cart, version: 0, userId: null, token: "" }));
    expect(error).toMatchObject({ status: 502, code: "http502", message: "http502" });
  });

  it("no response: No response received from server", async () => {
    fakeServer(() => "no-response");
    const error = await failure(syncCart({ cart, version: 0, userId: null, token: "" }));
    expect(error.message).toBe("No response received from server");
    expect(error).toMatchObject({ status: null, code: "noResponse" });
  });

  it("a request that could not be set up: Error setting up request", async () => {
    const seen = fakeServer(() => ({ status: 200, data: success }));
    interceptor = cartHttp.interceptors.request.use(() => {
      throw new Error("bad config");
    });
    const error = await failure(syncCart({ cart, version: 0, userId: null, token: "" }));
    expect(error.message).toBe("Error setting up request");
    expect(error).toMatchObject({ status: null, code: "requestSetup" });
    expect(seen).toHaveLength(0);
  });

  it("a 200 without a cart is an invalid response", async () => {
    fakeServer(() => ({ status: 200, data: { ok: true } }));
    const error = await failure(syncCart({ cart, version: 0, userId: null, token: "" }));
    expect(error).toMatchObject({ code: "invalidResponse", status: 200 });
  });
});
