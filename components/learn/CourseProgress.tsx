"use client";
// A course's progress for this learner: the bar, the Start / Continue buttons and the outline's
// ticks. Server HTML shows the course as not started; the learner's state appears once known.
import Link from "next/link";
import { courseStatus, type CourseStatus } from "@/lib/learn/progress";
import { certificatePath, coursePath, lessonPath, type CourseSummary } from "@/lib/learn/types";
import { useLearnProgress } from "./use-learn-progress";
import styles from "./Learn.module.css";

function useCourseStatus(course: CourseSummary): { ready: boolean; signedIn: boolean; status: CourseStatus; completed: Record<string, string> } {
  const { ready, signedIn, progress } = useLearnProgress();
  const mine = progress[course.slug];
  return { ready, signedIn, status: courseStatus(course.lessons, mine), completed: mine?.completed ?? {} };
}

export function ProgressBar({ status, label }: { status: CourseStatus; label: string }) {
  return (
    <div className={`${styles.progress} ${status.complete ? styles.complete : ""}`}>
      <span>
        {status.complete ? "Course complete" : `${status.done} of ${status.total} lessons complete`}
      </span>
      <span
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={status.percent}
        aria-valuetext={`${status.percent}%`}
      >
        <span className={styles.barFill} style={{ width: `${status.percent}%` }} />
      </span>
    </div>
  );
}

/** On a course card: the bar once the learner has started, else nothing (the space is kept). */
export function CardProgress({ course }: { course: CourseSummary }) {
  const { ready, status } = useCourseStatus(course);
  return <div className={styles.cardProgress}>{ready && status.started ? <ProgressBar status={status} label={`${course.title} progress`} /> : null}</div>;
}

/** The course page's call to action and progress. */
export function CourseActions({ course }: { course: CourseSummary }) {
  const { ready, signedIn, status } = useCourseStatus(course);
  const first = course.lessons[0]?.slug ?? "";
  const resume = ready && status.started;
  return (
    <div className={styles.courseHead} data-testid="course-actions">
      <ProgressBar status={ready ? status : { ...status, done: 0, percent: 0, complete: false }} label={`${course.title} progress`} />
      <div className={styles.actions}>
        {ready && status.certifiedAt ? (
          <>
            <Link href={certificatePath(course.slug)} className="btn btn-pink">
              View your certificate
            </Link>
            {/* A course that grew after the learner finished it: its new lessons are still to do. */}
            <Link href={lessonPath(course.slug, status.complete ? first : status.resumeLesson)} className="btn btn-outline">
              {status.complete ? "Review from the start" : "Continue where you left off"}
            </Link>
          </>
        ) : resume ? (
          <Link href={lessonPath(course.slug, status.resumeLesson)} className="btn btn-pink">
            Continue where you left off
          </Link>
        ) : (
          <Link href={lessonPath(course.slug, first)} className="btn btn-pink">
            Start course
          </Link>
        )}
      </div>
      {ready && !signedIn ? (
        <p className={styles.hint}>
          Your progress is kept in this browser.{" "}
          <Link href={`/account/signin?next=${encodeURIComponent(coursePath(course.slug))}`}>Sign in</Link> to keep it in your account and
          carry on from any device.
        </p>
      ) : null}
    </div>
  );
}

/** The numbered list of a course's lessons, ticking the ones this learner has completed. */
export function LessonOutline({ course, current, compact = false }: { course: CourseSummary; current?: string; compact?: boolean }) {
  const { ready, completed } = useCourseStatus(course);
  return (
    <ol className={`${styles.outline} ${compact ? styles.compact : ""}`} aria-label={`Lessons in ${course.title}`}>
      {course.lessons.map((lesson) => {
        const done = ready && Boolean(completed[lesson.slug]);
        return (
          <li key={lesson.slug} className={`${styles.outlineItem} ${done ? styles.done : ""}`} aria-current={lesson.slug === current ? "page" : undefined}>
            <span className={styles.marker} aria-hidden="true" />
            <span>
              <Link href={lessonPath(course.slug, lesson.slug)} className={styles.outlineLink}>
                {lesson.title}
              </Link>
              {compact ? null : <span className={styles.outlineSummary}>{lesson.summary}</span>}
              <span className={styles.outlineMeta}>
                {lesson.minutes} min{lesson.hasQuiz ? " · Quiz" : ""}
                {done ? <span className="visually-hidden"> · Completed</span> : null}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The lesson page's sidebar: how far through the course, and the outline. */
export function LessonSidebar({ course, current }: { course: CourseSummary; current: string }) {
  const { ready, status } = useCourseStatus(course);
  return (
    <>
      <div className={styles.asideProgress}>{ready ? <ProgressBar status={status} label={`${course.title} progress`} /> : null}</div>
      <LessonOutline course={course} current={current} compact />
    </>
  );
}
