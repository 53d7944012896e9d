// @vitest-environment jsdom
// The cart store's behaviours (line editing; sync status idle, saving, failed) with the HTTP layer mocked.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cartAmounts } from "@/lib/cart";
import { CartSyncError, syncCart, type SyncCartArgs, type SyncResult } from "@/lib/cart/client";
import type { LineInput } from "@/lib/cart/lines";
import { cartValidity } from "@/lib/cart/validity";
import type { Cart } from "@/lib/cart/types";
import { getSiteCookie, removeSiteCookie } from "@/lib/cookies";
import { useAlertStore } from "@/stores/alert";
import { canCheckout, loadCartClient, useCartStore } from "@/stores/cart";
import { connectCartAlerts } from "@/stores/cart-alerts";
import { setTokenSource } from "@/stores/token-source";
import { useUserStore } from "@/stores/user";

vi.mock("@/lib/cart/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cart/client")>();
  return { ...actual, syncCart: vi.fn() };
});

const mockSync = vi.mocked(syncCart);
// The store loads its HTTP client lazily; load it once so every sync starts in the same tick.
beforeAll(() => loadCartClient());
const SERVER_ID = "7d3b3c1e-1111-4111-8111-111111111111";
const GUEST_ID = "5f0c8a2e-2222-4222-8222-222222222222";

const lager: LineInput = { productSKU: "LAGER-330", productName: "Hazy Lager", sizeMl: 330, unitGrossPence: 199, isVatable: true, multipackSKU: null, multipackQuantity: 1, quantity: 2 };
const lagerSixPack: LineInput = { ...lager, multipackSKU: "LAGER-330-6", multipackQuantity: 6, unitGrossPence: 1099, quantity: 1 };
const wine: LineInput = { productSKU: "RED-750", productName: "Rioja", sizeMl: 750, unitGrossPence: 899, isVatable: true, multipackSKU: null, multipackQuantity: 1, quantity: 1 };

/** The server's answer to a cart: the same cart with an id, a version and its validity. */
function answer(cart: Cart, version = 1, extra: Partial<SyncResult> = {}): SyncResult {
  const saved = structuredClone(cart);
  return { cart: { ...saved, id: saved.id ?? SERVER_ID }, version, cartValidity: cartValidity(saved.items), alertStatus: null, ...extra };
}
const echo = (version = 1) => async ({ cart }: SyncCartArgs) => answer(cart, version);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const cartState = () => useCartStore.getState();
const sentCart = (call: number) => mockSync.mock.calls[call][0].cart;

const initialCart = useCartStore.getState();
const initialUser = useUserStore.getState();
const initialAlert = useAlertStore.getState();

function signInAs(userId: string, token = "tok-1") {
  useUserStore.setState({ userId, token, guestId: null, userStatus: "loggedIn" });
}

beforeEach(() => {
  vi.useFakeTimers();
  useCartStore.setState(initialCart, true);
  useUserStore.setState({ ...initialUser, userId: null, token: "", guestId: GUEST_ID, userStatus: "loggedOut" }, true);
  useAlertStore.setState(initialAlert, true);
  mockSync.mockReset();
  mockSync.mockImplementation(echo());
  removeSiteCookie("afcctid");
  localStorage.clear();
});

