// The emails that follow an order through the back office (pure): dispatched (carrier, tracking),
// refunded (amount, lines, delivery, VAT, when it arrives) and cancelled (what happens to the
// money). Each reads only the customer's own facts from the order: never a note, never who on the
// staff acted (an AdminOrderDetail passed in by mistake shows nothing more). Every interpolated
// value is escaped in the HTML part. Sent by lib/server/mail/order-mails.ts.
import { poundsText } from "@/lib/cart/money";
import { CARD_REFUND_TIMING } from "@/lib/orders/refunds";
import type { Money } from "@/lib/cart/types";
import type { OrderView } from "@/lib/checkout/contract";
import {
  addressCell,
  addressLines,
  amountTable,
  boxLines,
  buttonLink,
  escapeHtml as e,
  greetingOf,
  h1,
  h2,
  htmlPage,
  lineTable,
  mailDate,
  MUTED,
  orderClosingLines,
  packText,
  para,
  pounds,
  questionsLine,
  safeTrackingLink,
  textOf,
  type MailMessage,
} from "./mail-parts";
import { PAY_ON_DELIVERY_NOTE } from "./order-confirmation-mail";

/** What one refund repaid: its total, the lines and packs, and the delivery charge (zero if none). */
export interface RefundMailDetails {
  amount: Money;
  lines: { productName: string; quantity: number; amount: Money }[];
  shipping: Money;
}

const itemLine = (item: OrderView["items"][number]) => `${item.quantity} × ${item.productName} (${packText(item)})`;

// --- Dispatched ----------------------------------------------------------------------------------

/** Where a customer reviews what we sent them (issue 28.1). */
export const REVIEWS_PATH = "/account/reviews";
const REVIEW_INVITE = "Once your drinks have arrived, tell other shoppers what you thought of them: your review shows as a verified purchase.";

/**
 * The account's reviews page on the order page's site, for an order placed signed in (a guest order
 * makes no one a verified reviewer); null for a guest order or an order URL that is not absolute.
 */
