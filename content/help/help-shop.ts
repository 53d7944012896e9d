// The help centre's first three topics: delivery and its costs, boxes and why they must be full,
// strengths and what alcohol-free means. Every figure comes from lib/help/figures.ts.
import { HELP_FIGURES as F, andList } from "@/lib/help/figures";
import { FIND_YOUR_ORDER, STRENGTH_GUIDE_LINK, STRENGTH_TERMS } from "./policy-text";
import { list, p, type HelpSection } from "./types";

const freeDelivery = `${F.freeDeliveryFrom ? "Free delivery is judged on the price of your drinks before any discount code. " : ""}A free-delivery code works with ${F.standardName} only.`;

export const DELIVERY: HelpSection = {
  id: "delivery",
  title: "Delivery and its costs",
  questions: [
    {
      id: "delivery-cost",
      question: "How much does delivery cost?",
      answer: [
        p("Delivery is charged once per order, however many boxes it fills. You choose how it comes at checkout:"),
        list(...F.shippingLines),
        p(freeDelivery),
      ],
    },
    {
      id: "delivery-where",
      question: "Where do you deliver?",
      answer: [p("To addresses in the UK only. Checkout asks for a UK postcode for the delivery address.")],
    },
    {
      id: "delivery-tracking",
      question: "How do I follow my order?",
      answer: [
        p(
          `When we send your boxes, we email you the carrier and the tracking number, with a link to follow the parcel on the carrier\u2019s site. We send parcels with ${F.carriers}.`,
        ),
        p("Your order page shows the same, and how far your order has got: packed, dispatched and delivered."),
        FIND_YOUR_ORDER,
      ],
    },
  ],
};

export const BOXES: HelpSection = {
  id: "boxes",
  title: "Boxes, and why they must be full",
  questions: [
    {
      id: "boxes-why-full",
      question: "Why must my boxes be full?",
      answer: [
        p(
          "Your drinks travel in boxes made to hold a set number of bottles or cans. In a box with gaps they can move about on the way, and bottles break. So we only send full boxes: checkout opens once every box in your basket is full.",
        ),
      ],
    },
    {
      id: "boxes-what-fills",
      question: "What fills a box?",
      answer: [
        p("Each drink goes in the box for its size:"),
        list(...F.boxes.map((box) => `${box.displayName}: ${box.description}`)),
        p(
          `You can mix any drinks of the right size in the same box, and a multipack counts as the bottles or cans inside it. A ${F.wineBoxName} can also go as a half box of ${F.wineBoxHalf}, so your wine and spirit bottles come to ${F.wineBoxHalf}, ${F.wineBoxFull}, ${F.wineBoxFull + F.wineBoxHalf} and so on.`,
        ),
      ],
    },
    {
      id: "boxes-how-many",
      question: "How do I know how many more drinks I need?",
      answer: [
        p(
          "Your basket and checkout say how many more drinks of each size fill each box, with links to the aisles that have them. The assistant can also suggest drinks that fill a box exactly.",
        ),
      ],
    },
  ],
};

export const STRENGTH: HelpSection = {
  id: "strength",
  title: "Strengths, and what alcohol-free means",
  questions: [
    {
      id: "strength-meaning",
      question: "What does \u201calcohol-free\u201d mean?",
      answer: [
        p("ABV is alcohol by volume: the share of the drink that is pure alcohol. On a UK label, under the government\u2019s 2018 guidance on low-alcohol descriptors:"),
        ...STRENGTH_TERMS,
      ],
    },
    {
      id: "strength-aisles",
      question: `Why is a ${F.shopMaxAbv} drink in an alcohol-free aisle?`,
      answer: [
        p(
          `Most alcohol-free wines, and many beers and ciders, are made as the real thing and then have their alcohol taken out until no more than ${F.deAlcoholisedMax} is left. In the guidance\u2019s own terms they are de-alcoholised rather than alcohol-free. We name our aisles \u201calcohol-free\u201d because that is the word most people look for, and we never let the aisle name stand in for the number: check the ABV, or use the filter.`,
        ),
      ],
    },
    {
      id: "strength-filter",
      question: "How do I find drinks of the strength I want?",
      answer: [p(`Every listing in the shop, from a single aisle to a search, has an ABV filter: ${andList(F.abvFilterLabels.map((label) => `\u201c${label}\u201d`))}.`)],
    },
    {
      id: "strength-zero",
      question: "Who should choose 0.0%?",
      answer: [
        p(
          "If you are pregnant or trying to become pregnant, the NHS says the safest approach is not to drink alcohol at all: choose 0.0%, and ask your midwife or GP if you are unsure about a drink. If you take a medicine that should not be mixed with alcohol, check its leaflet or ask your pharmacist before choosing anything above 0.0%. If you are in recovery from alcohol dependence, talk to your GP, key worker or support group about whether alcohol-free drinks suit you.",
        ),
        p("More in our guide to ", STRENGTH_GUIDE_LINK, "."),
      ],
    },
  ],
};
