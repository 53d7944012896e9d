// A LISTEN playlist as /music and the assistant read it (lib/server/music/playlist-rows.ts makes one
// from a row): the shape the content files' build gave, so the music page did not change when
// playlists moved to the database.
import type { PLAYLIST_TONES } from "@/lib/content/schema";
import type { Track } from "./tracks";

export type PlaylistTone = (typeof PLAYLIST_TONES)[number];

export interface PlaylistTrack extends Track {
  slug: string;
}

export interface Playlist {
  slug: string;
  title: string;
  mood: string;
  description: string;
  tone: PlaylistTone;
  /** Where /music lists it, smallest first. */
  order: number;
  /** In the order they play; a slug the manifest no longer has is left out. */
  tracks: PlaylistTrack[];
  products: string[];
  /** The notes under the description, rendered and sanitised ("" for none). */
  notesHtml: string;
}