afterEach(async () => {
  cartState().cancelSave();
  // Let any sync still waiting on a timer finish before the next test.
  await vi.runOnlyPendingTimersAsync();
  cartState().cancelSave();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("editing", () => {
  it("adding creates an empty guest cart first, then adds the line and opens the mini cart", () => {
    const actions: string[] = [];
    const unsubscribe = useCartStore.subscribe((state, previous) => {
      if (state.cart && state.cart.lastAction !== previous.cart?.lastAction) actions.push(state.cart.lastAction);
    });
    cartState().addItem(lager);
    unsubscribe();
    expect(actions).toEqual(["cartCreated", "itemAdded"]);
    const { cart, isMiniCartOpen, lastUpdated } = cartState();
    expect(cart).toMatchObject({ id: null, customer: null, guest: true, guestId: GUEST_ID, lastAction: "itemAdded", shippingMethod: "standard" });
    expect(cart?.items).toHaveLength(1);
    expect(cart?.items[0]).toMatchObject({ quantity: 2, metadata: { productSKU: "LAGER-330", multipackSKU: null, boxType: "boxType_330" } });
    expect(isMiniCartOpen).toBe(true);
    expect(lastUpdated).toBe(new Date().toISOString());
  });

  it("a signed-in user's new cart is theirs", () => {
    signInAs("u1");
    cartState().addItem(lager);
    expect(cartState().cart).toMatchObject({ customer: "u1", guest: false, guestId: null });
  });

  it("matches lines by product and multipack", () => {
    cartState().addItem(lager);
    cartState().addItem(lagerSixPack);
    cartState().addItem({ ...lager, quantity: 3 });
    cartState().addItem(lagerSixPack);
    const items = cartState().cart!.items;
    expect(items.map((i) => [i.metadata.multipackSKU, i.quantity])).toEqual([
      [null, 5],
      ["LAGER-330-6", 2],
    ]);
  });

  it("recalculates totals and validity after add, quantity change and remove", () => {
    cartState().addItem(lager);
    let { cart, cartValidity: validity, notification } = cartState();
    expect(cart!.amounts).toEqual(cartAmounts(cart!.items, "standard"));
    expect(cart!.amounts.productsPrice.gross).toBe(398);
    expect(validity).toMatchObject({ counts: { boxType_330: 2 }, remainders: { boxType_330: 22 }, valid: false });
    expect(notification).toEqual({ code: "showCartRemainders", message: "Add 22 more to fill your Small Drinks Box." });
    expect(cartState().triggerNotification).toBe(true);
    expect(canCheckout(cartState())).toBe(false);

    const lineId = cart!.items[0].id;
    cartState().changeQuantity(lineId, 24);
    ({ cart, cartValidity: validity, notification } = cartState());
    expect(cart!.lastAction).toBe("itemUpdated");
    expect(cart!.amounts.productsPrice.gross).toBe(24 * 199);
    expect(cart!.amounts.shippingPrice.gross).toBe(599);
    expect(validity).toMatchObject({ remainders: { boxType_330: 0 }, boxes: { boxType_330: 1 }, valid: true });
    expect(notification?.code).toBe("quantityChanged");
    expect(canCheckout(cartState())).toBe(true);

    cartState().addItem(wine);
    expect(cartState().cartValidity).toMatchObject({ remainders: { boxType_750: 5 }, valid: false });
    expect(cartState().notification?.message).toBe("Add 5 more to fill your Wine & Spirits Box.");
    expect(canCheckout(cartState())).toBe(false);

    const wineId = cartState().cart!.items[1].id;
    cartState().removeItem(wineId);
    ({ cart, cartValidity: validity, notification } = cartState());
    expect(cart!.lastAction).toBe("itemRemoved");
    expect(cart!.items).toHaveLength(1);
    expect(validity?.valid).toBe(true);
    expect(notification).toEqual({ code: "productRemovedFromCart", message: "Rioja was removed from your basket." });
    expect(cart!.amounts).toEqual(cartAmounts(cart!.items, "standard"));
  });

  it("a quantity of 0 removes the line; an unknown line changes nothing", () => {
    cartState().addItem(lager);
    const before = cartState().cart;
    cartState().changeQuantity("nope", 3);
    cartState().removeItem("nope");
    expect(cartState().cart).toBe(before);
    cartState().changeQuantity(before!.items[0].id, 0);
    expect(cartState().cart).toMatchObject({ items: [], lastAction: "itemRemoved" });
    expect(cartState().notification?.code).toBe("productRemovedFromCart");
    expect(canCheckout(cartState())).toBe(false);
  });

  it("an empty cart cannot check out", () => {
    expect(canCheckout(cartState())).toBe(false);
    useCartStore.setState({ cart: { ...cartState().ensureCart({ customer: null, guestId: GUEST_ID }) } });
    expect(canCheckout(cartState())).toBe(false);
  });

  it("changes the shipping method and the totals with it", () => {
    cartState().addItem(lager);
    cartState().setShippingMethod("next-day");
    expect(cartState().cart).toMatchObject({ shippingMethod: "next-day", amounts: { shippingPrice: { gross: 999 } } });
    cartState().setShippingMethod("teleport");
    expect(cartState().cart?.shippingMethod).toBe("next-day");
  });
});

describe("the debounced save", () => {
  it("syncs once, 10 seconds after the last change", async () => {
    cartState().addItem(lager);
    await vi.advanceTimersByTimeAsync(9_990);
    expect(mockSync).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("coalesces repeated changes into one sync of the latest cart", async () => {
    cartState().addItem(lager);
    await vi.advanceTimersByTimeAsync(5_000);
    cartState().addItem(lager);
    cartState().addItem(wine);
    await vi.advanceTimersByTimeAsync(9_990);
    expect(mockSync).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(mockSync).toHaveBeenCalledTimes(1);
    expect(sentCart(0).items.map((i) => i.quantity)).toEqual([4, 1]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("flushSave runs a pending save now, and nothing when none is pending", async () => {
    signInAs("u1");
    await cartState().flushSave();
    expect(mockSync).not.toHaveBeenCalled();
    cartState().addItem(lager);
    await cartState().flushSave();
    expect(mockSync).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("a debounced save that meets a running sync saves again after it", async () => {
    signInAs("u1");
    const first = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => first.promise);
    cartState().addItem(lager);
    void cartState().saveCart();
    cartState().addItem(lager);
    await vi.advanceTimersByTimeAsync(10_000); // the debounce fires while the first sync runs
    expect(mockSync).toHaveBeenCalledTimes(1);
    first.resolve(answer(sentCart(0)));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mockSync).toHaveBeenCalledTimes(2);
  });
});

describe("the sync state machine", () => {
  it("goes idle → saving → idle and adopts the server's cart, version and validity", async () => {
    signInAs("u1", "tok-9");
    cartState().addItem(lager);
    const reply = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => reply.promise);
    expect(cartState().cartStateStatus).toBe("idle");
    const saving = cartState().saveCart();
    expect(cartState().cartStateStatus).toBe("saving");
    expect(mockSync.mock.calls[0][0]).toMatchObject({ userId: "u1", token: "tok-9", version: 0, shouldReturnCart: true });
    const canonical = answer(sentCart(0), 4);
    canonical.cart.items[0].productName = "Hazy Lager (server)";
    reply.resolve(canonical);
    await expect(saving).resolves.toBe("saved");
    expect(cartState()).toMatchObject({ cartStateStatus: "idle", version: 4, cart: canonical.cart, cartValidity: canonical.cartValidity, lastSyncTime: new Date().toISOString() });
  });

  it("stores the cart id in the afcctid cookie", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    await cartState().saveCart();
    expect(getSiteCookie("afcctid")).toBe(SERVER_ID);
  });

  it("a sync started while saving fails with 'Already saving' and stays saving", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    const reply = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => reply.promise);
    const first = cartState().saveCart();
    await expect(cartState().saveCart()).rejects.toThrow("Already saving");
    expect(cartState().cartStateStatus).toBe("saving");
    expect(mockSync).toHaveBeenCalledTimes(1);
    reply.resolve(answer(sentCart(0)));
    await first;
    expect(cartState().cartStateStatus).toBe("idle");
  });

  it("takes a user sync's token through the provider, and retries a 401 once with a forced refresh", async () => {
    signInAs("u1", "stored-token");
    const source = vi.fn(async (force: boolean) => (force ? "forced-token" : "fresh-token"));
    setTokenSource(source);
    try {
      cartState().addItem(lager);
      mockSync.mockRejectedValueOnce(new CartSyncError("unauthorised", { status: 401, code: "unauthorised" }));
      await expect(cartState().saveCart()).resolves.toBe("saved");
      expect(source.mock.calls).toEqual([[false], [true]]);
      expect(mockSync.mock.calls.map(([args]) => args.token)).toEqual(["fresh-token", "forced-token"]);
      // A second 401 after the forced refresh is the shopper's to hear about.
      mockSync.mockRejectedValueOnce(new CartSyncError("unauthorised", { status: 401, code: "unauthorised" }));
      mockSync.mockRejectedValueOnce(new CartSyncError("unauthorised", { status: 401, code: "unauthorised" }));
      cartState().addItem(wine);
      await expect(cartState().saveCart()).rejects.toThrow("unauthorised");
      expect(cartState()).toMatchObject({ cartStateStatus: "failed", error: "unauthorised" });
    } finally {
      setTokenSource(null);
    }
  });

  it("becomes failed on rejection, with the error code in the store", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    mockSync.mockRejectedValueOnce(new CartSyncError("forbidden", { status: 403, code: "forbidden" }));
    await expect(cartState().saveCart()).rejects.toThrow("forbidden");
    expect(cartState()).toMatchObject({ cartStateStatus: "failed", error: "forbidden", triggerError: true });
    // Not a passing problem: no automatic retry.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("retries by itself after a passing failure such as no response", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    mockSync.mockRejectedValueOnce(new CartSyncError("No response received from server", { status: null, code: "noResponse" }));
    await expect(cartState().saveCart()).rejects.toThrow("No response received from server");
    expect(cartState().cartStateStatus).toBe("failed");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(cartState().cartStateStatus).toBe("idle");
  });

  it("turns the response's alertStatus into a notification", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    useCartStore.setState({ notification: null, triggerNotification: false });
    mockSync.mockImplementationOnce(async ({ cart }) => answer(cart, 2, { alertStatus: { code: "priceChanged", message: "Hazy Lager now costs £2.09." } }));
    await cartState().saveCart();
    expect(cartState()).toMatchObject({ notification: { code: "priceChanged", message: "Hazy Lager now costs £2.09." }, triggerNotification: true });
  });

  it("turns a signed-in user's guest cart into theirs before saving it", async () => {
    cartState().addItem(lager);
    signInAs("u7", "tok-7");
    await cartState().saveCart();
    expect(sentCart(0)).toMatchObject({ customer: "u7", guest: false, guestId: null });
    expect(mockSync.mock.calls[0][0]).toMatchObject({ userId: "u7", token: "tok-7" });
  });

  it("becomeUserCart sets the customer, clears the guest flag and guest id", () => {
    cartState().addItem(lager);
    cartState().becomeUserCart("u3");
    expect(cartState().cart).toMatchObject({ customer: "u3", guest: false, guestId: null });
  });
});

describe("guest syncs: the 3-second check for changes", () => {
  it("adopts the result 3 seconds after the answer when nothing changed", async () => {
    cartState().addItem(lager);
    let outcome: string | undefined;
    void cartState().saveCart().then((o) => (outcome = o));
    expect(mockSync.mock.calls[0][0]).toMatchObject({ userId: null });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(cartState()).toMatchObject({ cartStateStatus: "saving", version: 0 });
    expect(cartState().cart?.id).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("saved");
    expect(cartState()).toMatchObject({ cartStateStatus: "idle", version: 1, cart: { id: SERVER_ID } });
  });

  it("counts the 3 seconds from the answer: a slow answer (2 s) is adopted 3 s after it arrived, not 1 s", async () => {
    mockSync.mockImplementation((args) => new Promise((resolve) => setTimeout(() => resolve(echo()(args)), 2_000)));
    cartState().addItem(lager);
    let outcome: string | undefined;
    void cartState().saveCart().then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(outcome).toBeUndefined();
    expect(cartState().version).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe("saved");
  });

  it("discards the result when the cart changed, keeps the local cart, and saves it again", async () => {
    cartState().addItem(lager);
    let outcome: string | undefined;
    void cartState().saveCart().then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(1_000);
    const lineId = cartState().cart!.items[0].id;
    cartState().changeQuantity(lineId, 7);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(outcome).toBe("discarded");
    expect(cartState()).toMatchObject({
      cartStateStatus: "idle",
      error: "cart changed since sync was triggered",
      triggerError: true,
      version: 1,
      cart: { id: SERVER_ID },
    });
    expect(cartState().cart!.items[0].quantity).toBe(7);
    // The next save sends the shopper's latest cart with the server's id and version.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(mockSync.mock.calls[1][0]).toMatchObject({ version: 1, cart: { id: SERVER_ID } });
    expect(sentCart(1).items[0].quantity).toBe(7);
  });

  it("a cart forgotten during the sync takes nothing from its answer", async () => {
    cartState().addItem(lager);
    void cartState().saveCart();
    cartState().forgetCart();
    cartState().addItem(wine);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(cartState().cart).toMatchObject({ id: null, items: [{ metadata: { productSKU: "RED-750" } }] });
    expect(cartState().version).toBe(0);
    expect(getSiteCookie("afcctid")).toBeUndefined();
  });

  it("a 409 for a cart forgotten during the sync does not bring it back", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    const reply = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => reply.promise);
    const saving = cartState().saveCart();
    cartState().forgetCart();
    reply.reject(new CartSyncError("staleCart", { status: 409, code: "staleCart", data: answer({ ...sentCart(0), id: SERVER_ID }, 5) }));
    await expect(saving).resolves.toBe("discarded");
    expect(cartState()).toMatchObject({ cart: null, version: 0, cartStateStatus: "idle", error: null });
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("a guest cart without its guest id takes this browser's before a guest sync", async () => {
    cartState().addItem(lager);
    useCartStore.setState((s) => ({ cart: { ...s.cart!, guestId: null } }));
    await Promise.all([cartState().saveCart(), vi.advanceTimersByTimeAsync(3_000)]);
    expect(sentCart(0).guestId).toBe(GUEST_ID);
  });

  it("a user sync adopts its result without waiting", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    await cartState().saveCart();
    expect(cartState()).toMatchObject({ cartStateStatus: "idle", cart: { id: SERVER_ID } });
  });
});

