// The help centre (app/help): its topics in order, each with its questions, and the page's own
// words. The terms of sale and the returns policy are ./terms-of-sale.ts and ./returns-policy.ts.
import { SITE_NAME } from "@/lib/constants";
import { ACCOUNT, PAYMENT, RETURNS } from "./help-orders";
import { BOXES, DELIVERY, STRENGTH } from "./help-shop";
import { CONTACT_SENTENCE } from "./policy-text";
import type { HelpSection } from "./types";

export const HELP_PAGE = {
  title: "Help centre",
  description: `Answers from ${SITE_NAME}: delivery and its costs, why boxes must be full, what alcohol-free means, returns and damage, payment, and your account and data.`,
  standfirst: "Straight answers about delivery, boxes, strengths, returns, payment and your account, written from the rules the shop runs on.",
};

/** The topics in the page's order (content/help/types.ts HELP_SECTION_IDS names their anchors). */
export const HELP_SECTIONS: readonly HelpSection[] = [DELIVERY, BOXES, STRENGTH, RETURNS, PAYMENT, ACCOUNT];

/** The closing "Contact us" section: a heading and one sentence; the contact form follows it (components/help/ContactForm.tsx). */
export const HELP_CONTACT = { id: "contact", title: "Contact us", text: CONTACT_SENTENCE } as const;
