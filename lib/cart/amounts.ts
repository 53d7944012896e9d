// Cart amounts in pence with VAT 20 % (decisions.md): lines from unit gross × quantity, the cart
// from the sums of its lines plus shipping minus discount.
import { SHIPPING_METHODS } from "../constants";
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

export function cartAmounts(items: readonly { linePrice: Money }[], shippingMethodId: string): CartAmounts {
  const productsPrice = sum(items.map((item) => item.linePrice));
  const shippingPrice = moneyFromGross(shippingPence(shippingMethodId, productsPrice.gross));
  // No discounts yet (decisions.md): discountPrice is zero.
  const discountPrice = moneyFromGross(0);
  const totalPrice = minus(sum([productsPrice, shippingPrice]), discountPrice);
  return { productsPrice, shippingPrice, discountPrice, totalPrice };
}
