import { comparePlaylistRevisions, playlistRevisions, restorePlaylistRevision } from "@/lib/server/music/playlist-revisions";
import { playlistNotFound, playlistSlug } from "./playlists";
import { slugRevisionRoutes } from "./revision-routes";

// /api/admin/content/playlists/<slug>/revisions: a LISTEN playlist's saved versions
// (lib/server/music/playlist-revisions.ts), through the routes a video's share (./revision-routes.ts).
// Editors only (the verified token's `editor` claim); a restore takes no body (an empty JSON object
// at most) and publishes at once, as a save does.

export const { handleRevisions: handlePlaylistRevisions, handleRestore: handlePlaylistRestore } = slugRevisionRoutes({
  noun: "playlist",
  slugOf: playlistSlug,
  notFound: playlistNotFound,
  list: playlistRevisions,
  compare: comparePlaylistRevisions,
  restore: restorePlaylistRevision,
});
