// One sync of the cart with the server and what its answer does to the store: the request (with
// one retry after a 409 merge, a 404 new cart or a 401 stale token), adopting the canonical cart,
// or keeping the local one when it changed meanwhile. The runner around it is ./cart-sync.ts.
import type { StoreApi } from "zustand";
import { cartValidity } from "@/lib/cart/validity";
import { mergeCarts, withJudgedCodes, withTotals } from "@/lib/cart/lines";
import { CartSyncError, type SyncResult } from "@/lib/cart/sync-errors";
import { CART_CHANGED_MESSAGE } from "@/lib/cart/messages";
import type { Cart } from "@/lib/cart/types";
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, GUEST_SYNC_CHANGE_CHECK_MS } from "@/lib/constants";
import { removeSiteCookie, setSiteCookie } from "@/lib/cookies";
import type { CartState, SyncOutcome } from "./cart-state";
import { currentUserToken } from "./token-source";
import { useUserStore } from "./user";

let cartClient: typeof import("@/lib/cart/client") | undefined;

/** Loads the HTTP client (axios) once: a visit that never touches the basket never downloads it. */
export async function loadCartClient(): Promise<typeof import("@/lib/cart/client")> {
  return (cartClient ??= await import("@/lib/cart/client"));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function rememberCartId(id: string | null | undefined): void {
  if (id) setSiteCookie(COOKIE_NAMES.cartId, id, COOKIE_MAX_AGE_SECONDS.cartId);
}

export function asUserCart(cart: Cart, userId: string): Cart {
  return { ...cart, customer: userId, guest: false, guestId: null };
}

/** The runner's flags, shared by the runner and the request (timers and promises live outside the state). */
export interface SyncFlags {
  /** The running sync, if any. */
  inflight: Promise<SyncOutcome> | null;
  /** A debounced save is waiting to run. */
  pending: boolean;
  /** A save was asked for while a sync ran: schedule one when it ends. */
  again: boolean;
  /** Consecutive automatic retries after transient failures. */
  autoRetries: number;
  /** Bumped when the cart is replaced by another one (forgotten, or destroyed and started anew). */
  generation: number;
}

export interface SyncContext {
  store: StoreApi<CartState>;
  flags: SyncFlags;
  /** Told the server's cart as soon as it answers, before a guest's 3-second check (a code's judgement). */
  onAnswer?: (answer: Cart) => void;
}

/** Take the server's canonical cart, version and validity, and its alert as a notification. */
function adopt(store: StoreApi<CartState>, data: SyncResult): void {
  store.setState((state) => ({
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
function discard({ store, flags }: SyncContext, data: SyncResult, generation: number): void {
  if (!store.getState().cart || generation !== flags.generation) return;
  store.setState((state) => ({
    cart: state.cart && withJudgedCodes({ ...state.cart, id: data.cart.id }, data.cart.discounts ?? []),
    version: typeof data.version === "number" ? data.version : state.version,
    error: CART_CHANGED_MESSAGE,
    triggerError: true,
  }));
  rememberCartId(data.cart.id);
  flags.again = true;
}

/**
 * A signed-in user's guest cart becomes theirs before it is saved with their token; a guest cart
 * without its guest id takes this browser's (the guest endpoint needs it).
 */
function claimCart(store: StoreApi<CartState>, userId: string | null, guestId: string | null): void {
  const before = store.getState().cart;
  if (userId && before?.guest) store.setState({ cart: asUserCart(before, userId) });
  else if (!userId && before?.guest && !before.guestId && guestId) store.setState({ cart: { ...before, guestId } });
}

/**
 * After a failed request: the sync to run instead (a fresh token after a 401, the merged cart after
 * a 409, a new cart after a 404), or null when the error stands.
 */
function retryAfter(ctx: SyncContext, error: unknown, sent: Cart, { userId, retriesLeft, forceToken }: { userId: string | null; retriesLeft: number; forceToken: boolean }): Promise<SyncOutcome> | null {
  const { store } = ctx;
  if (userId && !forceToken && error instanceof CartSyncError && error.code === "unauthorised") return syncOnce(ctx, retriesLeft, true);
  if (retriesLeft > 0 && error instanceof CartSyncError) {
    if (error.code === "staleCart" && error.data?.cart) {
      const server = error.data;
      const local = store.getState().cart ?? sent;
      store.setState({ cart: withTotals(mergeCarts(local, server.cart), new Date()), version: server.version });
      return syncOnce(ctx, retriesLeft - 1);
    }
    if (error.code === "cartNotFound") {
      store.setState((state) => ({ cart: state.cart && { ...state.cart, id: null }, version: 0 }));
      removeSiteCookie(COOKIE_NAMES.cartId);
      return syncOnce(ctx, retriesLeft - 1);
    }
  }
  return null;
}

/**
 * One request, plus one retry after a 409 (merge) or a 404 (new cart), and for a signed-in user
 * one retry after a 401 with a token refreshed whatever its expiry said (a laptop waking up).
 */
export async function syncOnce(ctx: SyncContext, retriesLeft: number, forceToken = false): Promise<SyncOutcome> {
  const { store, flags } = ctx;
  const { userId, guestId } = useUserStore.getState();
  // A user sync takes its token through the provider's refresh (under 5 minutes left → refresh).
  const pending = userId ? currentUserToken(forceToken) : "";
  const token = typeof pending === "string" ? pending : await pending;
  claimCart(store, userId, guestId);

  const { cart, version } = store.getState();
  if (!cart) return "skipped";
  const generation = flags.generation;
  let data: SyncResult;
  try {
    const client = cartClient ?? (await loadCartClient());
    data = await client.syncCart({ cart, version, userId, token, shouldReturnCart: true });
  } catch (error) {
    // The cart was forgotten or destroyed meanwhile: its failure no longer matters.
    if (generation !== flags.generation) return "discarded";
    const retry = retryAfter(ctx, error, cart, { userId, retriesLeft, forceToken });
    if (retry) return retry;
    throw error;
  }
  if (generation === flags.generation) ctx.onAnswer?.(data.cart);
  // 3 seconds after a guest sync (counted from its answer) the cart is checked for changes.
  if (!userId) await delay(GUEST_SYNC_CHANGE_CHECK_MS);
  // Any edit replaces the cart object; a changed cart must not be overwritten by an older answer.
  if (store.getState().cart !== cart) {
    discard(ctx, data, generation);
    return "discarded";
  }
  adopt(store, data);
  return "saved";
}
