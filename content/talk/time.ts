import type { SeedThread } from "./types";

// When each seeded post was written. One function for the seed (lib/server/talk/seed.ts) and the
// content test (tests/talk-seed-content.test.ts), so "day 16" in a post is checked against the
// date the site shows beside it.

/** The seed's "now" (a Friday): threads are dated before it, so a fresh install reads the same everywhere. */
export const SEED_ANCHOR = Date.parse("2026-11-20T12:00:00Z");
const HOUR = 3_600_000;
const DEFAULT_GAP_HOURS = 5;

/** The dates of a thread's posts: the opening post first, then each reply. */
export function seedPostDates(thread: SeedThread, threadIndex: number): Date[] {
  let at = SEED_ANCHOR - thread.daysAgo * 24 * HOUR + ((thread.hour ?? 12) - 12) * HOUR;
  const dates = [new Date(at)];
  thread.replies.forEach((reply, index) => {
    const gap = reply[2] ?? DEFAULT_GAP_HOURS + (index === 0 ? threadIndex % 3 : 0);
    at += gap * HOUR;
    dates.push(new Date(at));
  });
  return dates;
}
