import "server-only";
import { timingSafeEqual } from "node:crypto";

// How an instance asks itself to run the publishing job (./story-schedule.ts): the start-up timer
// (lib/server/platform/startup.ts) posts to STORY_JOB_PATH with a random key held in this process
// only, and the route runs the job only for that key. Kept apart from the job so start-up does
// not load the database code to set a timer.

export const STORY_JOB_INTERVAL_MS = 15_000;
export const STORY_JOB_KEY_HEADER = "x-story-job-key";
export const STORY_JOB_PATH = "/api/internal/stories/publish-due";

const KEY_SYMBOL = Symbol.for("alcohol-free.story-job-key");
type KeyHolder = { [KEY_SYMBOL]?: string };

/** This process's key: set by the timer at start-up, compared by the route. */
export function storyJobKey(): string | undefined {
  return (globalThis as KeyHolder)[KEY_SYMBOL];
}
export function setStoryJobKey(key: string): void {
  (globalThis as KeyHolder)[KEY_SYMBOL] = key;
}
export function isStoryJobKey(sent: string | null): boolean {
  const key = storyJobKey();
  if (!key || !sent || sent.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(key));
}
