// The tracks scripts/make-music.mjs rendered (public/media/music/tracks.json): title, audio file,
// running time and size of each, by slug. A file that ships with the site, not the database's:
// playlists name tracks by these slugs, and the editor chooses from them.
import manifest from "@/public/media/music/tracks.json";
import { trackManifestSchema } from "@/lib/content/schema";

export type Track = { title: string; audio: string; duration: number; bytes: number };

const TRACKS: Readonly<Record<string, Track>> = trackManifestSchema.parse(manifest);

/** A track by its slug, or undefined when the manifest has none. */
export const trackBySlug = (slug: string): Track | undefined => (Object.hasOwn(TRACKS, slug) ? TRACKS[slug] : undefined);

/** Every track, by title: the editor's choices. */
export const allTracks = (): { slug: string; title: string; duration: number }[] =>
  Object.entries(TRACKS)
    .map(([slug, track]) => ({ slug, title: track.title, duration: track.duration }))
    .sort((a, b) => a.title.localeCompare(b.title, "en-GB"));
