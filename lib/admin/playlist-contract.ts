// The newsroom's playlist editor (issue 37.1): its pages, its API and what they exchange. Dates are
// ISO 8601 instants; the browser shows them in UK time.
import type { PlaylistInput } from "@/lib/music/playlist-input";

/** The editor's page. */
export const playlistEditorPath = (slug: string) => `/admin/content/listen/${slug}`;
/** GET: the playlist as the editor opens it; PUT { fields }: saves and publishes it at once. */
export const playlistApiPath = (slug: string) => `/api/admin/content/playlists/${slug}`;
/** Where /music shows the playlist. */
export const playlistPublicPath = (slug: string) => `/music#playlist-${slug}`;

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
