// WATCH's videos in the newsroom's overview (../NewsroomOverview.tsx): each title opens the video
// editor; the series, the date and a small "View" link to the public page sit on the right. A new
// video is uploaded on its own page ("Add a video").
import Link from "next/link";
import { NEW_VIDEO_PATH, videoEditorPath, videoPublicPath, type NewsroomVideoRow } from "@/lib/admin/video-contract";
import { formatDate } from "@/lib/content/read-format";
import { VIDEO_THEME_COPY } from "@/lib/content/watch-themes";
import { Panel } from "../../Panel";
import newsroom from "../Newsroom.styles";
import styles from "../NewsroomRow.styles";

export function VideosPanel({ videos }: { videos: NewsroomVideoRow[] }) {
  return (
    <Panel id="videos" title="Videos" aside={`${videos.length}`}>
      {videos.length === 0 ? (
        <p className={newsroom.note}>No videos yet.</p>
      ) : (
        <ul className={newsroom.lessons} data-testid="newsroom-videos">
          {videos.map((video) => (
            <li key={video.slug} className={newsroom.lesson} data-testid="newsroom-video">
              <div className={newsroom.lessonHead}>
                <Link href={videoEditorPath(video.slug)}>{video.title}</Link>
                <span className={styles.side}>
                  <span className={newsroom.quiz}>{VIDEO_THEME_COPY[video.theme].label}</span>
                  <time className={newsroom.quiz} dateTime={video.date}>
                    {formatDate(video.date)}
                  </time>
                  <Link href={videoPublicPath(video.slug)} className={styles.view}>
                    View<span className="visually-hidden"> video: {video.title}</span>
                  </Link>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={newsroom.addLink}>
        <Link href={NEW_VIDEO_PATH}>Add a video</Link>
      </p>
    </Panel>
  );
}
