// What a page view keeps of the page the visitor came from (issue 34.12): origin and path only. A
// query string or fragment can carry secrets (an order confirmation's access key), and anything
// that is not an http(s) URL is not a referrer worth keeping.
import { describe, expect, it } from "vitest";
import { storedPath, storedReferrer } from "@/lib/analytics/referrer";

describe("storedReferrer", () => {
  it.each([
    ["https://example.com/", "https://example.com/"],
    ["https://example.com", "https://example.com/"],
    ["http://shop.example.co.uk/a/b", "http://shop.example.co.uk/a/b"],
    ["https://alcoholfree.co/checkout/confirmation?order=3f2c&key=9d1e-secret", "https://alcoholfree.co/checkout/confirmation"],
    ["https://example.com/page#key=9d1e-secret", "https://example.com/page"],
    ["https://example.com/p?q=1#frag", "https://example.com/p"],
    ["https://user:password@example.com:8443/p?x", "https://example.com:8443/p"],
    ["HTTPS://EXAMPLE.COM/Path", "https://example.com/Path"],
  ])("keeps origin and path of %s", (input, expected) => {
    expect(storedReferrer(input)).toBe(expected);
  });

  it.each([undefined, "", "   ", "/x", "not a url", "javascript:alert(1)", "data:text/html,hi", "ftp://example.com/file", "mailto:someone@example.com", "android-app://com.example/"])(
    "drops %s",
    (input) => {
      expect(storedReferrer(input)).toBeNull();
    },
  );
});

describe("storedPath", () => {
  it.each([
    ["/shop", "/shop"],
    ["/checkout/confirmation?order=1&key=secret", "/checkout/confirmation"],
    ["/a#b", "/a"],
    ["/a/b?c#d", "/a/b"],
  ])("keeps the path of %s", (input, expected) => {
    expect(storedPath(input)).toBe(expected);
  });
});
