// The basket's life, the cart store's part: going to checkout, emptying, forgetting or replacing
// the basket (after an order, or with the server's copy), taking it over on sign-in, and pulling
// the canonical cart from the server.
import type { StoreApi } from "zustand";
import { emptyCart } from "@/lib/cart/empty-cart";
import { cartValidity } from "@/lib/cart/validity";
import { withTotals } from "@/lib/cart/lines";
import { COOKIE_NAMES } from "@/lib/constants";
import { removeSiteCookie } from "@/lib/cookies";
import { CHECKOUT_PATH, type CartState } from "./cart-state";
import { asUserCart, currentOwner, rememberCartId, type CartSync } from "./cart-sync";
import { useUserStore } from "./user";

type Set = StoreApi<CartState>["setState"];
type Get = StoreApi<CartState>["getState"];
type ReplaceActions = Pick<CartState, "destroyCart" | "forgetCart" | "startNewCartAfterOrder" | "resumeCart">;
type LoadActions = Pick<CartState, "checkout" | "becomeUserCart" | "initCart" | "refreshCart" | "initCartIfNeeded">;

/** Emptying, forgetting and replacing the basket; each replacement makes answers for the old one void. */
function replaceActions(get: Get, set: Set, { saveNow, replaceCart }: CartSync): ReplaceActions {
  return {
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
      replaceCart();
      set({ cart: fresh, version: 0, cartValidity: cartValidity([]), lastUpdated: fresh.updatedAt });
      removeSiteCookie(COOKIE_NAMES.cartId);
      await saveNow().catch(() => undefined);
    },

    forgetCart: () => {
      get().cancelSave();
      replaceCart();
      set({ cart: null, version: 0, cartValidity: null, lastUpdated: null, lastSyncTime: null, isMiniCartOpen: false });
      removeSiteCookie(COOKIE_NAMES.cartId);
    },

    startNewCartAfterOrder: () => {
      get().cancelSave();
      replaceCart();
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
      replaceCart();
      // The server's canonical copy, as the page that passed it shows: no request is needed, and
      // lastSyncTime stays as it was so that page is not refreshed for nothing.
      set({ cart: server.cart, version: server.version, cartValidity: server.cartValidity ?? cartValidity(server.cart.items) });
      rememberCartId(server.cart.id);
    },
  };
}

/** Checkout, ownership and refreshing from the server. */
function loadActions(get: Get, set: Set, { runSave, saveNow }: CartSync): LoadActions {
  return {
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
}

export function createLifecycleActions(store: StoreApi<CartState>, sync: CartSync): ReplaceActions & LoadActions {
  return { ...loadActions(store.getState, store.setState, sync), ...replaceActions(store.getState, store.setState, sync) };
}
