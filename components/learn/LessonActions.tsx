"use client";
// "Mark as complete" at the foot of a lesson, and the note that this lesson was opened last
// ("Continue where you left off"). Finishing the last lesson offers the certificate.
import Link from "next/link";
import { useEffect, useState } from "react";
import { courseStatus } from "@/lib/learn/progress";
import { certificatePath, lessonPath, type CourseSummary } from "@/lib/learn/types";
import { recordLessonComplete, recordLessonOpened, useLearnProgress } from "./use-learn-progress";
import styles from "./Learn.module.css";

export function LessonActions({ course, lesson }: { course: CourseSummary; lesson: string }) {
  const { ready, progress } = useLearnProgress();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // Once per lesson page, when the learner's progress is known.
    if (ready) void recordLessonOpened(course.slug, lesson).catch(() => undefined);
  }, [ready, course.slug, lesson]);

  const slugs = course.lessons.map((item) => item.slug);
  const status = courseStatus(course.lessons, progress[course.slug]);
  const done = ready && Boolean(progress[course.slug]?.completed[lesson]);
  const next = slugs[slugs.indexOf(lesson) + 1];

  async function complete() {
    setBusy(true);
    setError(null);
    try {
      await recordLessonComplete(course.slug, lesson);
    } catch {
      setError("We couldn't save your progress. Please check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={`${styles.completePanel} ${done ? styles.isDone : ""}`} aria-label="Your progress" data-testid="lesson-complete">
      {done ? (
        <>
          <p className={styles.doneNote} role="status">
            ✓ Lesson complete
          </p>
          {status.complete ? (
            <Link href={certificatePath(course.slug)} className="btn btn-pink">
              You&rsquo;ve finished the course: view your certificate
            </Link>
          ) : next ? (
            <Link href={lessonPath(course.slug, next)} className="btn btn-cyan">
              Next lesson
            </Link>
          ) : (
            <Link href={lessonPath(course.slug, status.resumeLesson)} className="btn btn-cyan">
              Finish the lessons you skipped
            </Link>
          )}
        </>
      ) : (
        <>
          <p>Done the reading and the exercise?</p>
          <button type="button" className="btn btn-pink" onClick={complete} disabled={!ready || busy}>
            Mark as complete
          </button>
        </>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
