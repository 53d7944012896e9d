// The cart store's shape: its state and actions, shared by the store
// (stores/cart.ts), its sync runner (stores/cart-sync.ts) and its discount codes
// (stores/cart-discounts.ts). Types only, plus the checkout path.
import type { LineInput } from "@/lib/cart/lines";
import type { SyncResult } from "@/lib/cart/sync-errors";
import type { Cart, CartValidity, PostalAddress } from "@/lib/cart/types";
import type { CartDiscount } from "@/lib/discounts/contract";

export type CartStateStatus = "idle" | "saving" | "failed";

export interface CartNotification {
  code: string;
  message?: string;
}

/** How a save ended: adopted the server's cart, discarded it (the cart changed meanwhile), or had no cart to save. */
export type SyncOutcome = "saved" | "discarded" | "skipped";

export const CHECKOUT_PATH = "/shop/checkout";

/** What became of a code the shopper typed, for the field they typed it in. */
export interface DiscountCodeResult {
  /** The code as the shop writes it ("spring 15" → "SPRING15"). */
  code: string;
  /** The server's judgement of the code; null when it never got one (empty, already there, too many codes, no connection). */
  discount: CartDiscount | null;
  /** The sentence to show where the code was typed. */
  message: string;
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

  // --- Editing (each recalculates totals and validity and schedules the debounced save) ---
  /** Add a line (or more of a matching line); creates the cart first if none exists; opens the mini cart. */
  addItem: (input: LineInput) => void;
  removeItem: (itemId: string) => void;
  /** Set a line's quantity (capped at 999); 0 or less removes the line. */
  changeQuantity: (itemId: string, quantity: number) => void;
  setShippingMethod: (shippingMethodId: string) => void;

  // --- Discount codes (saved at once: the shopper waits for the server's word) ---
  /**
   * Add a code to the basket and sync at once. Resolves with the server's judgement of it (applied,
   * or the sentence saying why not); a code already in the basket, or a fourth code, is refused here.
   */
  applyDiscountCode: (input: string) => Promise<DiscountCodeResult>;
  /** Take a code out of the basket and sync at once. Never rejects (a failure is in the store). */
  removeDiscountCode: (code: string) => Promise<void>;

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

/** The store's data without its actions. */
export type CartData = Omit<CartState, { [K in keyof CartState]: CartState[K] extends (...args: never[]) => unknown ? K : never }[keyof CartState]>;
