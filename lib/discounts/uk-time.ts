// Discount codes start and end at UK wall-clock times (GMT or BST), whatever the server's zone.

const UK = "Europe/London";

/** "1 December 2026 at 09:00" in UK time. */
export function ukDateTimeText(instant: Date): string {
  const date = new Intl.DateTimeFormat("en-GB", { timeZone: UK, day: "numeric", month: "long", year: "numeric" }).format(instant);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: UK, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  return `${date} at ${time}`;
}

/** Minutes UK time is ahead of UTC at this instant (0 in winter, 60 in summer). */
function ukOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone: UK, timeZoneName: "shortOffset" }).formatToParts(instant);
  const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-]\d+)?(?::(\d+))?/.exec(name);
  const hours = match?.[1] ? Number(match[1]) : 0;
  const minutes = match?.[2] ? Number(match[2]) * Math.sign(hours || 1) : 0;
  return hours * 60 + minutes;
}

/**
 * The instant of a UK wall-clock time "2026-03-29T01:30" (what a datetime-local field gives), or
 * null when malformed. A time the spring clock change skips is read as the hour after; a time the
 * autumn change repeats is read as its first (BST) occurrence.
 */
export function instantFromUkLocal(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== d) return null;
  // Try BST first (the repeated autumn hour's first occurrence), then GMT.
  for (const offset of [60, 0]) {
    const instant = new Date(asUtc - offset * 60_000);
    if (ukOffsetMinutes(instant) === offset) return instant;
  }
  // Skipped in spring (01:00–01:59 on the last Sunday of March): an hour later, in BST.
  return new Date(asUtc);
}

/** "2026-03-29T02:30" for a datetime-local field, in UK time (the newsroom's scheduling uses the same). */
export { utcToUkLocalInput as ukLocalFromInstant } from "../content/uk-time";
