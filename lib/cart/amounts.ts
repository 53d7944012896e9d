// Cart amounts in pence with VAT 20 % (docs/decisions/money-in-pence-with-vat.md): lines from
// unit gross × quantity, the cart from the sums of its lines plus shipping minus discount.
import { SHIPPING_METHODS } from "../constants";
import type { AppliedDiscount } from "../discounts/contract";
import { moneyFromGross, penceText } from "./money";
import type { CartAmounts, Money } from "./types";

export type ShippingMethodId = keyof typeof SHIPPING_METHODS;

export function isShippingMethodId(id: string): id is ShippingMethodId {
  return Object.hasOwn(SHIPPING_METHODS, id);
}

export function lineAmounts(unitGrossPence: number, quantity: number, isVatable = true): Money {
  return moneyFromGross(unitGrossPence * quantity, isVatable);
}

function sum(amounts: readonly Money[]): Money {
  const gross = amounts.reduce((total, m) => total + m.gross, 0);
  const net = amounts.reduce((total, m) => total + m.net, 0);
  const tax = gross - net;
  return { gross, net, tax, grossText: penceText(gross), netText: penceText(net), taxText: penceText(tax) };
}

function minus(a: Money, b: Money): Money {
  return sum([a, { ...b, gross: -b.gross, net: -b.net, tax: -b.tax }]);
}

export function shippingPence(shippingMethodId: string, productsGrossPence: number): number {
  const method = isShippingMethodId(shippingMethodId) ? SHIPPING_METHODS[shippingMethodId] : SHIPPING_METHODS.standard;
  if (productsGrossPence === 0) return 0;
  return method.freeFromPence !== null && productsGrossPence >= method.freeFromPence ? 0 : method.pricePence;
}

/**
 * Gross pence each products discount takes off (in the order given): percentages first (each of
 * the products total, rounded to the nearest penny), then fixed amounts, never more than the
 * products total altogether. Free delivery takes nothing off products.
 */
export function productsDiscountShares(productsGross: number, discounts: readonly AppliedDiscount[]): number[] {
  const shares = discounts.map(() => 0);
  let taken = 0;
  for (const kind of ["percentage", "fixed"] as const) {
    discounts.forEach((discount, index) => {
      if (discount.kind !== kind) return;
      const wanted = kind === "percentage" ? Math.round((productsGross * discount.value) / 100) : discount.value;
      shares[index] = Math.max(0, Math.min(wanted, productsGross - taken));
      taken += shares[index];
    });
  }
  return shares;
}

export const productsDiscountPence = (productsGross: number, discounts: readonly AppliedDiscount[]) =>
  productsDiscountShares(productsGross, discounts).reduce((total, share) => total + share, 0);

/** The products total of these lines, gross pence (what a code's minimum and percentage are judged on). */
export const productsGrossOf = (items: readonly { linePrice: Money }[]) => items.reduce((total, item) => total + item.linePrice.gross, 0);

/** Whether a free-delivery code zeroes this basket's delivery (standard delivery only). */
export function hasFreeDelivery(shippingMethodId: string, discounts: readonly AppliedDiscount[]): boolean {
  return shippingMethodId === "standard" && discounts.some((discount) => discount.kind === "freeDelivery");
}

/**
 * The discount as Money: the VAT-able share of it reduces the VAT-able products amount, so its net
 * is round(share / 1.2); any share on zero-rated lines has no VAT.
 */
function discountMoney(items: readonly { linePrice: Money }[], productsGross: number, discountGross: number): Money {
  if (discountGross === 0 || productsGross === 0) return moneyFromGross(0);
  const vatableGross = items.reduce((total, item) => total + (item.linePrice.net === item.linePrice.gross ? 0 : item.linePrice.gross), 0);
  const vatableShare = Math.round((discountGross * vatableGross) / productsGross);
  const vatable = moneyFromGross(vatableShare, true);
  return sum([vatable, moneyFromGross(discountGross - vatableShare, false)]);
}

/**
 * Products, shipping, discount and total. `discounts` are the codes the server applied: products
 * codes fill discountPrice, a free-delivery code zeroes standard delivery. The £65 free-delivery
 * threshold is judged on the products total before any discount.
 */
export function cartAmounts(
  items: readonly { linePrice: Money }[],
  shippingMethodId: string,
  discounts: readonly AppliedDiscount[] = [],
): CartAmounts {
  const productsPrice = sum(items.map((item) => item.linePrice));
  const shipping = hasFreeDelivery(shippingMethodId, discounts) ? 0 : shippingPence(shippingMethodId, productsPrice.gross);
  const shippingPrice = moneyFromGross(shipping);
  const discountPrice = discountMoney(items, productsPrice.gross, productsDiscountPence(productsPrice.gross, discounts));
  const totalPrice = minus(sum([productsPrice, shippingPrice]), discountPrice);
  return { productsPrice, shippingPrice, discountPrice, totalPrice };
}
