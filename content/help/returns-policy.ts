// The returns policy (app/returns-policy): cancelling before we pack, changing your mind, what cannot
// come back, how to return, damage and refunds. The paragraphs are ./policy-text.ts's, shared with the
// help centre and the terms of sale; figures come from lib/help/figures.ts.
import { CONSUMER_LAW, HELP_FIGURES as F } from "@/lib/help/figures";
import { SITE_NAME } from "@/lib/constants";
import { LEGAL_LINKS } from "@/lib/navigation";
import { CANCEL_BEFORE_PACKING, CHANGE_OF_MIND, CONTACT_SENTENCE, DAMAGE, HOW_TO_RETURN, REFUNDS, TERMS_LINK, UNSEALED_EXCLUSION } from "./policy-text";
import { list, p, type PolicyDocument } from "./types";

export const RETURNS_POLICY: PolicyDocument = {
  title: LEGAL_LINKS.returns.label,
  description: `How to cancel an order from ${SITE_NAME}, return drinks within ${F.returnWindow} of delivery, report damage and get your money back.`,
  standfirst: "How to cancel, return drinks, tell us about damage and get your money back. Your rights under UK consumer law always apply.",
  sections: [
    {
      id: "summary",
      title: "At a glance",
      body: [
        list(
          "Cancel free of charge from your order page until we pack your order.",
          `Changed your mind? Return unopened drinks, with the seal intact, within ${F.returnWindow} of delivery.`,
          `Damaged or missing? Tell us within ${F.damageWindow} of delivery, with a photograph.`,
          `Refunds go back to the payment method you used, within ${F.refundPeriod} of us getting the drinks back or your proof that you sent them.`,
        ),
      ],
    },
    { id: "cancelling", title: "Cancelling before we pack your order", body: CANCEL_BEFORE_PACKING },
    { id: "change-of-mind", title: "Changing your mind after delivery", body: CHANGE_OF_MIND },
    { id: "exclusions", title: "Opened drinks", body: [UNSEALED_EXCLUSION] },
    { id: "how-to-return", title: "How to return items", body: HOW_TO_RETURN },
    { id: "damage", title: "Damaged, faulty or missing items", body: DAMAGE },
    { id: "refunds", title: "Refunds", body: REFUNDS },
    {
      id: "your-rights",
      title: "Your legal rights",
      body: [
        p(
          `This policy explains how we meet your rights under ${CONSUMER_LAW.contracts} and ${CONSUMER_LAW.rights}; it never takes them away. The rest of what applies when you buy from us is in our `,
          TERMS_LINK,
          ".",
        ),
        p(CONTACT_SENTENCE),
      ],
    },
  ],
};
