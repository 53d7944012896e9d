// @vitest-environment jsdom
// The pre-paint basket hint (lib/basket-hint.ts): what it reads from the persisted stores, that it
// never throws, and that the nonce pages' policy allows exactly its text.
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { BASKET_HINT_ATTRIBUTE, BASKET_HINT_SCRIPT, BASKET_HINT_SCRIPT_HASH } from "@/lib/basket-hint";
import { STATE_PERSISTENCE_KEY } from "@/lib/constants";
import { contentSecurityPolicy } from "@/lib/security/csp";

const html = document.documentElement;
const run = () => new Function(BASKET_HINT_SCRIPT)();
const persist = (items: unknown) => localStorage.setItem(STATE_PERSISTENCE_KEY, JSON.stringify({ cart: { state: { cart: { items } }, version: 0 } }));

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute(BASKET_HINT_ATTRIBUTE);
  html.style.removeProperty("--basket-units");
});

describe("basket hint", () => {
  it("marks <html> with the persisted basket's bottles and cans, as the store counts them", () => {
    persist([{ quantity: 2, multipackQuantity: 6 }, { quantity: 3, multipackQuantity: 1 }]);
    run();
    expect(html.getAttribute(BASKET_HINT_ATTRIBUTE)).toBe("15");
    expect(html.style.getPropertyValue("--basket-units")).toBe('"15"');
  });

  it("caps the badge at 99+ like the badge itself", () => {
    persist([{ quantity: 20, multipackQuantity: 6 }]);
    run();
    expect(html.getAttribute(BASKET_HINT_ATTRIBUTE)).toBe("99+");
  });

  it("leaves <html> alone for an empty, missing or corrupt basket", () => {
    for (const stored of [null, "{}", "not json", JSON.stringify({ cart: { state: { cart: null } } }), JSON.stringify({ cart: { state: { cart: { items: [] } } } })]) {
      localStorage.clear();
      if (stored !== null) localStorage.setItem(STATE_PERSISTENCE_KEY, stored);
      expect(run).not.toThrow();
      expect(html.hasAttribute(BASKET_HINT_ATTRIBUTE)).toBe(false);
    }
  });

  it("is allowed by its hash on the nonce pages, whose policy has no 'unsafe-inline'", () => {
    const hash = `'sha256-${createHash("sha256").update(BASKET_HINT_SCRIPT).digest("base64")}'`;
    expect(BASKET_HINT_SCRIPT_HASH).toBe(hash);
    const scriptSrc = contentSecurityPolicy({ nonce: "abc", https: true, development: false }).split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toContain(hash);
  });
});
