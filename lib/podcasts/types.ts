// The shapes LISTEN works with once a feed is parsed: shared by ingestion, pages and the player.

/** An iTunes category and its sub-categories ("Health & Fitness" › "Mental Health"). */
export type FeedCategory = { name: string; subcategories: string[] };
/** A podcast:person: host, guest… */
export type FeedPerson = { name: string; role: string };
/** One line of a transcript, in seconds from the start. */
export type TranscriptCue = { start: number; end: number; text: string; speaker?: string };
/** A Podcasting 2.0 JSON chapter. */
export type Chapter = { startTime: number; title: string };

export interface ParsedEpisode {
  guid: string;
  slug: string;
  title: string;
  summary: string;
  notesHtml: string;
  notesText: string;
  audioUrl: string;
  audioType: string;
  audioBytes: number | null;
  durationSeconds: number | null;
  episodeNumber: number | null;
  publishedAt: Date;
  transcriptUrl: string | null;
  chaptersUrl: string | null;
  persons: FeedPerson[];
}

export interface ParsedShow {
  slug: string;
  title: string;
  description: string;
  author: string;
  imageUrl: string;
  link: string | null;
  categories: FeedCategory[];
  persons: FeedPerson[];
  episodes: ParsedEpisode[];
}

/** A signed-in listener's library, as /api/listen/library answers it. */
export interface Library {
  follows: string[];
  /** "show_slug/slug" of each saved episode. */
  saves: string[];
  progress: Record<string, { position: number; played: boolean }>;
}

/** What the player holds of an episode or a music track (stores/player.ts). */
export interface Episode {
  imageUrl: string;
  audioUrl: string;
  episodeTitle: string;
  podcastTitle: string;
  author: string;
  summary: string;
  pubDate: string;
  slug: string;
  show_slug: string;
  /** Music tracks play in the same player; they have no notes, chapters or transcript. */
  kind?: "podcast" | "music";
}
