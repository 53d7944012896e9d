// A list of episodes: artwork, show, title, date and length, summary, and the play island.
import Link from "next/link";
import { EpisodeButtons } from "./EpisodeButtons";
import { episodeHref, formatEpisodeDate, formatMinutes, showHref, toPlayerEpisode, type EpisodeLike } from "@/lib/podcasts/episode-data";
import styles from "./Listen.module.css";

export function EpisodeList({ episodes, showShow = true, headingLevel = 3 }: { episodes: (EpisodeLike & { durationSeconds: number | null; snippet?: string | null })[]; showShow?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={styles.episodes}>
      {episodes.map((episode) => (
        <li key={`${episode.show.slug}/${episode.slug}`} className={styles.episode} data-testid="episode-row">
          {/* eslint-disable-next-line @next/next/no-img-element -- small show artwork */}
          <img src={episode.show.imageUrl} alt="" width={88} height={88} className={styles.episodeArt} loading="lazy" />
          <div className={styles.episodeBody}>
            {showShow && (
              <Link href={showHref(episode.show.slug)} className={styles.kicker}>
                {episode.show.title}
              </Link>
            )}
            <Heading className={styles.episodeTitle}>
              <Link href={episodeHref(episode.show.slug, episode.slug)}>{episode.title}</Link>
            </Heading>
            <p className={styles.meta}>
              <time dateTime={episode.publishedAt.toISOString()}>{formatEpisodeDate(episode.publishedAt)}</time>
              {episode.durationSeconds ? ` · ${formatMinutes(episode.durationSeconds)}` : ""}
            </p>
            <p className={styles.summary}>{episode.summary}</p>
            {episode.snippet && <p className={styles.snippet}>…{episode.snippet.replace(/[«»]/g, "")}…</p>}
            <EpisodeButtons episode={toPlayerEpisode(episode)} />
          </div>
        </li>
      ))}
    </ol>
  );
}
