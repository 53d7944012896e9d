import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions, type Transporter } from "nodemailer";
import type { OrderView } from "@/lib/checkout/contract";
import type { MailMessage } from "./mail-parts";
import { orderConfirmationMessage } from "./order-confirmation-mail";

// Sending order emails. With SMTP_URL set a message goes through that server; without it, the
// message nodemailer builds is written as an .eml file to the local outbox (MAIL_OUTBOX_DIR, default
// .data/outbox), so development and tests can read what a customer would get. A mail failure is
// logged and never reaches the caller: the order stands whether or not the email goes out.
// The messages themselves are pure and live beside this file: order-confirmation-mail.ts (the
// confirmation) and order-mail-messages.ts (dispatched, refunded, cancelled; sent by order-mails.ts).

export { escapeHtml, type MailMessage } from "./mail-parts";
export { orderConfirmationMessage, PAY_ON_DELIVERY_NOTE } from "./order-confirmation-mail";

export const DEFAULT_MAIL_FROM = "Alcohol Free Co <orders@alcoholfree.example>";
export const DEFAULT_MAIL_OUTBOX_DIR = ".data/outbox";

/** Which order email: names the outbox file (`…-AFC-100001-dispatched.eml`; the confirmation keeps `…-AFC-100001.eml`) and the log line. */
export type OrderMailKind =
  | "confirmation"
  | "dispatched"
  | "refunded"
  | "cancelled"
  | "backInStock"
  | "backInStockConfirm"
  | "reviewHidden"
  | "accountErased"
  | "returnRequested"
  | "returnReceived"
  | "returnRefused"
  | "damageReported"
  | "damageReplaced"
  | "damageRefused"
  | "contactReceived"
  | "supportReply";

const KIND_NAMES: Record<OrderMailKind, string> = {
  confirmation: "order confirmation",
  dispatched: "dispatch email",
  refunded: "refund email",
  cancelled: "cancellation email",
  backInStock: "back-in-stock email", // not about an order: the reference names the product (lib/server/stock-alerts)
  backInStockConfirm: "back-in-stock confirmation request", // the same, before the alert starts (issue 34.8)
  reviewHidden: "review-hidden email", // the reference names the review (lib/server/mail/review-mails.ts)
  accountErased: "account-erased email", // lib/server/mail/account-erased-mail.ts
  returnRequested: "return request email", // lib/server/mail/return-mails.ts (issue 38.2)
  returnReceived: "return received email",
  returnRefused: "return refused email",
  damageReported: "damage report email", // lib/server/mail/damage-mails.ts (issue 38.3)
  damageReplaced: "replacement email",
  damageRefused: "damage report refused email",
  contactReceived: "contact received email", // the reference names the conversation (lib/server/mail/support-mails.ts, issue 38.4)
  supportReply: "support reply email",
};

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

/** The outbox file's name: `<timestamp>-<reference>.eml` for a confirmation, `<timestamp>-<reference>-<kind>.eml` otherwise. */
export function outboxFileName(reference: string, kind: OrderMailKind, at = new Date()): string {
  return `${fileSafe(at.toISOString())}-${fileSafe(reference)}${kind === "confirmation" ? "" : `-${kind}`}.eml`;
}

/**
 * Writes the message, as nodemailer builds it, to the outbox; returns the file's path. Never over
 * another file: a name already taken (two messages in one millisecond) moves on a millisecond, so
 * names keep their pattern and sort in the order the messages were written.
 */
async function writeToOutbox(message: SendMailOptions, reference: string, kind: OrderMailKind): Promise<string> {
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await outbox.sendMail(message);
  if (!Buffer.isBuffer(info.message)) throw new Error("The stream transport did not return the message as a buffer.");
  const dir = mailOutboxDir();
  await mkdir(dir, { recursive: true });
  const at = Date.now();
  for (let attempt = 0; ; attempt++) {
    const file = path.join(dir, outboxFileName(reference, kind, new Date(at + attempt)));
    try {
      await writeFile(file, info.message, { flag: "wx" });
      return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 20) throw error;
    }
  }
}

/**
 * Sends one order email to the order's address: through SMTP_URL when set, else into the local
 * outbox. `build` makes the message (called inside the guard, so a message that cannot be built
 * is a logged failure too). Resolves true when sent or written, false on any failure (logged with
 * the `[mail]` prefix, the kind and the order reference); never throws.
 */
export async function sendOrderMail(kind: OrderMailKind, order: Pick<OrderView, "reference" | "email">, build: () => MailMessage): Promise<boolean> {
  const what = `${KIND_NAMES[kind] ?? kind} ${order?.reference ?? ""}`.trim();
  try {
    const { subject, text, html } = build();
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
      const file = await writeToOutbox(message, order.reference, kind);
      console.info(`[mail] ${subject} written to ${file}`);
    }
    return true;
  } catch (error) {
    console.error(`[mail] ${what} not sent: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** Sends the order confirmation (see sendOrderMail). Never throws; true when sent or written. */
export function sendOrderConfirmation(order: OrderView, confirmationUrl: string): Promise<boolean> {
  return sendOrderMail("confirmation", order, () => orderConfirmationMessage(order, confirmationUrl));
}
