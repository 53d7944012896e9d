// Carriers (lib/orders/carriers.ts): each carrier's tracking-number shapes, Royal Mail's S10 check
// digit, how numbers typed at the bench are normalised, and the tracking links.
import { describe, expect, it } from "vitest";
import { CARRIER_DETAILS, CARRIERS, checkTrackingNumber, isCarrierId, normaliseTrackingNumber, s10CheckDigit, trackingUrlFor, type CarrierId } from "@/lib/orders/carriers";

const VALID: Record<CarrierId, string[]> = {
  royalMail: [
    "AB123456785GB", // 1·8+2·6+3·4+4·2+5·3+6·5+7·9+8·7 = 204; 204 mod 11 = 6; 11 − 6 = 5
    "RA473124829GB", // 200 mod 11 = 2 → 9
    "AA000000005GB", // sum 0 → 11 − 0 = 11, written 5
    "ZZ000600000GB", // 6·2 = 12; 12 mod 11 = 1 → 10, written 0
  ],
  dpd: ["15501234567890", "00000000000000"],
  evri: ["H00AB12345678901", "HZZZZZZZZZZZZZZZ", "1234567890123456"],
  dhl: ["1234567890", "JJD0123456789", "JJD01234567890123456789"],
};

const INVALID: Record<CarrierId, string[]> = {
  royalMail: [
    "AB123456789GB", // check digit 9, should be 5
    "AB123456784GB",
    "AB12345678GB", // eight digits
    "AB1234567855GB", // ten digits
    "A1123456785GB",
    "AB123456785US", // not a GB item
    "123456785GB",
    "AB123456785G",
  ],
  dpd: ["1550123456789", "155012345678901", "1550123456789A", "DPD15501234567"],
  evri: ["H00AB1234567890", "H00AB123456789012", "X00AB12345678901", "123456789012345", "12345678901234567", "H00AB1234567890!"],
  dhl: ["123456789", "12345678901", "JJD012345678", "JJD012345678901234567890", "JJE0123456789", "ABC1234567"],
};

describe("checkTrackingNumber", () => {
  for (const carrier of CARRIERS) {
    it(`${CARRIER_DETAILS[carrier].name}: accepts its numbers with their tracking link`, () => {
      for (const number of VALID[carrier]) {
        expect(checkTrackingNumber(carrier, number)).toEqual({ ok: true, trackingNumber: number, trackingUrl: CARRIER_DETAILS[carrier].trackingUrl(number) });
      }
    });

    it(`${CARRIER_DETAILS[carrier].name}: refuses other shapes with a sentence saying what its numbers look like`, () => {
      for (const number of INVALID[carrier]) {
        expect(checkTrackingNumber(carrier, number)).toEqual({
          ok: false,
          message: `That is not a ${CARRIER_DETAILS[carrier].name} tracking number: they are ${CARRIER_DETAILS[carrier].format}.`,
        });
      }
    });

    it(`${CARRIER_DETAILS[carrier].name}: asks for a number when there is none`, () => {
      for (const blank of ["", "   ", " - "]) {
        expect(checkTrackingNumber(carrier, blank)).toEqual({ ok: false, message: `Enter the ${CARRIER_DETAILS[carrier].name} tracking number.` });
      }
    });
  }

  it("names the example in the Royal Mail message exactly", () => {
    expect(checkTrackingNumber("royalMail", "AB123456789GB")).toEqual({
      ok: false,
      message: "That is not a Royal Mail tracking number: they are two letters, nine digits and GB, like AB123456785GB.",
    });
  });

  it("a number of one carrier is not a number of another", () => {
    expect(checkTrackingNumber("dpd", "AB123456785GB").ok).toBe(false);
    expect(checkTrackingNumber("royalMail", "15501234567890").ok).toBe(false);
    expect(checkTrackingNumber("dhl", "15501234567890").ok).toBe(false);
    expect(checkTrackingNumber("evri", "1234567890").ok).toBe(false);
  });

  it("every example in the carriers' own format sentences is valid", () => {
    for (const carrier of CARRIERS) {
      const example = /like (\S+)$/.exec(CARRIER_DETAILS[carrier].format)?.[1];
      if (example) expect(checkTrackingNumber(carrier, example).ok).toBe(true);
    }
  });
});

