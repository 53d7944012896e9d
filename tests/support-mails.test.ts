// The emails of the contact form and the back office's inbox (issue 38.4:
// lib/server/mail/support-mail-messages.ts and lib/server/mail/support-mails.ts): subjects, the
// conversation's link in both parts, the customer's message and staff's reply as written in the text
// part and escaped in the HTML part with their line breaks, the shop's sign-off and never a member of
// staff, and that each lands in the outbox under the conversation's reference and its own kind.
import { describe, expect, it, vi } from "vitest";
import type { AdminThreadDetail, CustomerThreadView } from "@/lib/support/contract";
import { contactReceivedMessage, supportReplyMessage } from "@/lib/server/mail/support-mail-messages";
import { sendContactReceived, sendSupportReply } from "@/lib/server/mail/support-mails";
import { testOutbox } from "./support/outbox";

const EMAIL = "ada@example.com";
const URL_ = "https://shop.example/help/messages/HELP-1001?key=s3cret-key";
const MESSAGE = "My parcel AFC-100042 has not come.\nIt was due on Tuesday.\n\nCan you check? <b>Thanks</b>";
const MESSAGE_HTML = "My parcel AFC-100042 has not come.<br>It was due on Tuesday.<br><br>Can you check? &lt;b&gt;Thanks&lt;/b&gt;";
const REPLY = "Sorry about that, Ada.\nThe carrier has it: it comes tomorrow.\n<b>Tracking</b> & 'more' below.";
const REPLY_HTML = "Sorry about that, Ada.<br>The carrier has it: it comes tomorrow.<br>&lt;b&gt;Tracking&lt;/b&gt; &amp; &#39;more&#39; below.";
const HOSTILE = `<script>alert("x")</script> & 'Co'`;
const HOSTILE_HTML = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;";

function threadOf(overrides: Partial<CustomerThreadView> = {}): CustomerThreadView {
  return {
    reference: "HELP-1001",
    topic: "delivery",
    status: "open",
    orderReference: "AFC-100042",
    name: "Ada Lovelace",
    createdAt: "2026-11-24T09:00:00.000Z",
    messages: [{ id: 1, author: "customer", body: MESSAGE, at: "2026-11-24T09:00:00.000Z" }],
    ...overrides,
  };
}

/** The conversation as the back office holds it (who replied, with their email): passed in whole, none of it may reach the customer. */
function staffThread(): AdminThreadDetail {
  return {
    ...threadOf({ status: "answered" }),
    email: EMAIL,
    lastMessageAt: "2026-11-24T10:00:00.000Z",
    lastAuthor: "staff",
    preview: "Sorry about that",
    messageCount: 2,
    customerUid: null,
    messages: [
      { id: 1, author: "customer", body: MESSAGE, at: "2026-11-24T09:00:00.000Z", staffEmail: null },
      { id: 2, author: "staff", body: REPLY, at: "2026-11-24T10:00:00.000Z", staffEmail: "pat.packer@staff.example" },
    ],
  };
}

function expectNoStaff({ subject, text, html }: { subject: string; text: string; html: string }) {
  for (const part of [subject, text, html]) {
    expect(part).not.toContain("pat.packer@staff.example");
    expect(part).not.toContain("staff.example");
  }
}

