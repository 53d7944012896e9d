// The carriers the shop dispatches with, the shapes of their tracking numbers and the page where a
// customer follows a parcel. Numbers are checked when staff dispatch an order, so a typo is caught
// at the bench and not by a customer whose link goes nowhere.

export const CARRIERS = ["royalMail", "dpd", "evri", "dhl"] as const;
export type CarrierId = (typeof CARRIERS)[number];

interface Carrier {
  name: string;
  /** What staff are told when a number does not fit. */
  format: string;
  pattern: RegExp;
  trackingUrl: (trackingNumber: string) => string;
}

export const CARRIER_DETAILS: Record<CarrierId, Carrier> = {
  royalMail: {
    name: "Royal Mail",
    // UPU S10 (Tracked 24/48, Special Delivery): two letters, eight digits, a check digit, GB.
    format: "two letters, nine digits and GB, like AB123456785GB",
    pattern: /^[A-Z]{2}\d{9}GB$/,
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${encodeURIComponent(n)}`,
  },
  dpd: {
    name: "DPD",
    format: "14 digits, like 15501234567890",
    pattern: /^\d{14}$/,
    trackingUrl: (n) => `https://track.dpd.co.uk/parcels/${encodeURIComponent(n)}`,
  },
  evri: {
    name: "Evri",
    format: "16 characters: H and 15 letters or digits, or 16 digits",
    pattern: /^(?:H[0-9A-Z]{15}|\d{16})$/,
    trackingUrl: (n) => `https://www.evri.com/track/parcel/${encodeURIComponent(n)}/details`,
  },
  dhl: {
    name: "DHL",
    format: "10 digits, or JJD and 10 to 20 digits",
    pattern: /^(?:\d{10}|JJD\d{10,20})$/,
    trackingUrl: (n) => `https://www.dhl.com/gb-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=${encodeURIComponent(n)}`,
  },
};

export const isCarrierId = (value: string): value is CarrierId => (CARRIERS as readonly string[]).includes(value);

/** Upper case with spaces and dashes taken out: how numbers are printed on labels and typed at the bench. */
export const normaliseTrackingNumber = (raw: string) => raw.replace(/[\s-]+/g, "").toUpperCase();

/** Royal Mail's S10 check digit over the eight serial digits (weights 8 6 4 2 3 5 9 7, mod 11). */
export function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * weights[i], 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

export type TrackingCheck = { ok: true; trackingNumber: string; trackingUrl: string } | { ok: false; message: string };

/** The number normalised with its tracking link, or a sentence saying what the carrier's numbers look like. */
export function checkTrackingNumber(carrier: CarrierId, raw: string): TrackingCheck {
  const details = CARRIER_DETAILS[carrier];
  const trackingNumber = normaliseTrackingNumber(raw);
  if (!trackingNumber) return { ok: false, message: `Enter the ${details.name} tracking number.` };
  const fits =
    details.pattern.test(trackingNumber) &&
    (carrier !== "royalMail" || s10CheckDigit(trackingNumber.slice(2, 10)) === Number(trackingNumber[10]));
  if (!fits) return { ok: false, message: `That is not a ${details.name} tracking number: they are ${details.format}.` };
  return { ok: true, trackingNumber, trackingUrl: details.trackingUrl(trackingNumber) };
}

/** The tracking page for a stored carrier and number (null for an unknown carrier). */
export function trackingUrlFor(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !isCarrierId(carrier)) return null;
  return CARRIER_DETAILS[carrier].trackingUrl(trackingNumber);
}
