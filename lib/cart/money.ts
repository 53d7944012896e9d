// Money in integer pence with VAT 20 % included in the gross (docs/decisions/money-in-pence-with-vat.md).
import { VAT_DIVISOR } from "../constants";
import type { CartAmounts, Money } from "./types";

/** "12.50" from 1250 pence. */
export function penceText(pence: number): string {
  return (pence / 100).toFixed(2);
}

/**
 * The shop's one way to write money: "£12.50" from 1250 pence, "£1234.50" from 123450 (no
 * grouping). Customer pages, the basket and emails use it.
 */
export function poundsText(pence: number): string {
  return `£${penceText(pence)}`;
}

const GROUPED_GBP = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });

/** The back office's dense form: "£1,234.50" from 123450 pence, "-£5.00" from -500. */
export function poundsTextGrouped(pence: number): string {
  return GROUPED_GBP.format(pence / 100);
}

/** Gross, net and tax of a VAT-inclusive gross amount: net = round(gross / 1.2), tax = gross − net. */
export function moneyFromGross(gross: number, isVatable = true): Money {
  const net = isVatable ? Math.round(gross / VAT_DIVISOR) : gross;
  const tax = gross - net;
  return { gross, net, tax, grossText: penceText(gross), netText: penceText(net), taxText: penceText(tax) };
}

export function zeroAmounts(): CartAmounts {
  const zero = moneyFromGross(0);
  return { productsPrice: zero, shippingPrice: zero, discountPrice: zero, totalPrice: zero };
}
