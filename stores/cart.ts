// The cart store (spec §3 Cart store). Editing, sync and checkout behaviours arrive with the cart
// issue; here are its fields, their types, persistence and the mini cart's open state.
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { emptyCart } from "@/lib/cart/empty-cart";
import type { Cart, CartValidity, PostalAddress } from "@/lib/cart/types";
import { rootStorage } from "./persistence";

export type CartStateStatus = "idle" | "saving" | "failed";

export interface CartNotification {
  code: string;
  message?: string;
}

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
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
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
    }),
    {
      name: "cart",
      storage: rootStorage(),
      skipHydration: true,
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
