// The emails of a customer's return (issue 38.2, pure): asked for (the return reference, the lines,
// the reason, where to send the drinks and by when), received (it arrived; they hear once it is
// checked) and refused (staff's reason, and where to take it up). The refund itself is told by the
// refund email (order-mail-messages.ts). Each reads only the customer's own facts from the order
// and the return: never who on the staff acted. Every interpolated value is escaped in the HTML
// part. Built like the order emails (same parts, closing lines and sign-off); sent by return-mails.ts.
import type { OrderView } from "@/lib/checkout/contract";
import { HELP_FIGURES } from "@/lib/help/figures";
import { HELP_LINK } from "@/lib/navigation";
import { RETURN_REASON_LABELS, type ReturnReason, type ReturnView } from "@/lib/returns/contract";
import {
  addressCell,
  buttonLink,
  escapeHtml as e,
  greetingOf,
  h1,
  h2,
  htmlPage,
  mailDate,
  MUTED,
  orderClosingLines,
  para,
  questionsLine,
  siteLink,
  textOf,
  type MailMessage,
} from "./mail-parts";

const itemLine = (line: ReturnView["lines"][number]) => `${line.quantity} × ${line.productName} (${line.packText})`;

/** "I changed my mind" (the return form's words); the stored value if it is not one we know. */
const reasonLabel = (reason: ReturnReason) => (Object.hasOwn(RETURN_REASON_LABELS, reason) ? RETURN_REASON_LABELS[reason] : String(reason));

/** The return's lines, one per row, escaped. */
const linesHtml = (ret: ReturnView) => `<p style="margin:0 0 16px;line-height:1.6">${ret.lines.map((line) => e(itemLine(line))).join("<br>")}</p>`;

const boxed = (html: string) => `<p style="margin:0 0 16px;padding:12px 16px;background:#f5f6f8;border-radius:6px">${html}</p>`;

// --- Requested -----------------------------------------------------------------------------------

/** Where the refund goes once the drinks are back: the way the customer paid. */
function refundWay(order: OrderView): string {
  return order.paymentMethod === "stripe"
    ? "Once the drinks are back with us, we refund them to the card you paid with."
    : "Once the drinks are back with us, we refund them to you directly, as you paid on delivery.";
}

/** `returnAddress`: where the drinks go, one line each (as the return request's answer gives it). */
export function returnRequestedMessage(order: OrderView, ret: ReturnView, returnAddress: string[], orderUrl: string): MailMessage {
  const subject = `Your return ${ret.reference} for order ${order.reference}`;
  const intro = `We have your request to return drinks from your order ${order.reference}. Your return reference is ${ret.reference}.`;
  const reason = `Your reason: ${reasonLabel(ret.reason)}`;
  const sendBy = `Please send the drinks within ${HELP_FIGURES.sendBackPeriod}, unopened with the seal intact, and write ${ret.reference} on the parcel.`;
  const refund = refundWay(order);
  const address = returnAddress.filter((line) => line.trim());

  const text = textOf([
    greetingOf(order),
    "",
    intro,
    "",
    "What you are returning",
    ...ret.lines.map((line) => `  ${itemLine(line)}`),
    "",
    reason,
    "",
    "Send the drinks to",
    ...address.map((line) => `  ${line}`),
    "",
    sendBy,
    "",
    refund,
    ...orderClosingLines(order, orderUrl),
  ]);

  const html = htmlPage(
    subject,
    [
      para(greetingOf(order), "margin:0 0 8px"),
      h1(`Your return ${ret.reference}`),
      para(intro),
      h2("What you are returning"),
      linesHtml(ret),
      para(reason),
      `<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0;font-size:15px"><tr>${addressCell("Send the drinks to", address)}</tr></table>`,
      boxed(`<strong>${e(sendBy)}</strong>`),
      para(refund, "margin:16px 0"),
      para(questionsLine(order), `margin:0 0 16px;color:${MUTED}`),
      buttonLink("See your order", orderUrl),
    ].join("\n"),
  );
  return { subject, text, html };
}

// --- Received ------------------------------------------------------------------------------------

export function returnReceivedMessage(order: OrderView, ret: ReturnView, orderUrl: string): MailMessage {
  const subject = `We have your return ${ret.reference}`;
  const intro = `Your return ${ret.reference} for order ${order.reference} arrived with us${ret.receivedAt ? ` on ${mailDate(ret.receivedAt)}` : ""}.`;
  const next = "We will now check the drinks, and you will hear from us once we have.";

  const text = textOf([
    greetingOf(order),
    "",
    intro,
    "",
    "What you sent back",
    ...ret.lines.map((line) => `  ${itemLine(line)}`),
    "",
    next,
    ...orderClosingLines(order, orderUrl),
  ]);

  const html = htmlPage(
    subject,
    [
      para(greetingOf(order), "margin:0 0 8px"),
      h1(`We have your return ${ret.reference}`),
      para(intro),
      h2("What you sent back"),
      linesHtml(ret),
      para(next, "margin:16px 0"),
      para(questionsLine(order), `margin:0 0 16px;color:${MUTED}`),
      buttonLink("See your order", orderUrl),
    ].join("\n"),
  );
  return { subject, text, html };
}

// --- Refused -------------------------------------------------------------------------------------

/** The help centre (HELP_LINK, "/help") on the order page's site; null for an order URL that is not absolute http(s). */
export function helpLinkOf(orderUrl: string): string | null {
  return siteLink(HELP_LINK.href, orderUrl);
}

export function returnRefusedMessage(order: OrderView, ret: ReturnView, orderUrl: string): MailMessage {
  const subject = `Your return ${ret.reference}`;
  const intro = `We are sorry, but we cannot refund your return ${ret.reference} for order ${order.reference}.`;
  // Staff's words as they wrote them (escaped in the HTML part); nothing if there are none.
  const reason = ret.refusalReason?.trim() ? ret.refusalReason : null;
  const helpUrl = helpLinkOf(orderUrl);
  const talk = helpUrl
    ? `If you would like to talk about it, reply to this email or use our help centre: ${helpUrl}`
    : "If you would like to talk about it, reply to this email or use the help centre on our website.";

  const text = textOf([
    greetingOf(order),
    "",
    intro,
    "",
    "The return",
    ...ret.lines.map((line) => `  ${itemLine(line)}`),
    reason && "",
    reason && `Our reason: ${reason}`,
    "",
    talk,
    ...orderClosingLines(order, orderUrl, { askQuestions: false }),
  ]);

  const html = htmlPage(
    subject,
    [
      para(greetingOf(order), "margin:0 0 8px"),
      h1(`We cannot refund your return ${ret.reference}`),
      para(intro),
      h2("The return"),
      linesHtml(ret),
      reason ? boxed(`<strong>Our reason:</strong> ${e(reason)}`) : "",
      para(helpUrl ? "If you would like to talk about it, reply to this email or use our help centre." : talk, `margin:16px 0 0;color:${MUTED}`),
      helpUrl ? buttonLink("Visit the help centre", helpUrl, "8px 0 24px") : "",
      buttonLink("See your order", orderUrl),
    ].join("\n"),
  );
  return { subject, text, html };
}
