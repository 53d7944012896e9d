// The cart store (spec §3 Cart store, §4 Cart editing and Cart sync status). Line editing and
// totals are pure functions in lib/cart/lines.ts, the HTTP call is lib/cart/client.ts; this store
// orchestrates: it edits the local cart, saves it (debounced 10 s) and adopts the server's
// canonical cart, raising the errors and notifications the alert store shows.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import debounce from "lodash.debounce";
import { emptyCart } from "@/lib/cart/empty-cart";
import { isShippingMethodId } from "@/lib/cart/amounts";
import { cartValidity } from "@/lib/cart/validity";
import { addLine, clampQuantity, mergeCarts, removeLine, setLineQuantity, withTotals, type LineInput } from "@/lib/cart/lines";
import { CartSyncError, CLIENT_ERROR_CODES, type SyncResult } from "@/lib/cart/sync-errors";
import {
  ALREADY_SAVING_MESSAGE,
  CART_CHANGED_MESSAGE,
  CART_FULL_CODE,
  CART_NOTIFICATION_CODES,
  cartErrorText,
  itemAddedMessage,
  notificationText,
  productRemovedFromCartMessage,
  quantityChangedMessage,
  showCartRemaindersMessage,
} from "@/lib/cart/messages";
import { MAX_CART_LINES } from "@/lib/cart/sync-contract";
import type { Cart, CartItem, CartLastAction, CartValidity, PostalAddress } from "@/lib/cart/types";
import { CART_SAVE_DEBOUNCE_MS, COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, GUEST_SYNC_CHANGE_CHECK_MS } from "@/lib/constants";
import { removeSiteCookie, setSiteCookie } from "@/lib/cookies";
import { useAlertStore } from "./alert";
import { rootStorage } from "./persistence";
import { useUserStore } from "./user";

export type { LineInput } from "@/lib/cart/lines";

export type CartStateStatus = "idle" | "saving" | "failed";

export interface CartNotification {
  code: string;
  message?: string;
}

/** How a save ended: adopted the server's cart, discarded it (the cart changed meanwhile), or had no cart to save. */
export type SyncOutcome = "saved" | "discarded" | "skipped";

export const CHECKOUT_PATH = "/shop/checkout";

export interface CartState {
  cart: Cart | null;
  cartStateStatus: CartStateStatus;
  error: string | null;
  notification: CartNotification | null;
  triggerError: boolean;
  triggerNotification: boolean;
  lastSyncTime: string | null;
  isMiniCartOpen: boolean;
  cartValidity: CartValidity | null;
  lastUpdated: string | null;
  guestBillingAddress: PostalAddress | null;
  guestEmailAddress: string | null;
  /** Server version of the cart, for optimistic concurrency on sync. */
  version: number;
  openMiniCart: () => void;
  closeMiniCart: () => void;
  /** Make sure a cart exists (an empty one for this owner if none does). */
  ensureCart: (owner: { customer: string | null; guestId: string | null }) => Cart;

  // --- Editing (each recalculates totals and validity and schedules the debounced save) ---
  /** Add a line (or more of a matching line); creates the cart first if none exists; opens the mini cart. */
  addItem: (input: LineInput) => void;
  removeItem: (itemId: string) => void;
  /** Set a line's quantity (capped at 999); 0 or less removes the line. */
  changeQuantity: (itemId: string, quantity: number) => void;
  setShippingMethod: (shippingMethodId: string) => void;

  // --- Saving ---
  /** Sync now. Rejects with "Already saving" while a sync runs, or with the sync's CartSyncError. */
  saveCart: () => Promise<SyncOutcome>;
  /** Run a pending debounced save now (nothing when none is pending). Never rejects. */
  flushSave: () => Promise<void>;
  /** Drop a pending debounced save and any automatic retry. */
  cancelSave: () => void;
  /** Save immediately (after any running sync), then navigate to the checkout page. */
  checkout: (navigate: (path: string) => void | Promise<void>) => Promise<void>;
  /** Empty the cart and save; then start a new empty cart and save again. */
  destroyCart: () => Promise<void>;
  /** Forget the cart on this device without saving (e.g. on sign-out). */
  forgetCart: () => void;
  /**
   * The cart was just ordered: drop it without saving it again (a pending save is cancelled and a
   * running one's answer ignored), forget its id cookie and the guest's checkout details, and
   * start a new, empty cart for the current owner (saved on its first edit).
   */
  startNewCartAfterOrder: () => void;
  /**
   * Take up the server's canonical copy of this shopper's cart (as a server-rendered page got it)
   * when this browser's basket is empty (the basket reopened after a card payment was abandoned,
   * say). A basket with lines is never replaced.
   */
  resumeCart: (server: SyncResult) => void;

