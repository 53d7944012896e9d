import type { Metadata } from "next";
import Link from "next/link";
import { EpisodeList } from "@/components/listen/EpisodeList";
import { showHref } from "@/lib/podcasts/episode-data";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { listenLink } from "@/lib/copy/listen";
import { formatClock } from "@/lib/content/vtt";
import { myPodcasts, type LibraryEpisode } from "@/lib/server/podcasts/library";
import { requireAccountUser } from "@/lib/server/auth/session";
import styles from "@/components/listen/Listen.module.css";

export const metadata: Metadata = {
  title: "My Podcasts",
  description: "The shows you follow, the episodes you saved and where you stopped listening.",
  robots: { index: false },
};

const asListed = (episode: LibraryEpisode) => ({
  ...episode,
  show: { slug: episode.showSlug, title: episode.showTitle, author: episode.author, imageUrl: episode.imageUrl },
});

export default async function MyPodcastsPage() {
  const user = await requireAccountUser(listenLink("My Podcasts").href);
  const library = await myPodcasts(user.uid);
  const empty = !library.shows.length && !library.saved.length && !library.recent.length;
  return (
    <PageLayout variant="wide">
      <SectionIntro section="listen" current={listenLink("My Podcasts").href} eyebrow="Listen" title="My Podcasts" standfirst="The shows you follow with their newest episodes, the episodes you saved, and where you stopped, on every device you sign in on." />
      {empty && (
        <p>
          Nothing here yet. Follow a show or save an episode and it appears here. <Link href="/listen/podcasts/browse">Browse all shows</Link>.
        </p>
      )}
      {library.recent.length > 0 && (
        <PageSection id="recently-played" title="Recently played">
          <ul className={styles.chapterList} data-testid="recently-played">
            {library.recent.map((episode) => (
              <li key={`${episode.showSlug}/${episode.slug}`}>
                <Link href={`/listen/podcasts/episode/${episode.showSlug}/${episode.slug}`}>{episode.title}</Link> · {episode.showTitle} ·{" "}
                {episode.played ? "Played" : `Stopped at ${formatClock(episode.position ?? 0)}`}
              </li>
            ))}
          </ul>
        </PageSection>
      )}
      {library.shows.map((show) => (
        <PageSection key={show.slug} id={`followed-${show.slug}`} title={show.title}>
          <p className={styles.meta}>
            You follow this show · <Link href={showHref(show.slug)}>All episodes</Link>
          </p>
          <EpisodeList episodes={show.episodes.map(asListed)} showShow={false} />
        </PageSection>
      ))}
      {library.saved.length > 0 && (
        <PageSection id="saved-episodes" title="Saved episodes">
          <EpisodeList episodes={library.saved.map(asListed)} />
        </PageSection>
      )}
    </PageLayout>
  );
}
