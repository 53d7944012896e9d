// The emails of a damage report (issue 38.3, pure): received (what was reported and what happens
// next), replaced (the replacement order, at no charge) and refused (staff's reason, and where to
// take it up). A refund is told by the refund email (order-mail-messages.ts). Each reads only the
// customer's own facts, never who on the staff acted; every value is escaped in the HTML part.
import type { OrderView } from "@/lib/checkout/contract";
import { DAMAGE_KIND_LABELS, type DamageReportView } from "@/lib/damage/contract";
import {
  buttonLink,
  escapeHtml as e,
  greetingOf,
  h1,
  h2,
  htmlPage,
  MUTED,
  orderClosingLines,
  para,
  questionsLine,
  textOf,
  type MailMessage,
} from "./mail-parts";
import { helpLinkOf } from "./return-mail-messages";

const packsLine = (report: DamageReportView) => `${report.quantity} × ${report.productName} (${report.packText}): ${DAMAGE_KIND_LABELS[report.kind] ?? report.kind}`;

interface DamageMail {
  subject: string;
  heading: string;
  intro: string;
  /** Said after the report's line, in the text and the HTML alike. */
  next: string[];
  /** A sentence set apart in the HTML (staff's reason). */
  boxed?: string | null;
  button: { label: string; url: string };
  askQuestions?: boolean;
}

function damageMessage(order: OrderView, report: DamageReportView, mail: DamageMail): MailMessage {
  const text = textOf([
    greetingOf(order),
    "",
    mail.intro,
    "",
    "What you told us",
    `  ${packsLine(report)}`,
    ...(mail.boxed ? ["", mail.boxed] : []),
    ...mail.next.flatMap((line) => ["", line]),
    ...orderClosingLines(order, mail.button.url, { askQuestions: mail.askQuestions ?? true }),
  ]);
  const html = htmlPage(
    mail.subject,
    [
      para(greetingOf(order), "margin:0 0 8px"),
      h1(mail.heading),
      para(mail.intro),
      h2("What you told us"),
      para(packsLine(report)),
      mail.boxed ? `<p style="margin:0 0 16px;padding:12px 16px;background:#f5f6f8;border-radius:6px">${e(mail.boxed)}</p>` : "",
      ...mail.next.map((line) => para(line)),
      mail.askQuestions === false ? "" : para(questionsLine(order), `margin:0 0 16px;color:${MUTED}`),
      buttonLink(mail.button.label, mail.button.url),
    ].join("\n"),
  );
  return { subject: mail.subject, text, html };
}

/** "We have your report DMG-…": sent when the customer reports. */
export function damageReportedMessage(order: OrderView, report: DamageReportView, orderUrl: string): MailMessage {
  const photos = report.photoCount === 0 ? "" : ` with ${report.photoCount === 1 ? "1 photo" : `${report.photoCount} photos`}`;
  return damageMessage(order, report, {
    subject: `We have your report ${report.reference} for order ${order.reference}`,
    heading: `We have your report ${report.reference}`,
    intro: `Thank you for telling us${photos}. Your report on order ${order.reference} is ${report.reference}.`,
    next: [
      "Please keep the damaged drinks and their packaging until we have replied: you do not need to send them back unless we ask.",
      "We will look at your report and email you: we either refund the drinks to the way you paid or send them again at no charge.",
    ],
    button: { label: "See your order", url: orderUrl },
  });
}

/** "Your replacement for DMG-… is on its way": the new order at no charge. */
export function damageReplacedMessage(order: OrderView, report: DamageReportView, replacementUrl: string): MailMessage {
  return damageMessage(order, report, {
    subject: `Your replacement for ${report.reference}`,
    heading: "We are sending a replacement",
    intro: `We are sorry about your order ${order.reference}. We are sending the drinks again at no charge${report.replacementOrderReference ? `, as order ${report.replacementOrderReference}` : ""}.`,
    next: ["We will email you again when it is dispatched, with its tracking number."],
    button: { label: "See the replacement order", url: replacementUrl },
  });
}

/** "Your report DMG-…": we cannot refund or replace it, staff's reason, and how to take it up. */
export function damageRefusedMessage(order: OrderView, report: DamageReportView, orderUrl: string): MailMessage {
  const helpUrl = helpLinkOf(orderUrl);
  const reason = report.refusalReason?.trim() ? `Our reason: ${report.refusalReason}` : null;
  return damageMessage(order, report, {
    subject: `Your report ${report.reference}`,
    heading: `Your report ${report.reference}`,
    intro: `We are sorry, but we cannot refund or replace what you reported in ${report.reference} for order ${order.reference}.`,
    boxed: reason,
    next: [
      helpUrl
        ? `If you would like to talk about it, reply to this email or use our help centre: ${helpUrl}`
        : "If you would like to talk about it, reply to this email or use the help centre on our website.",
      "This does not affect your rights under UK consumer law.",
    ],
    button: { label: "See your order", url: orderUrl },
    askQuestions: false,
  });
}
