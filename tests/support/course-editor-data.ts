// A course as the newsroom's course editor opens it: shared by the editor's component tests
// (tests/course-editor.test.tsx, tests/course-revisions.test.tsx).
import type { CourseEditorData } from "@/lib/admin/learn-contract";

export const COURSE: CourseEditorData = {
  slug: "sober_sparks",
  written: true,
  fields: {
    title: "Sober Sparks",
    audience: "Anyone who loves a fizz",
    level: "Beginner",
    summary: "Sparkling drinks without alcohol, made at home.",
    outcomes: ["Pick a base", "Balance sweet and sour", "Serve it cold"],
    illustration: "cocktail",
    tone: "citrus",
    body: "A short course on **fizz**.",
  },
  lessons: [
    { slug: "first-fizz", title: "First fizz" },
    { slug: "second-fizz", title: "Second fizz" },
    { slug: "third-fizz", title: "Third fizz" },
  ],
  publicPath: "/learn/sober_sparks",
  updatedAt: "2026-11-20T09:00:00.000Z",
  updatedBy: "ana@example.com",
};