describe("conflicts", () => {
  it("409: merges the local cart into the server's, takes its version and saves once more", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    cartState().addItem(wine);
    const local = cartState().cart!;
    // The server's cart: the lager at another quantity, and a six-pack added on another device.
    const sixPack = { ...structuredClone(local.items[0]), id: "server-six", quantity: 1, multipackQuantity: 6, metadata: { ...local.items[0].metadata, multipackSKU: "LAGER-330-6" } };
    const serverCart: Cart = {
      ...structuredClone(local),
      id: SERVER_ID,
      items: [{ ...structuredClone(local.items[0]), id: "server-line", quantity: 10 }, sixPack],
    };
    mockSync.mockRejectedValueOnce(new CartSyncError("staleCart", { status: 409, code: "staleCart", data: answer(serverCart, 6) }));
    mockSync.mockImplementationOnce(echo(7));

    await expect(cartState().saveCart()).resolves.toBe("saved");
    expect(mockSync).toHaveBeenCalledTimes(2);
    const retry = mockSync.mock.calls[1][0];
    expect(retry.version).toBe(6);
    expect(retry.cart.id).toBe(SERVER_ID);
    expect(retry.cart.items.map((i) => [i.id, i.metadata.productSKU, i.metadata.multipackSKU, i.quantity])).toEqual([
      ["server-line", "LAGER-330", null, 2],
      ["server-six", "LAGER-330", "LAGER-330-6", 1],
      [local.items[1].id, "RED-750", null, 1],
    ]);
    expect(cartState()).toMatchObject({ cartStateStatus: "idle", version: 7 });
  });

  it("409 twice: fails after one retry, no loop", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    const stale = () => new CartSyncError("staleCart", { status: 409, code: "staleCart", data: answer({ ...cartState().cart!, id: SERVER_ID }, 9) });
    mockSync.mockImplementation(async () => {
      throw stale();
    });
    await expect(cartState().saveCart()).rejects.toThrow("staleCart");
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(cartState()).toMatchObject({ cartStateStatus: "failed", error: "staleCart" });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mockSync).toHaveBeenCalledTimes(2);
  });

  it("404: forgets the cart id and version and saves once more as a new cart", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    useCartStore.setState((s) => ({ cart: { ...s.cart!, id: "0e0e0e0e-3333-4333-8333-333333333333" }, version: 4 }));
    mockSync.mockRejectedValueOnce(new CartSyncError("cartNotFound", { status: 404, code: "cartNotFound" }));
    await expect(cartState().saveCart()).resolves.toBe("saved");
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(mockSync.mock.calls[1][0]).toMatchObject({ version: 0, cart: { id: null } });
    expect(sentCart(1).items).toHaveLength(1);
    expect(cartState()).toMatchObject({ cartStateStatus: "idle", cart: { id: SERVER_ID } });
    expect(getSiteCookie("afcctid")).toBe(SERVER_ID);
  });
});