describe("normalisation", () => {
  it("takes out spaces and dashes and upper-cases, as numbers are printed and typed", () => {
    expect(normaliseTrackingNumber(" ab 1234 5678 5gb ")).toBe("AB123456785GB");
    expect(normaliseTrackingNumber("ab-123-456-785-gb")).toBe("AB123456785GB");
    expect(normaliseTrackingNumber("1550\t1234\u00a05678 90")).toBe("15501234567890");
  });

  it("checks and stores the normalised number", () => {
    expect(checkTrackingNumber("royalMail", "ab 123 456 785 gb")).toEqual({
      ok: true,
      trackingNumber: "AB123456785GB",
      trackingUrl: "https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB",
    });
    expect(checkTrackingNumber("evri", "h00ab-1234-5678-901")).toMatchObject({ ok: true, trackingNumber: "H00AB12345678901" });
    expect(checkTrackingNumber("dhl", "jjd 0123 4567 89")).toMatchObject({ ok: true, trackingNumber: "JJD0123456789" });
  });
});

describe("s10CheckDigit", () => {
  it("weights 8 6 4 2 3 5 9 7, mod 11; 10 is written 0 and 11 is written 5", () => {
    expect(s10CheckDigit("12345678")).toBe(5);
    expect(s10CheckDigit("47312482")).toBe(9);
    expect(s10CheckDigit("00000000")).toBe(5);
    expect(s10CheckDigit("00060000")).toBe(0);
    expect(s10CheckDigit("00000001")).toBe(4); // 7 → 11 − 7
  });

  it("accepts exactly one check digit for each serial", () => {
    for (let serial = 0; serial < 100_000_000; serial += 9_999_991) {
      const digits = String(serial).padStart(8, "0");
      const accepted = Array.from({ length: 10 }, (_, d) => `QQ${digits}${d}GB`).filter((n) => checkTrackingNumber("royalMail", n).ok);
      expect(accepted).toEqual([`QQ${digits}${s10CheckDigit(digits)}GB`]);
    }
  });
});

describe("tracking links", () => {
  it("builds each carrier's tracking page from the number", () => {
    expect(trackingUrlFor("royalMail", "AB123456785GB")).toBe("https://www.royalmail.com/track-your-item#/tracking-results/AB123456785GB");
    expect(trackingUrlFor("dpd", "15501234567890")).toBe("https://track.dpd.co.uk/parcels/15501234567890");
    expect(trackingUrlFor("evri", "H00AB12345678901")).toBe("https://www.evri.com/track/parcel/H00AB12345678901/details");
    expect(trackingUrlFor("dhl", "JJD0123456789")).toBe("https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JJD0123456789");
  });

  it("is null for an unknown carrier or a missing number, and escapes what it is given", () => {
    expect(trackingUrlFor("ups", "1Z999")).toBeNull();
    expect(trackingUrlFor("__proto__", "1")).toBeNull();
    expect(trackingUrlFor(null, "AB123456785GB")).toBeNull();
    expect(trackingUrlFor("royalMail", null)).toBeNull();
    expect(trackingUrlFor("dpd", "a/b?c")).toBe("https://track.dpd.co.uk/parcels/a%2Fb%3Fc");
  });

  it("every link is https on the carrier's own site", () => {
    const hosts: Record<CarrierId, string> = { royalMail: "www.royalmail.com", dpd: "track.dpd.co.uk", evri: "www.evri.com", dhl: "www.dhl.com" };
    for (const carrier of CARRIERS) {
      const url = new URL(CARRIER_DETAILS[carrier].trackingUrl(VALID[carrier][0]));
      expect(url.protocol).toBe("https:");
      expect(url.host).toBe(hosts[carrier]);
    }
  });

  it("isCarrierId knows the four carriers and nothing else", () => {
    expect(CARRIERS.every(isCarrierId)).toBe(true);
    for (const other of ["ups", "RoyalMail", "", "constructor", "toString"]) expect(isCarrierId(other)).toBe(false);
  });
});
