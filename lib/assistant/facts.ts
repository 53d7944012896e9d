// Delivery, boxes, VAT and returns as the assistant states them: one place, built from the same
// constants the cart and checkout use.
import { BOX_CAPACITIES, DAMAGE_REPORT_HOURS, HALF_BOX_750_CAPACITY, RETURN_WINDOW_DAYS, SHIPPING_METHODS } from "../constants";
import { PACKAGING_BOX_TYPES } from "../cart/boxes";
import { penceText } from "../cart/money";

export type FactTopic = "delivery" | "boxes" | "vat" | "returns" | "payment" | "abv";

const standard = SHIPPING_METHODS.standard;
/** Pure alcohol in a 568 ml pint at 4% against a 330 ml can at 0.5% (the explainer page's comparison): about 14. */
const CANS_PER_PINT = Math.round((568 * 4) / (330 * 0.5));
const nextDay = SHIPPING_METHODS["next-day"];

export const FACTS: Record<FactTopic, string> = {
  delivery: `${standard.name} costs £${penceText(standard.pricePence)}, free once your drinks reach £${penceText(standard.freeFromPence)}. ${nextDay.name} costs £${penceText(nextDay.pricePence)}. We deliver to addresses in the UK only.`,
  boxes: `Drinks travel in boxes that must be full before checkout: a ${PACKAGING_BOX_TYPES.boxType_330.displayName} holds ${BOX_CAPACITIES.boxType_330} bottles or cans of 330 ml or less, a ${PACKAGING_BOX_TYPES.boxType_500.displayName} holds ${BOX_CAPACITIES.boxType_500} of 440–500 ml, and a ${PACKAGING_BOX_TYPES.boxType_750.displayName} holds ${HALF_BOX_750_CAPACITY} or ${BOX_CAPACITIES.boxType_750} wines and spirits. Multipacks count as their bottles or cans.`,
  abv: `On a UK label, “alcohol-free” means 0.05% ABV or less and “de-alcoholised” 0.5% or less. Most of our wines and beers are 0.5% ABV or less: a 330 ml can at 0.5% holds about a ${CANS_PER_PINT === 14 ? "fourteenth" : `1/${CANS_PER_PINT}`} of the alcohol in a pint of 4% beer. If you need no alcohol at all, in pregnancy for example, choose 0.0%: every product page states its exact ABV.`,
  vat: "Prices include VAT at 20 %. Your order confirmation shows the VAT on every line.",
  payment: "At checkout you can pay by card (taken securely by Stripe) or choose pay on delivery. Those are the two ways to pay.",
  // The same rules as the returns policy page (content/help/policy-text.ts).
  returns: `You can cancel an order free of charge from its order page until we pack it. After delivery you have ${RETURN_WINDOW_DAYS} days to return drinks unopened with the seal intact, for a refund to the way you paid. If anything arrives damaged or missing, report it within ${DAMAGE_REPORT_HOURS} hours of delivery from the order's page, with a photo, and we refund or replace it. The returns policy (/returns-policy) has the details; your rights under UK consumer law are not affected.`,
};
