// The publishing job's door (lib/server/content/story-job.ts): only the key this process made
// opens it, compared in constant time; before start-up has made one, nothing does.
import { describe, expect, it } from "vitest";
import { isStoryJobKey, setStoryJobKey } from "@/lib/server/content/story-job";

describe("the story job's key", () => {
  it("refuses every key before one is set, then only that key", () => {
    expect(isStoryJobKey("anything")).toBe(false);
    expect(isStoryJobKey(null)).toBe(false);
    setStoryJobKey("a".repeat(64));
    expect(isStoryJobKey("a".repeat(64))).toBe(true);
    expect(isStoryJobKey("a".repeat(63) + "b")).toBe(false);
    expect(isStoryJobKey("a".repeat(32))).toBe(false);
    expect(isStoryJobKey("")).toBe(false);
  });
});
