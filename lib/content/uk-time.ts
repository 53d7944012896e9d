// Editors write times as the UK's clocks show them ("2026-12-01T09:30", what an
// <input type="datetime-local"> sends); the server stores instants in UTC. Europe/London is GMT
// (UTC+0) in winter and BST (UTC+1) from the last Sunday of March to the last Sunday of October,
// so the same wall-clock time means a different instant across the year. Intl knows the rules;
// no date library is needed.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const HOUR_MS = 60 * 60 * 1000;

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const londonReadable = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
});

function partsOf(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** The UK wall-clock time of an instant, as an <input type="datetime-local"> value. */
export function utcToUkLocalInput(date: Date): string {
  const { year, month, day, hour, minute } = partsOf(londonParts, date);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/**
 * The instant a UK wall-clock time names, or null when the text is not "YYYY-MM-DDTHH:mm", the
 * date is not on the calendar, or the time never happens (the hour skipped when the clocks go
 * forward, such as 2027-03-28T01:30).
 *
 * When the clocks go back an hour repeats (01:00–01:59 on the last Sunday of October happens
 * first in BST, then again in GMT). We choose the first, BST, occurrence: a story scheduled for
 * 01:30 goes out at the earlier of the two moments rather than an hour after the editor expected.
 */
export function ukLocalToUtc(input: string): Date | null {
  const match = LOCAL_INPUT.exec(input);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 31 April over to 1 May: a date that moved is not on the calendar.
  if (new Date(asIfUtc).getUTCDate() !== day) return null;
  // London is UTC+1 (BST) or UTC+0 (GMT); BST is tried first so the repeated hour reads as BST.
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(asIfUtc - offsetHours * HOUR_MS);
    if (utcToUkLocalInput(candidate) === input) return candidate;
  }
  return null;
}

/** An instant as UK readers see it: "1 December 2026, 09:30 GMT" or "1 July 2027, 10:30 BST". */
export function formatUkDateTime(date: Date): string {
  const { day, month, year, hour, minute, timeZoneName } = partsOf(londonReadable, date);
  return `${day} ${month} ${year}, ${hour}:${minute} ${timeZoneName}`;
}
