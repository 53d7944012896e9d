"use client";
// The account overview's "Your courses": courses started and not finished, with Continue, and
// finished ones with their certificate (kept when the course later grows: then both). Guest
// progress joins the account here too on first visit.
import Link from "next/link";
import { courseStatus } from "@/lib/learn/progress";
import { certificatePath, lessonPath, type CourseSummary } from "@/lib/learn/types";
import { ProgressBar } from "./CourseProgress";
import { useLearnProgress } from "./use-learn-progress";
import styles from "./CoursesInProgress.module.css";

export function CoursesInProgress({ courses }: { courses: CourseSummary[] }) {
  const { ready, progress } = useLearnProgress();
  if (!ready) return null;
  const mine = courses
    .map((course) => ({ course, status: courseStatus(course.lessons, progress[course.slug]), openedAt: progress[course.slug]?.lastOpenedAt ?? "" }))
    .filter(({ status }) => status.started)
    .sort((a, b) => Number(a.status.complete) - Number(b.status.complete) || b.openedAt.localeCompare(a.openedAt));
  return (
    <section className={styles.section} aria-labelledby="your-courses-title" data-testid="courses-in-progress">
      <h2 id="your-courses-title">Your courses</h2>
      {mine.length === 0 ? (
        <p className={styles.empty}>
          You haven&rsquo;t started a course yet. <Link href="/learn">Browse our seven short courses</Link>.
        </p>
      ) : (
        <ul className={styles.list}>
          {mine.map(({ course, status }) => (
            <li key={course.slug} className={styles.item}>
              <div className={styles.text}>
                <h3>{course.title}</h3>
                <ProgressBar status={status} label={`${course.title} progress`} />
              </div>
              <div className={styles.links}>
                {status.complete ? null : (
                  <Link href={lessonPath(course.slug, status.resumeLesson)} className="btn btn-pink btn-small" aria-label={`Continue ${course.title}`}>
                    Continue
                  </Link>
                )}
                {/* Earned once, kept: a lesson added since is one more to continue with. */}
                {status.certifiedAt ? (
                  <Link href={certificatePath(course.slug)} className="btn btn-outline btn-small" aria-label={`Certificate for ${course.title}`}>
                    Certificate
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
