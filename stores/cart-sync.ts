// The cart's sync runner (status idle, saving, failed): one sync at a time, the debounced save (10 s),
// the 3-second check after a guest sync, one retry after a 409 (merge) or a 404 (new cart),
// automatic retries after passing failures, and adopting the server's canonical cart. The cart
// store creates one runner (createCartSync); timers and promises live here, not in the state.
import debounce from "lodash.debounce";
import type { StoreApi } from "zustand";
import { cartValidity } from "@/lib/cart/validity";
import { mergeCarts, withJudgedCodes, withTotals } from "@/lib/cart/lines";
import { CartSyncError, CLIENT_ERROR_CODES, type SyncResult } from "@/lib/cart/sync-errors";
import { ALREADY_SAVING_MESSAGE, CART_CHANGED_MESSAGE } from "@/lib/cart/messages";
import type { Cart } from "@/lib/cart/types";
import { CART_SAVE_DEBOUNCE_MS, COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, GUEST_SYNC_CHANGE_CHECK_MS } from "@/lib/constants";
import { removeSiteCookie, setSiteCookie } from "@/lib/cookies";
import type { CartState, SyncOutcome } from "./cart-state";
import { currentUserToken } from "./token-source";
import { useUserStore } from "./user";

let cartClient: typeof import("@/lib/cart/client") | undefined;

/** Loads the HTTP client (axios) once: a visit that never touches the basket never downloads it. */
export async function loadCartClient(): Promise<typeof import("@/lib/cart/client")> {
  return (cartClient ??= await import("@/lib/cart/client"));
}

/** Server codes worth retrying by themselves; the UI says "We'll try again". */
const TRANSIENT_CODES = new Set<string>([CLIENT_ERROR_CODES.noResponse, "tooManyRequests", "databaseUnavailable"]);
const MAX_AUTO_RETRIES = 3;

