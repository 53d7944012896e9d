import { describe, expect, it } from "vitest";
import { revisionIdOf } from "@/lib/admin/revision-id";

describe("revisionIdOf: a revision id from an address", () => {
  it("reads plain positive digits", () => {
    expect(revisionIdOf("1")).toBe(1);
    expect(revisionIdOf("12")).toBe(12);
    expect(revisionIdOf("999999999999999")).toBe(999_999_999_999_999);
  });

  it.each([null, undefined, "", "0", "012", "-3", "1e3", " 12", "12 ", "12.0", "0x1f", "abc", "1000000000000000"])("refuses %j", (value) => {
    expect(revisionIdOf(value)).toBeNull();
  });
});
