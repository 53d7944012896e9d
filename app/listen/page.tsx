import type { Metadata } from "next";
import Link from "next/link";
import { EpisodeList } from "@/components/listen/EpisodeList";
import { ShowGrid } from "@/components/listen/ShowGrid";
import { showHref } from "@/lib/podcasts/episode-data";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { listenLink } from "@/lib/copy/listen";
import { latestEpisodes, listShows } from "@/lib/server/podcasts/queries";
import styles from "@/components/listen/Listen.module.css";

export const metadata: Metadata = {
  title: "Listen",
  description: "Podcasts and music for alcohol-free living: honest conversations, expert advice and playlists.",
  alternates: { canonical: "/listen" },
};

// Feeds refresh in the background; the page follows within ten minutes.
export const revalidate = 600;

export default async function ListenPage() {
  const [shows, latest] = await Promise.all([listShows(), latestEpisodes(8)]);
  const featured = shows[0];
  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="listen"
        current={listenLink("PODCASTS").href}
        eyebrow="Podcasts and music"
        standfirst="Put the kettle on and press play: honest conversations about drinking less, the people making great alcohol-free drinks, and music for evenings in. The player keeps going while you browse."
      />
      {featured && (
        <section className={styles.hero} aria-labelledby="featured-show">
          {/* eslint-disable-next-line @next/next/no-img-element -- show artwork, the page's largest picture */}
          <img src={featured.imageUrl} alt="" width={300} height={300} className={styles.heroArt} fetchPriority="high" />
          <div>
            <p className={styles.kicker}>Featured show</p>
            <h2 id="featured-show" className={styles.heroTitle}>{featured.title}</h2>
            <p className={styles.heroText}>{featured.description}</p>
            <div className={styles.heroActions}>
              <Link href={showHref(featured.slug)} className="btn btn-cyan">
                See all {featured.episodeCount} episodes
              </Link>
              <Link href="/music" className="btn btn-outline">
                Music playlists
              </Link>
            </div>
          </div>
        </section>
      )}
      <PageSection id="latest-episodes" title="Latest episodes">
        <EpisodeList episodes={latest} />
      </PageSection>
      <PageSection id="all-shows" title="All shows">
        <ShowGrid shows={shows} />
      </PageSection>
    </PageLayout>
  );
}