describe("destroying the cart", () => {
  it("clears it and saves, then creates an empty cart and saves again", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    await cartState().saveCart();
    mockSync.mockClear();
    mockSync.mockImplementation(async ({ cart }) => answer(cart, cart.id ? 2 : 1, { cart: { ...structuredClone(cart), id: cart.id ?? "1a1a1a1a-4444-4444-8444-444444444444" } }));

    await cartState().destroyCart();
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(sentCart(0)).toMatchObject({ id: SERVER_ID, items: [], lastAction: "cartEmptied" });
    expect(mockSync.mock.calls[0][0].version).toBe(1);
    expect(sentCart(1)).toMatchObject({ id: null, items: [], lastAction: "cartCreated", customer: "u1" });
    expect(mockSync.mock.calls[1][0].version).toBe(0);
    expect(cartState()).toMatchObject({ cartStateStatus: "idle", cart: { id: "1a1a1a1a-4444-4444-8444-444444444444", items: [] } });
    expect(getSiteCookie("afcctid")).toBe("1a1a1a1a-4444-4444-8444-444444444444");
  });

  it("a guest's destroy waits out each guest sync's check", async () => {
    cartState().addItem(lager);
    let done = false;
    void cartState().destroyCart().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(done).toBe(true);
    expect(cartState().cart).toMatchObject({ id: SERVER_ID, items: [], guest: true, guestId: GUEST_ID });
  });
});

