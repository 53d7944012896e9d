// LEARN's pure rules (lib/learn/progress.ts) and the shipped courses as content-collections built
// them: every course has its lessons, every quiz can be marked, and marking happens on the server.
import { describe, expect, it } from "vitest";
import { courseStatus, emptyCourseProgress, isEmptyProgress, mergeProgress, type LearnProgress } from "@/lib/learn/progress";
import { guestProgressSchema, quizAnswersSchema } from "@/lib/learn/schema";
import { LESSON_WORDS } from "@/lib/content/schema";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { LEARN_COURSES } from "@/lib/navigation";
import { allCourses as demoCourses, allLessons as demoLessons } from "content-collections";
import { markQuiz, publicQuiz } from "@/lib/server/learn/courses";

/** Three lessons, all in the course since 1 October. */
const lessons = ["one", "two", "three"].map((slug) => ({ slug, addedAt: "2026-10-01T00:00:00.000Z" }));
const progress = (fields: Partial<ReturnType<typeof emptyCourseProgress>>) => ({ ...emptyCourseProgress(), ...fields });

describe("courseStatus", () => {
  it("counts done lessons and picks where to continue", () => {
    expect(courseStatus(lessons, undefined)).toMatchObject({ done: 0, total: 3, percent: 0, started: false, complete: false, resumeLesson: "one" });
    const some = courseStatus(lessons, progress({ completed: { one: "2026-11-01T10:00:00.000Z" }, lastLesson: "three", lastOpenedAt: "2026-11-02T10:00:00.000Z" }));
    expect(some).toMatchObject({ done: 1, percent: 33, started: true, complete: false, resumeLesson: "three", completedAt: null });
    // A last lesson that no longer exists falls back to the first one not done.
    expect(courseStatus(lessons, progress({ completed: { one: "2026-11-01T10:00:00.000Z" }, lastLesson: "gone" })).resumeLesson).toBe("two");
  });

  it("is complete with every lesson done, dated by the last completion; stray slugs do not count", () => {
    const all = progress({ completed: { one: "2026-11-01T10:00:00.000Z", three: "2026-11-05T10:00:00.000Z", two: "2026-11-03T10:00:00.000Z", stray: "2026-12-01T10:00:00.000Z" } });
    expect(courseStatus(lessons, all)).toMatchObject({
      done: 3,
      percent: 100,
      complete: true,
      completedAt: "2026-11-05T10:00:00.000Z",
      certifiedAt: "2026-11-05T10:00:00.000Z",
      certifiedLessons: 3,
    });
  });

  describe("the certificate, once earned, stays", () => {
    const finished = progress({ completed: { one: "2026-11-01T10:00:00.000Z", two: "2026-11-03T10:00:00.000Z", three: "2026-11-05T10:00:00.000Z" } });
    const grown = [...lessons, { slug: "four", addedAt: "2026-11-20T09:00:00.000Z" }];

    it("a lesson added after the last completion is one more to do, and the certificate keeps its date and lesson count", () => {
      expect(courseStatus(grown, finished)).toMatchObject({ done: 3, total: 4, percent: 75, complete: false, completedAt: null, certifiedAt: "2026-11-05T10:00:00.000Z", certifiedLessons: 3, resumeLesson: "four" });
    });

    it("a lesson added before the learner finished must be done too", () => {
      const addedMidway = [...lessons, { slug: "four", addedAt: "2026-11-02T09:00:00.000Z" }];
      expect(courseStatus(addedMidway, finished)).toMatchObject({ complete: false, certifiedAt: null, certifiedLessons: 0 });
      const all = progress({ completed: { ...finished.completed, four: "2026-11-06T10:00:00.000Z" } });
      expect(courseStatus(addedMidway, all)).toMatchObject({ complete: true, certifiedAt: "2026-11-06T10:00:00.000Z", certifiedLessons: 4 });
    });

    it("the first moment the course's lessons were all done dates it, even once a later lesson is done as well", () => {
      const later = progress({ completed: { ...finished.completed, four: "2026-11-21T10:00:00.000Z" } });
      expect(courseStatus(grown, later)).toMatchObject({ complete: true, completedAt: "2026-11-21T10:00:00.000Z", certifiedAt: "2026-11-05T10:00:00.000Z", certifiedLessons: 3 });
    });

    it("every lesson done earns it whatever the clocks say (a browser's clock behind the server's)", () => {
      const addedLater = lessons.map((lesson) => ({ ...lesson, addedAt: "2026-12-01T00:00:00.000Z" }));
      expect(courseStatus(addedLater, finished)).toMatchObject({ complete: true, certifiedAt: "2026-11-05T10:00:00.000Z", certifiedLessons: 3 });
      expect(courseStatus(addedLater, progress({ completed: { one: "2026-11-01T10:00:00.000Z" } }))).toMatchObject({ certifiedAt: null });
    });

    it("a lesson removed from the course no longer counts", () => {
      const partly = progress({ completed: { one: "2026-11-01T10:00:00.000Z", two: "2026-11-03T10:00:00.000Z" } });
      expect(courseStatus(lessons.slice(0, 2), partly)).toMatchObject({ complete: true, certifiedAt: "2026-11-03T10:00:00.000Z", certifiedLessons: 2 });
    });
  });
});

