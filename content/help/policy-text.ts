// The words the help centre, the terms of sale and the returns policy share: cancelling before we
// pack, changing your mind, returning, damage and refunds. Written once here, so the three pages
// can never disagree; every figure comes from lib/help/figures.ts.
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";
import { CONSUMER_LAW, HELP_FIGURES as F, andList } from "@/lib/help/figures";
import { ACCOUNT_LINKS, LEGAL_LINKS, canonicalHref } from "@/lib/navigation";
import { link, list, p, steps, type HelpBlock } from "./types";

export const ORDERS_LINK = link("Orders", canonicalHref(ACCOUNT_LINKS.orders.href));
export const TERMS_LINK = link(LEGAL_LINKS.terms.label, LEGAL_LINKS.terms.href);
export const RETURNS_LINK = link(LEGAL_LINKS.returns.label, LEGAL_LINKS.returns.href);
export const PRIVACY_LINK = link(LEGAL_LINKS.privacy.label, LEGAL_LINKS.privacy.href);
export const STRENGTH_GUIDE_LINK = link("what alcohol-free means", ABV_EXPLAINER_PATH);

/** The sentence the help centre ends with; no link until the contact form's page exists. */
export const CONTACT_SENTENCE = "Can't find your answer? Ask the assistant, or write to us using the contact form.";

/** Where a customer finds their order: the account, or the link a guest was emailed. */
export const FIND_YOUR_ORDER: HelpBlock = p(
  "Signed in, you find your order under ",
  ORDERS_LINK,
  " in your account; as a guest, through the \u201cSee your order\u201d link in your order confirmation email.",
);

export const CANCEL_BEFORE_PACKING: HelpBlock[] = [
  p(
    "You can cancel free of charge until we pack your order: open it and choose \u201cCancel order\u201d. If you paid by card, the whole amount goes back to the card you paid with; a pay-on-delivery order is simply cancelled and nothing is charged.",
  ),
  FIND_YOUR_ORDER,
  p(
    "Once we have packed your order it can no longer be cancelled from the order page. You can still change your mind: return the drinks after they arrive, as below.",
  ),
];

export const CHANGE_OF_MIND: HelpBlock[] = [
  p(
    `You can change your mind and return drinks within ${F.returnWindow} of delivery, as long as they are unopened with the seal intact. Under ${CONSUMER_LAW.contractsShort} you have ${F.cancellationPeriod} from the day your order is delivered to cancel a purchase made online.`,
  ),
];

export const UNSEALED_EXCLUSION: HelpBlock = p(
  `Drinks are sealed goods that are not suitable for return once opened, for health protection and hygiene reasons. The law lets us exclude them from the right to cancel once they have been unsealed after delivery, so we can only take back unopened drinks with the seal intact. This does not apply to a drink that is faulty or was damaged before it reached you: see below.`,
);

export const HOW_TO_RETURN: HelpBlock[] = [
  steps(
    ["Open your order: signed in, from ", ORDERS_LINK, " in your account; as a guest, from the link in your order confirmation email."],
    "Choose \u201cReturn items\u201d, then pick the items you are sending back and a reason.",
    "We email you a return reference and the address to send them to.",
  ),
  p(`Send the drinks back within ${F.sendBackPeriod} of asking for the return. The return address is in the email we send with your return reference.`),
];

export const DAMAGE: HelpBlock[] = [
  p(
    `If anything arrives damaged, or something is missing, tell us within ${F.damageWindow} of delivery, with a photograph of what arrived, and we will refund or replace it. Use "Report damaged or missing items" on your order's page (signed in, or through the link in your confirmation email): choose the item, say how many, and add up to three photos. Keep the damaged drinks and their packaging until we reply. The sooner we know, the sooner we can put it right.`,
  ),
  p(
    `Under ${CONSUMER_LAW.rights}, the drinks we sell must be as described, of satisfactory quality and fit for purpose, and they are our responsibility until they are delivered to you. If a fault shows up later, still tell us: the ${F.damageWindow} are there so we can act quickly, and they do not limit your legal rights.`,
  ),
];

const standardFree = F.freeDeliveryFrom ? `, or nothing when your drinks came to ${F.freeDeliveryFrom} or more` : "";
const premium = F.premiumNames.length > 0 ? ` The extra cost of ${andList(F.premiumNames)} is not refunded.` : "";

export const REFUNDS: HelpBlock[] = [
  p(
    `We refund you within ${F.refundPeriod} of getting the drinks back, or of you showing us that you have sent them, whichever comes first. The refund goes back to the payment method you used.`,
  ),
  p(
    `If you cancel or return your whole order, the refund includes what you paid for delivery, up to what ${F.standardName} would have cost for that order (${F.standardPrice}${standardFree}).${premium}`,
  ),
];

/** The strength rules in one list: the help centre and the terms of sale both state them. */
export const STRENGTH_TERMS: HelpBlock[] = [
  list(
    `\u201cAlcohol-free\u201d means ${F.alcoholFreeMax} ABV or less.`,
    `\u201cDe-alcoholised\u201d means ${F.deAlcoholisedMax} ABV or less: a drink made as wine, beer or cider in the usual way, which then had its alcohol taken out.`,
    `\u201cLow alcohol\u201d means ${F.lowAlcoholMax} ABV or less.`,
  ),
  p(
    `Nothing we sell is stronger than ${F.shopMaxAbv} ABV. Every drink shows its exact ABV on its product page, on its card in every listing and on its line in your basket. More in our guide to `,
    STRENGTH_GUIDE_LINK,
    ".",
  ),
];