describe("checkout", () => {
  it("forces an immediate save, then navigates to the checkout page", async () => {
    signInAs("u1");
    cartState().addItem({ ...lager, quantity: 24 });
    const reply = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => reply.promise);
    const navigate = vi.fn();
    const done = cartState().checkout(navigate);
    expect(mockSync).toHaveBeenCalledTimes(1); // no 10 s wait
    expect(navigate).not.toHaveBeenCalled();
    reply.resolve(answer(sentCart(0)));
    await done;
    expect(navigate).toHaveBeenCalledWith("/shop/checkout");
    // The debounced save was replaced by this one.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("waits for a running save, then saves the latest cart", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    const first = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => first.promise);
    void cartState().saveCart();
    cartState().addItem(lager);
    const navigate = vi.fn();
    const done = cartState().checkout(navigate);
    first.resolve(answer(sentCart(0)));
    await done;
    expect(mockSync).toHaveBeenCalledTimes(2);
    expect(sentCart(1).items[0].quantity).toBe(4);
    expect(navigate).toHaveBeenCalledWith("/shop/checkout");
  });

  it("logs 'Error during checkout process' and stays when the save fails", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    const failure = new CartSyncError("databaseUnavailable", { status: 503, code: "databaseUnavailable" });
    mockSync.mockRejectedValueOnce(failure);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const navigate = vi.fn();
    await cartState().checkout(navigate);
    expect(navigate).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith("Error during checkout process", failure);
  });

  it("logs 'Failed to navigate to checkout page' when navigation fails", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = new Error("router gone");
    await cartState().checkout(() => {
      throw broken;
    });
    expect(log).toHaveBeenCalledWith("Failed to navigate to checkout page", broken);
    expect(log).not.toHaveBeenCalledWith("Error during checkout process", expect.anything());
  });
});

