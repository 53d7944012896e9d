// How the back office writes money, dates and times: UK time (Europe/London) always, dense forms
// for tables. Pure: server and client components both use it.

const SHORT = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/London" });
const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" });
const DAY_KEY = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Europe/London" });
const FULL = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: "Europe/London",
  timeZoneName: "short",
});

/** "3 Dec 2026" (UK date). */
export const shortDate = (iso: string) => SHORT.format(new Date(iso));

/** "14:05" (UK time). */
export const shortTime = (iso: string) => TIME.format(new Date(iso));

/** "3 Dec 2026, 14:05" (UK time). */
export const shortDateTime = (iso: string) => `${shortDate(iso)}, ${shortTime(iso)}`;

/** "Thu, 3 Dec 2026, 14:05:09 GMT": for a title attribute or a <time> that must be exact. */
export const fullDateTime = (iso: string) => FULL.format(new Date(iso));

/** "2026-12-03": the UK calendar day of an instant. */
export const ukDay = (iso: string | Date) => DAY_KEY.format(typeof iso === "string" ? new Date(iso) : iso);

/** "Today, 14:05", "Yesterday, 09:12" or "3 Dec 2026, 14:05" (UK time), relative to `now`. */
export function whenText(iso: string, now: Date = new Date()): string {
  const day = ukDay(iso);
  if (day === ukDay(now)) return `Today, ${shortTime(iso)}`;
  if (day === ukDay(new Date(now.getTime() - 86_400_000))) return `Yesterday, ${shortTime(iso)}`;
  return shortDateTime(iso);
}

/** "2 days", "5 hours", "12 minutes": how long ago `iso` was. */
export function ageText(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** "12 min", "5 h", "2 d": the same, for dense table cells. */
export function ageShort(iso: string, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
}

/** A query string for the queue or the log: empty values left out, `page` 1 left out. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "page" && Number(value) <= 1) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
