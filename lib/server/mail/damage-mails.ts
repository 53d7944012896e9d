import "server-only";
import type { OrderView } from "@/lib/checkout/contract";
import type { DamageReportView } from "@/lib/damage/contract";
import { damageRefusedMessage, damageReplacedMessage, damageReportedMessage } from "./damage-mail-messages";
import { sendOrderMail } from "./mailer";

// The emails of a damage report (issue 38.3), each to the order's address through the one sender
// (sendOrderMail). A refund is told by the refund email (order-mails.ts). Each resolves true when
// the email was sent or written, false when it failed (logged); never throws.

export function sendDamageReported(order: OrderView, report: DamageReportView, orderUrl: string): Promise<boolean> {
  return sendOrderMail("damageReported", order, () => damageReportedMessage(order, report, orderUrl));
}

export function sendDamageReplaced(order: OrderView, report: DamageReportView, replacementUrl: string): Promise<boolean> {
  return sendOrderMail("damageReplaced", order, () => damageReplacedMessage(order, report, replacementUrl));
}

export function sendDamageRefused(order: OrderView, report: DamageReportView, orderUrl: string): Promise<boolean> {
  return sendOrderMail("damageRefused", order, () => damageRefusedMessage(order, report, orderUrl));
}