describe("alerts", () => {
  it("forwards notifications and errors to the alert store, then clears them in the cart store", async () => {
    signInAs("u1");
    const disconnect = connectCartAlerts();
    cartState().addItem(lager);
    expect(useAlertStore.getState().notification).toEqual({ code: "showCartRemainders", message: "Add 22 more to fill your Small Drinks Box." });
    expect(cartState()).toMatchObject({ notification: null, triggerNotification: false });

    mockSync.mockRejectedValueOnce(new CartSyncError("databaseUnavailable", { status: 503, code: "databaseUnavailable" }));
    await expect(cartState().saveCart()).rejects.toThrow();
    expect(useAlertStore.getState().error).toBe("We can't save your basket right now. Please try again shortly.");
    expect(cartState()).toMatchObject({ error: null, triggerError: false, cartStateStatus: "failed" });

    mockSync.mockImplementationOnce(async ({ cart }) => answer(cart, 2, { alertStatus: { code: "cartsMerged", message: "" } }));
    await cartState().saveCart();
    expect(useAlertStore.getState().notification).toEqual({ code: "cartsMerged", message: "We've added the items from your saved basket to this one." });

    disconnect();
    useAlertStore.getState().clear();
    cartState().addItem(lager);
    expect(useAlertStore.getState().notification).toBeNull();
    expect(cartState().triggerNotification).toBe(true);
  });

  it("forwards what was raised before it connected", () => {
    cartState().addItem(lager);
    const disconnect = connectCartAlerts();
    expect(useAlertStore.getState().notification?.code).toBe("showCartRemainders");
    expect(cartState().notification).toBeNull();
    disconnect();
  });
});

