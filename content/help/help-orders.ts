// The help centre's last three topics: returns and damage, payment, accounts and data. The returns
// answers are the policy's own paragraphs (./policy-text.ts); every figure comes from lib/help/figures.ts.
import { HELP_FIGURES as F } from "@/lib/help/figures";
import { ACCOUNT_LINKS, canonicalHref } from "@/lib/navigation";
import { CANCEL_BEFORE_PACKING, CHANGE_OF_MIND, DAMAGE, HOW_TO_RETURN, PRIVACY_LINK, REFUNDS, RETURNS_LINK, TERMS_LINK, UNSEALED_EXCLUSION } from "./policy-text";
import { link, list, p, type HelpSection } from "./types";

const account = (key: keyof typeof ACCOUNT_LINKS) => link(ACCOUNT_LINKS[key].label, canonicalHref(ACCOUNT_LINKS[key].href));

export const RETURNS: HelpSection = {
  id: "returns",
  title: "Returns, damage and cancelling",
  questions: [
    { id: "returns-cancel", question: "Can I cancel my order?", answer: CANCEL_BEFORE_PACKING },
    { id: "returns-change-of-mind", question: "Can I return something I no longer want?", answer: [...CHANGE_OF_MIND, UNSEALED_EXCLUSION] },
    { id: "returns-how", question: "How do I return items?", answer: HOW_TO_RETURN },
    { id: "returns-damage", question: "Something arrived damaged, or is missing. What do I do?", answer: DAMAGE },
    {
      id: "returns-refund",
      question: "When do I get my money back?",
      answer: [...REFUNDS, p("The full rules are in our ", RETURNS_LINK, " and ", TERMS_LINK, ".")],
    },
  ],
};

export const PAYMENT: HelpSection = {
  id: "payment",
  title: "Payment and prices",
  questions: [
    {
      id: "payment-how",
      question: "How can I pay?",
      answer: [
        p("Checkout tells you how you will pay before you place your order. It is one of these:"),
        list(
          `${F.cardLabel}: you pay on Stripe\u2019s secure payment page. Your card details go straight to Stripe; we never see or store them. If you leave Stripe\u2019s page without paying, the order is cancelled and nothing is charged.`,
          `${F.payOnDeliveryLabel}: nothing is charged when you order, and you pay when your drinks arrive.`,
        ),
      ],
    },
    {
      id: "payment-vat",
      question: "Do prices include VAT?",
      answer: [p(`Yes. Every price in the shop includes VAT where it applies, at ${F.vatPercent}, and so does the total at checkout.`)],
    },
    {
      id: "payment-codes",
      question: "How do I use a discount code?",
      answer: [
        p(
          `Enter it in your basket, or in the order summary at checkout, which shows what it takes off before you pay. A free-delivery code works with ${F.standardName} only.`,
        ),
      ],
    },
  ],
};

export const ACCOUNT: HelpSection = {
  id: "account",
  title: "Your account and your data",
  questions: [
    {
      id: "account-needed",
      question: "Do I need an account to order?",
      answer: [
        p(
          "No. You can check out as a guest with your email address: we email your order confirmation with a link to see your order. With an account, your orders, addresses, favourites and reviews are kept together, and your basket is saved.",
        ),
        p("To open an account, choose ", account("signUp"), ": it takes a name, an email address and a password."),
      ],
    },
    {
      id: "account-sign-in",
      question: "How do I sign in, or reset my password?",
      answer: [
        p(
          "Choose ",
          account("signIn"),
          ", then use your email address and password, or your Google account. If you have forgotten your password, choose \u201cForgotten your password?\u201d on the sign-in page and we email you a link to choose a new one.",
        ),
      ],
    },
    {
      id: "account-data",
      question: "How do I see or delete the data you hold about me?",
      answer: [
        p(
          "When you are signed in, the ",
          account("privacy"),
          " page of your account lets you download everything we hold about you as one file, and delete your account. An account cannot be deleted while one of its orders is still on its way, because we need the address to deliver it.",
        ),
        p("Our ", PRIVACY_LINK, " explains what we collect, why, and who we share it with. We never sell your personal information."),
      ],
    },
  ],
};
