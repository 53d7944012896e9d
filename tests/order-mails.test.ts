// The emails that follow an order through the back office (lib/server/mail/order-mail-messages.ts and
// lib/server/mail/order-mails.ts): subjects, the tracking link, the amounts refunded, what a cancellation
// does with the money, HTML escaping of everything interpolated, that no staff identity or internal
// note can appear, and that each lands in the outbox as `<timestamp>-<reference>-<kind>.eml`.
import { describe, expect, it, vi } from "vitest";
import { moneyFromGross } from "@/lib/cart/money";
import type { OrderView } from "@/lib/checkout/contract";
import { CARRIER_DETAILS, checkTrackingNumber } from "@/lib/orders/carriers";
import { escapeHtml } from "@/lib/server/mail/mailer";
import { orderCancelledMessage, orderDispatchedMessage, orderRefundedMessage, reviewsLinkOf, type RefundMailDetails } from "@/lib/server/mail/order-mail-messages";
import { CARD_REFUND_TIMING } from "@/lib/orders/refunds";
import { sendOrderCancelled, sendOrderDispatched, sendOrderRefunded } from "@/lib/server/mail/order-mails";
import { cartItem } from "./support/cart-item";
import { orderFixture, type OrderOverrides } from "./support/order-view";
import { testOutbox } from "./support/outbox";

const HOSTILE = `<script>alert("x")</script> & 'Co' <img src=x onerror=alert(1)>`;
const URL_ = "https://shop.example/shop/checkout/confirmation?order=6f1c2d3e-4b5a-4978-8a6b-5c4d3e2f1a0b&key=abc";
const tracked = checkTrackingNumber("royalMail", "AB 1234 5678 5 GB");
if (!tracked.ok) throw new Error(tracked.message);
const { trackingNumber, trackingUrl } = tracked;

const dispatched = (overrides: OrderOverrides = {}) =>
  orderFixture({
    status: "dispatched",
    ...overrides,
    fulfilment: {
      packedAt: "2026-11-21T09:00:00.000Z",
      dispatchedAt: "2026-11-21T15:30:00.000Z",
      carrier: CARRIER_DETAILS.royalMail.name,
      trackingNumber,
      trackingUrl,
      ...overrides.fulfilment,
    },
  });

/** Lucky Saint × 12 (£23.88) refunded, with or without the £5.99 delivery. */
function refundOf(order: OrderView, withShipping = false): RefundMailDetails {
  const line = order.items[0];
  const shipping = moneyFromGross(withShipping ? order.amounts.shippingPrice.gross : 0);
  return {
    amount: moneyFromGross(line.linePrice.gross + shipping.gross),
    lines: [{ productName: line.productName, quantity: line.quantity, amount: moneyFromGross(line.linePrice.gross) }],
    shipping,
  };
}

/** What the back office holds beside the order: it must never reach a customer, even if passed in whole. */
function withStaffFacts(order: OrderView): OrderView {
  return Object.assign(structuredClone(order), {
    refunds: [{ id: "r1", reason: "SECRET reason: customer was rude", createdBy: { uid: "staff-uid-7", email: "packer@staff.example" } }],
    timeline: [{ id: 1, type: "note", at: order.createdAt, actor: { uid: "staff-uid-7", email: "packer@staff.example" }, summary: "SECRET internal note" }],
  });
}

function expectNoStaffFacts({ text, html }: { text: string; html: string }) {
  for (const part of [text, html]) {
    expect(part).not.toContain("packer@staff.example");
    expect(part).not.toContain("staff-uid-7");
    expect(part).not.toContain("SECRET");
  }
}

