// The pieces every order email is made of (pure): HTML escaping, how money, dates, boxes and
// addresses read, how a text part is put together and ends, and the page an HTML part sits in. The
// messages (order-confirmation-mail.ts, order-mail-messages.ts, return-mail-messages.ts,
// support-mail-messages.ts) build on these; sending is lib/server/mail/mailer.ts.
import { PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import type { BoxType, CartItem, Money, PostalAddress } from "@/lib/cart/types";
import type { OrderView } from "@/lib/checkout/contract";
import { SHIPPING_METHODS } from "@/lib/constants";

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

export const pounds = (money: Money) => `£${money.grossText}`;
export const packText = (item: CartItem) => (item.multipackQuantity > 1 ? `${item.multipackQuantity}-pack` : "Single");

/** "20 November 2026 at 10:15" (UK time). */
export const mailDateTime = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" }).format(new Date(iso));

/** "20 November 2026" (UK time). */
export const mailDate = (iso: string) => new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date(iso));

export function shippingName(id: string): string {
  return Object.hasOwn(SHIPPING_METHODS, id) ? SHIPPING_METHODS[id as keyof typeof SHIPPING_METHODS].name : id;
}

/** "1 × Small Drinks Box" per box type the order fills. */
export function boxLines(boxes: OrderView["boxes"]): string[] {
  return (Object.entries(boxes) as [BoxType, number][])
    .filter(([type, count]) => count > 0 && type in PACKAGING_BOX_TYPES)
    .map(([type, count]) => `${count} × ${PACKAGING_BOX_TYPES[type].displayName}`);
}

export function addressLines(address: PostalAddress): string[] {
  const country = address.country === "GB" ? "United Kingdom" : address.country;
  return [
    `${address.firstName} ${address.lastName}`.trim(),
    address.line1,
    address.line2,
    address.city,
    address.county,
    address.postcode,
    country,
    address.phone,
  ].filter((line): line is string => Boolean(line?.trim()));
}

export const greetingOf = (order: OrderView) => (order.deliveryAddress.firstName ? `Hello ${order.deliveryAddress.firstName},` : "Hello,");

/** A carrier's tracking page as a customer may follow it: https only, else null. */
export const safeTrackingLink = (url: string | null | undefined) => (url && /^https:\/\//i.test(url) ? url : null);

// --- Text ----------------------------------------------------------------------------------------

/** How we sign every email. */
export const SIGN_OFF = "Alcohol Free Co";

/** The line that asks for the order's reference in any question. */
export const questionsLine = (order: OrderView) => `If you have any questions, get in touch and quote your order reference ${order.reference}.`;

/** A text part from its lines: a `null` or `false` line is left out, an empty string is a blank line. */
export function textOf(parts: (string | null | false)[]): string {
  return parts.filter((part): part is string => typeof part === "string").join("\n");
}

/**
 * How every order and return mail's text part ends: the questions line (the dispatch and refused
 * return mails leave it out), the order's link, a note after the link if there is one, the
 * sign-off. One place, so they all match.
 */
export function orderClosingLines(
  order: OrderView,
  orderUrl: string,
  { askQuestions = true, afterLink = null }: { askQuestions?: boolean; afterLink?: string | null } = {},
): (string | null | false)[] {
  return [
    "",
    askQuestions && questionsLine(order),
    askQuestions && "",
    `See your order: ${orderUrl}`,
    afterLink && "",
    afterLink,
    "",
    SIGN_OFF,
  ];
}

// --- HTML ----------------------------------------------------------------------------------------

const e = escapeHtml;
export const MUTED = "#5b6470";
const CELL = "padding:6px 0;border-bottom:1px solid #e6e8eb;vertical-align:top";
const HEAD = "padding:6px 0;border-bottom:2px solid #1c2430";

/** The email's heading, and a section's (escaped). */
export const h1 = (text: string) => `<h1 style="font-size:22px;margin:0 0 12px">${e(text)}</h1>`;
export const h2 = (text: string) => `<h2 style="font-size:17px;margin:24px 0 8px">${e(text)}</h2>`;

/** A paragraph of escaped text. */
export const para = (text: string, style = "margin:0 0 16px") => `<p style="${style}">${e(text)}</p>`;

/** Rows of label and value (both escaped), the last one bold when `total` is set. */
export function amountTable(rows: [string, string][], total?: [string, string]): string {
  const body = rows
    .map(([label, value]) => `<tr><td style="padding:4px 0">${e(label)}</td><td style="padding:4px 0;text-align:right">${e(value)}</td></tr>`)
    .join("");
  const foot = total
    ? `<tr><td style="padding:8px 0;border-top:2px solid #1c2430;font-weight:bold">${e(total[0])}</td><td style="padding:8px 0;border-top:2px solid #1c2430;text-align:right;font-weight:bold">${e(total[1])}</td></tr>`
    : "";
  return `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">\n${body}\n${foot}\n</table>`;
}

/** A table of lines: [name, detail under it or null, quantity, amount], all escaped. */
export function lineTable(lines: [string, string | null, number, string][], amountHeading = "Total"): string {
  const rows = lines
    .map(
      ([name, detail, quantity, amount]) =>
        `<tr><td style="${CELL}">${e(name)}${detail ? `<br><span style="color:${MUTED};font-size:13px">${e(detail)}</span>` : ""}</td>` +
        `<td style="${CELL};text-align:center">${quantity}</td><td style="${CELL};text-align:right">${e(amount)}</td></tr>`,
    )
    .join("");
  return (
    `<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">\n` +
    `<tr><th style="text-align:left;${HEAD}">Item</th><th style="${HEAD}">Qty</th><th style="text-align:right;${HEAD}">${e(amountHeading)}</th></tr>\n${rows}\n</table>`
  );
}

/** An address under its heading, as a table cell. */
export const addressCell = (title: string, lines: string[]) =>
  `<td style="padding:0 16px 0 0;vertical-align:top;width:50%"><h3 style="font-size:15px;margin:0 0 6px">${e(title)}</h3><p style="margin:0;line-height:1.5">${lines.map(e).join("<br>")}</p></td>`;

/** A button-like link and the same link written out for clients that drop the button. */
export function buttonLink(label: string, url: string, margin = "24px 0"): string {
  return (
    `<p style="margin:${margin}"><a href="${e(url)}" style="display:inline-block;padding:12px 20px;background:#00a3c4;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${e(label)}</a></p>\n` +
    `<p style="margin:0;color:${MUTED};font-size:13px">If the button does not work, open this link: ${e(url)}</p>`
  );
}

/** The whole HTML document: `body` is HTML already built from escaped parts. */
export function htmlPage(subject: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1c2430">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Alcohol Free Co</p>
${body}
</div>
</body>
</html>
`;
}

/** The site's page at `path` as an absolute http(s) link, its origin taken from a link we already send (an order's); null if there is none. */
export function siteLink(path: string, base: string): string | null {
  try {
    const url = new URL(path, base);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
