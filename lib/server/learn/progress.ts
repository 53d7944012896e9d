import "server-only";
import { eq, sql } from "drizzle-orm";
import type { GuestProgress, QuizMarking } from "@/lib/learn/schema";
import { emptyCourseProgress, type LearnProgress } from "@/lib/learn/progress";
import { getDb } from "../platform/db";
import { learnCompletions, learnCourseVisits, learnQuizResults } from "../schema";
import { allLessons } from "./cached-lessons";
import { markQuiz } from "./courses";

// A signed-in learner's progress in PostgreSQL. Every function takes the uid of a verified token
// and slugs of lessons the caller has checked exist; writing the same thing twice changes nothing.

type Db = Awaited<ReturnType<typeof getDb>>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export async function progressOf(uid: string): Promise<LearnProgress> {
  const db = await getDb();
  const [completions, quizzes, visits] = await Promise.all([
    db.select().from(learnCompletions).where(eq(learnCompletions.userId, uid)),
    db.select().from(learnQuizResults).where(eq(learnQuizResults.userId, uid)),
    db.select().from(learnCourseVisits).where(eq(learnCourseVisits.userId, uid)),
  ]);
  const progress: LearnProgress = {};
  const course = (slug: string) => (progress[slug] ??= emptyCourseProgress());
  for (const row of completions) course(row.course).completed[row.lesson] = row.completedAt.toISOString();
  for (const row of quizzes) course(row.course).quizzes[row.lesson] = { answers: row.answers, correct: row.correct, total: row.total, at: row.answeredAt.toISOString() };
  for (const row of visits) Object.assign(course(row.course), { lastLesson: row.lastLesson, lastOpenedAt: row.lastOpenedAt.toISOString() });
  return progress;
}

/** Marks a lesson complete; a lesson completed before keeps its first date. */
async function complete(db: Db | Tx, uid: string, course: string, lesson: string, at = new Date()): Promise<void> {
  await db
    .insert(learnCompletions)
    .values({ userId: uid, course, lesson, completedAt: at })
    .onConflictDoUpdate({
      target: [learnCompletions.userId, learnCompletions.course, learnCompletions.lesson],
      set: { completedAt: sql`least(${learnCompletions.completedAt}, excluded.completed_at)` },
    });
}

/** Remembers the lesson opened last in a course; an older visit never replaces a newer one. */
async function open(db: Db | Tx, uid: string, course: string, lesson: string, at = new Date()): Promise<void> {
  await db
    .insert(learnCourseVisits)
    .values({ userId: uid, course, lastLesson: lesson, lastOpenedAt: at })
    .onConflictDoUpdate({
      target: [learnCourseVisits.userId, learnCourseVisits.course],
      set: { lastLesson: sql`excluded.last_lesson`, lastOpenedAt: sql`excluded.last_opened_at` },
      setWhere: sql`excluded.last_opened_at >= ${learnCourseVisits.lastOpenedAt}`,
    });
}

/** Records an attempt at a quiz; the best attempt (most right, then latest) is kept. */
async function recordQuiz(db: Db | Tx, uid: string, course: string, lesson: string, answers: number[], marking: QuizMarking, at = new Date()): Promise<void> {
  const better = sql`excluded.correct >= ${learnQuizResults.correct}`;
  const keep = <T>(column: T, value: ReturnType<typeof sql>) => sql`case when ${better} then ${value} else ${column} end`;
  await db
    .insert(learnQuizResults)
    .values({ userId: uid, course, lesson, answers, correct: marking.correct, total: marking.total, answeredAt: at })
    .onConflictDoUpdate({
      target: [learnQuizResults.userId, learnQuizResults.course, learnQuizResults.lesson],
      set: {
        answers: keep(learnQuizResults.answers, sql`excluded.answers`),
        correct: keep(learnQuizResults.correct, sql`excluded.correct`),
        total: keep(learnQuizResults.total, sql`excluded.total`),
        answeredAt: keep(learnQuizResults.answeredAt, sql`excluded.answered_at`),
        attempts: sql`${learnQuizResults.attempts} + 1`,
      },
    });
}

export async function completeLesson(uid: string, course: string, lesson: string): Promise<void> {
  await complete(await getDb(), uid, course, lesson);
}

export async function openLesson(uid: string, course: string, lesson: string): Promise<void> {
  await open(await getDb(), uid, course, lesson);
}

export async function saveQuizResult(uid: string, course: string, lesson: string, answers: number[], marking: QuizMarking): Promise<void> {
  await recordQuiz(await getDb(), uid, course, lesson, answers, marking);
}

/** A time a browser claims, never later than now. */
const claimed = (iso: string, now: Date) => new Date(Math.min(Date.parse(iso), now.getTime()));

/**
 * Adds a guest's progress to the account in one transaction. Lessons that no longer exist are
 * skipped, quizzes are marked again here (a score from the browser is never taken), and the rules
 * of complete/open/recordQuiz mean merging twice leaves the same rows.
 */
export async function mergeGuestProgress(uid: string, guest: GuestProgress["progress"]): Promise<void> {
  const db = await getDb();
  const now = new Date();
  const lessons = await allLessons();
  const lessonAt = (course: string, slug: string) => lessons.find((lesson) => lesson.course === course && lesson.slug === slug);
  await db.transaction(async (tx) => {
    for (const [course, progress] of Object.entries(guest)) {
      for (const [lesson, at] of Object.entries(progress.completed)) {
        if (lessonAt(course, lesson)) await complete(tx, uid, course, lesson, claimed(at, now));
      }
      for (const [lesson, result] of Object.entries(progress.quizzes)) {
        const found = lessonAt(course, lesson);
        const marking = found && markQuiz(found, result.answers);
        if (marking) await recordQuiz(tx, uid, course, lesson, result.answers, marking, claimed(result.at, now));
      }
      if (progress.lastLesson && progress.lastOpenedAt && lessonAt(course, progress.lastLesson)) {
        await open(tx, uid, course, progress.lastLesson, claimed(progress.lastOpenedAt, now));
      }
    }
  });
}
