import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import { PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import { penceText } from "@/lib/cart/money";
import type { BoxType, CartItem, Money, PostalAddress } from "@/lib/cart/types";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type OrderView } from "@/lib/checkout/contract";
import { SHIPPING_METHODS } from "@/lib/constants";

// Order confirmation email. With SMTP_URL set it goes through that server; without it, the message
// nodemailer builds is written as an .eml file to the local outbox (MAIL_OUTBOX_DIR, default
// .data/outbox), so development and tests can read what a customer would get. A mail failure is
// logged and never reaches the caller: the order stands whether or not the email goes out.

export const DEFAULT_MAIL_FROM = "Alcohol Free Co <orders@alcoholfree.example>";
export const DEFAULT_MAIL_OUTBOX_DIR = ".data/outbox";
/** Said plainly wherever a pay-on-delivery order is described. */
export const PAY_ON_DELIVERY_NOTE = "You pay when your drinks arrive";

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

// --- Building the message (pure) -----------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text safe inside HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

const pounds = (money: Money) => `£${money.grossText}`;
const packText = (item: CartItem) => (item.multipackQuantity > 1 ? `${item.multipackQuantity}-pack` : "Single");

const orderDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" }).format(new Date(iso));

function shippingName(id: string): string {
  return Object.hasOwn(SHIPPING_METHODS, id) ? SHIPPING_METHODS[id as keyof typeof SHIPPING_METHODS].name : id;
}

function paymentText(order: OrderView): string {
  if (order.paymentMethod === "payOnDelivery") return `${PAYMENT_METHOD_LABELS.payOnDelivery}. ${PAY_ON_DELIVERY_NOTE}.`;
  if (order.status === "paid") return `${PAYMENT_METHOD_LABELS.stripe}: paid.`;
  if (order.status === "awaitingPayment") return `${PAYMENT_METHOD_LABELS.stripe}: we will confirm as soon as your payment has gone through.`;
  return `${PAYMENT_METHOD_LABELS.stripe}.`;
}

function boxLines(boxes: OrderView["boxes"]): string[] {
  return (Object.entries(boxes) as [BoxType, number][])
    .filter(([type, count]) => count > 0 && type in PACKAGING_BOX_TYPES)
    .map(([type, count]) => `${count} × ${PACKAGING_BOX_TYPES[type].displayName}`);
}

