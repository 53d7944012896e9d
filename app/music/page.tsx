import type { Metadata } from "next";
import Link from "next/link";
import { EpisodeButtons } from "@/components/listen/EpisodeButtons";
import { MusicComingSoon } from "@/components/listen/MusicComingSoon";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SectionIntro } from "@/components/page/SectionIntro";
import { formatClock } from "@/lib/content/vtt";
import { productsBySlugs } from "@/lib/server/catalogue/cached-catalogue";
import { playlists, type Playlist } from "@/lib/server/content/content";
import type { Episode } from "@/lib/podcasts/types";
import styles from "@/components/listen/Music.module.css";
import { poundsText } from "@/lib/cart/money";

// Prerendered from the newsroom's playlists (through the data cache, expired when an editor saves
// one); the drink pairings refresh with the catalogue.
export const revalidate = 3600;

export const metadata: Metadata = {
  title: "Music",
  description: "Playlists for alcohol-free evenings: cooking, unwinding, getting ready and winding down.",
};

function trackEpisode(playlist: Playlist, track: Playlist["tracks"][number]): Episode {
  return {
    imageUrl: "/icon.svg",
    audioUrl: track.audio,
    episodeTitle: track.title,
    podcastTitle: playlist.title,
    author: "Alcohol Free Co",
    summary: playlist.description,
    pubDate: "",
    slug: track.slug,
    show_slug: "music",
    kind: "music",
  };
}

export default async function MusicPage() {
  const all = await playlists();
  const pairings = await productsBySlugs([...new Set(all.flatMap((playlist) => playlist.products))]);
  const bySlug = new Map(pairings.map((product) => [product.slug, product]));
  return (
    <PageLayout variant="wide">
      <SectionIntro section="listen" eyebrow="Listen" title="Music" standfirst="Playlists made for alcohol-free evenings, whether you're hosting friends, cooking for one or finally getting an early night. Every track plays in the same player as our podcasts." />
      {all.length === 0 && <MusicComingSoon />}
      {all.map((playlist) => {
        const episodes = playlist.tracks.map((track) => trackEpisode(playlist, track));
        return (
          <PageSection key={playlist.slug} id={`playlist-${playlist.slug}`} title={playlist.title}>
            <div className={styles.playlist} data-tone={playlist.tone}>
              <div>
                <p className={styles.mood}>{playlist.mood}</p>
                <p className={styles.description}>{playlist.description}</p>
                <div className={styles.notes} dangerouslySetInnerHTML={{ __html: playlist.notesHtml }} />
                {playlist.products.some((slug) => bySlug.has(slug)) && (
                  <>
                    <p className={styles.pairTitle}>Pour alongside</p>
                    <ul className={styles.pairs}>
                      {playlist.products.flatMap((slug) => {
                        const product = bySlug.get(slug);
                        return product
                          ? [
                              <li key={slug}>
                                <Link href={`/shop/products/${slug}`}>{product.name}</Link> · {product.brand} · {poundsText(product.pricePence)}
                              </li>,
                            ]
                          : [];
                      })}
                    </ul>
                  </>
                )}
              </div>
              <ol className={styles.tracks}>
                {playlist.tracks.map((track, index) => (
                  <li key={track.slug} className={styles.track} data-testid="music-track">
                    <span className={styles.number}>{index + 1}</span>
                    <span className={styles.trackTitle}>{track.title}</span>
                    <span className={styles.length}>{formatClock(track.duration)}</span>
                    <EpisodeButtons episode={episodes[index]} queue={episodes.slice(index + 1)} />
                  </li>
                ))}
              </ol>
            </div>
          </PageSection>
        );
      })}
    </PageLayout>
  );
}
