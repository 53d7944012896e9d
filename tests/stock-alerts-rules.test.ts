// Back-in-stock emails (issue 28.3): the pure rules: one address is one subscriber, the email's
// content and links, the confirmation request (issue 34.8), and the bounded concurrency the sending uses.
import { describe, expect, it } from "vitest";
import { mapBounded } from "@/lib/server/stock-alerts/notify";
import { productDisplayName } from "@/lib/server/stock-alerts/subscriptions";
import { STOCK_ALERTS_UNSUBSCRIBE_PATH, confirmationSentText, confirmUrl, productUrl, subscribedText, unsubscribeUrl } from "@/lib/stock-alerts/contract";
import { emailProblem, normaliseEmail } from "@/lib/stock-alerts/email";
import { backInStockMessage, confirmAlertMessage } from "@/lib/stock-alerts/message";

describe("normaliseEmail", () => {
  it("trims and lower-cases, so one address is one subscription", () => {
    expect(normaliseEmail("  Ada.Lovelace@Example.CO.UK ")).toBe("ada.lovelace@example.co.uk");
    expect(normaliseEmail("ada+drinks@example.com")).toBe("ada+drinks@example.com");
  });

  it("refuses what is not an address", () => {
    for (const bad of ["", "   ", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada @example.com", "ada@exa mple.com", "a<b>@example.com", "ada@.example.com", "ada@example..com", ".ada@example.com", "ada.@example.com", `${"a".repeat(65)}@example.com`, `a@${"b".repeat(250)}.com`, 42, null, undefined]) {
      expect(normaliseEmail(bad), String(bad)).toBeNull();
    }
  });

  it("explains a problem in words the form can show", () => {
    expect(emailProblem("")).toBe("Enter your email address.");
    expect(emailProblem("ada@")).toBe("Enter an email address like name@example.com.");
    expect(emailProblem("ada@example.com")).toBeNull();
  });
});

describe("the back-in-stock email", () => {
  const message = backInStockMessage({ productName: "Lucky Saint <Unfiltered> Lager", slug: "lucky-saint-unfiltered-lager", unsubscribeToken: "tok_EN-abc", origin: "https://shop.example/" });

  it("names the product, links to its page and to the unsubscribe page, in text and HTML", () => {
    expect(message.subject).toBe("Back in stock: Lucky Saint <Unfiltered> Lager");
    expect(message.text).toContain("Lucky Saint <Unfiltered> Lager is back in stock");
    expect(message.text).toContain("https://shop.example/shop/products/lucky-saint-unfiltered-lager");
    expect(message.text).toContain(`https://shop.example${STOCK_ALERTS_UNSUBSCRIBE_PATH}?token=tok_EN-abc`);
    expect(message.html).toContain('href="https://shop.example/shop/products/lucky-saint-unfiltered-lager"');
    expect(message.html).toContain(`href="https://shop.example/stock-alerts/unsubscribe?token=tok_EN-abc"`);
    expect(message.html).toContain("Lucky Saint &lt;Unfiltered&gt; Lager");
    expect(message.html).not.toContain("<Unfiltered>");
    expect(message.html).toContain('lang="en-GB"');
  });

  it("says it is a one-off", () => {
    expect(message.text).toMatch(/only email you'll get about it/);
  });

  it("builds links with encoded parts and without double slashes", () => {
    expect(unsubscribeUrl("http://localhost:3000/", "a/b+c")).toBe("http://localhost:3000/stock-alerts/unsubscribe?token=a%2Fb%2Bc");
    expect(productUrl("http://localhost:3000", "x-y")).toBe("http://localhost:3000/shop/products/x-y");
    expect(subscribedText("ada@example.com")).toBe("We'll email you when it's back: one email to ada@example.com.");
  });
});

describe("the confirmation request (double opt-in)", () => {
  const message = confirmAlertMessage({ productName: "Lucky Saint <Unfiltered> Lager", confirmToken: "conf_Tok-123", unsubscribeToken: "unsub_Tok-9", origin: "https://shop.example/" });

  it("asks the address's owner to confirm, with the link in text and HTML, escaped", () => {
    expect(message.subject).toBe("Confirm your back-in-stock alert: Lucky Saint <Unfiltered> Lager");
    expect(message.text).toContain("https://shop.example/stock-alerts/confirm?token=conf_Tok-123");
    expect(message.html).toContain('href="https://shop.example/stock-alerts/confirm?token=conf_Tok-123"');
    expect(message.html).toContain("Lucky Saint &lt;Unfiltered&gt; Lager");
    expect(message.html).not.toContain("<Unfiltered>");
  });

  it("says what happens when it is ignored, how long the link works, and how to stop the alert later", () => {
    expect(message.text).toContain("Didn't ask for this? Ignore this email: we won't email you about it, and we'll delete your address within 7 days.");
    expect(message.text).toContain("The link works for 7 days.");
    expect(message.text).toContain("https://shop.example/stock-alerts/unsubscribe?token=unsub_Tok-9");
    expect(message.html).toContain('href="https://shop.example/stock-alerts/unsubscribe?token=unsub_Tok-9"');
  });

  it("builds the link with the token encoded, and says one sentence whatever the address's state", () => {
    expect(confirmUrl("http://localhost:3000/", "a/b+c")).toBe("http://localhost:3000/stock-alerts/confirm?token=a%2Fb%2Bc");
    expect(confirmationSentText("ada@example.com")).toBe(
      "Check your inbox: we've sent a link to ada@example.com to confirm your alert. If you've confirmed it already, there's nothing more to do.",
    );
  });
});

describe("productDisplayName", () => {
  it("puts the brand first unless the name already starts with it", () => {
    expect(productDisplayName({ brand: "Lucky Saint", name: "Unfiltered Lager" })).toBe("Lucky Saint Unfiltered Lager");
    expect(productDisplayName({ brand: "Seedlip", name: "Seedlip Grove 42" })).toBe("Seedlip Grove 42");
  });
});

describe("mapBounded", () => {
  it("keeps at most `limit` pieces of work in flight and answers in the items' order", async () => {
    let inFlight = 0;
    let most = 0;
    const results = await mapBounded(
      Array.from({ length: 50 }, (_, index) => index),
      8,
      async (n) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, (n * 7) % 5));
        inFlight -= 1;
        return n * 2;
      },
    );
    expect(most).toBe(8);
    expect(results).toEqual(Array.from({ length: 50 }, (_, index) => index * 2));
    expect(await mapBounded([], 8, async () => 1)).toEqual([]);
  });
});
