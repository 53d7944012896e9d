// The emails of a customer's return (issue 38.2: lib/server/mail/return-mail-messages.ts and
// lib/server/mail/return-mails.ts): subjects, the return reference, lines, reason and return address
// in both parts, the send-back period, staff's refusal reason escaped in HTML, the absolute help
// link, that no staff identity can appear, and that each lands in the outbox under its own kind.
import { describe, expect, it, vi } from "vitest";
import type { OrderView } from "@/lib/checkout/contract";
import type { ReturnView } from "@/lib/returns/contract";
import { helpLinkOf, returnReceivedMessage, returnRefusedMessage, returnRequestedMessage } from "@/lib/server/mail/return-mail-messages";
import { sendReturnReceived, sendReturnRefused, sendReturnRequested } from "@/lib/server/mail/return-mails";
import { cartItem } from "./support/cart-item";
import { orderFixture, type OrderOverrides } from "./support/order-view";
import { testOutbox } from "./support/outbox";

const URL_ = "https://shop.example/account/shop/orders/AFC-100042";
const ADDRESS = ["Alcohol Free Co Returns", "Unit 4, Canal Wharf", "Leeds", "LS11 5PS", "United Kingdom"];
const HOSTILE = `<script>alert("x")</script> & 'Co'`;
const HOSTILE_HTML = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;";

const delivered = (overrides: OrderOverrides = {}) =>
  orderFixture({
    status: "delivered",
    ...overrides,
    fulfilment: { dispatchedAt: "2026-11-21T15:30:00.000Z", deliveredAt: "2026-11-23T12:00:00.000Z", ...overrides.fulfilment },
  });

function returnOf(overrides: Partial<ReturnView> = {}): ReturnView {
  return {
    reference: "RET-100042-1",
    orderReference: "AFC-100042",
    status: "requested",
    reason: "changedMind",
    note: null,
    lines: [
      { lineId: "line-Lucky Saint Lager", productName: "Lucky Saint Lager", packText: "Single", quantity: 2 },
      { lineId: "line-Thatchers Zero", productName: "Thatchers Zero", packText: "6-pack", quantity: 1 },
    ],
    requestedAt: "2026-11-24T09:00:00.000Z",
    receivedAt: null,
    closedAt: null,
    inspection: null,
    refundedPence: null,
    refusalReason: null,
    ...overrides,
  };
}

const received = (overrides: Partial<ReturnView> = {}) => returnOf({ status: "received", receivedAt: "2026-11-27T11:00:00.000Z", ...overrides });
const refused = (reason: string, overrides: Partial<ReturnView> = {}) =>
  received({ status: "refused", closedAt: "2026-11-28T10:00:00.000Z", refusalReason: reason, ...overrides });

/** What the back office holds beside an order and a return: it must never reach a customer, even if passed in whole. */
function withStaffFacts<T extends object>(value: T): T {
  return Object.assign(structuredClone(value), {
    refusedBy: { uid: "staff-uid-7", email: "packer@staff.example", name: "Pat Packer" },
    receivedBy: { uid: "staff-uid-7", email: "packer@staff.example", name: "Pat Packer" },
    timeline: [{ id: 1, type: "note", actor: { uid: "staff-uid-7", email: "packer@staff.example" }, summary: "SECRET internal note" }],
  });
}

function expectNoStaffFacts({ subject, text, html }: { subject: string; text: string; html: string }) {
  for (const part of [subject, text, html]) {
    expect(part).not.toContain("packer@staff.example");
    expect(part).not.toContain("staff-uid-7");
    expect(part).not.toContain("Pat Packer");
    expect(part).not.toContain("SECRET");
  }
}

