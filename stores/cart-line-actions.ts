// Editing the basket's lines, the cart store's part: each edit recalculates totals and validity,
// raises its notification and schedules the debounced save. Line editing itself is pure
// (lib/cart/lines.ts).
import type { StoreApi } from "zustand";
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
import type { CartData, CartNotification, CartState } from "./cart-state";
import { currentOwner, loadCartClient } from "./cart-sync";

type LineActions = Pick<CartState, "addItem" | "removeItem" | "changeQuantity" | "setShippingMethod">;

/** Commit edited lines: totals, validity, lastUpdated, the notification, and the debounced save. */
function committer(store: StoreApi<CartState>, scheduleSave: () => void) {
  return (
    cart: Cart,
    items: CartItem[],
    lastAction: CartLastAction,
    now: Date,
    notify: (validity: CartValidity) => CartNotification | null,
    extra: Partial<CartData> = {},
  ) => {
    const validity = cartValidity(items);
    const notification = notify(validity);
    store.setState({
      cart: withTotals({ ...cart, items, lastAction }, now),
      cartValidity: validity,
      lastUpdated: now.toISOString(),
      ...(notification ? { notification, triggerNotification: true } : {}),
      ...extra,
    });
    scheduleSave();
  };
}

export function createLineActions(store: StoreApi<CartState>, { scheduleSave }: { scheduleSave: () => void }): LineActions {
  const get = store.getState;
  const set = store.setState;

  const commit = committer(store, scheduleSave);

  return {
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
  };
}
