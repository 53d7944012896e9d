// A story's publishing states (issue 37): which actions each state allows, the refusals an editor
// reads, the request body for an action, and why a story past its scheduled time is not yet live.
import { describe, expect, it } from "vitest";
import { applyStoryAction, isLive, STATUS_LABELS, storyActionSchema, type StoryState } from "@/lib/content/workflow";

const now = new Date("2026-12-01T12:00:00Z");
const draft: StoryState = { status: "draft", publishAt: null };
const scheduled: StoryState = { status: "scheduled", publishAt: new Date("2026-12-05T09:00:00Z") };
const published: StoryState = { status: "published", publishAt: null };
const unpublished: StoryState = { status: "unpublished", publishAt: null };

const refusalCode = (current: StoryState, action: Parameters<typeof applyStoryAction>[1]) => {
  const result = applyStoryAction(current, action, now);
  return result.ok ? "accepted" : result.code;
};

describe("publish", () => {
  it("publishes a draft, a scheduled story (at once, dropping the schedule) and an unpublished story", () => {
    for (const current of [draft, scheduled, unpublished]) {
      expect(applyStoryAction(current, { action: "publish" }, now)).toEqual({ ok: true, status: "published", publishAt: null, publishedAt: now });
    }
  });

  it("refuses to publish a published story", () => {
    expect(applyStoryAction(published, { action: "publish" }, now)).toEqual({
      ok: false,
      code: "already-published",
      message: "This story is already published.",
    });
  });
});

describe("schedule", () => {
  const at = new Date("2026-12-24T07:00:00Z");

  it("schedules a draft or an unpublished story, and moves a scheduled one", () => {
    for (const current of [draft, unpublished, scheduled]) {
      expect(applyStoryAction(current, { action: "schedule", at }, now)).toEqual({ ok: true, status: "scheduled", publishAt: at });
    }
  });

  it("refuses a published story", () => {
    expect(refusalCode(published, { action: "schedule", at })).toBe("already-published");
  });

  it("refuses a time in the past, now, or less than a minute ahead", () => {
    expect(applyStoryAction(draft, { action: "schedule", at: new Date("2026-12-01T11:00:00Z") }, now)).toEqual({
      ok: false,
      code: "schedule-in-past",
      message: "That time has already passed. Choose a time in the future.",
    });
    expect(refusalCode(draft, { action: "schedule", at: new Date("2026-12-01T12:00:00Z") })).toBe("schedule-in-past");
    expect(applyStoryAction(draft, { action: "schedule", at: new Date("2026-12-01T12:00:59Z") }, now)).toEqual({
      ok: false,
      code: "schedule-too-soon",
      message: "That is less than a minute away. Publish now instead, or choose a later time.",
    });
    expect(refusalCode(draft, { action: "schedule", at: new Date("2026-12-01T12:01:00Z") })).toBe("accepted");
  });

  it("allows up to a year ahead and refuses beyond", () => {
    expect(refusalCode(draft, { action: "schedule", at: new Date("2027-12-01T12:00:00Z") })).toBe("accepted");
    expect(applyStoryAction(draft, { action: "schedule", at: new Date("2027-12-01T12:01:00Z") }, now)).toEqual({
      ok: false,
      code: "schedule-too-far",
      message: "Stories can be scheduled up to a year ahead. Choose an earlier date.",
    });
  });

  it("refuses an invalid date", () => {
    expect(refusalCode(draft, { action: "schedule", at: new Date("not a date") })).toBe("invalid-time");
  });
});

describe("unschedule and unpublish", () => {
  it("returns a scheduled story to draft and refuses anything else", () => {
    expect(applyStoryAction(scheduled, { action: "unschedule" }, now)).toEqual({ ok: true, status: "draft", publishAt: null });
    expect(refusalCode(draft, { action: "unschedule" })).toBe("not-scheduled");
    expect(refusalCode(published, { action: "unschedule" })).toBe("not-scheduled");
    expect(refusalCode(unpublished, { action: "unschedule" })).toBe("not-scheduled");
  });

  it("takes down a published story and says why it cannot take down the others", () => {
    expect(applyStoryAction(published, { action: "unpublish" }, now)).toEqual({ ok: true, status: "unpublished", publishAt: null });
    expect(applyStoryAction(draft, { action: "unpublish" }, now)).toEqual({
      ok: false,
      code: "never-published",
      message: "This story is a draft: it has never been published, so there is nothing to take down.",
    });
    expect(refusalCode(scheduled, { action: "unpublish" })).toBe("scheduled-not-live");
    expect(refusalCode(unpublished, { action: "unpublish" })).toBe("already-unpublished");
  });
});

describe("isLive", () => {
  it("is true for published stories only", () => {
    expect(isLive(published, now)).toBe(true);
    expect(isLive(draft, now)).toBe(false);
    expect(isLive(unpublished, now)).toBe(false);
  });

  it("is false for a scheduled story whose time has passed: the job publishes it, once", () => {
    expect(isLive(scheduled, new Date("2026-12-06T00:00:00Z"))).toBe(false);
  });
});

describe("STATUS_LABELS", () => {
  it("names every status", () => {
    expect(STATUS_LABELS).toEqual({ draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" });
  });
});

describe("storyActionSchema", () => {
  const messages = (body: unknown) => {
    const parsed = storyActionSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  };

  it("reads each action; a schedule's UK time comes out as its instant", () => {
    expect(storyActionSchema.parse({ action: "publish" })).toEqual({ action: "publish" });
    expect(storyActionSchema.parse({ action: "unschedule" })).toEqual({ action: "unschedule" });
    expect(storyActionSchema.parse({ action: "unpublish" })).toEqual({ action: "unpublish" });
    expect(storyActionSchema.parse({ action: "schedule", at: "2027-07-01T09:30" })).toEqual({ action: "schedule", at: new Date("2027-07-01T08:30:00Z") });
    expect(storyActionSchema.parse({ action: "schedule", at: "2026-12-01T09:30" })).toEqual({ action: "schedule", at: new Date("2026-12-01T09:30:00Z") });
  });

  it("refuses an unknown action, a missing or malformed time, and extra fields", () => {
    expect(messages({ action: "delete" })).toEqual(["Choose publish, schedule, unschedule or unpublish."]);
    expect(messages({ action: "schedule" })).toEqual(["Choose the date and time to publish."]);
    expect(messages({ action: "schedule", at: "1 December" })).toEqual(["Give the date and time as YYYY-MM-DDTHH:mm."]);
    expect(messages({ action: "schedule", at: "2026-02-30T09:00" })).toEqual(["That date is not on the calendar."]);
    expect(messages({ action: "schedule", at: "2027-03-28T01:30" })).toEqual([
      "That time does not exist in the UK: the clocks go forward an hour that night.",
    ]);
    expect(storyActionSchema.safeParse({ action: "publish", status: "published" }).success).toBe(false);
  });
});
