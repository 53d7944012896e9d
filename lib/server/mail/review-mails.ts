import "server-only";
import { escapeHtml as e, buttonLink, htmlPage, MUTED, para, type MailMessage } from "./mail-parts";
import { sendOrderMail, type OrderMailKind } from "./mailer";

// The email a review's author gets when staff hide it (issue 28.1): which review, the reason staff
// gave, and where to see and edit it. Pure message below; sent through the one sender
// (lib/server/mail/mailer.ts: SMTP_URL, else the outbox as `<timestamp>-review-<id>-reviewHidden.eml`).
// Never names the member of staff.

export interface HiddenReviewFacts {
  id: string;
  title: string;
  productName: string;
  reason: string;
}

export function reviewHiddenMessage(review: HiddenReviewFacts, reviewsUrl: string): MailMessage {
  const subject = `Your review of ${review.productName} has been hidden`;
  const intro = `We have taken your review "${review.title}" of ${review.productName} off the product page.`;
  const reasonLine = `Why: ${review.reason}`;
  const next = "You can see it, and edit it, on your account's Reviews page. If you think we got this wrong, reply to this email.";
  const text = ["Hello,", "", intro, "", reasonLine, "", next, "", `Your reviews: ${reviewsUrl}`, "", "Alcohol Free Co"].join("\n");
  const html = htmlPage(
    subject,
    [
      para("Hello,", "margin:0 0 8px"),
      `<h1 style="font-size:22px;margin:0 0 12px">${e("Your review has been hidden")}</h1>`,
      para(intro),
      `<p style="margin:0 0 16px;padding:12px 16px;background:#f5f6f8;border-radius:6px"><strong>Why:</strong> ${e(review.reason)}</p>`,
      para(next, `margin:0 0 16px;color:${MUTED}`),
      buttonLink("See your reviews", reviewsUrl),
    ].join("\n"),
  );
  return { subject, text, html };
}

/** Tells the author their review was hidden, and why. Never throws; true when sent or written to the outbox. */
export function sendReviewHidden(email: string, review: HiddenReviewFacts, reviewsUrl: string): Promise<boolean> {
  // The sender is the order emails' one (outbox file names `<timestamp>-<reference>-<kind>.eml`).
  const kind: OrderMailKind = "reviewHidden";
  return sendOrderMail(kind, { reference: `review-${review.id.slice(0, 8)}`, email }, () => reviewHiddenMessage(review, reviewsUrl));
}
