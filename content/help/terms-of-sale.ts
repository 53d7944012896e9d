// The terms of sale (app/terms): what buying from the shop involves. The cancelling, returns, damage
// and refund paragraphs are the returns policy's own (./policy-text.ts); figures come from
// lib/help/figures.ts. No company address or registration number is stated that the site does not hold.
import { CONSUMER_LAW, HELP_FIGURES as F } from "@/lib/help/figures";
import { SITE_NAME } from "@/lib/constants";
import { LEGAL_LINKS } from "@/lib/navigation";
import { CANCEL_BEFORE_PACKING, CHANGE_OF_MIND, CONTACT_SENTENCE, DAMAGE, PRIVACY_LINK, REFUNDS, RETURNS_LINK, STRENGTH_TERMS, UNSEALED_EXCLUSION } from "./policy-text";
import { list, p, type PolicyDocument } from "./types";

export const TERMS_OF_SALE: PolicyDocument = {
  title: LEGAL_LINKS.terms.label,
  description: `The terms on which ${SITE_NAME} sells alcohol-free drinks online: prices, boxes, payment, delivery, cancelling, returns and refunds.`,
  standfirst: "What you can expect when you buy from us, and what we ask of you. Nothing here takes away your rights under UK consumer law.",
  sections: [
    {
      id: "about",
      title: "About these terms",
      body: [
        p(`These terms apply when you buy drinks from ${SITE_NAME}, a UK company, through this website. Please read them with our `, RETURNS_LINK, ", which sets out how cancelling, returns and refunds work step by step."),
        p(`Nothing in these terms affects your legal rights as a consumer, including those under ${CONSUMER_LAW.rights} and ${CONSUMER_LAW.contracts}.`),
      ],
    },
    {
      id: "drinks",
      title: "Our drinks and their strength",
      body: [
        p("We sell alcohol-free wines, beers, ciders, cocktails, spirits, soft drinks and mixers. On a UK label, under the government\u2019s 2018 guidance on low-alcohol descriptors:"),
        ...STRENGTH_TERMS,
      ],
    },
    {
      id: "prices",
      title: "Prices and VAT",
      body: [
        p(
          `Prices are in pounds sterling and include VAT where it applies, at ${F.vatPercent}. Delivery is charged as set out below. Checkout shows the total before you place your order; if a price changes while you are checking out, checkout shows you the new total first.`,
        ),
      ],
    },
    {
      id: "boxes",
      title: "Full boxes",
      body: [
        p("We send drinks in full boxes, so they cannot move about and break on the way. Checkout opens once every box in your basket is full:"),
        list(...F.boxes.map((box) => `${box.displayName}: ${box.description}`)),
      ],
    },
    {
      id: "ordering",
      title: "Placing an order",
      body: [
        p(
          "When you place your order we check that the drinks are in stock; if one has run out, checkout tells you before the order is placed. Once your order is placed (for a card payment, once the payment has gone through), we email you a confirmation with your order reference and a link to your order.",
        ),
      ],
    },
    {
      id: "payment",
      title: "Payment",
      body: [
        p("Checkout tells you how you will pay before you place your order:"),
        list(
          `${F.cardLabel}: on Stripe\u2019s secure payment page. We never see or store your card details. If you leave without paying, the order is cancelled and nothing is charged.`,
          `${F.payOnDeliveryLabel}: nothing is charged when you order; you pay when your drinks arrive.`,
        ),
      ],
    },
    {
      id: "delivery",
      title: "Delivery",
      body: [
        p("We deliver to addresses in the UK only. Delivery is charged once per order:"),
        list(...F.shippingLines),
        p(`The drinks are our responsibility until they are delivered to you. When we send your order we email you the carrier and a tracking number.`),
      ],
    },
    { id: "cancelling", title: "Cancelling before we pack your order", body: CANCEL_BEFORE_PACKING },
    { id: "change-of-mind", title: "Your right to change your mind", body: [...CHANGE_OF_MIND, UNSEALED_EXCLUSION, p("How to return drinks is in our ", RETURNS_LINK, ".")] },
    { id: "damage", title: "Damaged, faulty or missing items", body: DAMAGE },
    { id: "refunds", title: "Refunds", body: REFUNDS },
    {
      id: "privacy",
      title: "Your personal information",
      body: [p("We use what you give us to take, deliver and support your order. Our ", PRIVACY_LINK, " explains what we collect, why, and your rights over it.")],
    },
    { id: "questions", title: "Questions", body: [p(CONTACT_SENTENCE)] },
  ],
};
