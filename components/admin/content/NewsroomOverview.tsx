import Link from "next/link";
import { AUTHORS_PATH, newStoryPath, storyEditorPath, type NewsroomStoryRow } from "@/lib/admin/content-contract";
import { lessonEditorPath } from "@/lib/admin/learn-contract";
import type { NewsroomPlaylistRow } from "@/lib/admin/playlist-contract";
import type { NewsroomVideoRow } from "@/lib/admin/video-contract";
import { formatDate, SECTION_LABELS } from "@/lib/content/read-format";
import type { ArticleSection } from "@/lib/content/schema";
import { formatUkDateTime } from "@/lib/content/uk-time";
import { MEDIA_LIBRARY_PATH } from "@/lib/media/library-contract";
import type { NewsroomCourse, NewsroomOverview as Overview } from "@/lib/server/content/newsroom";
import { PlaylistsPanel } from "./listen/PlaylistsPanel";
import { StoryStatusPill } from "./StoryStatusPill";
import { VideosPanel } from "./watch/VideosPanel";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import styles from "./Newsroom.styles";
import lessonStyles from "./NewsroomRow.styles";

/** The newsroom's front page: every story, every course's lessons with the warnings on their quizzes, WATCH's videos and LISTEN's playlists. */
export function NewsroomOverview({ overview, videos, playlists }: { overview: Overview; videos: NewsroomVideoRow[]; playlists: NewsroomPlaylistRow[] }) {
  const flagged = overview.courses.flatMap((course) => course.lessons).filter((lesson) => lesson.warnings.length > 0).length;
  return (
    <div className={styles.stack} data-testid="newsroom">
      <AdminPageHeader
        title="Newsroom"
        subtitle={`${overview.stories.length} stories · ${overview.courses.length} courses · ${flagged === 1 ? "1 quiz" : `${flagged} quizzes`} with warnings · ${videos.length === 1 ? "1 video" : `${videos.length} videos`} · ${playlists.length === 1 ? "1 playlist" : `${playlists.length} playlists`}`}
        actions={
          <div className={styles.headerLinks}>
            <Link href={AUTHORS_PATH} className="btn btn-outline">
              Authors
            </Link>
            <Link href={MEDIA_LIBRARY_PATH} className="btn btn-outline">
              Media library
            </Link>
            <Link href={newStoryPath()} className="btn btn-pink">
              New story
            </Link>
          </div>
        }
      />
      <p className={styles.note}>
        Stories are written, previewed, scheduled and published here, and so are the courses, their lessons and quizzes,
        WATCH&apos;s videos and LISTEN&apos;s playlists: open a course, a lesson, a video or a playlist by its title.
      </p>
      <StoriesPanel stories={overview.stories} />
      <CoursesPanel courses={overview.courses} />
      <VideosPanel videos={videos} />
      <PlaylistsPanel playlists={playlists} />
    </div>
  );
}

function StoryDate({ story }: { story: NewsroomStoryRow }) {
  if (story.status === "scheduled" && story.publishAt) return <>Publishes {formatUkDateTime(new Date(story.publishAt))}</>;
  if (story.date) return <time dateTime={story.date}>{formatDate(story.date)}</time>;
  return <>Not yet published</>;
}

function StoriesPanel({ stories }: { stories: NewsroomStoryRow[] }) {
  return (
    <Panel id="stories" title="Stories" aside={`${stories.length}`} flush>
      <div className={styles.scroller} role="region" aria-label="Story table" tabIndex={0}>
        <table className={styles.table} data-testid="newsroom-stories">
          <caption className="visually-hidden">Every story in any state, most recently changed first</caption>
          <thead>
            <tr>
              <th scope="col">Story</th>
              <th scope="col">State</th>
              <th scope="col">Section</th>
              <th scope="col">Author</th>
              <th scope="col">Published</th>
            </tr>
          </thead>
          <tbody>
            {stories.map((story) => (
              <tr key={story.id}>
                <td>
                  <Link href={storyEditorPath(story.id)}>{story.title}</Link>
                </td>
                <td>
                  <StoryStatusPill status={story.status} />
                </td>
                <td>{SECTION_LABELS[story.section as ArticleSection] ?? story.section}</td>
                <td>{story.authorName}</td>
                <td className={styles.date}>
                  <StoryDate story={story} />
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
            <div className={styles.lessonHead}>
              <h3 className={styles.courseTitle}>
                <Link href={course.editHref}>{course.title}</Link>
              </h3>
              <span className={lessonStyles.side}>
                {!course.written && <span className={styles.quiz}>Not written yet</span>}
                <Link href={course.href} className={lessonStyles.view}>
                  View<span className="visually-hidden"> course: {course.title}</span>
                </Link>
              </span>
            </div>
            <ul className={styles.lessons}>
              {course.lessons.map((lesson) => (
                <li key={lesson.slug} className={`${styles.lesson} ${lesson.warnings.length ? styles.flagged : ""}`} data-testid="newsroom-lesson">
                  <div className={styles.lessonHead}>
                    <Link href={lessonEditorPath(course.slug, lesson.slug)}>{lesson.title}</Link>
                    <span className={lessonStyles.side}>
                      <span className={styles.quiz}>{lesson.questions ? `Quiz: ${lesson.questions} questions` : "No quiz"}</span>
                      <Link href={lesson.href} className={lessonStyles.view}>
                        View<span className="visually-hidden"> lesson: {lesson.title}</span>
                      </Link>
                    </span>
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
