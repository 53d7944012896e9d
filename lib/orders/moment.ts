// "14:05 on 3 April 2026" (UK time): a deadline to the minute, as the damage report's sentences and
// its order-page section write it. A module of its own: an export added to lib/orders/format.ts
// ships to every page that reads it (checkout among them), used or not.

const MOMENT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });

export function orderMoment(iso: string): string {
  const parts = Object.fromEntries(MOMENT.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.hour}:${parts.minute} on ${parts.day} ${parts.month} ${parts.year}`;
}
