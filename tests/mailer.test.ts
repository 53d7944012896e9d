// The order confirmation email (lib/server/mail/order-confirmation-mail.ts, sent by lib/server/mail/mailer.ts):
// what it says, that nothing interpolated can inject HTML, that without SMTP_URL nodemailer's own
// message lands in the outbox as an .eml file (never over another), and that a mail failure never
// reaches the caller. The back office's emails are in order-mails.test.ts.
import { describe, expect, it, vi } from "vitest";
import { cartAmounts } from "@/lib/cart/amounts";
import { cartItem } from "./support/cart-item";
import { orderFixture, type OrderOverrides } from "./support/order-view";
import { testOutbox } from "./support/outbox";
import type { OrderView } from "@/lib/checkout/contract";
import { escapeHtml, orderConfirmationMessage, outboxFileName, PAY_ON_DELIVERY_NOTE, sendOrderConfirmation } from "@/lib/server/mail/mailer";


const HOSTILE = `<script>alert("x")</script> & 'Co' <img src=x onerror=alert(1)>`;

const order = (overrides: Partial<OrderView> = {}): OrderView => orderFixture(overrides as OrderOverrides);

const URL_ = "https://shop.example/shop/checkout/confirmation?order=6f1c2d3e-4b5a-4978-8a6b-5c4d3e2f1a0b&key=abc";

describe("orderConfirmationMessage", () => {
  it("has the order reference as its subject", () => {
    expect(orderConfirmationMessage(order(), URL_).subject).toBe("Your order AFC-100042");
  });

  it("states the lines, boxes, amounts, addresses, payment, status and link in both parts", () => {
    const o = order();
    const { text, html } = orderConfirmationMessage(o, URL_);
    // 12 × £1.99 + 2 × £10.99 = £45.86, standard shipping £5.99: £51.85.
    expect(o.amounts.totalPrice.grossText).toBe("51.85");
    for (const part of [text, html]) {
      expect(part).toContain("AFC-100042");
      expect(part).toContain("20 November 2026");
      expect(part).toContain("Lucky Saint Lager");
      expect(part).toContain("Thatchers Zero");
      expect(part).toContain("6-pack");
      expect(part).toContain("£23.88"); // 12 × £1.99
      expect(part).toContain("£21.98"); // 2 × £10.99
      expect(part).toContain("Small Drinks Box");
      expect(part).toContain("£45.86");
      expect(part).toContain("£5.99");
      expect(part).toContain("£51.85");
      expect(part).toContain(`£${o.amounts.totalPrice.taxText}`);
      expect(part).toContain("1 High Street");
      expect(part).toContain("LS1 1AA");
      expect(part).toContain("5 Mill Lane");
      expect(part).toContain("North Yorkshire");
      expect(part).toContain(PAY_ON_DELIVERY_NOTE);
      expect(part).toContain("Placed: pay on delivery");
    }
    expect(text).toContain("Total: £51.85");
    expect(text).toContain(URL_);
    expect(html).toContain(`href="${escapeHtml(URL_)}"`);
  });

  it("describes a card order by its status, without the pay-on-delivery note", () => {
    const paid = orderConfirmationMessage(order({ paymentMethod: "stripe", status: "paid" }), URL_);
    expect(paid.text).toContain("Card (Stripe): paid");
    expect(paid.text).not.toContain(PAY_ON_DELIVERY_NOTE);
    const waiting = orderConfirmationMessage(order({ paymentMethod: "stripe", status: "awaitingPayment" }), URL_);
    expect(waiting.text).toContain("Awaiting payment");
  });

  it("links the terms of sale and the returns policy on the order link's site, and says how to cancel and return", () => {
    const { text, html } = orderConfirmationMessage(order(), "https://shop.example/shop/checkout/confirmation?order=1&key=2");
    expect(text).toContain("You can cancel from your order page until we pack it, and return unopened drinks within 14 days of delivery.");
    expect(text).toContain("Terms of Sale: https://shop.example/terms");
    expect(text).toContain("Returns Policy: https://shop.example/returns-policy");
    expect(html).toContain('<a href="https://shop.example/terms">Terms of Sale</a>');
    expect(html).toContain('<a href="https://shop.example/returns-policy">Returns Policy</a>');
  });

  it("escapes every interpolated string in the HTML part", () => {
    const hostile = order({
      items: [cartItem(HOSTILE, 199, 24)],
      deliveryAddress: { firstName: HOSTILE, lastName: "L", line1: HOSTILE, city: "Leeds", postcode: "LS1 1AA", country: "GB" },
    });
    const { html, text } = orderConfirmationMessage(hostile, `${URL_}"><script>x</script>`);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/"><script/);
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;");
    expect(text).toContain(HOSTILE); // plain text is shown as text
  });
});

