// The back-in-stock email (pure): one message per subscriber when a product returns. Plain and
// friendly, British English; the unsubscribe link works without signing in (its page asks for one
// press of a button, so a mail scanner that opens links unsubscribes nobody).
import { buttonLink, escapeHtml, htmlPage, MUTED, para, type MailMessage } from "@/lib/server/mail/mail-parts";
import { CONFIRMATION_VALID_DAYS, confirmUrl, productUrl, unsubscribeUrl } from "./contract";

/** The plain-text part: a greeting, the paragraphs, and the shop's name, a blank line between each. */
const plainText = (paragraphs: string[]) => `${["Hello,", ...paragraphs, "Alcohol Free Co"].join("\n\n")}\n`;

export interface BackInStockMail {
  /** As shoppers say it: brand and name, e.g. "Lucky Saint Unfiltered Lager". */
  productName: string;
  slug: string;
  /** The secret of this subscription's unsubscribe link. */
  unsubscribeToken: string;
  /** The site's public origin, e.g. https://alcoholfree.example. */
  origin: string;
}

export function backInStockMessage({ productName, slug, unsubscribeToken, origin }: BackInStockMail): MailMessage {
  const subject = `Back in stock: ${productName}`;
  const link = productUrl(origin, slug);
  const unsubscribe = unsubscribeUrl(origin, unsubscribeToken);
  const opening = `Good news: ${productName} is back in stock. You asked us to let you know, so here we are.`;
  const caveat = "We can't hold it for you, and popular drinks can sell out again quickly, so have a look soon if you'd like some.";
  const oneOff = "This is the only email you'll get about it: your alert ends with this message, and we won't add you to any mailing list.";
  const text = plainText([opening, `See it in the shop: ${link}`, caveat, oneOff, `Didn't ask for this, or changed your mind? Stop this alert: ${unsubscribe}`]);
  const html = htmlPage(
    subject,
    [
      para("Hello,"),
      para(opening),
      buttonLink(`See ${productName}`, link, "24px 0 8px"),
      para(caveat, "margin:24px 0 16px"),
      para(oneOff),
      `<p style="margin:24px 0 0;color:${MUTED};font-size:13px">Didn't ask for this, or changed your mind? <a href="${escapeHtml(unsubscribe)}" style="color:${MUTED}">Stop this alert</a>.</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}

export interface ConfirmAlertMail {
  productName: string;
  /** The secret of this subscription's confirmation link. */
  confirmToken: string;
  /** The secret of its unsubscribe link: the one way to stop a confirmed alert before its email. */
  unsubscribeToken: string;
  origin: string;
}

/**
 * The confirmation request (double opt-in, issue 34.8): sent to an address someone typed, so it
 * asks before anything else is sent and says what happens if it is ignored; its unsubscribe link
 * lets the reader stop the alert later, while it waits (the back-in-stock email ends it anyway).
 */
export function confirmAlertMessage({ productName, confirmToken, unsubscribeToken, origin }: ConfirmAlertMail): MailMessage {
  const subject = `Confirm your back-in-stock alert: ${productName}`;
  const link = confirmUrl(origin, confirmToken);
  const opening = `Someone, hopefully you, asked us to email this address when ${productName} is back in stock.`;
  const ask = "If that was you, confirm your alert and we'll send you one email when it returns.";
  const ignore = `Didn't ask for this? Ignore this email: we won't email you about it, and we'll delete your address within ${CONFIRMATION_VALID_DAYS} days.`;
  const unsubscribe = unsubscribeUrl(origin, unsubscribeToken);
  const later = "Confirmed it and changed your mind before it's back? Stop this alert:";
  const text = plainText([`${opening}\n${ask}`, `Confirm my alert: ${link}`, `The link works for ${CONFIRMATION_VALID_DAYS} days.`, ignore, `${later} ${unsubscribe}`]);
  const html = htmlPage(
    subject,
    [
      para("Hello,"),
      para(`${opening} ${ask}`),
      buttonLink("Confirm my alert", link, "24px 0 8px"),
      para(`The link works for ${CONFIRMATION_VALID_DAYS} days.`, "margin:24px 0 16px"),
      `<p style="margin:24px 0 0;color:${MUTED};font-size:13px">${escapeHtml(ignore)}</p>`,
      `<p style="margin:12px 0 0;color:${MUTED};font-size:13px">${escapeHtml(later)} <a href="${escapeHtml(unsubscribe)}" style="color:${MUTED}">Stop this alert</a>.</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}
