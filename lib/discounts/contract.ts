// Discount codes (issue 24): what staff set, what a cart carries, and what the shop tells a shopper
// about each code. Shared by the browser, the server and the back office; the server alone decides.

export const DISCOUNT_KINDS = ["percentage", "fixed", "freeDelivery"] as const;
/** A percentage off products, a fixed amount off products, or free standard delivery. */
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_STATUSES = ["active", "paused", "ended"] as const;
/** Staff's switch: an ended code never comes back (staff create a new one). */
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

/** Codes a basket may hold at once (more than one only when every one is combinable). */
export const MAX_CART_CODES = 3;
/** A code as staff write it and the shop stores it: letters and digits, upper case. */
export const CODE_PATTERN = /^[A-Z0-9]{3,24}$/;

/** "spring 15 " → "SPRING15": codes are case-insensitive and spaces are ignored. */
export function normaliseCode(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

/** A code's rules, as the server reads them from the database. */
export interface DiscountRule {
  id: number;
  code: string;
  kind: DiscountKind;
  /** Percent (1–100) for `percentage`, pence for `fixed`, 0 for `freeDelivery`. */
  value: number;
  minimumProductsPence: number;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Total uses allowed; null is no limit. */
  maxUses: number | null;
  /** Uses per customer (signed-in id, or email at checkout); null is no limit. */
  maxUsesPerCustomer: number | null;
  combinable: boolean;
  status: DiscountStatus;
  uses: number;
}

/** What became of one code in a basket. */
export const CODE_STATES = [
  "applied",
  "unknown",
  "paused",
  "ended",
  "notStarted",
  "expired",
  "usedUp",
  "usedByCustomer",
  "belowMinimum",
  "notCombinable",
  "standardDeliveryOnly",
  "tooManyAttempts",
] as const;
export type CodeState = (typeof CODE_STATES)[number];

/** The part of a code that computes an amount (kept with the cart so its amounts can be rebuilt). */
export interface AppliedDiscount {
  kind: DiscountKind;
  value: number;
}

/** One code in a cart, as the server judged it at the last sync. */
export interface CartDiscount {
  /** Normalised code, as typed (SPRING15). */
  code: string;
  state: CodeState;
  /** The sentence shown where the code was typed ("Spend £12.40 more on products to use SPRING15"). */
  message: string;
  /** Set when the code is known: what it gives (for the amounts and the label). */
  kind: DiscountKind | null;
  value: number;
  /** Gross pence this code takes off products or delivery (0 unless applied). */
  amountPence: number;
}