describe("mergeProgress", () => {
  const a: LearnProgress = {
    sober_sparks: progress({
      completed: { one: "2026-11-03T10:00:00.000Z" },
      quizzes: { one: { answers: [0, 1, 1], correct: 2, total: 3, at: "2026-11-03T10:00:00.000Z" } },
      lastLesson: "one",
      lastOpenedAt: "2026-11-03T10:00:00.000Z",
    }),
  };
  const b: LearnProgress = {
    sober_sparks: progress({
      completed: { one: "2026-11-01T10:00:00.000Z", two: "2026-11-04T10:00:00.000Z" },
      quizzes: { one: { answers: [1, 1, 1], correct: 1, total: 3, at: "2026-11-05T10:00:00.000Z" } },
      lastLesson: "two",
      lastOpenedAt: "2026-11-04T10:00:00.000Z",
    }),
    bitter_truths: progress({ lastLesson: "x", lastOpenedAt: "2026-11-02T10:00:00.000Z" }),
  };

  it("keeps the first completion, the best quiz and the latest lesson opened, losing no course", () => {
    const merged = mergeProgress(a, b);
    expect(merged.sober_sparks.completed).toEqual({ one: "2026-11-01T10:00:00.000Z", two: "2026-11-04T10:00:00.000Z" });
    expect(merged.sober_sparks.quizzes.one.correct).toBe(2);
    expect(merged.sober_sparks.lastLesson).toBe("two");
    expect(merged.bitter_truths.lastLesson).toBe("x");
  });

  it("changes nothing when merged twice or with itself", () => {
    const once = mergeProgress(a, b);
    expect(mergeProgress(once, b)).toEqual(once);
    expect(mergeProgress(a, a)).toEqual(a);
  });

  it("knows an empty record", () => {
    expect(isEmptyProgress({})).toBe(true);
    expect(isEmptyProgress({ sober_sparks: emptyCourseProgress() })).toBe(true);
    expect(isEmptyProgress(a)).toBe(false);
  });
});

describe("request bodies", () => {
  it("bounds answers and guest progress", () => {
    expect(quizAnswersSchema.safeParse({ course: "sober_sparks", lesson: "x", answers: [0, 1, 2] }).success).toBe(true);
    expect(quizAnswersSchema.safeParse({ course: "sober_sparks", lesson: "x", answers: [] }).success).toBe(false);
    expect(quizAnswersSchema.safeParse({ course: "sober_sparks", lesson: "x", answers: [0], correct: 3 }).success).toBe(false);
    const guest = { progress: { sober_sparks: { completed: { x: "2026-11-01T10:00:00.000Z" }, quizzes: {}, lastLesson: null, lastOpenedAt: null } } };
    expect(guestProgressSchema.safeParse(guest).success).toBe(true);
    expect(guestProgressSchema.safeParse({ progress: { sober_sparks: { ...guest.progress.sober_sparks, completed: { x: "yesterday" } } } }).success).toBe(false);
  });
});

// The demo courses and lessons as the files hold them (the database's demo imports:
// lib/server/learn/course-import.ts and lesson-import.ts).
const lessonsOf = (course: string) => demoLessons.filter((lesson) => lesson.course === course).sort((a, b) => a.order - b.order);
const lessonBySlugs = (course: string, slug: string) => demoLessons.find((lesson) => lesson.course === course && lesson.slug === slug);

describe("the shipped courses", () => {
  const all = demoCourses;
  const allLessons = all.flatMap((course) => lessonsOf(course.slug));
  const productSlugs = new Set(SEED_PRODUCTS.map((product) => product.slug));

  it("are the seven courses of spec §2, each with 5–8 lessons numbered in order", () => {
    expect(all.map((course) => `/learn/${course.slug}`).sort()).toEqual(LEARN_COURSES.map((course) => course.href).sort());
    for (const course of all) {
      const orders = lessonsOf(course.slug).map((lesson) => lesson.order);
      expect(orders.length, course.slug).toBeGreaterThanOrEqual(5);
      expect(orders.length, course.slug).toBeLessThanOrEqual(8);
      expect(orders, course.slug).toEqual(orders.map((_, index) => index + 1));
    }
  });

  it("have lessons of 300–900 words naming real products, and about a third end with a quiz", () => {
    for (const lesson of allLessons) {
      expect(lesson.words).toBeGreaterThanOrEqual(LESSON_WORDS.min);
      expect(lesson.words).toBeLessThanOrEqual(LESSON_WORDS.max);
      for (const slug of lesson.products) expect(productSlugs.has(slug), `${lesson.course}/${lesson.slug}: ${slug}`).toBe(true);
    }
    const withQuiz = allLessons.filter((lesson) => lesson.quiz).length / allLessons.length;
    expect(withQuiz).toBeGreaterThan(0.28);
    expect(withQuiz).toBeLessThan(0.4);
  });

  it("marks a quiz on the server and hands the page no answers", () => {
    const lesson = lessonBySlugs("bitter_truths", "how-your-body-processes-alcohol")!;
    const rightAnswers = lesson.quiz!.map((question) => question.answer - 1);
    expect(markQuiz(lesson, rightAnswers)).toMatchObject({ correct: rightAnswers.length, total: rightAnswers.length });
    const wrong = rightAnswers.map((answer) => (answer + 1) % 3);
    const marked = markQuiz(lesson, wrong)!;
    expect(marked.correct).toBe(0);
    expect(marked.questions[0]).toMatchObject({ chosen: wrong[0], answer: rightAnswers[0], right: false });
    expect(markQuiz(lesson, rightAnswers.slice(1))).toBeNull();
    expect(markQuiz(lesson, rightAnswers.map(() => 7))).toBeNull();
    expect(JSON.stringify(publicQuiz(lesson))).not.toMatch(/answer|explanation/);
  });
});
