// LEARN's tables: each signed-in learner's completed lessons, best quiz results and the lesson
// they opened last in each course. Lessons are content files, so rows name them by slug; the API
// accepts only slugs of lessons that exist. Re-exported by schema.ts.
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
  },
  (table) => [index("learn_lesson_revisions_lesson_idx").on(table.course, table.lesson, table.id)],
);
