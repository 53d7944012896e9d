// The emails of the help centre's contact form and the back office's inbox (issue 38.4, pure):
// received (we have the message: its topic, the customer's words and the conversation's link) and
// reply (staff's reply as written, and the link to write back). Each reads only the customer's own
// conversation (CustomerThreadView): never who on the staff replied; we sign as the shop. Every
// interpolated value is escaped in the HTML part, and the customer's and staff's words keep their
// line breaks in both parts. Built like the order and return emails (same parts and sign-off);
// sent by support-mails.ts.
import { SUPPORT_TOPIC_LABELS, type CustomerThreadView, type SupportTopic } from "@/lib/support/contract";
import { buttonLink, escapeHtml as e, h1, h2, htmlPage, para, SIGN_OFF, textOf, type MailMessage } from "./mail-parts";

const LINK_LABEL = "Read or add to the conversation";

/** "Hello Ada Lovelace," with the name the customer gave on the form; "Hello," without one. */
const greetingOf = (thread: CustomerThreadView) => {
  const name = typeof thread.name === "string" ? thread.name.trim() : "";
  return name ? `Hello ${name},` : "Hello,";
};

/** "Delivery" (the form's words); the stored value if it is not a topic we know. */
const topicLabel = (topic: SupportTopic) => (Object.hasOwn(SUPPORT_TOPIC_LABELS, topic) ? SUPPORT_TOPIC_LABELS[topic] : String(topic));

/** Someone's words as they wrote them, with one kind of line break (the text part is built with "\n"). */
const wordsOf = (body: string) => body.replace(/\r\n?/g, "\n");

/** Someone's words in a quoted box: escaped, each line break kept as <br>. */
const quotedHtml = (body: string) =>
  `<p style="margin:0 0 16px;padding:12px 16px;background:#f5f6f8;border-left:4px solid #c9ced6;border-radius:6px;line-height:1.5">${wordsOf(body)
    .split("\n")
    .map(e)
    .join("<br>")}</p>`;

/** How both emails end: the conversation's link and the sign-off. */
const closingLines = (threadUrl: string): string[] => ["", `${LINK_LABEL}: ${threadUrl}`, "", SIGN_OFF];

// --- Received ------------------------------------------------------------------------------------

/** The customer's latest message: the one the contact form just sent, when the conversation is new. */
const latestCustomerMessage = (thread: CustomerThreadView) => thread.messages.findLast((message) => message.author === "customer")?.body ?? null;

/** To the address the contact form gave (`email`, named as where our reply goes): we have the message, its topic and words, and the conversation's link. */
export function contactReceivedMessage(thread: CustomerThreadView, email: string, threadUrl: string): MailMessage {
  const subject = `We have your message ${thread.reference}`;
  const replyTo = typeof email === "string" && email.trim() ? ` at ${email.trim()}` : "";
  const intro = `Thank you for getting in touch. We have your message, and we will reply to you by email${replyTo}. Your reference is ${thread.reference}.`;
  const topic = `Topic: ${topicLabel(thread.topic)}`;
  const order = thread.orderReference ? `Order: ${thread.orderReference}` : null;
  const message = latestCustomerMessage(thread);

  const text = textOf([
    greetingOf(thread),
    "",
    intro,
    "",
    topic,
    order,
    message !== null && "",
    message !== null && "Your message:",
    message !== null && wordsOf(message),
    ...closingLines(threadUrl),
  ]);

  const html = htmlPage(
    subject,
    [
      para(greetingOf(thread), "margin:0 0 8px"),
      h1("We have your message"),
      para(intro),
      para(topic, order ? "margin:0 0 4px" : undefined),
      order ? para(order) : "",
      message !== null ? h2("Your message") : "",
      message !== null ? quotedHtml(message) : "",
      buttonLink(LINK_LABEL, threadUrl),
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return { subject, text, html };
}

// --- Reply ---------------------------------------------------------------------------------------

/** Staff's reply as they wrote it, signed as the shop, and the link to write back. `_email` (where it goes) is not repeated in it. */
export function supportReplyMessage(thread: CustomerThreadView, _email: string, reply: string, threadUrl: string): MailMessage {
  const subject = `Re: your message ${thread.reference}`;
  const intro = `Here is our reply to your message ${thread.reference}.`;
  const writeBack = "If there is anything else, you can write back to us on your conversation's page.";

  const text = textOf([greetingOf(thread), "", intro, "", wordsOf(reply), "", writeBack, ...closingLines(threadUrl)]);

  const html = htmlPage(
    subject,
    [
      para(greetingOf(thread), "margin:0 0 8px"),
      h1(`Our reply to your message ${thread.reference}`),
      para(intro),
      quotedHtml(reply),
      para(SIGN_OFF),
      para(writeBack, "margin:16px 0 0"),
      buttonLink(LINK_LABEL, threadUrl, "8px 0 24px"),
    ].join("\n"),
  );
  return { subject, text, html };
}
