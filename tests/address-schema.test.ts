import { describe, expect, it } from "vitest";
import {
  addressFieldErrors,
  createAddressSchema,
  isUkPhone,
  normalisePostcode,
  POSTCODE_MESSAGE,
  updateAddressSchema,
} from "@/lib/address/schema";

const valid = { firstName: "Ada", lastName: "Lovelace", line1: "10 Downing Street", city: "London", postcode: "SW1A 2AA" };

describe("normalisePostcode", () => {
  it.each([
    ["SW1A 1AA", "SW1A 1AA"],
    ["sw1a1aa", "SW1A 1AA"],
    ["  sw1a   1aa ", "SW1A 1AA"],
    ["M1 1AE", "M1 1AE"],
    ["m11ae", "M1 1AE"],
    ["B33 8TH", "B33 8TH"],
    ["CR2 6XH", "CR2 6XH"],
    ["DN55 1PT", "DN55 1PT"],
    ["W1A 0AX", "W1A 0AX"],
    ["EC1A 1BB", "EC1A 1BB"],
    ["gir 0aa", "GIR 0AA"],
    ["BT1 5GS", "BT1 5GS"],
  ])("%j -> %j", (raw, expected) => {
    expect(normalisePostcode(raw)).toBe(expected);
  });

  it.each([
    "",
    "SW1A",
    "1AA",
    "SW1A 1A",
    "SW1A 1AAA",
    "12345",
    "ABCDE",
    "QW1 1AA", // Q never starts a postcode
    "VX1 1AA",
    "XA1 1AA",
    "AI1 1AA", // I, J, Z never second
    "SW1A 1CA", // C, I, K, M, O, V never in the inward letters
    "SW1A 1AV",
    "SW1A-1AA",
    "SW1A 1AA!",
    "SW1A\u00a01AA\u00a0X",
    "90210",
  ])("refuses %j", (raw) => {
    expect(normalisePostcode(raw)).toBeNull();
  });
});

describe("isUkPhone", () => {
  it.each(["020 7946 0000", "07700 900000", "+44 7700 900000", "+44 (0)20 7946 0000", "01632-960000"])("accepts %j", (raw) => {
    expect(isUkPhone(raw)).toBe(true);
  });
  it.each(["12345", "+1 555 123 4567", "phone me", "0770090000000", "+44"])("refuses %j", (raw) => {
    expect(isUkPhone(raw)).toBe(false);
  });
});

describe("createAddressSchema", () => {
  it("trims, normalises the postcode and defaults the country", () => {
    const parsed = createAddressSchema.parse({ ...valid, firstName: "  Ada ", postcode: "sw1a2aa", line2: "  ", county: "", phone: " 020 7946 0000 " });
    expect(parsed).toMatchObject({ firstName: "Ada", postcode: "SW1A 2AA", line2: null, county: null, phone: "020 7946 0000" });
    expect(parsed.country).toBeUndefined();
  });

  it("drops keys it does not know (an owner, an id)", () => {
    const parsed = createAddressSchema.parse({ ...valid, customer: "someone-else", id: "x" });
    expect(parsed).not.toHaveProperty("customer");
    expect(parsed).not.toHaveProperty("id");
  });

  it("explains a bad postcode in plain English", () => {
    const result = createAddressSchema.safeParse({ ...valid, postcode: "NOT A CODE" });
    expect(result.success).toBe(false);
    expect(addressFieldErrors(result.error!)).toEqual({ postcode: POSTCODE_MESSAGE });
    expect(POSTCODE_MESSAGE).toBe("Enter a valid UK postcode, like SW1A 1AA");
  });

  it("names every missing required field", () => {
    const result = createAddressSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(addressFieldErrors(result.error!)).toEqual({
      firstName: "Enter your first name",
      lastName: "Enter your last name",
      line1: "Enter your first address line",
      city: "Enter your town or city",
      postcode: "Enter a postcode",
    });
  });

  it("refuses blank names, long lines, line breaks, a foreign country and a bad phone", () => {
    const result = createAddressSchema.safeParse({
      ...valid,
      firstName: "   ",
      line1: "x".repeat(101),
      city: "Lon\ndon",
      country: "US",
      phone: "call me",
      isDefaultDelivery: "yes",
    });
    expect(result.success).toBe(false);
    const fields = addressFieldErrors(result.error!);
    expect(Object.keys(fields).sort()).toEqual(["city", "country", "firstName", "isDefaultDelivery", "line1", "phone"]);
    expect(fields.country).toBe("We deliver to UK addresses only");
    expect(fields.line1).toMatch(/100 characters or fewer/);
  });
});

describe("updateAddressSchema", () => {
  it("takes any subset; absent stays undefined, null or blank clears", () => {
    expect(updateAddressSchema.parse({})).toEqual({});
    expect(updateAddressSchema.parse({ line2: null, county: "" })).toEqual({ line2: null, county: null });
    expect(updateAddressSchema.parse({ postcode: "m11ae", isDefaultBilling: true })).toEqual({ postcode: "M1 1AE", isDefaultBilling: true });
  });

  it("still validates what it is given", () => {
    expect(updateAddressSchema.safeParse({ postcode: "SW1A" }).success).toBe(false);
    expect(updateAddressSchema.safeParse({ firstName: "" }).success).toBe(false);
  });
});
