// Which codes a basket gets (issue 24), as pure functions: the server reads the rules and the
// customer's earlier uses, and this module says, code by code, applied or why not, in the words
// the shopper reads where they typed it.
import { productsDiscountShares, shippingPence } from "../cart/amounts";
import { poundsText as pounds } from "../cart/money";
import type { CartDiscount, CodeState, DiscountKind, DiscountRule } from "./contract";
import { ukDateTimeText } from "./uk-time";

export interface BasketContext {
  now: Date;
  /** Products total before any discount, gross pence. */
  productsGross: number;
  shippingMethod: string;
  /** Orders this customer has already placed with each code (by code); null when not known yet (a guest before checkout). */
  customerUses: ReadonlyMap<string, number> | null;
}

/** What a code gives, in a few words ("15% off products"). */
export function discountLabel(kind: DiscountKind, value: number): string {
  if (kind === "percentage") return `${value}% off products`;
  if (kind === "fixed") return `${pounds(value)} off products`;
  return "Free standard delivery";
}

/** Why a known code cannot be used now, or null when it can (before combining with other codes). */
export function refusalOf(rule: DiscountRule, basket: BasketContext): CodeState | null {
  if (rule.status === "ended") return "ended";
  if (rule.status === "paused") return "paused";
  if (rule.startsAt && basket.now < rule.startsAt) return "notStarted";
  if (rule.endsAt && basket.now >= rule.endsAt) return "expired";
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return "usedUp";
  const used = basket.customerUses?.get(rule.code) ?? 0;
  if (rule.maxUsesPerCustomer !== null && used >= rule.maxUsesPerCustomer) return "usedByCustomer";
  if (rule.kind === "freeDelivery" && basket.shippingMethod !== "standard") return "standardDeliveryOnly";
  if (basket.productsGross < rule.minimumProductsPence) return "belowMinimum";
  return null;
}

/** The sentence for a code's state. */
export function codeMessage(code: string, state: CodeState, rule?: DiscountRule, basket?: BasketContext): string {
  switch (state) {
    case "applied":
      return rule ? `${discountLabel(rule.kind, rule.value)} with ${code}` : `${code} applied`;
    case "unknown":
      return `We don't recognise the code ${code}. Check the spelling and try again.`;
    case "paused":
      return `${code} can't be used at the moment.`;
    case "ended":
      return `${code} has ended.`;
    case "notStarted":
      return `${code} starts on ${ukDateTimeText(rule!.startsAt!)}.`;
    case "expired":
      return `${code} expired on ${ukDateTimeText(rule!.endsAt!)}.`;
    case "usedUp":
      return `${code} has been used as many times as it can be.`;
    case "usedByCustomer":
      return `You've already used ${code} as many times as it allows.`;
    case "belowMinimum":
      return `Spend ${pounds(rule!.minimumProductsPence - basket!.productsGross)} more on products to use ${code}`;
    case "notCombinable":
      return `${code} can't be used with another code. Remove the other code to use this one.`;
    case "standardDeliveryOnly":
      return `${code} gives free standard delivery: choose standard delivery to use it.`;
    case "tooManyAttempts":
      return `Too many codes tried. Please wait a few minutes before trying ${code}.`;
  }
}

/**
 * Every code in the basket judged in the order it was added: unknown and refused codes say why;
 * a valid code is applied unless it and an applied code cannot be combined (one code per basket
 * unless both allow it). Products discounts are worked out later, in cartAmounts.
 */
export function judgeCodes(codes: readonly string[], rules: ReadonlyMap<string, DiscountRule>, basket: BasketContext): CartDiscount[] {
  const applied: DiscountRule[] = [];
  return codes.map((code) => {
    const rule = rules.get(code);
    if (!rule) return { code, state: "unknown", message: codeMessage(code, "unknown"), kind: null, value: 0, amountPence: 0 };
    let state: CodeState = refusalOf(rule, basket) ?? "applied";
    if (state === "applied" && applied.some((other) => !other.combinable || !rule.combinable)) state = "notCombinable";
    if (state === "applied") applied.push(rule);
    return { code, state, message: codeMessage(code, state, rule, basket), kind: rule.kind, value: rule.value, amountPence: 0 };
  });
}

/** The applied codes' rules, for cartAmounts. */
export const appliedOf = (discounts: readonly CartDiscount[]) =>
  discounts.filter((discount) => discount.state === "applied" && discount.kind !== null).map((discount) => ({ kind: discount.kind!, value: discount.value }));

/**
 * Each applied code's amount in gross pence: its share of the products discount, or for free
 * delivery the standard charge it saves (0 when delivery was free anyway).
 */
export function withAmounts(discounts: readonly CartDiscount[], productsGross: number, shippingMethod: string): CartDiscount[] {
  const applied = discounts.filter((discount) => discount.state === "applied");
  const shares = productsDiscountShares(productsGross, appliedOf(applied));
  return discounts.map((discount) => {
    const index = applied.indexOf(discount);
    if (index < 0) return discount;
    const amountPence = discount.kind === "freeDelivery" ? shippingPence(shippingMethod, productsGross) : shares[index];
    return { ...discount, amountPence };
  });
}
