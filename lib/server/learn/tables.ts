// LEARN's tables: each signed-in learner's completed lessons, best quiz results and the lesson
// they opened last in each course (rows name lessons by slug; the API accepts only slugs of
// lessons that exist), and the newsroom's courses and lessons with their revisions. Re-exported by
// schema.ts.
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { COURSE_ILLUSTRATIONS, COURSE_LEVELS, COURSE_TONES } from "../../content/schema";
import type { QuizQuestion } from "../../learn/quiz";

export const learnCompletions = pgTable(
  "learn_completions",
  {
    userId: text("user_id").notNull(),
    course: text("course").notNull(),
    lesson: text("lesson").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.course, table.lesson] })],
);

export const learnQuizResults = pgTable(
  "learn_quiz_results",
  {
    userId: text("user_id").notNull(),
    course: text("course").notNull(),
    lesson: text("lesson").notNull(),
    /** The options chosen in the best attempt, counted from 0. */
    answers: jsonb("answers").$type<number[]>().notNull(),
    correct: integer("correct").notNull(),
    total: integer("total").notNull(),
    attempts: integer("attempts").notNull().default(1),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.course, table.lesson] })],
);

export const learnCourseVisits = pgTable(
  "learn_course_visits",
  {
    userId: text("user_id").notNull(),
    course: text("course").notNull(),
    lastLesson: text("last_lesson").notNull(),
    lastOpenedAt: timestamp("last_opened_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.course] })],
);

/**
 * LEARN's lessons, written in the newsroom's lesson editor (issue 37.6): the source of truth for
 * what a lesson page shows and how its quiz is marked. The Markdown files under content/learn are
 * the demo import (./lesson-import.ts). A course's lessons are ordered by `position`.
 */
export const learnLessons = pgTable(
  "learn_lessons",
  {
    course: text("course").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    takeaways: jsonb("takeaways").$type<string[]>().notNull(),
    products: jsonb("products").$type<string[]>().notNull().default([]),
    /** Markdown, rendered and sanitised when a page reads it. */
    body: text("body").notNull(),
    /** Counted when saved: the page's reading time. */
    words: integer("words").notNull(),
    /** Null: the lesson has no quiz. The right answers stay on the server (api-routes/learn.ts marks). */
    quiz: jsonb("quiz").$type<QuizQuestion[] | null>(),
    /** When the lesson joined its course: a certificate earned before it stays earned (lib/learn/progress.ts). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
    updatedByEmail: text("updated_by_email"),
  },
  (table) => [primaryKey({ columns: [table.course, table.slug] }), index("learn_lessons_course_idx").on(table.course, table.position)],
);

/** Every saved version of a lesson's editable fields: who saved it and when. Append-only. */
export const learnLessonRevisions = pgTable(
  "learn_lesson_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    course: text("course").notNull(),
    lesson: text("lesson").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the lesson is removed: its history is kept, but a new lesson at its address starts its own. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [index("learn_lesson_revisions_lesson_idx").on(table.course, table.lesson, table.id)],
);

/**
 * LEARN's courses, written in the newsroom's course editor: what a course page says about itself.
 * The seven slugs are fixed by the site map (lib/navigation.ts LEARN_COURSES); a course without a
 * row is one still being written. content/learn/<course>/course.md is the demo import
 * (./course-import.ts).
 */
export const learnCourses = pgTable("learn_courses", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  audience: text("audience").notNull(),
  level: text("level").$type<(typeof COURSE_LEVELS)[number]>().notNull(),
  summary: text("summary").notNull(),
  outcomes: jsonb("outcomes").$type<string[]>().notNull(),
  illustration: text("illustration").$type<(typeof COURSE_ILLUSTRATIONS)[number]>().notNull(),
  tone: text("tone").$type<(typeof COURSE_TONES)[number]>().notNull(),
  /** Markdown, rendered and sanitised when a page reads it. */
  body: text("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
  updatedByEmail: text("updated_by_email"),
});

/** Every saved version of a course's editable fields (and its lessons' order): who saved it and when. Append-only. */
export const learnCourseRevisions = pgTable(
  "learn_course_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    course: text("course").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("learn_course_revisions_course_idx").on(table.course, table.id)],
);