describe("outboxFileName", () => {
  const at = new Date("2026-11-20T10:15:00.123Z");
  it("is <timestamp>-<reference>.eml for the confirmation and <timestamp>-<reference>-<kind>.eml for the others", () => {
    expect(outboxFileName("AFC-100042", "confirmation", at)).toBe("2026-11-20T10-15-00-123Z-AFC-100042.eml");
    expect(outboxFileName("AFC-100042", "dispatched", at)).toBe("2026-11-20T10-15-00-123Z-AFC-100042-dispatched.eml");
    expect(outboxFileName("AFC-100042", "refunded", at)).toBe("2026-11-20T10-15-00-123Z-AFC-100042-refunded.eml");
    expect(outboxFileName("AFC-100042", "cancelled", at)).toBe("2026-11-20T10-15-00-123Z-AFC-100042-cancelled.eml");
  });

  it("keeps anything but letters, digits and dashes out of the name", () => {
    expect(outboxFileName("../AFC 1/x", "confirmation", at)).toBe("2026-11-20T10-15-00-123Z----AFC-1-x.eml");
  });
});

describe("sendOrderConfirmation", () => {
  const outbox = testOutbox({ unset: ["MAIL_FROM"], under: ["nested", "outbox"] }); // the outbox folder is created on demand

  it("without SMTP_URL writes a parseable .eml named <timestamp>-<reference>.eml to the outbox", async () => {
    await sendOrderConfirmation(order({ items: [cartItem(HOSTILE, 199, 24)], amounts: cartAmounts([cartItem(HOSTILE, 199, 24)], "standard") }), URL_);
    const files = await outbox.files();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-AFC-100042\.eml$/);
    const raw = await outbox.read(files[0]);

    // Headers, then a blank line, then the body; folded header lines joined.
    const split = raw.indexOf("\r\n\r\n");
    expect(split).toBeGreaterThan(0);
    const headers = new Map<string, string>();
    for (const line of raw.slice(0, split).replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
      const colon = line.indexOf(":");
      headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    expect(headers.get("subject")).toBe("Your order AFC-100042");
    expect(headers.get("from")).toBe("Alcohol Free Co <orders@alcoholfree.example>");
    expect(headers.get("to")).toBe("ada@example.com");
    expect(headers.get("mime-version")).toBe("1.0");
    expect(headers.get("message-id")).toMatch(/^<.+@.+>$/);
    const boundary = /multipart\/alternative;\s*boundary="?([^";]+)"?/.exec(headers.get("content-type") ?? "")?.[1];
    expect(boundary).toBeTruthy();
    const body = raw.slice(split + 4);
    const parts = body.split(`--${boundary}`).slice(1, -1);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(parts[1]).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(body.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
    expect(raw).toContain("AFC-100042");
    // The hostile name is escaped in the HTML part even after transfer encoding.
    const decodedHtml = decodeQuotedPrintable(parts[1].slice(parts[1].indexOf("\r\n\r\n") + 4));
    expect(decodedHtml).toContain("&lt;script&gt;");
    expect(decodedHtml).not.toContain("<script>");
  });

  it("never writes over an earlier message: one written in the same millisecond gets the next one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T10:15:00.123Z"));
    try {
      await sendOrderConfirmation(order(), URL_);
      await sendOrderConfirmation(order(), URL_);
    } finally {
      vi.useRealTimers();
    }
    const files = (await outbox.files()).sort();
    // The second moves on a millisecond: the same pattern, and names sort in the order written.
    expect(files).toEqual(["2026-11-20T10-15-00-123Z-AFC-100042.eml", "2026-11-20T10-15-00-124Z-AFC-100042.eml"]);
  });

  it("uses MAIL_FROM when set", async () => {
    process.env.MAIL_FROM = "Shop <shop@example.org>";
    await sendOrderConfirmation(order(), URL_);
    const [file] = await outbox.files();
    expect(await outbox.read(file)).toMatch(/^From: Shop <shop@example\.org>\r$/m);
  });

  it("never throws on a mail failure: logs it with [mail] and returns", async () => {
    await outbox.block(); // the outbox "folder" is a file: mkdir fails
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(sendOrderConfirmation(order(), URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] .*AFC-100042/));
  });

  it("never throws when the SMTP server cannot be reached", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1?connectionTimeout=2000";
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(sendOrderConfirmation(order(), URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] /));
  });
});

function decodeQuotedPrintable(input: string): string {
  const bytes = input
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