describe("returnRequestedMessage", () => {
  it("names the return and the order in its subject, and gives the reference, lines and reason in both parts", () => {
    const message = returnRequestedMessage(delivered(), returnOf(), ADDRESS, URL_);
    expect(message.subject).toBe("Your return RET-100042-1 for order AFC-100042");
    for (const part of [message.text, message.html]) {
      expect(part).toContain("Your return reference is RET-100042-1.");
      expect(part).toContain("2 × Lucky Saint Lager (Single)");
      expect(part).toContain("1 × Thatchers Zero (6-pack)");
      expect(part).toContain("Your reason: I changed my mind");
    }
    expect(message.text).toContain("Hello Ada,");
  });

  it("gives the return address one line each, and asks for the parcel within 14 days with the reference on it", () => {
    const { text, html } = returnRequestedMessage(delivered(), returnOf(), ADDRESS, URL_);
    expect(text).toContain("Send the drinks to\n  Alcohol Free Co Returns\n  Unit 4, Canal Wharf\n  Leeds\n  LS11 5PS\n  United Kingdom\n");
    expect(html).toContain("Send the drinks to");
    expect(html).toContain("Alcohol Free Co Returns<br>Unit 4, Canal Wharf<br>Leeds<br>LS11 5PS<br>United Kingdom");
    const sendBy = "Please send the drinks within 14 days, unopened with the seal intact, and write RET-100042-1 on the parcel.";
    expect(text).toContain(sendBy);
    expect(html).toContain(sendBy);
  });

  it("says the refund follows once the drinks are back, the way the customer paid", () => {
    const cash = returnRequestedMessage(delivered(), returnOf(), ADDRESS, URL_);
    for (const part of [cash.text, cash.html]) {
      expect(part).toContain("Once the drinks are back with us, we refund them to you directly, as you paid on delivery.");
      expect(part).not.toContain("card");
    }
    const card = returnRequestedMessage(delivered({ paymentMethod: "stripe", paidAt: "2026-11-20T10:16:00.000Z" }), returnOf(), ADDRESS, URL_);
    for (const part of [card.text, card.html]) {
      expect(part).toContain("Once the drinks are back with us, we refund them to the card you paid with.");
    }
  });

  it("ends like the order emails: the questions line, the order's link, the sign-off", () => {
    const { text, html } = returnRequestedMessage(delivered(), returnOf(), ADDRESS, URL_);
    const closing = `If you have any questions, get in touch and quote your order reference AFC-100042.\n\nSee your order: ${URL_}\n\nAlcohol Free Co`;
    expect(text.endsWith(closing)).toBe(true);
    expect(html).toContain(`href="${URL_}"`);
  });

  it("shows no staff identity or note", () => {
    expectNoStaffFacts(returnRequestedMessage(withStaffFacts(delivered()), withStaffFacts(returnOf()), ADDRESS, URL_));
  });
});

describe("returnReceivedMessage", () => {
  it("says the return arrived and that the customer hears once it is checked", () => {
    const message = returnReceivedMessage(delivered(), received(), URL_);
    expect(message.subject).toBe("We have your return RET-100042-1");
    for (const part of [message.text, message.html]) {
      expect(part).toContain("Your return RET-100042-1 for order AFC-100042 arrived with us on 27 November 2026.");
      expect(part).toContain("2 × Lucky Saint Lager (Single)");
      expect(part).toContain("We will now check the drinks, and you will hear from us once we have.");
    }
    expect(message.text).toContain(`See your order: ${URL_}`);
  });

  it("leaves out the date when the return has none", () => {
    const { text } = returnReceivedMessage(delivered(), returnOf({ status: "received" }), URL_);
    expect(text).toContain("Your return RET-100042-1 for order AFC-100042 arrived with us.");
  });

  it("shows no staff identity or note", () => {
    expectNoStaffFacts(returnReceivedMessage(withStaffFacts(delivered()), withStaffFacts(received()), URL_));
  });
});

describe("returnRefusedMessage", () => {
  it("says we cannot refund it and gives staff's reason verbatim", () => {
    const reason = "The seal on the Thatchers Zero was broken, so we cannot take it back.";
    const message = returnRefusedMessage(delivered(), refused(reason), URL_);
    expect(message.subject).toBe("Your return RET-100042-1");
    for (const part of [message.text, message.html]) {
      expect(part).toContain("We are sorry, but we cannot refund your return RET-100042-1 for order AFC-100042.");
      expect(part).toContain("1 × Thatchers Zero (6-pack)");
    }
    expect(message.text).toContain("Our reason: The seal on the Thatchers Zero was broken, so we cannot take it back.");
    expect(message.html).toContain("<strong>Our reason:</strong> The seal on the Thatchers Zero was broken, so we cannot take it back.");
  });

  it("escapes staff's reason in the HTML part, and shows it as written in the text part", () => {
    const { text, html } = returnRefusedMessage(delivered(), refused(HOSTILE), URL_);
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain(`<strong>Our reason:</strong> ${HOSTILE_HTML}`);
    expect(text).toContain(`Our reason: ${HOSTILE}`);
  });

  it("links the help centre on the order page's site, absolutely", () => {
    const { text, html } = returnRefusedMessage(delivered(), refused("Opened."), URL_);
    expect(text).toContain("If you would like to talk about it, reply to this email or use our help centre: https://shop.example/help");
    expect(html).toContain("reply to this email or use our help centre.");
    expect(html).toContain(`href="https://shop.example/help"`);
    expect(text.endsWith(`See your order: ${URL_}\n\nAlcohol Free Co`)).toBe(true);
    expect(helpLinkOf("http://localhost:3000/account/shop/orders/AFC-100042?key=a")).toBe("http://localhost:3000/help");
  });

  it("gives no broken help link when the order URL is not absolute", () => {
    expect(helpLinkOf("/account/shop/orders/AFC-100042")).toBeNull();
    expect(helpLinkOf("javascript:alert(1)")).toBeNull();
    const { text, html } = returnRefusedMessage(delivered(), refused("Opened."), "/account/shop/orders/AFC-100042");
    expect(text).toContain("If you would like to talk about it, reply to this email or use the help centre on our website.");
    expect(html).not.toContain(`href="/help"`);
  });

  it("says nothing of a reason when staff gave none", () => {
    const { text, html } = returnRefusedMessage(delivered(), received({ status: "refused", refusalReason: "  " }), URL_);
    expect(text).not.toContain("Our reason");
    expect(html).not.toContain("Our reason");
  });

  it("shows no staff identity or note", () => {
    expectNoStaffFacts(returnRefusedMessage(withStaffFacts(delivered()), withStaffFacts(refused("Opened.")), URL_));
  });
});

