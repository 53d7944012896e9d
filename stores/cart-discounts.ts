// Discount codes in the basket (issue 24), the cart store's part: the shopper types a code, the
// basket syncs at once and the server says what the code is worth or why not. The browser sends
// only codes (lib/cart/client.ts toDraft); every judgement and amount is the server's.
import type { StoreApi } from "zustand";
import { keptDiscounts, withTotals } from "@/lib/cart/lines";
import type { Cart } from "@/lib/cart/types";
import { CODE_PATTERN, MAX_CART_CODES, normaliseCode, type CartDiscount } from "@/lib/discounts/contract";
import type { CartState, SyncOutcome } from "./cart-state";

/**
 * A code typed but not judged yet: the sync under way sends it and the server's judgement replaces
 * this entry. "applied" without a kind adds nothing to the amounts (appliedOf skips it).
 */
export function pendingDiscount(code: string): CartDiscount {
  return { code, state: "applied", message: "", kind: null, value: 0, amountPence: 0 };
}

/** Whether a code is waiting for the server's word (see pendingDiscount). */
export const isPendingDiscount = (discount: CartDiscount) => discount.state === "applied" && discount.kind === null;

/** What the field says before asking the server (so a guess is not spent on a code that cannot exist). */
export const DISCOUNT_MESSAGES = {
  empty: "Enter a discount code.",
  malformed: (code: string) => `${code} isn't a discount code: codes are 3 to 24 letters and numbers.`,
  alreadyIn: (code: string) => `${code} is already in your basket.`,
  tooMany: `Your basket already has ${MAX_CART_CODES} codes. Remove one to add another.`,
  noAnswer: (code: string) => `We couldn't check ${code} just now. Please try again.`,
};

function localRefusal(code: string, cart: Cart | null): string | null {
  if (!code) return DISCOUNT_MESSAGES.empty;
  if (!CODE_PATTERN.test(code)) return DISCOUNT_MESSAGES.malformed(code);
  const kept = keptDiscounts(cart?.discounts);
  if (kept.some((discount) => discount.code === code)) return DISCOUNT_MESSAGES.alreadyIn(code);
  if (kept.length >= MAX_CART_CODES) return DISCOUNT_MESSAGES.tooMany;
  return null;
}

interface DiscountDeps {
  /** The basket to add a code to (created for the current owner when there is none). */
  ensureCart: () => Cart;
  /** Sync now, after any running sync; `onAnswer` hears the server's cart the moment it answers. */
  saveNow: (onAnswer?: (answer: Cart) => void) => Promise<SyncOutcome>;
}

export function createDiscountActions(store: StoreApi<CartState>, deps: DiscountDeps): Pick<CartState, "applyDiscountCode" | "removeDiscountCode"> {
  const get = store.getState;
  const set = store.setState;

  /** Replace the cart's codes; the amounts follow at once (plausible until the server answers). */
  const setCodes = (cart: Cart, discounts: CartDiscount[]) => {
    const now = new Date();
    set({ cart: withTotals({ ...cart, discounts }, now), lastUpdated: now.toISOString() });
  };

  return {
    applyDiscountCode: async (input) => {
      const code = normaliseCode(input);
      const refusal = localRefusal(code, get().cart);
      if (refusal) return { code, discount: null, message: refusal };

      // Codes already shown as unknown (or refused for too many tries) leave with this change.
      const cart = deps.ensureCart();
      setCodes(cart, [...keptDiscounts(cart.discounts), pendingDiscount(code)]);
      // The field says the server's judgement as soon as it answers; the basket itself takes the
      // answer after a guest's 3-second check, as before (stores/cart-sync-request.ts).
      let answered: CartDiscount | undefined;
      let heard: () => void = () => undefined;
      const answer = new Promise<void>((resolve) => (heard = resolve));
      const saving = deps.saveNow((server) => {
        answered = server.discounts.find((discount) => discount.code === code);
        heard();
      });
      let judged: CartDiscount | undefined;
      try {
        await Promise.race([answer, saving]);
        judged = answered ?? get().cart?.discounts.find((discount) => discount.code === code);
      } catch {
        // The failure is in the store (and retried when passing); the field says so below.
      }
      saving.catch(() => undefined);
      if (judged && !isPendingDiscount(judged)) return { code, discount: judged, message: judged.message };
      // No judgement: the basket does not keep a code nobody checked; the shopper can try again.
      const current = get().cart;
      if (current?.discounts.some((discount) => discount.code === code)) {
        setCodes(current, current.discounts.filter((discount) => discount.code !== code));
      }
      return { code, discount: null, message: DISCOUNT_MESSAGES.noAnswer(code) };
    },

    removeDiscountCode: async (input) => {
      const code = normaliseCode(input);
      const cart = get().cart;
      if (!cart?.discounts.some((discount) => discount.code === code)) return;
      setCodes(cart, cart.discounts.filter((discount) => discount.code !== code));
      // Failures are in the store (error, status); the next save sends the basket without the code.
      await deps.saveNow().catch(() => undefined);
    },
  };
}