describe("initialising and refreshing", () => {
  it("initialises a signed-in user's cart only when the flag is on and no cart was updated yet", async () => {
    await cartState().initCartIfNeeded(true); // signed out
    expect(mockSync).not.toHaveBeenCalled();
    signInAs("u1");
    await cartState().initCartIfNeeded(false);
    expect(mockSync).not.toHaveBeenCalled();
    await cartState().initCartIfNeeded(true);
    expect(mockSync).toHaveBeenCalledTimes(1);
    expect(sentCart(0)).toMatchObject({ id: null, items: [], customer: "u1" });
    expect(cartState().cart?.id).toBe(SERVER_ID);
    await cartState().initCartIfNeeded(true);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("refresh syncs the cart as it is and takes the canonical one", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    mockSync.mockImplementationOnce(async ({ cart }) => answer(cart, 3, { alertStatus: { code: "quantityChanged", message: "Only 1 left" } }));
    await cartState().refreshCart();
    expect(mockSync).toHaveBeenCalledTimes(1);
    expect(cartState()).toMatchObject({ version: 3, notification: { code: "quantityChanged" } });
    // The pending debounced save is covered by the refresh.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("refresh does nothing for a guest without a cart, and while saving", async () => {
    await cartState().refreshCart();
    expect(mockSync).not.toHaveBeenCalled();
    signInAs("u1");
    cartState().addItem(lager);
    const reply = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => reply.promise);
    void cartState().saveCart();
    await cartState().refreshCart();
    expect(mockSync).toHaveBeenCalledTimes(1);
    reply.resolve(answer(sentCart(0)));
  });

  it("forgetCart drops the cart, its version and the cookie without saving", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    await cartState().saveCart();
    cartState().addItem(lager);
    cartState().forgetCart();
    expect(cartState()).toMatchObject({ cart: null, version: 0, lastUpdated: null });
    expect(getSiteCookie("afcctid")).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });
});

