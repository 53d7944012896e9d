// The emails of a damage report (issue 38.3: lib/server/mail/damage-mail-messages.ts): each names
// the report and the order, says what was reported and what happens next; the replacement's gives
// its order and link; the refusal gives staff's reason verbatim (escaped in HTML) and the help
// centre; every interpolated value is escaped. Sending through the outbox is shown by the
// integration tests (tests/integration/damage.test.ts).
import { describe, expect, it } from "vitest";
import type { DamageReportView } from "@/lib/damage/contract";
import { damageRefusedMessage, damageReplacedMessage, damageReportedMessage } from "@/lib/server/mail/damage-mail-messages";
import { orderFixture } from "./support/order-view";

const ORDER_URL = "https://shop.example/shop/checkout/confirmation?order=o1&key=k1";
const REPLACEMENT_URL = "https://shop.example/shop/checkout/confirmation?order=o2&key=k2";
const HOSTILE = `<img src=x onerror="alert(1)"> & 'Co'`;

function reportOf(overrides: Partial<DamageReportView> = {}): DamageReportView {
  return {
    reference: "DMG-100042-1",
    orderReference: "AFC-100042",
    status: "reported",
    kind: "damaged",
    lineId: "line-1",
    productName: "Harbour Pale",
    packText: "6-pack",
    quantity: 2,
    note: null,
    photoCount: 2,
    reportedAt: "2026-11-24T09:00:00.000Z",
    closedAt: null,
    refundedPence: null,
    replacementOrderReference: null,
    refusalReason: null,
    ...overrides,
  };
}

const order = () => orderFixture({ status: "delivered" });

describe("damage report emails", () => {
  it("reported: names the report and order, what was reported with how many photos, and what happens next, in both parts", () => {
    const { subject, text, html } = damageReportedMessage(order(), reportOf(), ORDER_URL);
    expect(subject).toBe("We have your report DMG-100042-1 for order AFC-100042");
    for (const part of [text, html]) {
      expect(part).toContain("Thank you for telling us with 2 photos. Your report on order AFC-100042 is DMG-100042-1.");
      expect(part).toContain("2 × Harbour Pale (6-pack): Damaged: broken, leaking or crushed");
      expect(part).toContain("we either refund the drinks to the way you paid or send them again at no charge");
    }
    expect(html).toContain(`href="${ORDER_URL.replace(/&/g, "&amp;")}"`);
  });

  it("replaced: gives the replacement's order reference and links to it, not to the first order", () => {
    const { subject, text, html } = damageReplacedMessage(order(), reportOf({ status: "replaced", replacementOrderReference: "AFC-100043" }), REPLACEMENT_URL);
    expect(subject).toBe("Your replacement for DMG-100042-1");
    expect(text).toContain("We are sending the drinks again at no charge, as order AFC-100043.");
    expect(html).toContain(`href="${REPLACEMENT_URL.replace(/&/g, "&amp;")}"`);
    expect(html).not.toContain("order=o1");
  });

  it("refused: staff's reason as written, the help centre's absolute link, and that the customer's rights stand", () => {
    const { text, html } = damageRefusedMessage(order(), reportOf({ status: "refused", refusalReason: "The photos show an unbroken bottle" }), ORDER_URL);
    expect(text).toContain("Our reason: The photos show an unbroken bottle");
    expect(text).toContain("use our help centre: https://shop.example/help");
    expect(html).toContain("This does not affect your rights under UK consumer law.");
  });

  it("escapes every interpolated value in HTML", () => {
    const hostile = reportOf({ productName: HOSTILE, packText: HOSTILE, refusalReason: HOSTILE, replacementOrderReference: HOSTILE });
    for (const { html } of [
      damageReportedMessage(order(), hostile, ORDER_URL),
      damageReplacedMessage(order(), hostile, REPLACEMENT_URL),
      damageRefusedMessage(order(), hostile, ORDER_URL),
    ]) {
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;Co&#39;");
    }
  });
});
