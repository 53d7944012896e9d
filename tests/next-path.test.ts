import { describe, expect, it } from "vitest";
import { DEFAULT_NEXT_PATH, MAX_NEXT_PATH_LENGTH, safeNextPath } from "@/lib/auth/next-path";

describe("safeNextPath: where sign-in may return to", () => {
  it.each([
    "/account",
    "/account/shop/orders",
    "/account/shop/orders?x=1",
    "/account/shop/addresses#new",
    "/shop/alcohol-free/beer?sort=price&page=2",
    "/",
    "/search?q=100%25",
    "/search?q=caf%C3%A9",
    "/a:b",
  ])("keeps the same-site path %j", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    ["missing", undefined],
    ["null", null],
    ["empty", ""],
    ["protocol-relative", "//evil.com"],
    ["protocol-relative with path", "//evil.com/account"],
    ["three slashes", "///evil.com"],
    ["backslash", "/\\evil.com"],
    ["two backslashes", "\\\\evil.com"],
    ["backslash then slash", "\\/evil.com"],
    ["absolute https URL", "https://evil.com"],
    ["absolute URL of this site", "http://localhost:3000/account"],
    ["javascript: URL", "javascript:alert(1)"],
    ["data: URL", "data:text/html,<script>alert(1)</script>"],
    ["relative path", "account"],
    ["bare host", "evil.com"],
    ["encoded slashes", "/%2F%2Fevil.com"],
    ["lower-case encoded slashes", "/%2f%2fevil.com"],
    ["encoded slash after slash", "/%2Fevil.com"],
    ["double-encoded slashes", "/%252F%252Fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["double-encoded backslash", "/%255Cevil.com"],
    ["tab between slashes", "/\t/evil.com"],
    ["newline between slashes", "/\n/evil.com"],
    ["carriage return", "/\r/evil.com"],
    ["NUL", "/account\u0000"],
    ["encoded tab", "/%09/evil.com"],
    ["encoded newline", "/%0A/evil.com"],
    ["leading space", " /account"],
    ["malformed escape", "/account%"],
    ["malformed escape 2", "/account%zz"],
    ["double slash later in the path", "/account//evil.com"],
    ["URL in the query", "/account?next=https://evil.com"],
    ["too long", `/${"a".repeat(MAX_NEXT_PATH_LENGTH)}`],
  ])("refuses %s", (_label, raw) => {
    expect(safeNextPath(raw as string | null | undefined)).toBe(DEFAULT_NEXT_PATH);
  });

  it("accepts exactly the maximum length", () => {
    const path = `/${"a".repeat(MAX_NEXT_PATH_LENGTH - 1)}`;
    expect(safeNextPath(path)).toBe(path);
  });

  it("refuses non-strings that slip through untyped code", () => {
    expect(safeNextPath(42 as unknown as string)).toBe(DEFAULT_NEXT_PATH);
    expect(safeNextPath(["/account"] as unknown as string)).toBe(DEFAULT_NEXT_PATH);
  });

  it("never returns anything that leaves the origin", () => {
    const base = "https://shop.example";
    for (const raw of ["//evil.com", "/\\evil.com", "/%2F%2Fevil.com", "https://evil.com", "/account/shop/orders?x=1"]) {
      expect(new URL(safeNextPath(raw), base).origin).toBe(base);
    }
  });
});