  // --- Ownership and refresh ---
  /** Turn a guest cart into this user's cart (customer set, guest false, guest id cleared). */
  becomeUserCart: (userId: string) => void;
  /** Make sure a cart exists for the current user and pull the canonical cart from the server. */
  initCart: () => Promise<void>;
  /** Sync the cart as it is to get the canonical one back (e.g. on return from idle). */
  refreshCart: () => Promise<void>;
  /** Initialise when the user is signed in, `flag` is on and no cart has been updated yet. */
  initCartIfNeeded: (flag: boolean) => Promise<void>;
}

type CartData = Omit<CartState, { [K in keyof CartState]: CartState[K] extends (...args: never[]) => unknown ? K : never }[keyof CartState]>;

// --- Sync machinery outside the state (timers and promises are not state) ----------------------

/** Server codes worth retrying by themselves; the UI says "We'll try again". */
let cartClient: typeof import("@/lib/cart/client") | undefined;

/** Loads the HTTP client (axios) once: a visit that never touches the basket never downloads it. */
export async function loadCartClient(): Promise<typeof import("@/lib/cart/client")> {
  return (cartClient ??= await import("@/lib/cart/client"));
}

const TRANSIENT_CODES = new Set<string>([CLIENT_ERROR_CODES.noResponse, "tooManyRequests", "databaseUnavailable"]);
const MAX_AUTO_RETRIES = 3;

const sync = {
  /** The running sync, if any. */
  inflight: null as Promise<SyncOutcome> | null,
  /** A debounced save is waiting to run. */
  pending: false,
  /** A save was asked for while a sync ran: schedule one when it ends. */
  again: false,
  /** Consecutive automatic retries after transient failures. */
  autoRetries: 0,
  /** Bumped when the cart is replaced by another one (forgotten, or destroyed and started anew). */
  generation: 0,
};

const debouncedSave = debounce((): Promise<void> => {
  sync.pending = false;
  return useCartStore
    .getState()
    .saveCart()
    .then(
      () => undefined,
      (error: unknown) => {
        // A running sync: save again once it ends. Other failures are already in the store.
        if (isAlreadySaving(error)) sync.again = true;
      },
    );
}, CART_SAVE_DEBOUNCE_MS);

function scheduleSave(): void {
  sync.pending = true;
  debouncedSave();
}

function cancelScheduledSave(): void {
  sync.pending = false;
  debouncedSave.cancel();
}

