// The browser's reading of its own token's back-office claims (lib/auth/claims.ts): it only shows or
// hides the Admin link, so it must be right for real tokens and quiet for anything else.
import { describe, expect, it } from "vitest";
import { tokenOpensBackOffice } from "@/lib/auth/claims";

const token = (claims: object) => `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`;

describe("tokenOpensBackOffice", () => {
  it("is true only for staff: true or editor: true", () => {
    expect(tokenOpensBackOffice(token({ sub: "a", staff: true }))).toBe(true);
    expect(tokenOpensBackOffice(token({ sub: "a", editor: true }))).toBe(true);
    expect(tokenOpensBackOffice(token({ sub: "a", staff: "true" }))).toBe(false);
    expect(tokenOpensBackOffice(token({ sub: "a", moderator: true }))).toBe(false);
  });

  it("is false for an empty or broken token", () => {
    for (const bad of ["", "abc", "a.%%%.b", "a.bm90IGpzb24.b", "a.bnVsbA.b"]) expect(tokenOpensBackOffice(bad)).toBe(false);
  });
});
