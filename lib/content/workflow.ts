// A story's publishing states and the actions that move it between them (issue 37). Pure: the
// server reads the story, asks applyStoryAction what follows, and writes the answer in one
// transaction; a refusal is a sentence the editor reads as it stands.
//
//   draft ──publish──▶ published ──unpublish──▶ unpublished
//   draft ──schedule─▶ scheduled ──(the job at publishAt)──▶ published
//   scheduled ──unschedule──▶ draft;  scheduled ──publish──▶ published now
//   unpublished ──publish / schedule──▶ published / scheduled (a story can come back)
import { z } from "zod";
import { ukLocalToUtc } from "./uk-time";

export const STORY_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STATUS_LABELS: Record<StoryStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

/** The nearest and furthest a story can be scheduled: the job needs a moment, plans end in a year. */
export const SCHEDULE_MIN_LEAD_MS = 60 * 1000;

const LOCAL_TIME_SHAPE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The UK time an editor picked, as the instant it names (uk-time.ts explains the clock changes). */
const ukTime = z
  .string({ error: "Choose the date and time to publish." })
  .regex(LOCAL_TIME_SHAPE, { message: "Give the date and time as YYYY-MM-DDTHH:mm.", abort: true })
  .refine((value) => ukLocalToUtc(value.slice(0, 10) + "T12:00") !== null, { message: "That date is not on the calendar.", abort: true })
  .refine((value) => ukLocalToUtc(value) !== null, "That time does not exist in the UK: the clocks go forward an hour that night.")
  .transform((value) => ukLocalToUtc(value) as Date);

/** A request body naming one action; `at` is UK wall-clock time and comes out as a Date. */
export const storyActionSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("publish") }),
    z.strictObject({ action: z.literal("schedule"), at: ukTime }),
    z.strictObject({ action: z.literal("unschedule") }),
    z.strictObject({ action: z.literal("unpublish") }),
  ],
  { error: "Choose publish, schedule, unschedule or unpublish." },
);

export type StoryAction = z.output<typeof storyActionSchema>;
export type StoryActionBody = z.input<typeof storyActionSchema>;

export type StoryActionCode =
  | "already-published"
  | "already-unpublished"
  | "never-published"
  | "scheduled-not-live"
  | "not-scheduled"
  | "invalid-time"
  | "schedule-in-past"
  | "schedule-too-soon"
  | "schedule-too-far";

export type StoryState = { status: StoryStatus; publishAt: Date | null };

export type StoryActionResult =
  | { ok: true; status: StoryStatus; publishAt: Date | null; publishedAt?: Date }
  | { ok: false; code: StoryActionCode; message: string };

const refuse = (code: StoryActionCode, message: string): StoryActionResult => ({ ok: false, code, message });

/**
 * What a story becomes after an action at `now`, or why it cannot. publishedAt is given whenever
 * the story goes live (the moment it did); a caller that keeps the first-published date keeps its own.
 */
export function applyStoryAction(current: StoryState, action: StoryAction, now: Date): StoryActionResult {
  switch (action.action) {
    case "publish":
      if (current.status === "published") return refuse("already-published", "This story is already published.");
      return { ok: true, status: "published", publishAt: null, publishedAt: now };
    case "schedule":
      return schedule(current, action.at, now);
    case "unschedule":
      if (current.status !== "scheduled") return refuse("not-scheduled", "This story is not scheduled, so there is nothing to cancel.");
      return { ok: true, status: "draft", publishAt: null };
    case "unpublish":
      return unpublish(current);
  }
}

function schedule(current: StoryState, at: Date, now: Date): StoryActionResult {
  if (current.status === "published") {
    return refuse("already-published", "This story is already published. Unpublish it first if it should go out again later.");
  }
  if (Number.isNaN(at.getTime())) return refuse("invalid-time", "Choose a real date and time to publish.");
  const lead = at.getTime() - now.getTime();
  if (lead <= 0) return refuse("schedule-in-past", "That time has already passed. Choose a time in the future.");
  if (lead < SCHEDULE_MIN_LEAD_MS) {
    return refuse("schedule-too-soon", "That is less than a minute away. Publish now instead, or choose a later time.");
  }
  const aYearAhead = new Date(now);
  aYearAhead.setUTCFullYear(aYearAhead.getUTCFullYear() + 1);
  if (at > aYearAhead) return refuse("schedule-too-far", "Stories can be scheduled up to a year ahead. Choose an earlier date.");
  return { ok: true, status: "scheduled", publishAt: at };
}

function unpublish(current: StoryState): StoryActionResult {
  switch (current.status) {
    case "published":
      return { ok: true, status: "unpublished", publishAt: null };
    case "draft":
      return refuse("never-published", "This story is a draft: it has never been published, so there is nothing to take down.");
    case "scheduled":
      return refuse("scheduled-not-live", "This story is scheduled, not published. Cancel the schedule to keep it from going out.");
    case "unpublished":
      return refuse("already-unpublished", "This story is already unpublished.");
  }
}

/**
 * Whether readers can see a story: published stories only. A scheduled story whose time has
 * passed is not live until the publishing job has moved it to "published": the job is the one
 * place a story goes live, so it publishes exactly once (one published date, one feed entry, one
 * cache refresh) instead of every reader's request half-publishing it. `now` is taken so callers
 * need not know this, and so the rule can change (an embargo) without changing every caller.
 */
export function isLive(story: { status: StoryStatus }, _now: Date): boolean {
  return story.status === "published";
}
