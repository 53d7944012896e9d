// A lesson's page: the text (HTML built from Markdown), key takeaways, the products it uses, the
// quiz, "Mark as complete", previous and next, and the course outline beside it.
import Link from "next/link";
import { Breadcrumbs } from "@/components/page/Breadcrumbs";
import { ShopTheStory } from "@/components/read/ShopTheStory";
import type { ProductSummary } from "@/lib/catalogue/types";
import { coursePath, lessonPath, type PublicQuestion } from "@/lib/learn/types";
import type { CourseHeading, CourseSummary, Lesson } from "@/lib/server/learn/courses";
import { LessonSidebar } from "./CourseProgress";
import { LessonActions } from "./LessonActions";
import { Quiz } from "./Quiz";
import styles from "./Learn.module.css";

interface LessonViewProps {
  course: CourseHeading;
  summary: CourseSummary;
  lesson: Lesson;
  quiz: PublicQuestion[] | null;
  products: ProductSummary[];
}

export function LessonView({ course, summary, lesson, quiz, products }: LessonViewProps) {
  const index = summary.lessons.findIndex((item) => item.slug === lesson.slug);
  const previous = summary.lessons[index - 1];
  const next = summary.lessons[index + 1];
  return (
    <div className={styles.lesson}>
      <article className={styles.lessonMain}>
        <header className={styles.lessonHeader}>
          <Breadcrumbs
            items={[
              { label: "Home", href: "/" },
              { label: "Learn", href: "/learn" },
              { label: course.title, href: coursePath(course.slug) },
            ]}
          />
          <p className={styles.kicker}>
            Lesson {index + 1} of {summary.lessons.length} · {lesson.minutes} min{lesson.quiz ? " · with a quiz" : ""}
          </p>
          <h1 className={styles.title}>{lesson.title}</h1>
          <p className={styles.standfirst}>{lesson.summary}</p>
        </header>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: lesson.html }} />
        <section className={styles.panel} aria-labelledby="takeaways-title">
          <h2 id="takeaways-title">Key takeaways</h2>
          <ul className={styles.takeaways}>
            {lesson.takeaways.map((takeaway) => (
              <li key={takeaway}>{takeaway}</li>
            ))}
          </ul>
        </section>
        <ShopTheStory products={products} title="Try it with" />
        {quiz ? <Quiz course={course.slug} lesson={lesson.slug} questions={quiz} /> : null}
        <LessonActions course={summary} lesson={lesson.slug} />
        <nav aria-label="Lessons">
          <ul className={styles.pager}>
            <li>
              {previous ? (
                <Link href={lessonPath(course.slug, previous.slug)} className={styles.pagerLink} rel="prev">
                  <span>Previous lesson</span>
                  {previous.title}
                </Link>
              ) : (
                <Link href={coursePath(course.slug)} className={styles.pagerLink}>
                  <span>Back to</span>
                  Course outline
                </Link>
              )}
            </li>
            <li>
              {next ? (
                <Link href={lessonPath(course.slug, next.slug)} className={`${styles.pagerLink} ${styles.next}`} rel="next">
                  <span>Next lesson</span>
                  {next.title}
                </Link>
              ) : (
                <Link href={coursePath(course.slug)} className={`${styles.pagerLink} ${styles.next}`}>
                  <span>Last lesson</span>
                  Course outline
                </Link>
              )}
            </li>
          </ul>
        </nav>
      </article>
      <aside className={styles.lessonAside} aria-labelledby="in-this-course">
        <h2 id="in-this-course" className={styles.asideTitle}>
          In this course: <Link href={coursePath(course.slug)}>{course.title}</Link>
        </h2>
        <LessonSidebar course={summary} current={lesson.slug} />
      </aside>
    </div>
  );
}
