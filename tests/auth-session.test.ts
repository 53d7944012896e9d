// @vitest-environment jsdom
// The auth wiring (auth status, cart initialisation) with Firebase mocked: auth state
// changes drive the user store, the afcfbtoken / afcfbuid cookies and the cart.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { User } from "firebase/auth";
import { emptyCart } from "@/lib/cart/empty-cart";
import { syncCart, type SyncCartArgs } from "@/lib/cart/client";
import { cartValidity } from "@/lib/cart/validity";
import { getSiteCookie, removeSiteCookie, setSiteCookie } from "@/lib/cookies";
import { resolveInitialAuthStatus, signOutEverywhere, startAuthSession, stopAuthSession, TOKEN_KEEPER_INTERVAL_MS } from "@/stores/browser-session";
import { loadCartClient, useCartStore } from "@/stores/cart";
import { useUserStore } from "@/stores/user";

type Listener = (user: User | null) => void;
const firebase = vi.hoisted(() => ({
  auth: { currentUser: null as unknown },
  authListeners: [] as Array<(user: unknown) => void>,
  tokenListeners: [] as Array<(user: unknown) => void>,
}));

vi.mock("@/lib/firebase/client", () => ({ getFirebaseAuth: vi.fn(async () => firebase.auth) }));
vi.mock("firebase/auth", () => ({
  onAuthStateChanged: vi.fn((_auth: unknown, listener: (user: unknown) => void) => {
    firebase.authListeners.push(listener);
    return () => firebase.authListeners.splice(firebase.authListeners.indexOf(listener), 1);
  }),
  onIdTokenChanged: vi.fn((_auth: unknown, listener: (user: unknown) => void) => {
    firebase.tokenListeners.push(listener);
    return () => firebase.tokenListeners.splice(firebase.tokenListeners.indexOf(listener), 1);
  }),
  signOut: vi.fn(async () => {
    firebase.auth.currentUser = null;
    for (const listener of [...firebase.authListeners]) listener(null);
  }),
}));
vi.mock("@/lib/cart/client", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/lib/cart/client")>();
  return { ...actual, syncCart: vi.fn() };
});

const mockSync = vi.mocked(syncCart);
const GUEST_ID = "5f0c8a2e-2222-4222-8222-222222222222";
const HOUR = 3_600_000;

/** A Firebase-like user whose token expires `expiresInMs` from the (fake) clock's now. */
function firebaseUser(uid: string, { token = `token-${uid}`, freshToken = `fresh-${uid}`, expiresInMs = HOUR } = {}) {
  let expiresAt = Date.now() + expiresInMs;
  return {
    uid,
    email: `${uid}@example.com`,
    displayName: "Sam Lee",
    photoURL: null,
    isAnonymous: false,
    providerId: "firebase",
    phoneNumber: null,
    emailVerified: true,
    // SDK-only members the store must never keep:
    refreshToken: "secret-refresh-token",
    metadata: {},
    getIdTokenResult: vi.fn(async () => ({ expirationTime: new Date(expiresAt).toUTCString() })),
    getIdToken: vi.fn(async (force?: boolean) => {
      if (!force) return token;
      expiresAt = Date.now() + HOUR;
      return freshToken;
    }),
    setExpiresIn(ms: number) {
      expiresAt = Date.now() + ms;
    },
  };
}
type FakeUser = ReturnType<typeof firebaseUser>;

/** Fire an auth state change as Firebase would, and let its async handling finish. */
async function authChanged(user: FakeUser | null) {
  firebase.auth.currentUser = user;
  for (const listener of [...firebase.authListeners]) (listener as Listener)(user as unknown as User | null);
  await vi.advanceTimersByTimeAsync(0);
}

const initialCart = useCartStore.getState();
const initialUser = useUserStore.getState();

beforeEach(async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-01-01T12:00:00.000Z"));
  await loadCartClient();
  mockSync.mockReset();
  mockSync.mockImplementation(async ({ cart }: SyncCartArgs) => ({
    cart: { ...structuredClone(cart), id: cart.id ?? "7d3b3c1e-1111-4111-8111-111111111111" },
    version: 1,
    cartValidity: cartValidity(cart.items),
    alertStatus: null,
  }));
  useCartStore.setState(initialCart, true);
  useUserStore.setState({ ...initialUser, userId: null, user: null, token: "", guestId: GUEST_ID, userStatus: "checking" }, true);
  for (const name of ["afcfbtoken", "afcfbuid", "afcctid"]) removeSiteCookie(name);
  firebase.auth.currentUser = null;
  await startAuthSession();
});

