// Shows as cards: artwork, title, host, episode count.
import Link from "next/link";
import type { ShowSummary } from "@/lib/server/podcasts/queries";
import { showHref } from "@/lib/podcasts/episode-data";
import styles from "./Listen.module.css";

export function ShowGrid({ shows, headingLevel = 3 }: { shows: ShowSummary[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.shows}>
      {shows.map((show) => (
        <li key={show.slug} className={styles.showCard} data-testid="show-card">
          {/* eslint-disable-next-line @next/next/no-img-element -- show artwork */}
          <img src={show.imageUrl} alt="" width={300} height={300} className={styles.showArt} loading="lazy" />
          <Heading className={styles.showTitle}>
            <Link href={showHref(show.slug)} className={styles.cardLink}>
              {show.title}
            </Link>
          </Heading>
          <p className={styles.meta}>
            {show.author} · {show.episodeCount} episodes
          </p>
        </li>
      ))}
    </ul>
  );
}