describe("escaping", () => {
  const hostileOrder = () =>
    delivered({
      items: [cartItem(HOSTILE, 199, 12)],
      deliveryAddress: { firstName: HOSTILE, lastName: "L", line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA", country: "GB" },
    });
  const hostileReturn = (overrides: Partial<ReturnView> = {}) =>
    returnOf({ lines: [{ lineId: "l1", productName: HOSTILE, packText: HOSTILE, quantity: 1 }], ...overrides });
  const badUrl = `${URL_}"><script>x</script>`;

  it.each([
    ["requested", (order: OrderView) => returnRequestedMessage(order, hostileReturn(), [HOSTILE, "Leeds"], badUrl)],
    ["received", (order: OrderView) => returnReceivedMessage(order, hostileReturn({ receivedAt: "2026-11-27T11:00:00.000Z" }), badUrl)],
    ["refused", (order: OrderView) => returnRefusedMessage(order, hostileReturn({ refusalReason: HOSTILE }), badUrl)],
  ])("escapes every interpolated value in the %s email's HTML", (_, build) => {
    const { text, html } = build(hostileOrder());
    expect(html).not.toContain("<script>");
    expect(html).not.toMatch(/"><script/);
    expect(html).toContain(HOSTILE_HTML);
    expect(html).toContain(`1 × ${HOSTILE_HTML} (${HOSTILE_HTML})`);
    expect(html).toContain(`href="${URL_}&quot;&gt;&lt;script&gt;x&lt;/script&gt;"`);
    expect(text).toContain(HOSTILE); // plain text is shown as text
  });
});

describe("sending", () => {
  const outbox = testOutbox();

  it("writes each email to the outbox as <timestamp>-<order reference>-<kind>.eml and resolves true", async () => {
    await expect(sendReturnRequested(delivered(), returnOf(), ADDRESS, URL_)).resolves.toBe(true);
    await expect(sendReturnReceived(delivered(), received(), URL_)).resolves.toBe(true);
    await expect(sendReturnRefused(delivered(), refused("Opened."), URL_)).resolves.toBe(true);
    const [requestFile] = await outbox.named("AFC-100042", "returnRequested");
    expect(requestFile).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-AFC-100042-returnRequested\.eml$/);
    expect(await outbox.named("AFC-100042", "returnReceived")).toHaveLength(1);
    expect(await outbox.named("AFC-100042", "returnRefused")).toHaveLength(1);
    expect(await outbox.files()).toHaveLength(3);

    const raw = await outbox.read(requestFile);
    expect(raw).toMatch(/^Subject: Your return RET-100042-1 for order AFC-100042\r$/m);
    expect(raw).toMatch(/^To: ada@example\.com\r$/m);
    expect(raw.replace(/=\r\n/g, "")).toContain("Unit 4, Canal Wharf");
  });

  it("resolves false, never throws, and logs [mail] with the kind and reference on a failure", async () => {
    await outbox.block();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(sendReturnRequested(delivered(), returnOf(), ADDRESS, URL_)).resolves.toBe(false);
    await expect(sendReturnReceived(delivered(), received(), URL_)).resolves.toBe(false);
    await expect(sendReturnRefused(delivered(), refused("Opened."), URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] return request email AFC-100042 not sent: /));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] return received email AFC-100042 not sent: /));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] return refused email AFC-100042 not sent: /));
  });

  it("resolves false when the message cannot even be built", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const broken = { ...returnOf(), lines: undefined } as unknown as ReturnView;
    await expect(sendReturnRequested(delivered(), broken, ADDRESS, URL_)).resolves.toBe(false);
    await expect(sendReturnRequested(delivered(), returnOf(), undefined as unknown as string[], URL_)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[mail\] return request email AFC-100042 not sent: /));
  });
});
