"use client";
// The completion page: a certificate with the learner's name and the day they finished, laid out
// to print on one A4 page: a copy sits directly in <body>, and certificate-print.css prints only it.
import Link from "next/link";
import { createPortal } from "react-dom";
import { SITE_NAME } from "@/lib/constants";
import { certificateDate, courseStatus } from "@/lib/learn/progress";
import { coursePath, lessonPath, type CourseSummary } from "@/lib/learn/types";
import { useLearnStore } from "@/stores/learn";
import { ProgressBar } from "./CourseProgress";
import { useLearnProgress } from "./use-learn-progress";
import styles from "./Certificate.module.css";
import "./certificate-print.css";

export function Certificate({ course }: { course: CourseSummary }) {
  const { ready, signedIn, progress, learnerName } = useLearnProgress();
  const typedName = useLearnStore((state) => state.certificateName);
  const status = courseStatus(course.lessons, progress[course.slug]);

  if (!ready) {
    return (
      <p className={styles.checking} role="status">
        Checking your progress…
      </p>
    );
  }

  if (!status.certifiedAt) {
    return (
      <section className={styles.unfinished} aria-labelledby="unfinished-title" data-testid="certificate-unfinished">
        <h2 id="unfinished-title">Not quite there yet</h2>
        <p>
          Your certificate for {course.title} appears here once every lesson is marked complete.
          {status.done > 0 ? " You're well on your way." : ""}
        </p>
        <ProgressBar status={status} label={`${course.title} progress`} />
        <div className={styles.buttons}>
          <Link href={lessonPath(course.slug, status.resumeLesson)} className="btn btn-pink">
            {status.started ? "Continue where you left off" : "Start course"}
          </Link>
          <Link href={coursePath(course.slug)} className="btn btn-outline">
            Course outline
          </Link>
        </div>
      </section>
    );
  }

  const name = learnerName.trim();
  // Dated and counted as earned: lessons added to the course since do not change it.
  const card = <CertificateCard name={name || "Your name here"} course={course.title} lessons={status.certifiedLessons} completedAt={status.certifiedAt} />;
  const toGo = status.total - status.done;
  return (
    <>
      <div className={styles.certificate} data-testid="certificate">
        {card}
      </div>
      {createPortal(
        <div className={styles.certificate} data-certificate-print>
          {card}
        </div>,
        document.body,
      )}
      {status.complete ? null : (
        <p className={styles.grown} data-testid="certificate-course-grew">
          The course has grown since you finished it: {toGo === 1 ? "one new lesson" : `${toGo} new lessons`} to go.{" "}
          <Link href={lessonPath(course.slug, status.resumeLesson)}>Continue the course</Link>
        </p>
      )}
      <div className={styles.controls}>
        {!signedIn || !name ? (
          <label className={styles.nameField}>
            <span>Name on the certificate</span>
            <input
              type="text"
              autoComplete="name"
              maxLength={80}
              value={typedName}
              onChange={(event) => useLearnStore.getState().setCertificateName(event.target.value)}
            />
          </label>
        ) : null}
        <div className={styles.buttons}>
          <button type="button" className="btn btn-pink" onClick={() => window.print()}>
            Print certificate
          </button>
          <Link href="/learn" className="btn btn-outline">
            Find another course
          </Link>
        </div>
      </div>
    </>
  );
}

function CertificateCard({ name, course, lessons, completedAt }: { name: string; course: string; lessons: number; completedAt: string }) {
  return (
    <>
      <p className={styles.brand}>{SITE_NAME} · Learn</p>
      <p className={styles.heading}>Certificate of completion</p>
      <p className={styles.line}>This certifies that</p>
      <p className={styles.name} data-testid="certificate-name">
        {name}
      </p>
      <p className={styles.line}>has completed the course</p>
      <p className={styles.course}>{course}</p>
      <p className={styles.detail}>
        {lessons} lessons · completed on{" "}
        <time dateTime={completedAt} data-testid="certificate-date">
          {certificateDate(completedAt)}
        </time>
      </p>
    </>
  );
}
