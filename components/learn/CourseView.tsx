// A course's page: header and facts, progress with Start / Continue, what you will learn, the
// introduction and the outline of lessons with this learner's ticks.
import { ChipNav } from "@/components/page/ChipNav";
import { PageHeader } from "@/components/page/PageHeader";
import type { Course, CourseSummary } from "@/lib/learn/types";
import type { NavLink } from "@/lib/navigation";
import { CourseFacts } from "./CourseFacts";
import { CourseActions, LessonOutline } from "./CourseProgress";
import styles from "./Learn.module.css";

export function CourseView({ course, summary, others }: { course: Course; summary: CourseSummary; others: NavLink[] }) {
  return (
    <>
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Learn", href: "/learn" },
          { label: course.title },
        ]}
        eyebrow={course.audience}
        title={course.title}
        standfirst={course.summary}
      >
        <CourseFacts level={course.level} lessons={summary.lessons} />
      </PageHeader>
      <CourseActions course={summary} />
      <div className={styles.courseColumns}>
        <section aria-labelledby="outcomes-title">
          <h2 id="outcomes-title" className={styles.sectionTitle}>
            What you&rsquo;ll learn
          </h2>
          <ul className={styles.outcomes}>
            {course.outcomes.map((outcome) => (
              <li key={outcome}>{outcome}</li>
            ))}
          </ul>
          <h2 className={styles.sectionTitle}>About this course</h2>
          <div className={styles.intro} dangerouslySetInnerHTML={{ __html: course.introHtml }} />
        </section>
        <section aria-labelledby="lessons-title">
          <h2 id="lessons-title" className={styles.sectionTitle}>
            Lessons
          </h2>
          <LessonOutline course={summary} />
        </section>
      </div>
      <ChipNav label="Other courses" showLabel links={others} />
    </>
  );
}
