// What changed between two versions of a LEARN course (lib/learn/course-revision-diff.ts): only
// changed fields, in the editor's order, with the editor's labels; the title, audience and summary
// by words; the level, illustration and tone whole (old, then new); the outcomes one per line; the
// introduction by lines; the lessons in order by their titles when given (by slug otherwise, or for
// a lesson without one), a moved lesson marked where it left and where it arrived. And a stored
// revision read back, and handed to the save's schema. Every expected value is written out by hand.
import { describe, expect, it } from "vitest";
import { courseInputFromRevision, courseRevisionFieldsOf, diffCourseRevisions, type CourseRevisionFields } from "@/lib/learn/course-revision-diff";

const older: CourseRevisionFields = {
  title: "Bitter truths",
  audience: "For the curious",
  level: "Beginner",
  summary: "What bitters are and how to use them.",
  outcomes: ["Name three bitters", "Mix a spritz", "Read a label"],
  illustration: "cocktail",
  tone: "amber",
  body: "Bitters are old.\n",
  lessons: ["what-bitters-are", "the-spritz", "reading-labels"],
};
const TITLES = { "what-bitters-are": "What bitters are", "the-spritz": "The spritz", "reading-labels": "Reading labels" };

describe("diffCourseRevisions", () => {
  it("is empty when nothing changed", () => {
    expect(diffCourseRevisions(older, { ...older, outcomes: [...older.outcomes], lessons: [...older.lessons] }, TITLES)).toEqual([]);
  });

  it("compares the title, audience and summary by words, with the editor's labels", () => {
    const newer = { ...older, title: "Bitter truths, plainly", audience: "For the very curious", summary: "What bitters are." };
    expect(diffCourseRevisions(older, newer)).toEqual([
      { field: "title", label: "Title", parts: [{ kind: "same", text: "Bitter truths" }, { kind: "added", text: ", plainly" }] },
      { field: "audience", label: "Audience", parts: [{ kind: "same", text: "For the " }, { kind: "added", text: "very " }, { kind: "same", text: "curious" }] },
      { field: "summary", label: "Summary", parts: [{ kind: "same", text: "What bitters are" }, { kind: "removed", text: " and how to use them" }, { kind: "same", text: "." }] },
    ]);
  });

  it("shows the level, illustration and tone whole, the old value then the new", () => {
    const newer = { ...older, level: "Intermediate", illustration: "wine", tone: "berry" };
    expect(diffCourseRevisions(older, newer)).toEqual([
      { field: "level", label: "Level", parts: [{ kind: "removed", text: "Beginner" }, { kind: "added", text: "Intermediate" }] },
      { field: "illustration", label: "Illustration", parts: [{ kind: "removed", text: "cocktail" }, { kind: "added", text: "wine" }] },
      { field: "tone", label: "Tone", parts: [{ kind: "removed", text: "amber" }, { kind: "added", text: "berry" }] },
    ]);
  });

  it("compares the outcomes one per line and the introduction by lines", () => {
    const newer = { ...older, outcomes: ["Name three bitters", "Read a label", "Pour a tonic"], body: "Bitters are old.\nThey are also new.\n" };
    expect(diffCourseRevisions(older, newer)).toEqual([
      {
        field: "outcomes",
        label: "Outcomes",
        parts: [
          { kind: "same", text: "Name three bitters" },
          { kind: "removed", text: "Mix a spritz" },
          { kind: "same", text: "Read a label" },
          { kind: "added", text: "Pour a tonic" },
        ],
      },
      { field: "body", label: "Introduction", parts: [{ kind: "same", text: "Bitters are old.\n" }, { kind: "added", text: "They are also new.\n" }] },
    ]);
  });

  it("names the lessons by title in their order, a moved one marked where it left and where it arrived", () => {
    const newer = { ...older, lessons: ["the-spritz", "reading-labels", "what-bitters-are"] };
    expect(diffCourseRevisions(older, newer, TITLES)).toEqual([
      {
        field: "lessons",
        label: "Lessons",
        parts: [
          { kind: "removed", text: "What bitters are (moved)" },
          { kind: "same", text: "The spritz" },
          { kind: "same", text: "Reading labels" },
          { kind: "added", text: "What bitters are (moved)" },
        ],
      },
    ]);
  });

  it("names lessons by slug without titles, and a lesson added or removed is not marked as moved", () => {
    const newer = { ...older, lessons: ["what-bitters-are", "the-spritz", "a-new-lesson"] };
    expect(diffCourseRevisions(older, newer)).toEqual([
      {
        field: "lessons",
        label: "Lessons",
        parts: [
          { kind: "same", text: "what-bitters-are" },
          { kind: "same", text: "the-spritz" },
          { kind: "removed", text: "reading-labels" },
          { kind: "added", text: "a-new-lesson" },
        ],
      },
    ]);
    expect(diffCourseRevisions(older, newer, TITLES)[0].parts.map((part) => part.text)).toEqual(["What bitters are", "The spritz", "Reading labels", "a-new-lesson"]);
  });
});

describe("a stored revision", () => {
  it("is read field by field, anything missing or of the wrong kind as empty", () => {
    expect(courseRevisionFieldsOf({ title: "Bitter truths", outcomes: ["One", 2, "Three"], lessons: "not-a-list", level: 3 })).toEqual({
      title: "Bitter truths",
      audience: "",
      level: "",
      summary: "",
      outcomes: ["One", "Three"],
      illustration: "",
      tone: "",
      body: "",
      lessons: [],
    });
  });

  it("is handed to the save with its lessons' order", () => {
    expect(courseInputFromRevision(older)).toEqual({
      title: "Bitter truths",
      audience: "For the curious",
      level: "Beginner",
      summary: "What bitters are and how to use them.",
      outcomes: ["Name three bitters", "Mix a spritz", "Read a label"],
      illustration: "cocktail",
      tone: "amber",
      body: "Bitters are old.\n",
      lessons: ["what-bitters-are", "the-spritz", "reading-labels"],
    });
  });
});