afterEach(() => {
  stopAuthSession();
  expect(firebase.authListeners).toHaveLength(0);
  useCartStore.getState().cancelSave();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("an auth state change with a user", () => {
  it("signs in with the reduced user and token, clears guest checkout and guest id, and stores both cookies", async () => {
    useUserStore.setState({ guestCheckout: true });
    const user = firebaseUser("u1");
    await authChanged(user);

    const state = useUserStore.getState();
    expect(state.userStatus).toBe("loggedIn");
    expect(state.userId).toBe("u1");
    expect(state.token).toBe("token-u1");
    expect(state.guestCheckout).toBe(false);
    expect(state.guestId).toBeNull();
    // The reduced user, never the SDK object.
    expect(state.user).toEqual({
      uid: "u1",
      email: "u1@example.com",
      displayName: "Sam Lee",
      photoURL: null,
      isAnonymous: false,
      providerId: "firebase",
      phoneNumber: null,
      emailVerified: true,
    });
    expect(state.user).not.toBe(user);

    expect(getSiteCookie("afcfbtoken")).toBe("token-u1");
    expect(getSiteCookie("afcfbuid")).toBe("u1");
  });

  it("sets the token cookie for 30 days and the user id cookie for 1 year", async () => {
    const cookieSpy = vi.spyOn(document, "cookie", "set");
    await authChanged(firebaseUser("u1"));
    const written = cookieSpy.mock.calls.map(([value]) => value);
    const expiry = (name: string) => {
      const cookie = written.find((value) => value.startsWith(`${name}=`));
      return Date.parse(/expires=([^;]+)/.exec(cookie ?? "")?.[1] ?? "") - Date.now();
    };
    const DAY = 86_400_000;
    expect(Math.round(expiry("afcfbtoken") / DAY)).toBe(30);
    expect(Math.round(expiry("afcfbuid") / DAY)).toBe(365);
  });

  it("turns a guest cart into the user's cart and initialises the cart", async () => {
    const guestCart = emptyCart({ customer: null, guestId: GUEST_ID });
    useCartStore.setState({ cart: guestCart, lastUpdated: null });
    const initSpy = vi.spyOn(useCartStore.getState(), "initCartIfNeeded");
    const becomeSpy = vi.spyOn(useCartStore.getState(), "becomeUserCart");

    await authChanged(firebaseUser("u1"));

    expect(becomeSpy).toHaveBeenCalledWith("u1");
    expect(initSpy).toHaveBeenCalledWith(true);
    const cart = useCartStore.getState().cart;
    expect(cart).toMatchObject({ customer: "u1", guest: false, guestId: null });
    // Initialising pulled the canonical cart with the user's token.
    expect(mockSync).toHaveBeenCalledTimes(1);
    expect(mockSync.mock.calls[0][0]).toMatchObject({ userId: "u1", token: "token-u1", cart: { customer: "u1", guest: false } });
  });

  it("saves an edited (already synced) guest cart as the user's at once, so the server claims or merges it", async () => {
    const guestCart = { ...emptyCart({ customer: null, guestId: GUEST_ID }), id: "7d3b3c1e-3333-4333-8333-333333333333" };
    useCartStore.setState({ cart: guestCart, lastUpdated: new Date().toISOString(), version: 2 });

    await authChanged(firebaseUser("u1"));

    // No debounced save is pending (it ran as a guest long ago): the sign-in itself syncs.
    expect(mockSync).toHaveBeenCalledTimes(1);
    expect(mockSync.mock.calls[0][0]).toMatchObject({
      userId: "u1",
      token: "token-u1",
      version: 2,
      cart: { id: guestCart.id, customer: "u1", guest: false, guestId: null },
    });
  });

  it("creates and initialises a cart for a signed-in user with none yet", async () => {
    await authChanged(firebaseUser("u1"));
    expect(useCartStore.getState().cart).toMatchObject({ customer: "u1", guest: false });
    expect(mockSync).toHaveBeenCalledTimes(1);
  });

  it("does not initialise again once the cart has been updated", async () => {
    useCartStore.setState({ cart: emptyCart({ customer: "u1", guestId: null }), lastUpdated: new Date().toISOString() });
    await authChanged(firebaseUser("u1"));
    expect(mockSync).not.toHaveBeenCalled();
  });

  it("sets names from the profile, keeps the same user's addresses, and forgets another account's cart and addresses", async () => {
    const saved = { firstName: "Sam", lastName: "Lee", line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA", country: "GB" };
    useUserStore.setState({ userId: "u1", shippingAddress: saved, userStatus: "checking" });
    await authChanged(firebaseUser("u1"));
    expect(useUserStore.getState()).toMatchObject({ firstName: "Sam", lastName: "Lee", shippingAddress: saved });

    useCartStore.setState({ cart: emptyCart({ customer: "u1", guestId: null }), lastUpdated: new Date().toISOString() });
    await authChanged(firebaseUser("u2"));
    expect(useUserStore.getState()).toMatchObject({ userId: "u2", firstName: "Sam", lastName: "Lee", shippingAddress: null });
    expect(useCartStore.getState().cart?.customer).toBe("u2");
  });

  it("signs in with an empty token when the provider keeps failing", async () => {
    const user = firebaseUser("u1");
    user.getIdToken.mockRejectedValue(new Error("network"));
    const consoleSpy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    firebase.auth.currentUser = user;
    for (const listener of [...firebase.authListeners]) (listener as Listener)(user as unknown as User);
    await vi.advanceTimersByTimeAsync(2_000);
    // Three attempts for the sign-in (the cart's first sync then asks the provider again).
    expect(user.getIdToken.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(consoleSpy).toHaveBeenCalledWith("Failed to get token from Firebase after several attempts.", expect.any(Error));
    expect(useUserStore.getState()).toMatchObject({ userStatus: "loggedIn", userId: "u1", token: "" });
  });
});

describe("an auth state change without a user", () => {
  it("after a sign-in: clears the user, makes a new guest id, removes both cookies and forgets the cart", async () => {
    await authChanged(firebaseUser("u1"));
    expect(useCartStore.getState().cart).not.toBeNull();

    await authChanged(null);

    const state = useUserStore.getState();
    expect(state).toMatchObject({ userStatus: "loggedOut", user: null, userId: null, token: "", firstName: null, lastName: null, billingAddress: null, shippingAddress: null, guestCheckout: false });
    expect(state.guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.guestId).not.toBe(GUEST_ID);
    expect(getSiteCookie("afcfbtoken")).toBeUndefined();
    expect(getSiteCookie("afcfbuid")).toBeUndefined();
    expect(getSiteCookie("afcctid")).toBeUndefined();
    expect(useCartStore.getState().cart).toBeNull();
  });

  it("for a guest: settles on loggedOut and keeps the guest id and cart", async () => {
    const guestCart = emptyCart({ customer: null, guestId: GUEST_ID });
    useCartStore.setState({ cart: guestCart });
    setSiteCookie("afcfbuid", "stale", 60);
    await authChanged(null);
    expect(useUserStore.getState()).toMatchObject({ userStatus: "loggedOut", guestId: GUEST_ID });
    expect(useCartStore.getState().cart).toBe(guestCart);
    expect(getSiteCookie("afcfbuid")).toBeUndefined();
  });
});

describe("the token keeper", () => {
  it("refreshes the token and cookie when under 5 minutes remain, and stops on sign-out", async () => {
    const user = firebaseUser("u1", { expiresInMs: 10 * 60_000 });
    await authChanged(user);
    expect(useUserStore.getState().token).toBe("token-u1");

    // 6 minutes left at the first tick: nothing to do.
    user.setExpiresIn(6 * 60_000 + TOKEN_KEEPER_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(TOKEN_KEEPER_INTERVAL_MS);
    expect(user.getIdToken).not.toHaveBeenCalledWith(true);
    expect(getSiteCookie("afcfbtoken")).toBe("token-u1");

    // Under 5 minutes left: forced refresh, cookie and store rewritten.
    user.setExpiresIn(4 * 60_000 + TOKEN_KEEPER_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(TOKEN_KEEPER_INTERVAL_MS);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    expect(useUserStore.getState().token).toBe("fresh-u1");
    expect(getSiteCookie("afcfbtoken")).toBe("fresh-u1");

    await authChanged(null);
    const calls = user.getIdTokenResult.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5 * TOKEN_KEEPER_INTERVAL_MS);
    expect(user.getIdTokenResult.mock.calls.length).toBe(calls);
    expect(getSiteCookie("afcfbtoken")).toBeUndefined();
  });

  it("follows Firebase's own token changes", async () => {
    const user = firebaseUser("u1");
    await authChanged(user);
    user.getIdToken.mockResolvedValue("rotated");
    for (const listener of firebase.tokenListeners) listener(user);
    await vi.advanceTimersByTimeAsync(0);
    expect(useUserStore.getState().token).toBe("rotated");
    expect(getSiteCookie("afcfbtoken")).toBe("rotated");
  });
});

describe("signOutEverywhere", () => {
  it("signs out of Firebase and clears the user, cookies and cart", async () => {
    const { signOut } = await import("firebase/auth");
    await authChanged(firebaseUser("u1"));
    await signOutEverywhere();
    expect(signOut).toHaveBeenCalled();
    expect(useUserStore.getState()).toMatchObject({ userStatus: "loggedOut", userId: null, token: "" });
    expect(useUserStore.getState().guestId).toBeTruthy();
    expect(getSiteCookie("afcfbtoken")).toBeUndefined();
    expect(getSiteCookie("afcfbuid")).toBeUndefined();
    expect(useCartStore.getState().cart).toBeNull();
  });
});

describe("resolveInitialAuthStatus", () => {
  it("settles on loggedOut without a saved user id or cookie", () => {
    stopAuthSession();
    resolveInitialAuthStatus();
    expect(useUserStore.getState().userStatus).toBe("loggedOut");
    expect(firebase.authListeners).toHaveLength(0);
  });

  it("checks with the provider when the user id cookie is there", async () => {
    stopAuthSession();
    setSiteCookie("afcfbuid", "u1", 60);
    resolveInitialAuthStatus();
    expect(useUserStore.getState().userStatus).toBe("checking");
    await vi.advanceTimersByTimeAsync(0);
    expect(firebase.authListeners).toHaveLength(1);
  });
});
