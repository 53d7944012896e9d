// The help centre, the terms of sale and the returns policy (issue 38.4) state the shop's real rules:
// each figure is checked against the rule it describes, worked out here on its own (from the
// spec's or the law's literal values where they are stated, from the constants where the page
// follows them); every topic anchor exists; every link goes to a page the site has.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HELP_CONTACT, HELP_SECTIONS } from "@/content/help";
import { RETURNS_POLICY } from "@/content/help/returns-policy";
import { TERMS_OF_SALE } from "@/content/help/terms-of-sale";
import { HELP_SECTION_IDS, blockText, type HelpBlock, type HelpText } from "@/content/help/types";
import { HELP_TOC } from "@/components/help/HelpCentre";
import { PRODUCT_INPUT_LIMITS } from "@/lib/admin/product-input";
import { cartValidity } from "@/lib/cart/validity";
import { ABV_LIMITS } from "@/lib/catalogue/filters";
import { PAYMENT_METHOD_LABELS } from "@/lib/checkout/contract";
import { BOX_CAPACITIES, DAMAGE_REPORT_HOURS, HALF_BOX_750_CAPACITY, RETURN_WINDOW_DAYS, SHIPPING_METHODS } from "@/lib/constants";
import { HELP_LINK, LEGAL_LINKS } from "@/lib/navigation";
import { CARRIER_DETAILS } from "@/lib/orders/carriers";
import { wantsNonce } from "@/lib/security/nonce-routes";

const text = (blocks: readonly HelpBlock[]) => blocks.map(blockText).join("\n");
const answer = (id: string) => {
  const question = HELP_SECTIONS.flatMap((section) => section.questions).find((q) => q.id === id);
  if (!question) throw new Error(`no help question ${id}`);
  return text(question.answer);
};
const policy = (document: typeof TERMS_OF_SALE, id: string) => text(document.sections.find((section) => section.id === id)?.body ?? []);
/** Pounds from pence, written here rather than through the site's formatter. */
const pounds = (pence: number) => `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;

describe("the help centre's figures are the shop's rules", () => {
  it("delivery: every shipping method's price, and the free-delivery threshold", () => {
    const delivery = answer("delivery-cost");
    for (const method of Object.values(SHIPPING_METHODS)) expect(delivery).toContain(`${method.name}: ${pounds(method.pricePence)}`);
    expect(delivery).toContain(`free when your drinks come to ${pounds(SHIPPING_METHODS.standard.freeFromPence)} or more`);
    expect(delivery).toContain("once per order");
    expect(answer("delivery-where")).toContain("UK only");
    for (const carrier of Object.values(CARRIER_DETAILS)) expect(answer("delivery-tracking")).toContain(carrier.name);
  });

  it("boxes: the spec's three boxes, 24, 12 and 6 or 12, and the half box's multiples of 6", () => {
    const fills = answer("boxes-what-fills");
    expect(fills).toContain("Small Drinks Box: Holds 24 bottles or cans of 330 ml or smaller.");
    expect(fills).toContain("Large Beers Box: Holds 12 bottles or cans of 440–500 ml.");
    expect(fills).toContain("Wine & Spirits Box: Holds 6 or 12 bottles of 500–750 ml wines and spirits.");
    expect(fills).toContain("half box of 6, so your wine and spirit bottles come to 6, 12, 18 and so on");
    expect([BOX_CAPACITIES.boxType_330, BOX_CAPACITIES.boxType_500, BOX_CAPACITIES.boxType_750, HALF_BOX_750_CAPACITY]).toEqual([24, 12, 12, 6]);
    // What the page claims is what the cart decides: 6, 12 and 18 wine bottles check out; 7 does not.
    const wine = (count: number) => cartValidity([{ quantity: count, multipackQuantity: 1, metadata: { boxType: "boxType_750" } }]).valid;
    expect([6, 12, 18].map(wine)).toEqual([true, true, true]);
    expect([5, 7, 11].map(wine)).toEqual([false, false, false]);
    expect(answer("boxes-why-full")).toContain("checkout opens once every box in your basket is full");
  });

  it("strength: the UK descriptors (0.05, 0.5, 1.2) and the shop's 0.5% ceiling, in the explainer's words", () => {
    const meaning = answer("strength-meaning");
    expect(meaning).toContain("\u201cAlcohol-free\u201d means 0.05% ABV or less.");
    expect(meaning).toContain("\u201cDe-alcoholised\u201d means 0.5% ABV or less");
    expect(meaning).toContain("\u201cLow alcohol\u201d means 1.2% ABV or less.");
    expect(PRODUCT_INPUT_LIMITS.maxAbv).toBe(0.5);
    expect(meaning).toContain("Nothing we sell is stronger than 0.5% ABV.");
    expect(meaning).toContain("2018 guidance on low-alcohol descriptors");
    const filter = answer("strength-filter");
    for (const limit of ABV_LIMITS) expect(filter).toContain(`\u201c${limit.label}\u201d`);
    expect(answer("strength-zero")).toContain("the NHS says the safest approach is not to drink alcohol at all");
  });

  it("returns: the law's 14 days, the shop's return window, 48 hours for damage, refunds within 14 days", () => {
    expect(RETURN_WINDOW_DAYS).toBeGreaterThanOrEqual(14);
    expect(DAMAGE_REPORT_HOURS).toBe(48);
    const changeOfMind = answer("returns-change-of-mind");
    expect(changeOfMind).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery, as long as they are unopened with the seal intact`);
    expect(changeOfMind).toContain("the Consumer Contracts Regulations 2013 you have 14 days from the day your order is delivered");
    expect(changeOfMind).toContain("health protection and hygiene reasons");
    expect(answer("returns-damage")).toContain("within 48 hours of delivery, with a photograph");
    expect(answer("returns-damage")).toContain("as described, of satisfactory quality and fit for purpose");
    const refund = answer("returns-refund");
    expect(refund).toContain("within 14 days of getting the drinks back, or of you showing us that you have sent them");
    expect(refund).toContain(
      `up to what Standard delivery would have cost for that order (${pounds(SHIPPING_METHODS.standard.pricePence)}, or nothing when your drinks came to ${pounds(SHIPPING_METHODS.standard.freeFromPence)} or more)`,
    );
    expect(refund).toContain("The extra cost of Next-day delivery is not refunded.");
    expect(refund).toContain("goes back to the payment method you used");
    expect(answer("returns-cancel")).toContain("Cancel order");
    const how = answer("returns-how");
    expect(how).toContain("Return items");
    expect(how).toContain("The return address is in the email we send with your return reference.");
  });

  it("payment: the checkout's two methods by their labels, and VAT at the spec's 20%", () => {
    const how = answer("payment-how");
    expect(how).toContain(`${PAYMENT_METHOD_LABELS.stripe}: `);
    expect(how).toContain(`${PAYMENT_METHOD_LABELS.payOnDelivery}: nothing is charged when you order`);
    expect(answer("payment-vat")).toContain("at 20%");
  });

  it("the policies state the same figures as the help centre", () => {
    expect(policy(RETURNS_POLICY, "summary")).toContain(`within ${RETURN_WINDOW_DAYS} days of delivery`);
    expect(policy(RETURNS_POLICY, "summary")).toContain("within 48 hours of delivery, with a photograph");
    expect(policy(RETURNS_POLICY, "refunds")).toBe(answer("returns-refund").split("\nThe full rules")[0]);
    expect(policy(TERMS_OF_SALE, "delivery")).toContain(`${SHIPPING_METHODS.standard.name}: ${pounds(SHIPPING_METHODS.standard.pricePence)}`);
    expect(policy(TERMS_OF_SALE, "prices")).toContain("at 20%");
    expect(policy(TERMS_OF_SALE, "about")).toContain("the Consumer Rights Act 2015");
  });
});

