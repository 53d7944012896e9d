// Delivery, boxes, VAT and returns as the assistant states them: one place, built from the same
// constants the cart and checkout use.
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY, SHIPPING_METHODS } from "../constants";
import { PACKAGING_BOX_TYPES } from "../cart/boxes";
import { penceText } from "../cart/money";

export type FactTopic = "delivery" | "boxes" | "vat" | "returns" | "payment";

const standard = SHIPPING_METHODS.standard;
const nextDay = SHIPPING_METHODS["next-day"];

export const FACTS: Record<FactTopic, string> = {
  delivery: `${standard.name} costs £${penceText(standard.pricePence)}, free once your drinks reach £${penceText(standard.freeFromPence)}. ${nextDay.name} costs £${penceText(nextDay.pricePence)}. We deliver to addresses in the UK only.`,
  boxes: `Drinks travel in boxes that must be full before checkout: a ${PACKAGING_BOX_TYPES.boxType_330.displayName} holds ${BOX_CAPACITIES.boxType_330} bottles or cans of 330 ml or less, a ${PACKAGING_BOX_TYPES.boxType_500.displayName} holds ${BOX_CAPACITIES.boxType_500} of 440–500 ml, and a ${PACKAGING_BOX_TYPES.boxType_750.displayName} holds ${HALF_BOX_750_CAPACITY} or ${BOX_CAPACITIES.boxType_750} wines and spirits. Multipacks count as their bottles or cans.`,
  vat: "Prices include VAT at 20 %. Your order confirmation shows the VAT on every line.",
  payment: "At checkout you can pay by card (taken securely by Stripe) or choose pay on delivery. Those are the two ways to pay.",
  returns: "If anything arrives damaged, faulty or not what you ordered, tell us within 30 days of delivery and we'll refund or replace it. Your rights under UK consumer law are not affected.",
};
