// The order confirmation email (pure): what was ordered, the boxes, the amounts with VAT, the
// addresses, how payment stands and the link to the order. Sent by sendOrderConfirmation
// (lib/server/mail/mailer.ts) when an order is placed or its card payment goes through.
import { penceText } from "@/lib/cart/money";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type OrderView } from "@/lib/checkout/contract";
import {
  addressCell,
  addressLines,
  amountTable,
  boxLines,
  buttonLink,
  escapeHtml as e,
  greetingOf,
  htmlPage,
  lineTable,
  mailDateTime,
  MUTED,
  packText,
  para,
  pounds,
  shippingName,
  siteLink,
  type MailMessage,
} from "./mail-parts";
import { RETURN_WINDOW_DAYS } from "@/lib/constants";
import { LEGAL_LINKS } from "@/lib/navigation";

/** Said plainly wherever a pay-on-delivery order is described. */
export const PAY_ON_DELIVERY_NOTE = "You pay when your drinks arrive";

function paymentText(order: OrderView): string {
  if (order.paymentMethod === "payOnDelivery") return `${PAYMENT_METHOD_LABELS.payOnDelivery}. ${PAY_ON_DELIVERY_NOTE}.`;
  if (order.status === "awaitingPayment") return `${PAYMENT_METHOD_LABELS.stripe}: we will confirm as soon as your payment has gone through.`;
  if (order.status === "paid" || order.paidAt) return `${PAYMENT_METHOD_LABELS.stripe}: paid.`;
  return `${PAYMENT_METHOD_LABELS.stripe}.`;
}

/** The order's applied codes of one sort: those that took money off products, or gave free delivery. */
const codesOf = (order: OrderView, freeDelivery: boolean) =>
  (order.discounts ?? [])
    .filter((discount) => discount.state === "applied" && discount.kind !== null && (discount.kind === "freeDelivery") === freeDelivery)
    .map((discount) => discount.code)
    .join(", ");

/** Products, delivery, discount and the VAT included, as label and value (the discount and free delivery name their codes). */
export function amountRows(order: OrderView): [string, string][] {
  const { productsPrice, shippingPrice, discountPrice, totalPrice } = order.amounts;
  const freeDeliveryCodes = codesOf(order, true);
  const discountCodes = codesOf(order, false);
  const rows: [string, string][] = [
    ["Products", pounds(productsPrice)],
    [`Delivery (${shippingName(order.shippingMethod)})`, shippingPrice.gross > 0 ? pounds(shippingPrice) : freeDeliveryCodes ? `Free (${freeDeliveryCodes})` : "Free"],
  ];
  if (discountPrice.gross > 0) rows.push([discountCodes ? `Discount (${discountCodes})` : "Discount", `−${pounds(discountPrice)}`]);
  rows.push(["VAT included", `£${totalPrice.taxText}`]);
  return rows;
}

/** The confirmation email for an order: subject, plain text and HTML (every interpolated value escaped). */
const CANCEL_AND_RETURN = `You can cancel from your order page until we pack it, and return unopened drinks within ${RETURN_WINDOW_DAYS} days of delivery.`;

/** The terms of sale and the returns policy as absolute links (their origin the order link's). */
function policyLines(confirmationUrl: string): [string, string][] {
  return [LEGAL_LINKS.terms, LEGAL_LINKS.returns].flatMap((link) => {
    const url = siteLink(link.href, confirmationUrl);
    return url ? [[link.label, url] as [string, string]] : [];
  });
}

export function orderConfirmationMessage(order: OrderView, confirmationUrl: string): MailMessage {
  const subject = `Your order ${order.reference}`;
  const placed = mailDateTime(order.createdAt);
  const status = ORDER_STATUS_LABELS[order.status];
  const payment = paymentText(order);
  const boxes = boxLines(order.boxes);
  const amounts = amountRows(order);
  const total = pounds(order.amounts.totalPrice);
  const delivery = addressLines(order.deliveryAddress);
  const billing = addressLines(order.billingAddress);
  const greeting = greetingOf(order);
  const intro = "Thank you for your order. Here is what you ordered.";

  const text = [
    greeting,
    "",
    intro,
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
    CANCEL_AND_RETURN,
    ...policyLines(confirmationUrl).map(([label, url]) => `${label}: ${url}`),
    "",
    "Alcohol Free Co",
  ].join("\n");

  const html = htmlPage(
    subject,
    [
      para(greeting, "margin:0 0 8px"),
      para(intro, "margin:0 0 24px"),
      `<h1 style="font-size:22px;margin:0 0 4px">Order ${e(order.reference)}</h1>`,
      para(`Placed ${placed}`, `margin:0 0 4px;color:${MUTED}`),
      `<p style="margin:0 0 4px"><strong>Status:</strong> ${e(status)}</p>`,
      `<p style="margin:0 0 24px"><strong>Payment:</strong> ${e(payment)}</p>`,
      lineTable(order.items.map((item) => [item.productName, `${packText(item)} · £${penceText(item.itemPrice.gross)} each`, item.quantity, pounds(item.linePrice)])),
      `<p style="margin:16px 0"><strong>Boxes:</strong> ${boxes.length ? boxes.map(e).join(", ") : "none"}</p>`,
      amountTable(amounts, ["Total", total]),
      `<table role="presentation" style="width:100%;border-collapse:collapse;margin:24px 0;font-size:15px"><tr>${addressCell("Delivery address", delivery)}${addressCell("Billing address", billing)}</tr></table>`,
      buttonLink("See your order", confirmationUrl),
      `<p style="margin:0;color:${MUTED};font-size:14px">${CANCEL_AND_RETURN} ${policyLines(confirmationUrl)
        .map(([label, url]) => `<a href="${e(url)}">${e(label)}</a>`)
        .join(" · ")}</p>`,
    ].join("\n"),
  );
  return { subject, text, html };
}