describe("the help centre's structure", () => {
  it("has the issue's six topics in order, then Contact us, and its table of contents lists exactly those", () => {
    expect(HELP_SECTIONS.map((section) => section.id)).toEqual(["delivery", "boxes", "strength", "returns", "payment", "account"]);
    expect(HELP_SECTIONS.map((section) => section.id)).toEqual([...HELP_SECTION_IDS]);
    expect(HELP_TOC.map((entry) => entry.id)).toEqual([...HELP_SECTION_IDS, "contact"]);
    expect(HELP_CONTACT).toMatchObject({ title: "Contact us", text: "Can't find your answer? Ask the assistant, or write to us using the contact form." });
  });

  it("gives every question an anchor of its own, unique on the page", () => {
    const ids = [...HELP_TOC.map((entry) => entry.id), ...HELP_SECTIONS.flatMap((section) => section.questions.map((q) => q.id))];
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of HELP_SECTIONS) {
      expect(section.questions.length).toBeGreaterThan(0);
      for (const question of section.questions) expect(question.id.startsWith(`${section.id}-`)).toBe(true);
    }
    for (const document of [TERMS_OF_SALE, RETURNS_POLICY]) {
      const sectionIds = document.sections.map((section) => section.id);
      expect(new Set(sectionIds).size).toBe(sectionIds.length);
    }
  });

  it("links only to pages the site has (and not to the contact form, which does not exist yet)", () => {
    const runs = (blocks: readonly HelpBlock[]): HelpText[] =>
      blocks.flatMap((block) => ("paragraph" in block ? block.paragraph : ("list" in block ? block.list : block.steps).flat()));
    const hrefs = new Set(
      [...HELP_SECTIONS.flatMap((s) => s.questions.flatMap((q) => runs(q.answer))), ...[TERMS_OF_SALE, RETURNS_POLICY].flatMap((d) => d.sections.flatMap((s) => runs(s.body)))]
        .filter((run): run is { text: string; href: string } => typeof run !== "string")
        .map((run) => run.href),
    );
    expect(hrefs.size).toBeGreaterThan(3);
    for (const href of hrefs) {
      expect(href, href).toMatch(/^\/[a-z0-9/-]*$/);
      expect(existsSync(path.join("app", href, "page.tsx")), href).toBe(true);
    }
    expect([...hrefs].some((href) => href.startsWith("/help/contact"))).toBe(false);
  });
});

describe("the three pages' addresses", () => {
  it("are the footer's links, have a page each, and are prerendered (no nonce policy)", () => {
    expect([HELP_LINK, LEGAL_LINKS.terms, LEGAL_LINKS.returns]).toEqual([
      { label: "Help", href: "/help" },
      { label: "Terms of Sale", href: "/terms" },
      { label: "Returns Policy", href: "/returns-policy" },
    ]);
    for (const href of ["/help", "/terms", "/returns-policy"]) {
      expect(existsSync(path.join("app", href, "page.tsx")), href).toBe(true);
      expect(wantsNonce(href)).toBe(false);
    }
  });
});
