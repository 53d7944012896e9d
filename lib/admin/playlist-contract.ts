// The newsroom's playlist editor (issue 37.1): its pages, its API and what they exchange. Dates are
// ISO 8601 instants; the browser shows them in UK time.
import type { PlaylistInput } from "@/lib/music/playlist-input";
import type { PlaylistFieldDiff } from "@/lib/music/playlist-revision-diff";
import type { StoryRevisionSummary } from "./content-contract";

/** The editor's page. */
export const playlistEditorPath = (slug: string) => `/admin/content/listen/${slug}`;
/** The page where an editor writes a new playlist. */
export const NEW_PLAYLIST_PATH = "/admin/content/listen/new";
/** POST { slug, fields }: adds a playlist at the end of /music and publishes it at once (201). */
export const NEW_PLAYLIST_API_PATH = "/api/admin/content/playlists";
/** GET: the playlist as the editor opens it; PUT { fields }: saves and publishes it at once; DELETE: takes it off /music. */
export const playlistApiPath = (slug: string) => `/api/admin/content/playlists/${slug}`;
/** Where /music shows the playlist. */
export const playlistPublicPath = (slug: string) => `/music#playlist-${slug}`;
/** The comparison page: a revision (`from`) beside the playlist as it is now. */
export const playlistRevisionsPath = (slug: string, from?: number) => `${playlistEditorPath(slug)}/revisions${from ? `?from=${from}` : ""}`;
/** GET: the playlist's revisions, newest first; with ?from=<id>[&to=<id>], two of them compared. */
export const playlistRevisionsApiPath = (slug: string) => `${playlistApiPath(slug)}/revisions`;
/** POST (no body, or {}): puts the playlist back as it was at that revision, saved as a new one. */
export const playlistRestoreApiPath = (slug: string, revision: number) => `${playlistRevisionsApiPath(slug)}/${revision}/restore`;

export interface PlaylistEditorData {
  slug: string;
  fields: PlaylistInput;
  /** Where /music lists it (not changed here). */
  order: number;
  /** The public page, where a save shows at once. */
  publicPath: string;
  updatedAt: string;
  updatedBy: string | null;
}

/** Choices the editor's form offers. */
export interface PlaylistFormOptions {
  /** The shop's products, by name. */
  products: { slug: string; name: string }[];
  /** The tracks manifest's tracks, by title (duration in seconds). */
  tracks: { slug: string; title: string; duration: number }[];
}

export interface PlaylistAnswer {
  data: { playlist: PlaylistEditorData };
}

/** A playlist's line in the newsroom's overview. */
export interface NewsroomPlaylistRow {
  slug: string;
  title: string;
  mood: string;
  tracks: number;
  updatedAt: string;
  updatedBy: string | null;
}

/** Who saved a version of a playlist, and when: the same as a story's (the list and diff are shared). */
export type PlaylistRevisionSummary = StoryRevisionSummary;

export interface PlaylistRevisionComparison {
  older: PlaylistRevisionSummary;
  /** null: the playlist as it is now. */
  newer: PlaylistRevisionSummary | null;
  changes: PlaylistFieldDiff[];
}