describe("after an order", () => {
  it("starts a new empty cart without saving the ordered one, and forgets its cookie and the guest's details", async () => {
    cartState().addItem(lager);
    const saving = cartState().saveCart();
    await vi.advanceTimersByTimeAsync(3_000);
    await saving;
    expect(getSiteCookie("afcctid")).toBe(SERVER_ID);
    cartState().addItem(wine);
    useCartStore.setState({ guestEmailAddress: "ada@example.com", guestBillingAddress: { firstName: "Ada", lastName: "L", line1: "1 Road", city: "London", postcode: "SW1A 1AA", country: "GB" } });
    cartState().startNewCartAfterOrder();
    expect(cartState()).toMatchObject({
      cart: { id: null, items: [], guest: true, guestId: GUEST_ID, lastAction: "cartCreated" },
      version: 0,
      cartValidity: { valid: true },
      lastSyncTime: null,
      guestEmailAddress: null,
      guestBillingAddress: null,
    });
    expect(getSiteCookie("afcctid")).toBeUndefined();
    // The pending save of the ordered cart never runs.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("ignores the answer of a save that was running when the order was placed", async () => {
    signInAs("u1");
    cartState().addItem(lager);
    const reply = deferred<SyncResult>();
    mockSync.mockImplementationOnce(() => reply.promise);
    const saving = cartState().saveCart();
    cartState().startNewCartAfterOrder();
    reply.resolve(answer(sentCart(0), 3));
    await saving;
    expect(cartState().cart).toMatchObject({ id: null, items: [], customer: "u1" });
    expect(cartState().version).toBe(0);
    expect(getSiteCookie("afcctid")).toBeUndefined();
  });
});

describe("resuming the server's basket", () => {
  it("an empty basket takes up the server's copy without a request", () => {
    signInAs("u1");
    cartState().startNewCartAfterOrder();
    cartState().addItem(lager);
    const serverCart: Cart = { ...structuredClone(cartState().cart!), id: SERVER_ID };
    useCartStore.setState({ cart: { ...cartState().cart!, items: [] } });
    const lastSyncTime = cartState().lastSyncTime;

    cartState().resumeCart(answer(serverCart, 4));
    expect(mockSync).not.toHaveBeenCalled();
    expect(cartState().cart).toMatchObject({ id: SERVER_ID, items: [{ metadata: { productSKU: "LAGER-330" } }] });
    expect(cartState().version).toBe(4);
    expect(cartState().cartValidity).toEqual(answer(serverCart, 4).cartValidity);
    expect(cartState().lastSyncTime).toBe(lastSyncTime); // the page it came from is not refreshed
    expect(getSiteCookie("afcctid")).toBe(SERVER_ID);
  });

  it("never replaces a basket that has lines, nor touches the same cart", () => {
    cartState().addItem(wine);
    const other: Cart = { ...structuredClone(cartState().cart!), id: SERVER_ID, items: [] };
    cartState().resumeCart(answer(other, 7));
    expect(cartState().cart?.id).toBeNull();
    useCartStore.setState({ cart: { ...cartState().cart!, id: SERVER_ID, items: [] }, version: 2 });
    cartState().resumeCart(answer({ ...other, items: structuredClone(cartState().cart!.items) }, 7));
    expect(cartState().version).toBe(2);
    expect(mockSync).not.toHaveBeenCalled();
  });
});

describe("the cart id cookie", () => {
  it("is written back from a saved cart when the store rehydrates", async () => {
    cartState().addItem(lager);
    const saving = cartState().saveCart();
    await vi.advanceTimersByTimeAsync(3_000);
    await saving;
    const saved = localStorage.getItem("root");
    removeSiteCookie("afcctid");
    useCartStore.setState({ cart: null });
    localStorage.setItem("root", saved!);
    await useCartStore.persist.rehydrate();
    expect(cartState().cart?.id).toBe(SERVER_ID);
    expect(getSiteCookie("afcctid")).toBe(SERVER_ID);
  });
});