function isAlreadySaving(error: unknown): boolean {
  return error instanceof Error && error.message === ALREADY_SAVING_MESSAGE;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const setCart = (partial: Partial<CartData> | ((state: CartState) => Partial<CartData>)) => useCartStore.setState(partial);

function rememberCartId(id: string | null | undefined): void {
  if (id) setSiteCookie(COOKIE_NAMES.cartId, id, COOKIE_MAX_AGE_SECONDS.cartId);
}

/** The cart's owner now: the signed-in user, else this browser's guest id. */
function currentOwner(): { customer: string | null; guestId: string | null } {
  const { userId, guestId } = useUserStore.getState();
  return userId ? { customer: userId, guestId: null } : { customer: null, guestId };
}

function asUserCart(cart: Cart, userId: string): Cart {
  return { ...cart, customer: userId, guest: false, guestId: null };
}

/** Take the server's canonical cart, version and validity (spec §4), and its alert as a notification. */
function adopt(data: SyncResult): void {
  setCart((state) => ({
    cart: data.cart,
    version: typeof data.version === "number" ? data.version : state.version,
    cartValidity: data.cartValidity ?? cartValidity(data.cart.items),
    lastSyncTime: new Date().toISOString(),
    ...(data.alertStatus
      ? { notification: { code: data.alertStatus.code, message: data.alertStatus.message }, triggerNotification: true }
      : {}),
  }));
  rememberCartId(data.cart.id);
}

/**
 * The cart changed while its sync was under way: keep the local cart (the shopper's latest), but
 * take the server's id and version so the next save is not stale, and save again. A cart that was
 * replaced by another one meanwhile (forgotten or destroyed) takes nothing.
 */
function discard(data: SyncResult, generation: number): void {
  if (!useCartStore.getState().cart || generation !== sync.generation) return;
  setCart((state) => ({
    cart: state.cart && { ...state.cart, id: data.cart.id },
    version: typeof data.version === "number" ? data.version : state.version,
    error: CART_CHANGED_MESSAGE,
    triggerError: true,
  }));
  rememberCartId(data.cart.id);
  sync.again = true;
}

/** One request, plus one retry after a 409 (merge) or a 404 (new cart). */
async function syncOnce(retriesLeft: number): Promise<SyncOutcome> {
  const { userId, token, guestId } = useUserStore.getState();
  const before = useCartStore.getState().cart;
  // A signed-in user's guest cart becomes theirs before it is saved with their token; a guest
  // cart without its guest id takes this browser's (the guest endpoint needs it).
  if (userId && before?.guest) setCart({ cart: asUserCart(before, userId) });
  else if (!userId && before?.guest && !before.guestId && guestId) setCart({ cart: { ...before, guestId } });

  const { cart, version } = useCartStore.getState();
  if (!cart) return "skipped";
  const generation = sync.generation;
  const startedAt = Date.now();
  let data: SyncResult;
  try {
    const client = cartClient ?? (await loadCartClient());
    data = await client.syncCart({ cart, version, userId, token, shouldReturnCart: true });
  } catch (error) {
    // The cart was forgotten or destroyed meanwhile: its failure no longer matters.
    if (generation !== sync.generation) return "discarded";
    if (retriesLeft > 0 && error instanceof CartSyncError) {
      if (error.code === "staleCart" && error.data?.cart) {
        const server = error.data;
        const local = useCartStore.getState().cart ?? cart;
        setCart({ cart: withTotals(mergeCarts(local, server.cart), new Date()), version: server.version });
        return syncOnce(retriesLeft - 1);
      }
      if (error.code === "cartNotFound") {
        setCart((state) => ({ cart: state.cart && { ...state.cart, id: null }, version: 0 }));
        removeSiteCookie(COOKIE_NAMES.cartId);
        return syncOnce(retriesLeft - 1);
      }
    }
    throw error;
  }
  // Spec §4: 3 seconds after a guest sync the cart is checked for changes.
  if (!userId) {
    const wait = GUEST_SYNC_CHANGE_CHECK_MS - (Date.now() - startedAt);
    if (wait > 0) await delay(wait);
  }
  // Any edit replaces the cart object; a changed cart must not be overwritten by an older answer.
  if (useCartStore.getState().cart !== cart) {
    discard(data, generation);
    return "discarded";
  }
  adopt(data);
  return "saved";
}

function runSave(): Promise<SyncOutcome> {
  const state = useCartStore.getState();
  if (state.cartStateStatus === "saving") return Promise.reject(new Error(ALREADY_SAVING_MESSAGE));
  if (!state.cart) return Promise.resolve("skipped");
  // This sync sends the cart as it is now, which covers a pending debounced save.
  cancelScheduledSave();
  setCart({ cartStateStatus: "saving" });
  const run = (async () => {
    try {
      const outcome = await syncOnce(1);
      sync.autoRetries = 0;
      setCart({ cartStateStatus: "idle" });
      return outcome;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setCart({ cartStateStatus: "failed", error: message, triggerError: true });
      if (error instanceof CartSyncError && TRANSIENT_CODES.has(error.code) && sync.autoRetries < MAX_AUTO_RETRIES) {
        sync.autoRetries += 1;
        sync.again = true;
      }
      throw error;
    } finally {
      sync.inflight = null;
      if (sync.again) {
        sync.again = false;
        scheduleSave();
      }
    }
  })();
  sync.inflight = run;
  return run;
}

/** Save now: let a running sync finish, then sync (which replaces any pending debounced save). */
async function saveNow(): Promise<SyncOutcome> {
  if (sync.inflight) await sync.inflight.catch(() => undefined);
  return runSave();
}

// --- The store ---------------------------------------------------------------------------------

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      /** Commit edited lines: totals, validity, lastUpdated, the notification, and the debounced save. */
      const commit = (
        cart: Cart,
        items: CartItem[],
        lastAction: CartLastAction,
        now: Date,
        notify: (validity: CartValidity) => CartNotification | null,
        extra: Partial<CartData> = {},
      ) => {
        const validity = cartValidity(items);
        const notification = notify(validity);
        set({
          cart: withTotals({ ...cart, items, lastAction }, now),
          cartValidity: validity,
          lastUpdated: now.toISOString(),
          ...(notification ? { notification, triggerNotification: true } : {}),
          ...extra,
        });
        scheduleSave();
      };

      return {
        cart: null,
        cartStateStatus: "idle",
        error: null,
        notification: null,
        triggerError: false,
        triggerNotification: false,
        lastSyncTime: null,
        isMiniCartOpen: false,
        cartValidity: null,
        lastUpdated: null,
        guestBillingAddress: null,
        guestEmailAddress: null,
        version: 0,
        openMiniCart: () => set({ isMiniCartOpen: true }),
        closeMiniCart: () => set({ isMiniCartOpen: false }),
        ensureCart: (owner) => {
          const existing = get().cart;
          if (existing) return existing;
          const cart = emptyCart(owner);
          set({ cart, lastUpdated: cart.updatedAt });
          return cart;
        },

        addItem: (input) => {
          if (clampQuantity(input.quantity) < 1) return;
          // Fetch the sync client while the shopper keeps browsing; the first save needs it.
          void loadCartClient();
          const now = new Date();
          let cart = get().cart;
          if (!cart) {
            cart = emptyCart(currentOwner(), now);
            set({ cart, version: 0, cartValidity: cartValidity([]), lastUpdated: now.toISOString() });
          }
          const items = addLine(cart.items, input, now);
          if (items.length > MAX_CART_LINES) {
            set({ error: CART_FULL_CODE, triggerError: true, isMiniCartOpen: true });
            return;
          }
          commit(
            cart,
            items,
            "itemAdded",
            now,
            (validity) =>
              validity.valid
                ? { code: CART_NOTIFICATION_CODES.itemAdded, message: itemAddedMessage(input.productName, input.quantity) }
                : { code: CART_NOTIFICATION_CODES.showCartRemainders, message: showCartRemaindersMessage(validity.remainders) },
            { isMiniCartOpen: true },
          );
        },

        removeItem: (itemId) => {
          const cart = get().cart;
          const item = cart?.items.find((line) => line.id === itemId);
          if (!cart || !item) return;
          commit(cart, removeLine(cart.items, itemId), "itemRemoved", new Date(), () => ({
            code: CART_NOTIFICATION_CODES.productRemovedFromCart,
            message: productRemovedFromCartMessage(item.productName),
          }));
        },

        changeQuantity: (itemId, quantity) => {
          const cart = get().cart;
          const item = cart?.items.find((line) => line.id === itemId);
          if (!cart || !item) return;
          const next = clampQuantity(quantity);
          if (next < 1) return get().removeItem(itemId);
          if (next === item.quantity) return;
          const now = new Date();
          commit(cart, setLineQuantity(cart.items, itemId, next, now), "itemUpdated", now, () => ({
            code: CART_NOTIFICATION_CODES.quantityChanged,
            message: quantityChangedMessage(item.productName, next),
          }));
        },

        setShippingMethod: (shippingMethodId) => {
          const cart = get().cart;
          if (!cart || !isShippingMethodId(shippingMethodId) || cart.shippingMethod === shippingMethodId) return;
          const now = new Date();
          set({ cart: withTotals({ ...cart, shippingMethod: shippingMethodId }, now), lastUpdated: now.toISOString() });
          scheduleSave();
        },

        saveCart: () => runSave(),

        flushSave: async () => {
          if (!sync.pending) return;
          sync.pending = false;
          await debouncedSave.flush();
        },

        cancelSave: () => {
          cancelScheduledSave();
          sync.again = false;
          sync.autoRetries = 0;
        },

        checkout: async (navigate) => {
          try {
            await saveNow();
            try {
              await navigate(CHECKOUT_PATH);
              set({ isMiniCartOpen: false });
            } catch (error) {
              console.error("Failed to navigate to checkout page", error);
            }
          } catch (error) {
            console.error("Error during checkout process", error);
          }
        },

        destroyCart: async () => {
          const cart = get().cart;
          const now = new Date();
          if (cart) {
            set({
              cart: withTotals({ ...cart, items: [], lastAction: "cartEmptied" }, now),
              cartValidity: cartValidity([]),
              lastUpdated: now.toISOString(),
            });
            // Failures are in the store (error, status); a new cart follows either way.
            await saveNow().catch(() => undefined);
          }
          const fresh = emptyCart(currentOwner(), new Date());
          sync.generation += 1;
          set({ cart: fresh, version: 0, cartValidity: cartValidity([]), lastUpdated: fresh.updatedAt });
          removeSiteCookie(COOKIE_NAMES.cartId);
          await saveNow().catch(() => undefined);
        },

        forgetCart: () => {
          get().cancelSave();
          sync.generation += 1;
          set({ cart: null, version: 0, cartValidity: null, lastUpdated: null, lastSyncTime: null, isMiniCartOpen: false });
          removeSiteCookie(COOKIE_NAMES.cartId);
        },

        startNewCartAfterOrder: () => {
          get().cancelSave();
          sync.generation += 1;
          const fresh = emptyCart(currentOwner(), new Date());
          set({
            cart: fresh,
            version: 0,
            cartValidity: cartValidity([]),
            lastUpdated: fresh.updatedAt,
            lastSyncTime: null,
            isMiniCartOpen: false,
            guestEmailAddress: null,
            guestBillingAddress: null,
          });
          removeSiteCookie(COOKIE_NAMES.cartId);
        },

        resumeCart: (server) => {
          const cart = get().cart;
          if (cart?.id === server.cart.id || (cart && cart.items.length > 0)) return;
          get().cancelSave();
          sync.generation += 1;
          // The server's canonical copy, as the page that passed it shows: no request is needed, and
          // lastSyncTime stays as it was so that page is not refreshed for nothing.
          setCart({ cart: server.cart, version: server.version, cartValidity: server.cartValidity ?? cartValidity(server.cart.items) });
          rememberCartId(server.cart.id);
        },

        becomeUserCart: (userId) => {
          const cart = get().cart;
          if (!cart || (!cart.guest && cart.customer === userId)) return;
          set({ cart: asUserCart(cart, userId) });
        },

        initCart: async () => {
          if (!get().cart) get().ensureCart(currentOwner());
          else if (get().lastUpdated === null) set({ lastUpdated: get().cart?.updatedAt ?? new Date().toISOString() });
          await get().refreshCart();
        },

        refreshCart: async () => {
          const state = get();
          // A running sync brings the canonical cart back anyway.
          if (state.cartStateStatus === "saving") return;
          if (!state.cart) {
            if (useUserStore.getState().userId) await state.initCart();
            return;
          }
          // Failures are in the store (error, status).
          await runSave().catch(() => undefined);
        },

        initCartIfNeeded: async (flag) => {
          const { userStatus, userId } = useUserStore.getState();
          if (!flag || userStatus !== "loggedIn" || !userId || get().lastUpdated !== null) return;
          await get().initCart();
        },
      };
    },
    {
      name: "cart",
      storage: rootStorage(),
      skipHydration: true,
      // A saved cart's id goes back in its cookie (the server reads it at checkout), e.g. after
      // the browser dropped the cookie but kept local storage.
      onRehydrateStorage: () => (state) => rememberCartId(state?.cart?.id),
      partialize: (state) => ({
        cart: state.cart,
        lastSyncTime: state.lastSyncTime,
        cartValidity: state.cartValidity,
        lastUpdated: state.lastUpdated,
        guestBillingAddress: state.guestBillingAddress,
        guestEmailAddress: state.guestEmailAddress,
        version: state.version,
      }),
    },
  ),
);

