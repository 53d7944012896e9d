// A new lesson's address (lib/learn/lesson-input.ts lessonSlugSchema): lowercase words joined by
// single hyphens, at most 80 characters, and never one of the addresses that a course's own pages
// already take (its certificate, the newsroom's new-lesson and comparison pages).
import { describe, expect, it } from "vitest";
import { lessonSlugSchema } from "@/lib/learn/lesson-input";

const refusal = (slug: unknown) => {
  const parsed = lessonSlugSchema.safeParse(slug);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe("a new lesson's address", () => {
  it("takes lowercase words and digits joined by single hyphens, trimmed", () => {
    expect(lessonSlugSchema.parse("  reading-a-label-2  ")).toBe("reading-a-label-2");
    expect(refusal("a".repeat(80))).toBeNull();
  });

  it("refuses capitals, spaces, underscores, doubled or outer hyphens, and more than 80 characters", () => {
    const format = "must be lowercase letters and digits, with single hyphens between words";
    for (const slug of ["Reading-labels", "reading labels", "reading_labels", "reading--labels", "-reading", "labels-"]) expect(refusal(slug)).toBe(format);
    expect(refusal("a".repeat(81))).toBe("must be at most 80 characters");
    expect(refusal("   ")).toBe("is required");
    expect(refusal(undefined)).toBe("is required");
  });

  it("refuses the addresses a course's own pages take", () => {
    for (const slug of ["certificate", "new", "revisions"]) expect(refusal(slug)).toBe("is taken by one of the course's own pages: choose another");
  });
});
