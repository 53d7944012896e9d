// UK wall-clock times (what an editor types) and the instants they name: GMT in winter, BST in
// summer, and the two nights of 2027 the clocks change (28 March forward, 31 October back).
import { describe, expect, it } from "vitest";
import { formatUkDateTime, ukLocalToUtc, utcToUkLocalInput } from "@/lib/content/uk-time";

describe("ukLocalToUtc", () => {
  it("reads a winter time as GMT and a summer time as BST", () => {
    expect(ukLocalToUtc("2026-12-01T09:30")).toEqual(new Date("2026-12-01T09:30:00Z"));
    expect(ukLocalToUtc("2027-07-01T09:30")).toEqual(new Date("2027-07-01T08:30:00Z"));
  });

  it("handles 28 March 2027, when 01:00 GMT becomes 02:00 BST: the skipped hour does not exist", () => {
    expect(ukLocalToUtc("2027-03-28T00:59")).toEqual(new Date("2027-03-28T00:59:00Z"));
    expect(ukLocalToUtc("2027-03-28T01:00")).toBeNull();
    expect(ukLocalToUtc("2027-03-28T01:30")).toBeNull();
    expect(ukLocalToUtc("2027-03-28T01:59")).toBeNull();
    expect(ukLocalToUtc("2027-03-28T02:00")).toEqual(new Date("2027-03-28T01:00:00Z"));
  });

  it("handles 31 October 2027, when 02:00 BST becomes 01:00 GMT: the repeated hour is read as BST", () => {
    expect(ukLocalToUtc("2027-10-31T00:30")).toEqual(new Date("2027-10-30T23:30:00Z"));
    expect(ukLocalToUtc("2027-10-31T01:30")).toEqual(new Date("2027-10-31T00:30:00Z"));
    expect(ukLocalToUtc("2027-10-31T02:00")).toEqual(new Date("2027-10-31T02:00:00Z"));
  });

  it("refuses malformed text and dates not on the calendar", () => {
    for (const input of ["", "2026-12-01", "2026-12-01 09:30", "2026-12-01T9:30", "2026-12-01T09:30:00", "2026-12-01T09:30Z", "tomorrow"]) {
      expect(ukLocalToUtc(input)).toBeNull();
    }
    for (const input of ["2026-02-29T09:00", "2026-04-31T09:00", "2026-13-01T09:00", "2026-00-10T09:00", "2026-12-00T09:00", "2026-12-01T24:00", "2026-12-01T09:60"]) {
      expect(ukLocalToUtc(input)).toBeNull();
    }
    expect(ukLocalToUtc("2028-02-29T09:00")).toEqual(new Date("2028-02-29T09:00:00Z"));
  });
});

describe("utcToUkLocalInput", () => {
  it("writes an instant as the UK clock shows it", () => {
    expect(utcToUkLocalInput(new Date("2026-12-01T09:30:00Z"))).toBe("2026-12-01T09:30");
    expect(utcToUkLocalInput(new Date("2027-07-01T23:15:00Z"))).toBe("2027-07-02T00:15");
    expect(utcToUkLocalInput(new Date("2027-03-28T01:00:00Z"))).toBe("2027-03-28T02:00");
    expect(utcToUkLocalInput(new Date("2027-10-31T00:30:00Z"))).toBe("2027-10-31T01:30");
    expect(utcToUkLocalInput(new Date("2027-10-31T01:30:00Z"))).toBe("2027-10-31T01:30");
  });
});

describe("formatUkDateTime", () => {
  it("names the day, month, year, time and zone", () => {
    expect(formatUkDateTime(new Date("2026-12-01T09:30:00Z"))).toBe("1 December 2026, 09:30 GMT");
    expect(formatUkDateTime(new Date("2027-07-01T09:30:00Z"))).toBe("1 July 2027, 10:30 BST");
  });

  it("shows both sides of each 2027 clock change", () => {
    expect(formatUkDateTime(new Date("2027-03-28T00:59:00Z"))).toBe("28 March 2027, 00:59 GMT");
    expect(formatUkDateTime(new Date("2027-03-28T01:00:00Z"))).toBe("28 March 2027, 02:00 BST");
    expect(formatUkDateTime(new Date("2027-10-31T00:30:00Z"))).toBe("31 October 2027, 01:30 BST");
    expect(formatUkDateTime(new Date("2027-10-31T01:30:00Z"))).toBe("31 October 2027, 01:30 GMT");
  });
});