export function isAlreadySaving(error: unknown): boolean {
  return error instanceof Error && error.message === ALREADY_SAVING_MESSAGE;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function rememberCartId(id: string | null | undefined): void {
  if (id) setSiteCookie(COOKIE_NAMES.cartId, id, COOKIE_MAX_AGE_SECONDS.cartId);
}

/** The cart's owner now: the signed-in user, else this browser's guest id. */
export function currentOwner(): { customer: string | null; guestId: string | null } {
  const { userId, guestId } = useUserStore.getState();
  return userId ? { customer: userId, guestId: null } : { customer: null, guestId };
}

export function asUserCart(cart: Cart, userId: string): Cart {
  return { ...cart, customer: userId, guest: false, guestId: null };
}

export interface CartSync {
  /** Sync now; rejects with "Already saving" while a sync runs, or with the sync's CartSyncError. */
  runSave: () => Promise<SyncOutcome>;
  /** Let any running sync finish, then sync (which replaces a pending debounced save). */
  saveNow: () => Promise<SyncOutcome>;
  /** Save once the cart has been left alone for 10 s. */
  scheduleSave: () => void;
  /** Run a pending debounced save now (nothing when none is pending). Never rejects. */
  flushSave: () => Promise<void>;
  /** Drop a pending debounced save and any automatic retry. */
  cancelSave: () => void;
  /** The cart is being replaced by another: answers for the old one are ignored from now on. */
  replaceCart: () => void;
}

export function createCartSync(store: StoreApi<CartState>): CartSync {
  const get = store.getState;
  const set = store.setState;
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
    return runSave().then(
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

  /** Take the server's canonical cart, version and validity, and its alert as a notification. */
  function adopt(data: SyncResult): void {
    set((state) => ({
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
   * take the server's id, version and judgement of the codes so the next save is not stale and a
   * code just typed gets its answer; then save again. A cart that was replaced by another one
   * meanwhile (forgotten or destroyed) takes nothing.
   */
  function discard(data: SyncResult, generation: number): void {
    if (!get().cart || generation !== sync.generation) return;
    set((state) => ({
      cart: state.cart && withJudgedCodes({ ...state.cart, id: data.cart.id }, data.cart.discounts ?? []),
      version: typeof data.version === "number" ? data.version : state.version,
      error: CART_CHANGED_MESSAGE,
      triggerError: true,
    }));
    rememberCartId(data.cart.id);
    sync.again = true;
  }

  /**
   * One request, plus one retry after a 409 (merge) or a 404 (new cart), and for a signed-in user
   * one retry after a 401 with a token refreshed whatever its expiry said (a laptop waking up).
   */
  async function syncOnce(retriesLeft: number, forceToken = false): Promise<SyncOutcome> {
    const { userId, guestId } = useUserStore.getState();
    // A user sync takes its token through the provider's refresh (under 5 minutes left → refresh).
    const pending = userId ? currentUserToken(forceToken) : "";
    const token = typeof pending === "string" ? pending : await pending;
    const before = get().cart;
    // A signed-in user's guest cart becomes theirs before it is saved with their token; a guest
    // cart without its guest id takes this browser's (the guest endpoint needs it).
    if (userId && before?.guest) set({ cart: asUserCart(before, userId) });
    else if (!userId && before?.guest && !before.guestId && guestId) set({ cart: { ...before, guestId } });

    const { cart, version } = get();
    if (!cart) return "skipped";
    const generation = sync.generation;
    let data: SyncResult;
    try {
      const client = cartClient ?? (await loadCartClient());
      data = await client.syncCart({ cart, version, userId, token, shouldReturnCart: true });
    } catch (error) {
      // The cart was forgotten or destroyed meanwhile: its failure no longer matters.
      if (generation !== sync.generation) return "discarded";
      if (userId && !forceToken && error instanceof CartSyncError && error.code === "unauthorised") return syncOnce(retriesLeft, true);
      if (retriesLeft > 0 && error instanceof CartSyncError) {
        if (error.code === "staleCart" && error.data?.cart) {
          const server = error.data;
          const local = get().cart ?? cart;
          set({ cart: withTotals(mergeCarts(local, server.cart), new Date()), version: server.version });
          return syncOnce(retriesLeft - 1);
        }
        if (error.code === "cartNotFound") {
          set((state) => ({ cart: state.cart && { ...state.cart, id: null }, version: 0 }));
          removeSiteCookie(COOKIE_NAMES.cartId);
          return syncOnce(retriesLeft - 1);
        }
      }
      throw error;
    }
    // 3 seconds after a guest sync (counted from its answer) the cart is checked for changes.
    if (!userId) await delay(GUEST_SYNC_CHANGE_CHECK_MS);
    // Any edit replaces the cart object; a changed cart must not be overwritten by an older answer.
    if (get().cart !== cart) {
      discard(data, generation);
      return "discarded";
    }
    adopt(data);
    return "saved";
  }

  function runSave(): Promise<SyncOutcome> {
    const state = get();
    if (state.cartStateStatus === "saving") return Promise.reject(new Error(ALREADY_SAVING_MESSAGE));
    if (!state.cart) return Promise.resolve("skipped");
    // This sync sends the cart as it is now, which covers a pending debounced save.
    cancelScheduledSave();
    set({ cartStateStatus: "saving" });
    const run = (async () => {
      try {
        const outcome = await syncOnce(1);
        sync.autoRetries = 0;
        set({ cartStateStatus: "idle" });
        return outcome;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        set({ cartStateStatus: "failed", error: message, triggerError: true });
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

  async function saveNow(): Promise<SyncOutcome> {
    // Another sync may start the moment one ends (a debounced save firing): wait until none runs.
    while (sync.inflight) await sync.inflight.catch(() => undefined);
    return runSave();
  }

  return {
    runSave,
    saveNow,
    scheduleSave,
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
    replaceCart: () => {
      sync.generation += 1;
    },
  };
}
