// The queue's search box and date filters (lib/admin/search.ts): what staff type is read as a
// reference, a postcode or an email, and UK calendar days start at UK midnight either side of the
// clock change.
import { describe, expect, it } from "vitest";
import { parseSearch, ukDayStart } from "@/lib/admin/search";

describe("parseSearch", () => {
  it.each([
    ["AFC-100001", { kind: "reference", number: 100001 }],
    ["afc100001", { kind: "reference", number: 100001 }],
    [" 100001 ", { kind: "reference", number: 100001 }],
    ["SW1A 1AA", { kind: "postcode", key: "SW1A1AA", outwardOnly: false }],
    ["m2 4wu", { kind: "postcode", key: "M24WU", outwardOnly: false }],
    ["sw1a", { kind: "postcode", key: "SW1A", outwardOnly: true }],
    ["M1", { kind: "postcode", key: "M1", outwardOnly: true }],
    ["B33", { kind: "postcode", key: "B33", outwardOnly: true }],
    ["ada@example.com", { kind: "email", text: "ada@example.com" }],
    ["Lovelace", { kind: "email", text: "lovelace" }],
    ["AFC-99999999999", { kind: "email", text: "afc-99999999999" }],
  ])("%s", (typed, expected) => {
    expect(parseSearch(typed)).toEqual(expected);
  });

  it("reads nothing from an empty box", () => {
    expect(parseSearch("   ")).toBeNull();
    expect(parseSearch(undefined)).toBeNull();
  });
});

describe("ukDayStart", () => {
  it("is midnight GMT in winter and 23:00 the day before (UTC) in summer", () => {
    expect(ukDayStart("2026-01-15")).toBe("2026-01-15T00:00:00.000Z");
    expect(ukDayStart("2026-07-01")).toBe("2026-06-30T23:00:00.000Z");
  });

  it("holds across both clock changes of 2026 (29 March and 25 October)", () => {
    expect(ukDayStart("2026-03-29")).toBe("2026-03-29T00:00:00.000Z");
    expect(ukDayStart("2026-03-30")).toBe("2026-03-29T23:00:00.000Z");
    expect(ukDayStart("2026-10-25")).toBe("2026-10-24T23:00:00.000Z");
    expect(ukDayStart("2026-10-26")).toBe("2026-10-26T00:00:00.000Z");
    expect(ukDayStart("2026-10-25", 1)).toBe("2026-10-26T00:00:00.000Z");
  });
});
