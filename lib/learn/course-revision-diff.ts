// What changed between two saved versions of a LEARN course, field by field, for the course
// editor's revision history, compared as a playlist's is (lib/music/playlist-revision-diff.ts): the
// title, audience and summary by words; the level, illustration and tone whole, the old value above
// the new; the outcomes one per line; the introduction by lines (words inside an edited paragraph);
// the lessons in their order, by title when the course's lessons' titles are given (else by slug), a
// lesson that changed place shown where it was and where it is now, marked "(moved)". Every course
// revision records every field and the lessons' order. Pure: no I/O.
import { diffWords } from "diff";
import { bodyParts, fromChanges, listParts, merged, replaced, sameList, storedText, storedTexts, type DiffPart } from "@/lib/content/revision-diff";
import type { CourseInput } from "./course-input";

export type CourseRevisionFields = {
  title: string;
  audience: string;
  /** As stored (lib/content/schema.ts COURSE_LEVELS, COURSE_ILLUSTRATIONS, COURSE_TONES). */
  level: string;
  summary: string;
  outcomes: string[];
  illustration: string;
  tone: string;
  /** The introduction's Markdown. */
  body: string;
  /** Lesson slugs, in the course's order at that save. */
  lessons: string[];
};

export type CourseRevisionField = keyof CourseRevisionFields;
export type CourseFieldDiff = { field: CourseRevisionField; label: string; parts: DiffPart[] };

/** The editor's labels. */
export const COURSE_REVISION_LABELS: Record<CourseRevisionField, string> = {
  title: "Title",
  audience: "Audience",
  level: "Level",
  summary: "Summary",
  outcomes: "Outcomes",
  illustration: "Illustration",
  tone: "Tone",
  body: "Introduction",
  lessons: "Lessons",
};

/** The fields in the order the editor shows them, the lessons last. */
const FIELD_ORDER: readonly CourseRevisionField[] = ["title", "audience", "level", "summary", "outcomes", "illustration", "tone", "body", "lessons"];

/** Said after a lesson's name where it left one place and where it arrived in another. */
export const MOVED = " (moved)";

/** A revision's fields as stored (JSON); anything missing read as empty. */
export function courseRevisionFieldsOf(stored: Record<string, unknown>): CourseRevisionFields {
  return {
    title: storedText(stored.title),
    audience: storedText(stored.audience),
    level: storedText(stored.level),
    summary: storedText(stored.summary),
    outcomes: storedTexts(stored.outcomes),
    illustration: storedText(stored.illustration),
    tone: storedText(stored.tone),
    body: storedText(stored.body),
    lessons: storedTexts(stored.lessons),
  };
}

/** The fields a save takes (lib/learn/course-input.ts), unchecked: a restore hands them to the save's schema. */
export function courseInputFromRevision({ title, audience, level, summary, outcomes, illustration, tone, body, lessons }: CourseRevisionFields): Record<keyof CourseInput, unknown> {
  return { title, audience, level, summary, outcomes, illustration, tone, body, lessons };
}

/** The lessons one by one in order, by title (or slug); one removed from one place and added at another is marked as moved, in both. */
function lessonParts(older: readonly string[], newer: readonly string[], titles: Readonly<Record<string, string>>): DiffPart[] {
  const parts = listParts(older, newer);
  const slugsOf = (kind: DiffPart["kind"]) => new Set(parts.filter((part) => part.kind === kind).map((part) => part.text));
  const [removed, added] = [slugsOf("removed"), slugsOf("added")];
  return parts.map(({ kind, text: slug }) => {
    const moved = kind !== "same" && removed.has(slug) && added.has(slug);
    return { kind, text: `${Object.hasOwn(titles, slug) ? titles[slug] : slug}${moved ? MOVED : ""}` };
  });
}

function fieldParts(field: CourseRevisionField, older: CourseRevisionFields, newer: CourseRevisionFields, titles: Readonly<Record<string, string>>): DiffPart[] | null {
  switch (field) {
    case "lessons":
      return sameList(older.lessons, newer.lessons) ? null : lessonParts(older.lessons, newer.lessons, titles);
    case "outcomes":
      return sameList(older.outcomes, newer.outcomes) ? null : listParts(older.outcomes, newer.outcomes);
    case "level":
    case "illustration":
    case "tone":
      return older[field] === newer[field] ? null : replaced(older[field], newer[field]);
    case "body":
      return older.body === newer.body ? null : bodyParts(older.body, newer.body);
    default:
      return older[field] === newer[field] ? null : merged(fromChanges(diffWords(older[field], newer[field])));
  }
}

/**
 * The fields that differ between two versions of a course, older first, in the editor's order.
 * `titles` (lesson slug → title, the course's lessons now) names the lessons; a slug without one is shown as it is.
 */
export function diffCourseRevisions(older: CourseRevisionFields, newer: CourseRevisionFields, titles: Readonly<Record<string, string>> = {}): CourseFieldDiff[] {
  const diffs: CourseFieldDiff[] = [];
  for (const field of FIELD_ORDER) {
    const parts = fieldParts(field, older, newer, titles);
    if (parts) diffs.push({ field, label: COURSE_REVISION_LABELS[field], parts });
  }
  return diffs;
}