describe("contactReceivedMessage", () => {
  it("names the conversation's reference in its subject and greets the customer by name", () => {
    const { subject, text, html } = contactReceivedMessage(threadOf(), EMAIL, URL_);
    expect(subject).toBe("We have your message HELP-1001");
    expect(text.startsWith("Hello Ada Lovelace,\n")).toBe(true);
    expect(html).toContain("Hello Ada Lovelace,");
    expect(html).toContain("<title>We have your message HELP-1001</title>");
  });

  it("says we have the message and will reply by email, with the topic and the order", () => {
    const { text, html } = contactReceivedMessage(threadOf(), EMAIL, URL_);
    const intro = "Thank you for getting in touch. We have your message, and we will reply to you by email at ada@example.com. Your reference is HELP-1001.";
    for (const part of [text, html]) {
      expect(part).toContain(intro);
      expect(part).toContain("Topic: Delivery");
      expect(part).toContain("Order: AFC-100042");
    }
    const other = contactReceivedMessage(threadOf({ topic: "returns", orderReference: null }), EMAIL, URL_);
    expect(other.text).toContain("Topic: Returns, damage or a refund\n");
    expect(other.text).not.toContain("Order:");
    expect(other.html).not.toContain("Order:");
  });

  it("repeats the customer's message as written in the text part, with its line breaks", () => {
    const { text } = contactReceivedMessage(threadOf(), EMAIL, URL_);
    expect(text).toContain(
      "Your message:\nMy parcel AFC-100042 has not come.\nIt was due on Tuesday.\n\nCan you check? <b>Thanks</b>\n\nRead or add to the conversation: https://shop.example/help/messages/HELP-1001?key=s3cret-key",
    );
  });

  it("escapes the customer's message in the HTML part and keeps its line breaks", () => {
    const { html } = contactReceivedMessage(threadOf(), EMAIL, URL_);
    expect(html).toContain(MESSAGE_HTML);
    expect(html).not.toContain("<b>Thanks</b>");
    expect(html).toContain("Your message");
  });

  it("keeps Windows line breaks as line breaks", () => {
    const thread = threadOf({ messages: [{ id: 1, author: "customer", body: "First line\r\nSecond line", at: "2026-11-24T09:00:00.000Z" }] });
    const { text, html } = contactReceivedMessage(thread, EMAIL, URL_);
    expect(text).toContain("Your message:\nFirst line\nSecond line\n");
    expect(html).toContain("First line<br>Second line");
  });

  it("quotes the customer's latest message when there is more than one", () => {
    const thread = threadOf({
      messages: [
        { id: 1, author: "customer", body: "The first one.", at: "2026-11-24T09:00:00.000Z" },
        { id: 2, author: "staff", body: "Our answer.", at: "2026-11-24T10:00:00.000Z" },
        { id: 3, author: "customer", body: "The second one.", at: "2026-11-24T11:00:00.000Z" },
      ],
    });
    const { text } = contactReceivedMessage(thread, EMAIL, URL_);
    expect(text).toContain("Your message:\nThe second one.\n");
    expect(text).not.toContain("The first one.");
    expect(text).not.toContain("Our answer.");
  });

  it("gives the conversation's link in both parts and ends with the shop's sign-off", () => {
    const { text, html } = contactReceivedMessage(threadOf(), EMAIL, URL_);
    expect(text.endsWith("\n\nRead or add to the conversation: https://shop.example/help/messages/HELP-1001?key=s3cret-key\n\nAlcohol Free Co")).toBe(true);
    expect(html).toContain(`href="https://shop.example/help/messages/HELP-1001?key=s3cret-key"`);
    expect(html).toContain(">Read or add to the conversation</a>");
  });

  it("says only Hello when the name is blank", () => {
    const { text } = contactReceivedMessage(threadOf({ name: "  " }), EMAIL, URL_);
    expect(text.startsWith("Hello,\n")).toBe(true);
  });

  it("shows no member of staff, even given the back office's conversation", () => {
    expectNoStaff(contactReceivedMessage(staffThread(), EMAIL, URL_));
  });
});

describe("supportReplyMessage", () => {
  it("answers the conversation in its subject and greets the customer by name", () => {
    const { subject, text, html } = supportReplyMessage(threadOf(), EMAIL, REPLY, URL_);
    expect(subject).toBe("Re: your message HELP-1001");
    expect(text.startsWith("Hello Ada Lovelace,\n\nHere is our reply to your message HELP-1001.\n\n")).toBe(true);
    expect(html).toContain("Here is our reply to your message HELP-1001.");
  });

  it("gives staff's reply as written in the text part, with its line breaks, then the link and the sign-off", () => {
    const { text } = supportReplyMessage(threadOf(), EMAIL, REPLY, URL_);
    expect(text).toBe(
      [
        "Hello Ada Lovelace,",
        "",
        "Here is our reply to your message HELP-1001.",
        "",
        "Sorry about that, Ada.",
        "The carrier has it: it comes tomorrow.",
        "<b>Tracking</b> & 'more' below.",
        "",
        "If there is anything else, you can write back to us on your conversation's page.",
        "",
        "Read or add to the conversation: https://shop.example/help/messages/HELP-1001?key=s3cret-key",
        "",
        "Alcohol Free Co",
      ].join("\n"),
    );
  });

  it("escapes staff's reply in the HTML part and keeps its line breaks", () => {
    const { html } = supportReplyMessage(threadOf(), EMAIL, REPLY, URL_);
    expect(html).toContain(REPLY_HTML);
    expect(html).not.toContain("<b>Tracking</b>");
    expect(html).toContain(`href="https://shop.example/help/messages/HELP-1001?key=s3cret-key"`);
    expect(html).toContain(">Read or add to the conversation</a>");
    expect(html).toContain(`<p style="margin:0 0 16px">Alcohol Free Co</p>`);
  });

  it("does not repeat the customer's message", () => {
    const { text, html } = supportReplyMessage(threadOf(), EMAIL, REPLY, URL_);
    expect(text).not.toContain("It was due on Tuesday.");
    expect(html).not.toContain("It was due on Tuesday.");
  });

  it("signs as the shop and shows no member of staff, even given the back office's conversation", () => {
    const message = supportReplyMessage(staffThread(), EMAIL, REPLY, URL_);
    expectNoStaff(message);
    expect(message.text.endsWith("\n\nAlcohol Free Co")).toBe(true);
  });
});

