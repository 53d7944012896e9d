// Every figure the help centre, the terms of sale and the returns policy state, worked out from
// the rules the shop runs on (lib/constants.ts, the box table, the ABV guidance, the checkout's
// labels). Nothing here is typed in twice: change a rule there and the pages follow.
// The law's own figures (the 14 days of the Consumer Contracts Regulations) are in CONSUMER_LAW.
import { PRODUCT_INPUT_LIMITS } from "@/lib/admin/product-input";
import { BOX_TYPES, PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import { poundsText } from "@/lib/cart/money";
import { UK_ABV_DESCRIPTOR_LIMITS, abvNumber } from "@/lib/catalogue/abv";
import { ABV_LIMITS } from "@/lib/catalogue/filters";
import { PAYMENT_METHOD_LABELS } from "@/lib/checkout/contract";
import {
  BOX_CAPACITIES,
  DAMAGE_REPORT_HOURS,
  DEFAULT_SHIPPING_METHOD_ID,
  HALF_BOX_750_CAPACITY,
  RETURN_WINDOW_DAYS,
  SHIPPING_METHODS,
  VAT_RATE,
} from "@/lib/constants";
import { CARRIERS, CARRIER_DETAILS } from "@/lib/orders/carriers";

/** UK consumer law as the pages cite it. These are the law's figures, not the shop's choices. */
export const CONSUMER_LAW = {
  contracts: "the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013",
  contractsShort: "the Consumer Contracts Regulations 2013",
  rights: "the Consumer Rights Act 2015",
  /** Days after delivery in which an online buyer may cancel (reg. 30–31). */
  cancellationDays: 14,
  /** Days in which the buyer sends the goods back after saying they cancel (reg. 35). */
  sendBackDays: 14,
  /** Days in which the seller refunds, from getting the goods back or proof they were sent (reg. 34). */
  refundDays: 14,
} as const;

/** "14 days", "1 day", "48 hours". */
export const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;
export const hours = (count: number) => `${count} ${count === 1 ? "hour" : "hours"}`;

/** "a, b and c". */
export function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "a, b or c". */
export function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

type ShippingMethod = (typeof SHIPPING_METHODS)[keyof typeof SHIPPING_METHODS];

/** "Standard delivery: £5.99, free when your drinks come to £65.00 or more." (the checkout's words). */
export function shippingLine(method: ShippingMethod): string {
  const free = method.freeFromPence === null ? "" : `, free when your drinks come to ${poundsText(method.freeFromPence)} or more`;
  return `${method.name}: ${poundsText(method.pricePence)}${free}.`;
}

const standard = SHIPPING_METHODS[DEFAULT_SHIPPING_METHOD_ID];
const dearer = Object.values(SHIPPING_METHODS).filter((method) => method.pricePence > standard.pricePence);

/** The box a shopper fills, as the basket names it, and what it takes. */
export interface BoxRule {
  displayName: string;
  /** "Holds 24 bottles or cans of 330 ml or smaller." */
  description: string;
}

export const HELP_FIGURES = {
  shippingLines: Object.values(SHIPPING_METHODS).map(shippingLine),
  standardName: standard.name,
  standardPrice: poundsText(standard.pricePence),
  /** "£65.00", or null if standard delivery is never free. */
  freeDeliveryFrom: standard.freeFromPence === null ? null : poundsText(standard.freeFromPence),
  /** The options that cost more than standard ("Next-day delivery"): their extra is not refunded on a cancellation. */
  premiumNames: dearer.map((method) => method.name),
  carriers: orList(CARRIERS.map((id) => CARRIER_DETAILS[id].name)),

  boxes: BOX_TYPES.map((type): BoxRule => ({ displayName: PACKAGING_BOX_TYPES[type].displayName, description: PACKAGING_BOX_TYPES[type].description })),
  wineBoxName: PACKAGING_BOX_TYPES.boxType_750.displayName,
  wineBoxFull: BOX_CAPACITIES.boxType_750,
  wineBoxHalf: HALF_BOX_750_CAPACITY,

  /** "0.05%", "0.5%", "1.2%": the UK descriptors. */
  alcoholFreeMax: `${abvNumber(UK_ABV_DESCRIPTOR_LIMITS.alcoholFree)}%`,
  deAlcoholisedMax: `${abvNumber(UK_ABV_DESCRIPTOR_LIMITS.deAlcoholised)}%`,
  lowAlcoholMax: `${abvNumber(UK_ABV_DESCRIPTOR_LIMITS.lowAlcohol)}%`,
  /** The strongest drink the shop takes into its catalogue: "0.5%". */
  shopMaxAbv: `${abvNumber(PRODUCT_INPUT_LIMITS.maxAbv)}%`,
  /** The ABV filter's choices as every listing shows them. */
  abvFilterLabels: ABV_LIMITS.map((limit) => limit.label),

  vatPercent: `${Math.round(VAT_RATE * 100)}%`,
  cardLabel: PAYMENT_METHOD_LABELS.stripe,
  payOnDeliveryLabel: PAYMENT_METHOD_LABELS.payOnDelivery,

  returnWindow: days(RETURN_WINDOW_DAYS),
  damageWindow: hours(DAMAGE_REPORT_HOURS),
  cancellationPeriod: days(CONSUMER_LAW.cancellationDays),
  sendBackPeriod: days(CONSUMER_LAW.sendBackDays),
  refundPeriod: days(CONSUMER_LAW.refundDays),
} as const;
