// The cart store. Line editing and
// totals are pure functions in lib/cart/lines.ts, the HTTP call is lib/cart/client.ts, syncing is
// stores/cart-sync.ts and discount codes stores/cart-discounts.ts; this store orchestrates: it edits
// the local cart, saves it (debounced 10 s) and adopts the server's canonical cart, raising the
// errors and notifications the alert store shows (stores/cart-alerts.ts).
import { create } from "zustand";
import { persist } from "zustand/middleware";
import { emptyCart } from "@/lib/cart/empty-cart";
import { isShippingMethodId } from "@/lib/cart/amounts";
import { cartValidity } from "@/lib/cart/validity";
import { addLine, clampQuantity, removeLine, setLineQuantity, withTotals } from "@/lib/cart/lines";
import {
  CART_FULL_CODE,
  CART_NOTIFICATION_CODES,
  itemAddedMessage,
  productRemovedFromCartMessage,
  quantityChangedMessage,
  showCartRemaindersMessage,
} from "@/lib/cart/messages";
import { MAX_CART_LINES } from "@/lib/cart/sync-contract";
import type { Cart, CartItem, CartLastAction, CartValidity } from "@/lib/cart/types";
import { COOKIE_NAMES } from "@/lib/constants";
import { removeSiteCookie } from "@/lib/cookies";
import { createDiscountActions } from "./cart-discounts";
import { CHECKOUT_PATH, type CartData, type CartNotification, type CartState } from "./cart-state";
import { asUserCart, createCartSync, currentOwner, loadCartClient, rememberCartId } from "./cart-sync";
import { rootStorage } from "./persistence";
import { useUserStore } from "./user";

export type { LineInput } from "@/lib/cart/lines";
export type { CartData, CartNotification, CartState, CartStateStatus, DiscountCodeResult, SyncOutcome } from "./cart-state";
export { CHECKOUT_PATH } from "./cart-state";
export { loadCartClient } from "./cart-sync";

export const useCartStore = create<CartState>()(
  persist(
    (set, get, store) => {
      const { runSave, saveNow, scheduleSave, flushSave, cancelSave, replaceCart } = createCartSync(store);
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

        ...createDiscountActions(store, { ensureCart: () => get().ensureCart(currentOwner()), saveNow }),

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

        saveCart: runSave,
        flushSave,
        cancelSave,

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