function addressLines(address: PostalAddress): string[] {
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

function amountRows(order: OrderView): [string, string][] {
  const { productsPrice, shippingPrice, discountPrice, totalPrice } = order.amounts;
  const rows: [string, string][] = [
    ["Products", pounds(productsPrice)],
    [`Delivery (${shippingName(order.shippingMethod)})`, shippingPrice.gross > 0 ? pounds(shippingPrice) : "Free"],
  ];
  if (discountPrice.gross > 0) rows.push(["Discount", `−${pounds(discountPrice)}`]);
  rows.push(["VAT included", `£${totalPrice.taxText}`]);
  return rows;
}

/** The confirmation email for an order: subject, plain text and HTML (every interpolated value escaped). */
export function orderConfirmationMessage(order: OrderView, confirmationUrl: string): MailMessage {
  const subject = `Your order ${order.reference}`;
  const placed = orderDate(order.createdAt);
  const status = ORDER_STATUS_LABELS[order.status];
  const payment = paymentText(order);
  const boxes = boxLines(order.boxes);
  const amounts = amountRows(order);
  const total = pounds(order.amounts.totalPrice);
  const delivery = addressLines(order.deliveryAddress);
  const billing = addressLines(order.billingAddress);
  const greeting = order.deliveryAddress.firstName ? `Hello ${order.deliveryAddress.firstName},` : "Hello,";

  const text = [
    greeting,
    "",
    `Thank you for your order. Here is what you ordered.`,
    "",
    `Order: ${order.reference}`,
    `Placed: ${placed}`,
    `Status: ${status}`,
    `Payment: ${payment}`,
    "",
    "Your drinks",
    ...order.items.map((item) => `  ${item.quantity} × ${item.productName} (${packText(item)})  ${pounds(item.linePrice)}`),
    "",
    `Boxes: ${boxes.length ? boxes.join(", ") : "none"}`,
    "",
    ...amounts.map(([label, value]) => `${label}: ${value}`),
    `Total: ${total}`,
    "",
    "Delivery address",
    ...delivery.map((line) => `  ${line}`),
    "",
    "Billing address",
    ...billing.map((line) => `  ${line}`),
    "",
    `See your order: ${confirmationUrl}`,
    "",
    "Alcohol Free Co",
  ].join("\n");

  const e = escapeHtml;
  const cell = "padding:6px 0;border-bottom:1px solid #e6e8eb;vertical-align:top";
  const itemRows = order.items
    .map(
      (item) =>
        `<tr><td style="${cell}">${e(item.productName)}<br><span style="color:#5b6470;font-size:13px">${e(packText(item))} · £${e(penceText(item.itemPrice.gross))} each</span></td>` +
        `<td style="${cell};text-align:center">${item.quantity}</td><td style="${cell};text-align:right">${e(pounds(item.linePrice))}</td></tr>`,
    )
    .join("");
  const amountHtml = amounts
    .map(([label, value]) => `<tr><td style="padding:4px 0">${e(label)}</td><td style="padding:4px 0;text-align:right">${e(value)}</td></tr>`)
    .join("");
  const addressHtml = (title: string, lines: string[]) =>
    `<td style="padding:0 16px 0 0;vertical-align:top;width:50%"><h3 style="font-size:15px;margin:0 0 6px">${e(title)}</h3><p style="margin:0;line-height:1.5">${lines.map(e).join("<br>")}</p></td>`;

  const html = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1c2430">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Alcohol Free Co</p>
<p style="margin:0 0 8px">${e(greeting)}</p>
<p style="margin:0 0 24px">Thank you for your order. Here is what you ordered.</p>
<h1 style="font-size:22px;margin:0 0 4px">Order ${e(order.reference)}</h1>
<p style="margin:0 0 4px;color:#5b6470">Placed ${e(placed)}</p>
<p style="margin:0 0 4px"><strong>Status:</strong> ${e(status)}</p>
<p style="margin:0 0 24px"><strong>Payment:</strong> ${e(payment)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
<tr><th style="text-align:left;padding:6px 0;border-bottom:2px solid #1c2430">Item</th><th style="padding:6px 0;border-bottom:2px solid #1c2430">Qty</th><th style="text-align:right;padding:6px 0;border-bottom:2px solid #1c2430">Total</th></tr>
${itemRows}
</table>
<p style="margin:16px 0"><strong>Boxes:</strong> ${boxes.length ? boxes.map(e).join(", ") : "none"}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
${amountHtml}
<tr><td style="padding:8px 0;border-top:2px solid #1c2430;font-weight:bold">Total</td><td style="padding:8px 0;border-top:2px solid #1c2430;text-align:right;font-weight:bold">${e(total)}</td></tr>
</table>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:24px 0;font-size:15px"><tr>${addressHtml("Delivery address", delivery)}${addressHtml("Billing address", billing)}</tr></table>
<p style="margin:24px 0"><a href="${e(confirmationUrl)}" style="display:inline-block;padding:12px 20px;background:#00a3c4;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">See your order</a></p>
<p style="margin:0;color:#5b6470;font-size:13px">If the button does not work, open this link: ${e(confirmationUrl)}</p>
</div>
</body>
</html>
`;
  return { subject, text, html };
}

// --- Sending -------------------------------------------------------------------------------------

const TRANSPORT_KEY = Symbol.for("afc.server.mailTransport");
const transportCache = globalThis as typeof globalThis & { [TRANSPORT_KEY]?: { url: string; transport: Transporter } };

/** The SMTP transport for SMTP_URL, made once per URL; short timeouts so a dead server fails fast (the URL may override them). */
function smtpTransport(url: string): Transporter {
  const cached = transportCache[TRANSPORT_KEY];
  if (cached?.url === url) return cached.transport;
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  transportCache[TRANSPORT_KEY] = { url, transport };
  return transport;
}

/** Where messages go without SMTP_URL. */
export function mailOutboxDir(): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), process.env.MAIL_OUTBOX_DIR?.trim() || DEFAULT_MAIL_OUTBOX_DIR);
}

const fileSafe = (value: string) => value.replace(/[^A-Za-z0-9-]/g, "-");

/** Writes the message, as nodemailer builds it, to `<outbox>/<timestamp>-<reference>.eml`; returns the file's path. */
async function writeToOutbox(message: SendMailOptions, reference: string): Promise<string> {
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await outbox.sendMail(message);
  const dir = mailOutboxDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${fileSafe(new Date().toISOString())}-${fileSafe(reference)}.eml`);
  if (!Buffer.isBuffer(info.message)) throw new Error("The stream transport did not return the message as a buffer.");
  await writeFile(file, info.message);
  return file;
}

/**
 * Sends the order confirmation to the order's email address: through SMTP_URL when set, else into
 * the local outbox. Never throws: a failure is logged with the `[mail]` prefix.
 */
export async function sendOrderConfirmation(order: OrderView, confirmationUrl: string): Promise<void> {
  try {
    const { subject, text, html } = orderConfirmationMessage(order, confirmationUrl);
    const message: SendMailOptions = {
      from: process.env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
      // An address object is used as given (a string would be parsed as a list of recipients).
      to: { name: "", address: order.email },
      subject,
      text,
      html,
    };
    const smtpUrl = process.env.SMTP_URL?.trim();
    if (smtpUrl) {
      await smtpTransport(smtpUrl).sendMail(message);
    } else {
      const file = await writeToOutbox(message, order.reference);
      console.info(`[mail] ${subject} written to ${file}`);
    }
  } catch (error) {
    console.error(`[mail] order confirmation ${order?.reference ?? ""} not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
