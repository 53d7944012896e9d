// A course as the newsroom's course editor sends it: what the course page says about itself (its
// words, level, outcomes, illustration and tone, and its Markdown introduction) and the order of
// its lessons. The same limits as the demo files (lib/content/schema.ts COURSE_LIMITS). Pure: the
// browser checks a form with it before sending, and the API checks every body with it.
import { z } from "zod";
import { COURSE_ILLUSTRATIONS, COURSE_LEVELS, COURSE_LIMITS, COURSE_TONES } from "@/lib/content/schema";

const line = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max.toLocaleString("en-GB")} characters`);

const choice = <T extends readonly [string, ...string[]]>(options: T, sentence: string) => z.enum(options, { error: sentence });

/** A course has at most this many lessons (the demo courses have 5 to 8). */
export const COURSE_MAX_LESSONS = 20;
const lessonSlug = z.string({ error: "must be a lesson slug" }).regex(/^[a-z0-9-]{1,100}$/, "must be a lesson slug");

export const courseInputSchema = z.strictObject(
  {
    title: line(COURSE_LIMITS.title),
    audience: line(COURSE_LIMITS.audience),
    level: choice(COURSE_LEVELS, "Choose a level."),
    summary: line(COURSE_LIMITS.summary),
    outcomes: z
      .array(line(COURSE_LIMITS.outcome), { error: "List the course's outcomes." })
      .min(COURSE_LIMITS.outcomes.min, `List at least ${COURSE_LIMITS.outcomes.min} outcomes.`)
      .max(COURSE_LIMITS.outcomes.max, `List at most ${COURSE_LIMITS.outcomes.max} outcomes.`),
    illustration: choice(COURSE_ILLUSTRATIONS, "Choose an illustration."),
    tone: choice(COURSE_TONES, "Choose a tone."),
    /** Markdown, rendered and sanitised as every lesson is. */
    body: line(COURSE_LIMITS.body),
    /** The course's lessons in their new order: exactly the lessons it has (the server checks). */
    lessons: z
      .array(lessonSlug, { error: "List the course's lessons." })
      .max(COURSE_MAX_LESSONS, `A course has at most ${COURSE_MAX_LESSONS} lessons.`)
      .refine((slugs) => new Set(slugs).size === slugs.length, "lists a lesson twice"),
  },
  { error: "Send the course's fields as a JSON object." },
);

export type CourseInput = z.infer<typeof courseInputSchema>;
/** The fields of a course without its lessons' order: what a course row holds. */
export type CourseFields = Omit<CourseInput, "lessons">;

export const COURSE_FIELDS = ["title", "audience", "level", "summary", "outcomes", "illustration", "tone", "body"] as const satisfies readonly (keyof CourseFields)[];

/** Field errors keyed by path ("title", "outcomes.2"), one sentence each. */
export function courseFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "form";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Whether the submitted order names exactly the course's lessons (each once, none missing or extra). */
export function sameLessons(current: readonly string[], submitted: readonly string[]): boolean {
  return current.length === submitted.length && [...current].sort().join("\n") === [...submitted].sort().join("\n");
}
