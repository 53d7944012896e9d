import "server-only";
import { htmlPage, MUTED, para, type MailMessage } from "./mail-parts";
import { sendOrderMail, type OrderMailKind } from "./mailer";

// The email that confirms an account's erasure (issue 28.4), sent to the address the account had,
// once the database is erased and the Firebase user deleted. Pure message below; sent through the
// one sender (lib/server/mail/mailer.ts: SMTP_URL, else the outbox as `<timestamp>-account-account-erased.eml`).
// It names nothing of what was erased beyond the kinds, and nothing the customer did not already know.

export function accountErasedMessage(erasedAt: Date): MailMessage {
  const subject = "Your Alcohol Free Co account has been deleted";
  const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/London" }).format(erasedAt);
  const done = `As you asked, we deleted your account on ${when}. You can no longer sign in with it.`;
  const erased =
    "We have erased your address book, saved baskets, favourites, back-in-stock emails, podcast library and positions, course progress and reviews. Your TALK posts stay in their conversations, shown as written by a former member.";
  const kept =
    "We keep your past orders for our tax records, as HMRC requires us to keep VAT records for 6 years, but without your name, email address, postal addresses or phone number: only what was bought, the amounts and the VAT.";
  const after = "This is the last email we will send to this address. If you didn't ask for this, reply to this email straight away.";
  const text = ["Hello,", "", done, "", erased, "", kept, "", after, "", "Alcohol Free Co"].join("\n");
  const html = htmlPage(
    subject,
    [
      para("Hello,", "margin:0 0 8px"),
      `<h1 style="font-size:22px;margin:0 0 12px">Your account has been deleted</h1>`,
      para(done),
      para(erased),
      para(kept),
      para(after, `margin:0 0 16px;color:${MUTED}`),
    ].join("\n"),
  );
  return { subject, text, html };
}

/** Sends the confirmation to the erased account's old address. Never throws; true when sent or written to the outbox. */
export function sendAccountErased(email: string, erasedAt: Date): Promise<boolean> {
  const kind = "account-erased" as OrderMailKind;
  return sendOrderMail(kind, { reference: "account", email }, () => accountErasedMessage(erasedAt));
}
