// The cart store. Line editing and
// totals are pure functions in lib/cart/lines.ts, the HTTP call is lib/cart/client.ts, syncing is
// stores/cart-sync.ts, editing lines stores/cart-line-actions.ts, discount codes
// stores/cart-discounts.ts and the basket's life (checkout, emptying, replacing, refreshing)
// stores/cart-lifecycle.ts; this store puts them together: it edits the local cart, saves it
// (debounced 10 s) and adopts the server's canonical cart, raising the errors and notifications
// the alert store shows (stores/cart-alerts.ts).
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { emptyCart } from "@/lib/cart/empty-cart";
import { cartValidity } from "@/lib/cart/validity";
import type { Cart } from "@/lib/cart/types";
import { createDiscountActions } from "./cart-discounts";
import { createLifecycleActions } from "./cart-lifecycle";
import { createLineActions } from "./cart-line-actions";
import type { CartData, CartState } from "./cart-state";
import { createCartSync, currentOwner, rememberCartId } from "./cart-sync";
import { rootStorage } from "./persistence";

export type { LineInput } from "@/lib/cart/lines";
export type { CartData, CartNotification, CartState, CartStateStatus, DiscountCodeResult, SyncOutcome } from "./cart-state";
export { CHECKOUT_PATH } from "./cart-state";
export { loadCartClient } from "./cart-sync";

/** A new store's data: no basket until the shopper adds to one (or the server's copy is taken up). */
const INITIAL_CART_DATA: CartData = {
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
};

export const useCartStore = create<CartState>()(
  persist(
    (set, get, store) => {
      const sync = createCartSync(store);
      return {
        ...INITIAL_CART_DATA,
        openMiniCart: () => set({ isMiniCartOpen: true }),
        closeMiniCart: () => set({ isMiniCartOpen: false }),
        ensureCart: (owner) => {
          const existing = get().cart;
          if (existing) return existing;
          const cart = emptyCart(owner);
          set({ cart, lastUpdated: cart.updatedAt });
          return cart;
        },
        ...createDiscountActions(store, { ensureCart: () => get().ensureCart(currentOwner()), saveNow: sync.saveNow }),
        ...createLineActions(store, { scheduleSave: sync.scheduleSave }),
        saveCart: sync.runSave,
        flushSave: sync.flushSave,
        cancelSave: sync.cancelSave,
        ...createLifecycleActions(store, sync),
      };
    },
    {
      name: "cart",
      storage: rootStorage(),
      skipHydration: true,
      // A saved cart's id goes back in its cookie (the server reads it at checkout), e.g. after
      // the browser dropped the cookie but kept local storage.
      onRehydrateStorage: () => (state) => rememberCartId(state?.cart?.id),
      // A basket saved before discount codes existed has none.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<CartData>;
        const cart = saved.cart === undefined ? current.cart : saved.cart && { ...saved.cart, discounts: saved.cart.discounts ?? [] };
        return { ...current, ...saved, cart };
      },
      // The cart keeps its discount codes (cart.discounts) with everything else the server answered.
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