export function reviewsLinkOf(order: Pick<OrderView, "customer">, orderUrl: string): string | null {
  if (!order.customer) return null;
  try {
    const url = new URL(orderUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? `${url.origin}${REVIEWS_PATH}` : null;
  } catch {
    return null;
  }
}

export function orderDispatchedMessage(order: OrderView, orderUrl: string, reviewsUrl: string | null = reviewsLinkOf(order, orderUrl)): MailMessage {
  const subject = `Your order ${order.reference} is on its way`;
  const { carrier, trackingNumber, dispatchedAt } = order.fulfilment;
  const trackingUrl = safeTrackingLink(order.fulfilment.trackingUrl);
  const intro = `Good news: your order ${order.reference} left us${dispatchedAt ? ` on ${mailDate(dispatchedAt)}` : ""} and is on its way to you.`;
  const sentWith = carrier ? `Sent with ${carrier}` : null;
  const payment =
    order.paymentMethod === "payOnDelivery" && !order.paidAt ? `To pay on delivery: ${pounds(order.amounts.totalPrice)}. ${PAY_ON_DELIVERY_NOTE}.` : null;
  const boxes = boxLines(order.boxes);
  const delivery = addressLines(order.deliveryAddress);

  const text = textOf([
    greetingOf(order),
    "",
    intro,
    "",
    sentWith,
    trackingNumber && `Tracking number: ${trackingNumber}`,
    trackingUrl && `Track your parcel: ${trackingUrl}`,
    (sentWith || trackingNumber || trackingUrl) && "",
    `Boxes: ${boxes.length ? boxes.join(", ") : "none"}`,
    "",
    "In your boxes",
    ...order.items.map((item) => `  ${itemLine(item)}`),
    "",
    payment,
    payment && "",
    "Delivery address",
    ...delivery.map((line) => `  ${line}`),
    ...orderClosingLines(order, orderUrl, { askQuestions: false, afterLink: reviewsUrl && `${REVIEW_INVITE} Review your purchases: ${reviewsUrl}` }),
  ]);

  const trackingHtml =
    sentWith || trackingNumber
      ? `<div style="margin:0 0 24px;padding:16px;background:#e3f8fc;border-radius:6px">` +
        (sentWith ? `<p style="margin:0 0 4px"><strong>${e(sentWith)}</strong></p>` : "") +
        (trackingNumber ? `<p style="margin:0">Tracking number: <strong>${e(trackingNumber)}</strong></p>` : "") +
        (trackingUrl ? buttonLink("Track your parcel", trackingUrl, "16px 0 8px") : "") +
        `</div>`
      : "";
  const html = htmlPage(
    subject,
    [
      para(greetingOf(order), "margin:0 0 8px"),
      h1("Your order is on its way"),
      para(intro, "margin:0 0 16px"),
      trackingHtml,
      `<p style="margin:0 0 16px"><strong>Boxes:</strong> ${boxes.length ? boxes.map(e).join(", ") : "none"}</p>`,
      h2("In your boxes"),
      `<p style="margin:0 0 16px;line-height:1.6">${order.items.map((item) => e(itemLine(item))).join("<br>")}</p>`,
      payment ? para(payment) : "",
      `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0;font-size:15px"><tr>${addressCell("Delivery address", delivery)}</tr></table>`,
      buttonLink("See your order", orderUrl),
      reviewsUrl ? para(REVIEW_INVITE, `margin:8px 0 0;color:${MUTED}`) : "",
      reviewsUrl ? buttonLink("Review your purchases", reviewsUrl, "8px 0 24px") : "",
    ].join("\n"),
  );
  return { subject, text, html };
}

// --- Refunded ------------------------------------------------------------------------------------

/** `order` as it stands after the refund (its refundedPence includes this one). */
export function orderRefundedMessage(order: OrderView, refund: RefundMailDetails, orderUrl: string): MailMessage {
  const subject = `Refund for your order ${order.reference}`;
  const card = order.paymentMethod === "stripe";
  const amount = pounds(refund.amount);
  const intro = card
    ? `We have refunded ${amount} for your order ${order.reference}.`
    : `We have paid back ${amount} for your order ${order.reference}.`;
  const timing = card
    ? `The money goes back to the card you paid with. ${CARD_REFUND_TIMING}`
    : "You paid for this order on delivery, so we have paid this back to you directly rather than to a card.";
  const standing =
    order.status === "refunded"
      ? "Your order has now been refunded in full."
      : order.fulfilment.refundedPence > refund.amount.gross
        ? `Refunded on this order so far: ${poundsText(order.fulfilment.refundedPence)}.`
        : null;
  const rows: [string, string][] = refund.lines.map((line) => [`${line.quantity} × ${line.productName}`, pounds(line.amount)]);
  if (refund.shipping.gross > 0) rows.push(["Delivery", pounds(refund.shipping)]);
  const vat = `£${refund.amount.taxText}`;

  const text = textOf([
    greetingOf(order),
    "",
    intro,
    "",
    "What we refunded",
    ...rows.map(([label, value]) => `  ${label}  ${value}`),
    `Total refunded: ${amount}`,
    `VAT included: ${vat}`,
    "",
    timing,
    standing,
    ...orderClosingLines(order, orderUrl),
  ]);

  const html = htmlPage(
    subject,
    [
      para(greetingOf(order), "margin:0 0 8px"),
      h1(`Refund for order ${order.reference}`),
      para(intro),
      h2("What we refunded"),
      amountTable(rows, ["Total refunded", amount]),
      para(`VAT included: ${vat}`, `margin:4px 0 0;color:${MUTED};font-size:14px`),
      para(timing, "margin:16px 0"),
      standing ? para(standing) : "",
      para(questionsLine(order), `margin:0 0 16px;color:${MUTED}`),
      buttonLink("See your order", orderUrl),
    ].join("\n"),
  );
  return { subject, text, html };
}

// --- Cancelled -----------------------------------------------------------------------------------

function moneyOnCancel(order: OrderView, refundedPence: number): string {
  const card = order.paymentMethod === "stripe";
  if (refundedPence > 0) {
    return card
      ? `We have refunded ${poundsText(refundedPence)} to the card you paid with. ${CARD_REFUND_TIMING}`
      : `We have paid ${poundsText(refundedPence)} back to you.`;
  }
  if (!card) return "You were going to pay on delivery, so nothing has been charged and there is nothing to pay.";
  if (order.paidAt) return `Your payment of ${pounds(order.amounts.totalPrice)} will be refunded in full to the card you paid with.`;
  return "Your card has not been charged.";
}

export function orderCancelledMessage(order: OrderView, refundedPence: number, orderUrl: string): MailMessage {
  const subject = `Your order ${order.reference} has been cancelled`;
  const intro = `Your order ${order.reference}, placed on ${mailDate(order.createdAt)}, has been cancelled, so we will not send it.`;
  const money = moneyOnCancel(order, Math.max(0, refundedPence));
  const total = pounds(order.amounts.totalPrice);

  const text = textOf([
    greetingOf(order),
    "",
    intro,
    "",
    money,
    "",
    "What the order held",
    ...order.items.map((item) => `  ${itemLine(item)}  ${pounds(item.linePrice)}`),
    `Order total: ${total}`,
    ...orderClosingLines(order, orderUrl),
  ]);

  const html = htmlPage(
    subject,
    [
      para(greetingOf(order), "margin:0 0 8px"),
      h1(`Order ${order.reference} has been cancelled`),
      para(intro),
      `<p style="margin:0 0 16px;padding:12px 16px;background:#f5f6f8;border-radius:6px"><strong>${e(money)}</strong></p>`,
      h2("What the order held"),
      lineTable(order.items.map((item) => [item.productName, packText(item), item.quantity, pounds(item.linePrice)])),
      amountTable([], ["Order total", total]),
      para(questionsLine(order), `margin:16px 0;color:${MUTED}`),
      buttonLink("See your order", orderUrl),
    ].join("\n"),
  );
  return { subject, text, html };
}
