import Link from "next/link";
import { formatDate } from "@/lib/content/read-format";
import type { NewsroomCourse, NewsroomOverview as Overview, NewsroomStory } from "@/lib/server/content/newsroom";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import styles from "./Newsroom.module.css";

/** The newsroom's front page: every story, and every course's lessons with the warnings on their quizzes. */
export function NewsroomOverview({ overview }: { overview: Overview }) {
  const flagged = overview.courses.flatMap((course) => course.lessons).filter((lesson) => lesson.warnings.length > 0).length;
  return (
    <div className={styles.stack} data-testid="newsroom">
      <AdminPageHeader
        title="Newsroom"
        subtitle={`${overview.stories.length} stories · ${overview.courses.length} courses · ${flagged === 1 ? "1 quiz" : `${flagged} quizzes`} with warnings`}
      />
      <p className={styles.note}>
        Stories, videos and courses are published from the site&apos;s content files in this release. This page lists what is
        live, so you can check each piece and each quiz before it is moved into the newsroom&apos;s editor.
      </p>
      <StoriesPanel stories={overview.stories} />
      <CoursesPanel courses={overview.courses} />
    </div>
  );
}

function StoriesPanel({ stories }: { stories: NewsroomStory[] }) {
  return (
    <Panel id="stories" title="Stories" aside={`${stories.length}`} flush>
      <div className={styles.scroller} role="region" aria-label="Story table" tabIndex={0}>
        <table className={styles.table} data-testid="newsroom-stories">
          <caption className="visually-hidden">Every published story, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Story</th>
              <th scope="col">Section</th>
              <th scope="col">Author</th>
              <th scope="col">Published</th>
            </tr>
          </thead>
          <tbody>
            {stories.map((story) => (
              <tr key={story.slug}>
                <td>
                  <Link href={story.href}>{story.title}</Link>
                </td>
                <td>{story.section}</td>
                <td>{story.author}</td>
                <td className={styles.date}>
                  <time dateTime={story.date}>{formatDate(story.date)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function CoursesPanel({ courses }: { courses: NewsroomCourse[] }) {
  return (
    <Panel id="courses" title="Courses and quizzes" aside={`${courses.length}`}>
      <ul className={styles.courses}>
        {courses.map((course) => (
          <li key={course.slug}>
            <h3 className={styles.courseTitle}>
              <Link href={course.href}>{course.title}</Link>
            </h3>
            <ul className={styles.lessons}>
              {course.lessons.map((lesson) => (
                <li key={lesson.slug} className={`${styles.lesson} ${lesson.warnings.length ? styles.flagged : ""}`} data-testid="newsroom-lesson">
                  <div className={styles.lessonHead}>
                    <Link href={lesson.href}>{lesson.title}</Link>
                    <span className={styles.quiz}>{lesson.questions ? `Quiz: ${lesson.questions} questions` : "No quiz"}</span>
                  </div>
                  {lesson.questions > 0 && lesson.warnings.length === 0 && <span className={styles.ok}>No quiz warnings</span>}
                  {lesson.warnings.length > 0 && (
                    <ul className={styles.warnings} aria-label={`Quiz warnings for ${lesson.title}`}>
                      {lesson.warnings.map((warning) => (
                        <li key={`${warning.kind}-${warning.questionIndex ?? "all"}`}>{warning.message}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
