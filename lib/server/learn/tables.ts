// LEARN's tables: each signed-in learner's completed lessons, best quiz results and the lesson
// they opened last in each course. Lessons are content files, so rows name them by slug; the API
// accepts only slugs of lessons that exist. Re-exported by schema.ts.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

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