describe("escaping", () => {
  const badUrl = `${URL_}"><script>x</script>`;
  const hostileThread = () =>
    threadOf({
      reference: HOSTILE,
      name: HOSTILE,
      orderReference: HOSTILE,
      messages: [{ id: 1, author: "customer", body: HOSTILE, at: "2026-11-24T09:00:00.000Z" }],
    });

  it.each([
    ["received", () => contactReceivedMessage(hostileThread(), EMAIL, badUrl)],
    ["reply", () => supportReplyMessage(hostileThread(), EMAIL, HOSTILE, badUrl)],
  ])("escapes every interpolated value in the %s email's HTML", (_, build) => {
    const { text, html } = build();
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/"><script/);
    expect(html).toContain(`Hello ${HOSTILE_HTML},`);
    expect(html).toContain(`href="${URL_}&quot;&gt;&lt;script&gt;x&lt;/script&gt;"`);
    expect(text).toContain(`Hello ${HOSTILE},`); // plain text is shown as text
  });
});

describe("sending", () => {
  const outbox = testOutbox();

  it("writes each email to the outbox as <timestamp>-HELP-1001-<kind>.eml, to the given address, and resolves true", async () => {
    await expect(sendContactReceived(threadOf(), EMAIL, URL_)).resolves.toBe(true);
    await expect(sendSupportReply(staffThread(), EMAIL, REPLY, URL_)).resolves.toBe(true);
    const [replyFile] = await outbox.named("HELP-1001", "supportReply");
    expect(replyFile).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-HELP-1001-supportReply\.eml$/);
    const [receivedFile] = await outbox.named("HELP-1001", "contactReceived");
    expect(receivedFile).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-HELP-1001-contactReceived\.eml$/);
    expect(await outbox.files()).toHaveLength(2);

    const raw = await outbox.read(replyFile);
    expect(raw).toMatch(/^Subject: Re: your message HELP-1001\r$/m);
    expect(raw).toMatch(/^To: ada@example\.com\r$/m);
    expect(raw).not.toContain("staff.example");
    const received = await outbox.read(receivedFile);
    expect(received).toMatch(/^Subject: We have your message HELP-1001\r$/m);
  });

  it("resolves false, never throws, and logs [mail] with the kind and reference on a failure", async () => {
    await outbox.block();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(sendContactReceived(threadOf(), EMAIL, URL_)).resolves.toBe(false);
    await expect(sendSupportReply(threadOf(), EMAIL, REPLY, URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] contact received email HELP-1001 not sent: /));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] support reply email HELP-1001 not sent: /));
  });

  it("resolves false when the message cannot even be built", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { ...threadOf(), messages: undefined } as unknown as CustomerThreadView;
    await expect(sendContactReceived(broken, EMAIL, URL_)).resolves.toBe(false);
    await expect(sendSupportReply(threadOf(), EMAIL, undefined as unknown as string, URL_)).resolves.toBe(false);
    await expect(sendSupportReply(undefined as unknown as CustomerThreadView, EMAIL, REPLY, URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] contact received email HELP-1001 not sent: /));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] support reply email HELP-1001 not sent: /));
    expect(await outbox.files()).toHaveLength(0);
  });
});