/** Bottles and cans in the cart (a multipack counts each of its units). */
export function cartUnitCount(cart: Cart | null): number {
  return cart?.items.reduce((sum, item) => sum + item.quantity * item.multipackQuantity, 0) ?? 0;
}

/** "Go to Checkout" shows only for a cart that has lines and whose every box is full. */
export function canCheckout(state: Pick<CartState, "cart">): boolean {
  const items = state.cart?.items ?? [];
  return items.length > 0 && cartValidity(items).valid;
}

/**
 * Forward the cart store's errors and notifications to the alert store (friendly words), then
 * clear them here (spec §4). Call once from the UI; returns the unsubscribe.
 */
export function connectCartAlerts(): () => void {
  const forward = () => {
    const { triggerError, error } = useCartStore.getState();
    if (triggerError) {
      if (error) useAlertStore.getState().setError(cartErrorText(error));
      useCartStore.setState({ error: null, triggerError: false });
    }
    const { triggerNotification, notification } = useCartStore.getState();
    if (triggerNotification) {
      if (notification) {
        useAlertStore.getState().setNotification({ code: notification.code, message: notification.message || notificationText(notification.code) });
      }
      useCartStore.setState({ notification: null, triggerNotification: false });
    }
  };
  forward();
  return useCartStore.subscribe(forward);
}
