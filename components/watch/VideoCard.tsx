// A video in a listing: poster with its running time, series, title and one-line description.
import Link from "next/link";
import { formatClock } from "@/lib/content/vtt";
import type { Video } from "@/lib/server/content/content";
import { VIDEO_THEME_COPY, watchHref } from "@/lib/content/watch-themes";
import styles from "./VideoCard.module.css";

export function VideoCard({ video, headingLevel = 3, priority = false }: { video: Video; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card} data-testid="video-card">
      <div className={styles.frame}>
        {/* eslint-disable-next-line @next/next/no-img-element -- small JPEG posters */}
        <img
          src={video.poster.image}
          alt=""
          width={640}
          height={360}
          className={styles.poster}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
        />
        <span className={styles.duration}>
          <span className="visually-hidden">Running time </span>
          {formatClock(video.duration)}
        </span>
        <span className={styles.play} aria-hidden="true" />
      </div>
      <p className={styles.theme}>{VIDEO_THEME_COPY[video.theme].label}</p>
      <Heading className={styles.title}>
        <Link href={watchHref(video.slug)} className={styles.link}>
          {video.title}
        </Link>
      </Heading>
      <p className={styles.description}>{video.description}</p>
    </article>
  );
}
