// Server data to what the player store holds, and the words LISTEN's pages share.
import type { Episode } from "./types";

export interface EpisodeLike {
  slug: string;
  title: string;
  summary: string;
  audioUrl: string;
  publishedAt: Date;
  show: { slug: string; title: string; author: string; imageUrl: string };
}

export function toPlayerEpisode(episode: EpisodeLike): Episode {
  return {
    imageUrl: episode.show.imageUrl,
    audioUrl: episode.audioUrl,
    episodeTitle: episode.title,
    podcastTitle: episode.show.title,
    author: episode.show.author,
    summary: episode.summary,
    pubDate: episode.publishedAt.toISOString(),
    slug: episode.slug,
    show_slug: episode.show.slug,
    kind: "podcast",
  };
}

/**
 * Said on the page and in the feed of every show the site publishes: scripts/make-podcasts.mjs
 * voices their written scripts with espeak-ng, and their guests are invented (issue 37.7).
 */
export const SYNTHETIC_SHOW_NOTE = "The voices in this show are synthesised, and its guests are characters written for it.";

export const showHref = (slug: string) => `/listen/podcasts/show/${slug}`;
export const episodeHref = (showSlug: string, slug: string) => `/listen/podcasts/episode/${showSlug}/${slug}`;

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
export const formatEpisodeDate = (date: Date) => DATE.format(date);
export function formatMinutes(seconds: number | null): string {
  if (!seconds) return "";
  return seconds < 60 ? `${seconds} sec` : `${Math.round(seconds / 60)} min`;
}