describe("orderDispatchedMessage", () => {
  it("names the order in its subject and gives the carrier, tracking number and tracking link", () => {
    const message = orderDispatchedMessage(dispatched(), URL_);
    expect(message.subject).toBe("Your order AFC-100042 is on its way");
    expect(trackingNumber).toBe("AB123456785GB");
    for (const part of [message.text, message.html]) {
      expect(part).toContain("Sent with Royal Mail");
      expect(part).toContain(trackingNumber);
      expect(part).toContain("21 November 2026");
      expect(part).toContain("1 × Small Drinks Box");
      expect(part).toContain("12 × Lucky Saint Lager");
      expect(part).toContain("1 High Street");
      expect(part).toContain("LS1 1AA");
    }
    expect(message.text).toContain(`Track your parcel: ${trackingUrl}`);
    expect(message.html).toContain(`href="${escapeHtml(trackingUrl)}"`);
    expect(message.text).toContain(`See your order: ${URL_}`);
    expect(message.html).toContain(`href="${escapeHtml(URL_)}"`);
  });

  it("says what is still to pay on a pay-on-delivery order, and nothing of payment on a paid card order", () => {
    expect(orderDispatchedMessage(dispatched(), URL_).text).toContain("To pay on delivery: £51.85. You pay when your drinks arrive.");
    const card = orderDispatchedMessage(dispatched({ paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z" }), URL_);
    expect(card.text).not.toContain("pay on delivery");
  });

  it("leaves out a tracking link that is not https", () => {
    const message = orderDispatchedMessage(dispatched({ fulfilment: { trackingUrl: "javascript:alert(1)" } }), URL_);
    expect(message.html).not.toContain("javascript:");
    expect(message.text).not.toContain("Track your parcel");
    expect(message.text).toContain(trackingNumber);
  });

  it("shows no staff identity or note", () => {
    expectNoStaffFacts(orderDispatchedMessage(withStaffFacts(dispatched()), URL_));
  });

  it("invites a signed-in customer to review their purchases at /account/reviews, and a guest not at all", () => {
    const account = orderDispatchedMessage(dispatched({ customer: "uid-ada" }), URL_);
    expect(account.text).toContain("Review your purchases: https://shop.example/account/reviews");
    expect(account.html).toContain(`href="https://shop.example/account/reviews"`);
    expect(account.html).toContain("Review your purchases");
    const guest = orderDispatchedMessage(dispatched(), URL_);
    expect(guest.text).not.toContain("/account/reviews");
    expect(guest.html).not.toContain("/account/reviews");
    // An order URL that is not absolute gives no link rather than a broken one.
    expect(reviewsLinkOf({ customer: "uid-ada" }, "/shop/checkout/confirmation")).toBeNull();
    expect(reviewsLinkOf({ customer: "uid-ada" }, "javascript:alert(1)")).toBeNull();
  });
});

describe("orderRefundedMessage", () => {
  it("states a partial card refund: amount, lines and quantities, VAT, when it arrives, the total so far", () => {
    const order = dispatched({ paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z", fulfilment: { refundedPence: 2388 + 1000 } });
    const refund = refundOf(order);
    const message = orderRefundedMessage(order, refund, URL_);
    expect(message.subject).toBe("Refund for your order AFC-100042");
    for (const part of [message.text, message.html]) {
      expect(part).toContain("We have refunded £23.88");
      expect(part).toContain("12 × Lucky Saint Lager");
      expect(part).toContain(`£${refund.amount.taxText}`); // VAT included: £3.98
      expect(part).toContain("VAT included");
      expect(part).toContain(CARD_REFUND_TIMING);
      expect(part).toContain("5 to 10 working days");
      expect(part).toContain("Refunded on this order so far: £33.88.");
      expect(part).not.toContain("Delivery");
    }
    expect(refund.amount.taxText).toBe("3.98");
    expect(message.text).toContain("Total refunded: £23.88");
  });

  it("states a full pay-on-delivery refund with the delivery charge, paid back by hand", () => {
    const order = orderFixture({
      status: "refunded",
      paidAt: "2026-11-23T12:00:00.000Z",
      fulfilment: { deliveredAt: "2026-11-23T12:00:00.000Z", refundedPence: 5185 },
    });
    const message = orderRefundedMessage(order, refundOf(order, true), URL_);
    for (const part of [message.text, message.html]) {
      expect(part).toContain("We have paid back £29.87");
      expect(part).toContain("Delivery");
      expect(part).toContain("£5.99");
      expect(part).toContain("paid this back to you directly");
      expect(part).toContain("Your order has now been refunded in full.");
      expect(part).not.toContain("working days");
    }
  });

  it("shows no staff identity or note", () => {
    const order = withStaffFacts(dispatched({ paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z", fulfilment: { refundedPence: 2388 } }));
    expectNoStaffFacts(orderRefundedMessage(order, refundOf(order), URL_));
  });
});

describe("orderCancelledMessage", () => {
  const cancelled = (overrides: OrderOverrides = {}) =>
    orderFixture({ status: "cancelled", ...overrides, fulfilment: { cancelledAt: "2026-11-20T18:00:00.000Z", ...overrides.fulfilment } });

  it("has the cancellation as its subject and lists what the order held", () => {
    const message = orderCancelledMessage(cancelled(), 0, URL_);
    expect(message.subject).toBe("Your order AFC-100042 has been cancelled");
    for (const part of [message.text, message.html]) {
      expect(part).toContain("placed on 20 November 2026");
      expect(part).toContain("Lucky Saint Lager");
      expect(part).toContain("£51.85");
    }
  });

  it("says what happens with the money for each way of paying", () => {
    expect(orderCancelledMessage(cancelled(), 0, URL_).text).toContain("nothing has been charged and there is nothing to pay");
    const paid = cancelled({ paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z", fulfilment: { refundedPence: 5185 } });
    const refunded = orderCancelledMessage(paid, 5185, URL_);
    expect(refunded.text).toContain("We have refunded £51.85 to the card you paid with.");
    expect(refunded.html).toContain("We have refunded £51.85 to the card you paid with.");
    expect(refunded.text).toContain(CARD_REFUND_TIMING);
    expect(orderCancelledMessage(paid, 0, URL_).text).toContain("Your payment of £51.85 will be refunded in full");
    expect(orderCancelledMessage(cancelled({ paymentMethod: "stripe" }), 0, URL_).text).toContain("Your card has not been charged.");
  });

  it("shows no staff identity or note", () => {
    expectNoStaffFacts(orderCancelledMessage(withStaffFacts(cancelled()), 0, URL_));
  });
});

describe("escaping", () => {
  const hostile = () => {
    const items = [cartItem(HOSTILE, 199, 24)];
    return dispatched({
      items,
      paymentMethod: "stripe",
      paidAt: "2026-11-20T10:16:00.000Z",
      deliveryAddress: { firstName: HOSTILE, lastName: "L", line1: HOSTILE, city: "Leeds", postcode: "LS1 1AA", country: "GB" },
      fulfilment: { carrier: HOSTILE, trackingNumber: HOSTILE, trackingUrl: `https://track.example/"><script>x</script>`, refundedPence: 4776 },
    });
  };
  const badUrl = `${URL_}"><script>x</script>`;

  it.each([
    ["dispatched", (order: OrderView) => orderDispatchedMessage(order, badUrl)],
    ["refunded", (order: OrderView) => orderRefundedMessage(order, refundOf(order, true), badUrl)],
    ["cancelled", (order: OrderView) => orderCancelledMessage(order, 4776, badUrl)],
  ])("escapes every interpolated value in the %s email's HTML", (_, build) => {
    const { html, text } = build(hostile());
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).not.toMatch(/"><script/);
    expect(html).toContain(escapeHtml(HOSTILE));
    expect(html).toContain(`href="${escapeHtml(badUrl)}"`);
    expect(text).toContain(HOSTILE); // plain text is shown as text
  });
});

describe("sending", () => {
  const outbox = testOutbox();

  it("writes each email to the outbox as <timestamp>-<reference>-<kind>.eml and resolves true", async () => {
    const order = dispatched({ paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z", fulfilment: { refundedPence: 2388 } });
    await expect(sendOrderDispatched(order, URL_)).resolves.toBe(true);
    await expect(sendOrderRefunded(order, refundOf(order), URL_)).resolves.toBe(true);
    await expect(sendOrderRefunded(order, refundOf(order), URL_)).resolves.toBe(true); // a second refund: its own file
    await expect(sendOrderCancelled(orderFixture({ status: "cancelled" }), 0, URL_)).resolves.toBe(true);
    const [dispatchFile] = await outbox.named("AFC-100042", "dispatched");
    expect(dispatchFile).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-AFC-100042-dispatched\.eml$/);
    expect(await outbox.named("AFC-100042", "refunded")).toHaveLength(2);
    expect(await outbox.named("AFC-100042", "cancelled")).toHaveLength(1);
    // Not mistaken for the confirmation, whose file ends in the bare reference.
    expect((await outbox.files()).filter((file) => file.endsWith("AFC-100042.eml"))).toHaveLength(0);

    const raw = await outbox.read(dispatchFile);
    const unfolded = raw.replace(/=\r\n/g, "");
    expect(raw).toMatch(/^Subject: Your order AFC-100042 is on its way\r$/m);
    expect(raw).toMatch(/^To: ada@example\.com\r$/m);
    expect(unfolded).toContain(trackingUrl.replace(/=/g, "=3D"));
    expect(unfolded).toContain(trackingNumber);
  });

  it("resolves false, never throws, and logs [mail] with the kind and reference on a failure", async () => {
    await outbox.block();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(sendOrderDispatched(dispatched(), URL_)).resolves.toBe(false);
    await expect(sendOrderCancelled(dispatched(), 0, URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] dispatch email AFC-100042 not sent: /));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] cancellation email AFC-100042 not sent: /));
  });

  it("resolves false when the message cannot even be built", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { ...dispatched(), fulfilment: undefined } as unknown as OrderView;
    await expect(sendOrderRefunded(broken, undefined as unknown as RefundMailDetails, URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] refund email AFC-100042 not sent: /));
  });
});
