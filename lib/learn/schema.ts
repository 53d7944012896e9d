// Request bodies of the LEARN API (api-routes/learn.ts), shared with the browser's client.
// Slugs are checked against the built courses on the server; these only bound their shape.
import { z } from "zod";

const courseSlug = z.string().regex(/^[a-z0-9_]{1,60}$/, "must be a course slug");
const lessonSlug = z.string().regex(/^[a-z0-9-]{1,100}$/, "must be a lesson slug");
const answers = z.array(z.number().int().min(0).max(9)).min(1).max(5);
const isoTime = z.iso.datetime({ offset: true });

export const lessonRef = z.strictObject({ course: courseSlug, lesson: lessonSlug });

export const progressChangeSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("complete"), course: courseSlug, lesson: lessonSlug }),
  z.strictObject({ action: z.literal("open"), course: courseSlug, lesson: lessonSlug }),
]);

export const quizAnswersSchema = z.strictObject({ course: courseSlug, lesson: lessonSlug, answers });

/** A guest's progress from local storage, offered once on sign-in. Quiz scores are re-marked on the server. */
export const guestProgressSchema = z.strictObject({
  progress: z.record(
    courseSlug,
    z.object({
      completed: z.record(lessonSlug, isoTime).refine((value) => Object.keys(value).length <= 20, "has too many lessons"),
      quizzes: z.record(lessonSlug, z.object({ answers, at: isoTime })).refine((value) => Object.keys(value).length <= 20, "has too many quizzes"),
      lastLesson: lessonSlug.nullable(),
      lastOpenedAt: isoTime.nullable(),
    }),
  ).refine((value) => Object.keys(value).length <= 10, "has too many courses"),
});

export type ProgressChange = z.infer<typeof progressChangeSchema>;
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;
export type GuestProgress = z.infer<typeof guestProgressSchema>;

/** How the server marks one question: shown after the learner submits. */
export interface MarkedQuestion {
  chosen: number;
  answer: number;
  right: boolean;
  /** The question's general explanation. */
  explanation: string;
  /** The chosen option's own explanation, when the lesson gives it one: shown instead of `explanation`. */
  why?: string;
}

export interface QuizMarking {
  correct: number;
  total: number;
  questions: MarkedQuestion[];
}
