// What a member of staff typed in the queue's search box: an order reference, a postcode (or its
// outward part) or an email (or part of one). Pure, so the rules are unit-tested.

export type QueueSearch =
  | { kind: "reference"; number: number }
  /** `key` without spaces; `outwardOnly` when only the district was typed ("M2", not "M2 4WU"). */
  | { kind: "postcode"; key: string; outwardOnly: boolean }
  | { kind: "email"; text: string }
  | { kind: "nothing" };

const REFERENCE = /^(?:AFC-?)?(\d{6,9})$/i;
// A full UK postcode or its outward code (SW1A, M1, B33 8TH).
const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?(?:\s*\d[A-Z]{2})?$/i;

export function parseSearch(raw: string | undefined): QueueSearch | null {
  const text = raw?.trim();
  if (!text) return null;
  const reference = REFERENCE.exec(text);
  if (reference) {
    const number = Number(reference[1]);
    return Number.isSafeInteger(number) && number <= 2_147_483_647 ? { kind: "reference", number } : { kind: "nothing" };
  }
  if (POSTCODE.test(text)) {
    const key = text.replace(/\s+/g, "").toUpperCase();
    return { kind: "postcode", key, outwardOnly: !/\d[A-Z]{2}$/.test(key) };
  }
  return { kind: "email", text: text.toLowerCase() };
}

/** The instant a UK calendar day (YYYY-MM-DD) starts, `plusDays` later, as an ISO string (BST/GMT applied). */
export function ukDayStart(day: string, plusDays = 0): string {
  const [y, m, d] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d + plusDays);
  // London is UTC+0 or UTC+1: find the offset in force at that local midnight.
  const offsetMinutes = londonOffsetMinutes(new Date(utcMidnight));
  return new Date(utcMidnight - offsetMinutes * 60_000).toISOString();
}

function londonOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "shortOffset" }).formatToParts(at);
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-]\d+)?/.exec(name);
  return match?.[1] ? Number(match[1]) * 60 : 0;
}
