import "server-only";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { PlaylistEditorData, PlaylistRevisionComparison, PlaylistRevisionSummary } from "@/lib/admin/playlist-contract";
import { playlistFieldErrors, playlistInputSchema, type PlaylistInput } from "@/lib/music/playlist-input";
import { diffPlaylistRevisions, playlistInputFromRevision, playlistRevisionFieldsOf } from "@/lib/music/playlist-revision-diff";
import { checksRefusal, comparedRevisionIds, restoreRefusal, revisionComparison, revisionSummaryOf } from "../content/revision-reads";
import { getDb } from "../platform/db";
import { playlistNotFound, shopHasNo, writePlaylist } from "./playlist-editor";
import { playlistRevisionFields } from "./playlist-rows";
import { musicPlaylistRevisions, musicPlaylists } from "./tables";

// A LISTEN playlist's saved versions, as a video's (../watch/video-revisions.ts): who saved each and
// when, one compared with another or with the playlist as it is now, and a restore. A restore is a
// save of the revision's fields: the save's schema (the tracks checked against the tracks
// manifest), then the save's own write (./playlist-editor.ts writePlaylist: ONE transaction with the
// row locked, the products checked against the shop, a new revision so a restore can itself be
// undone, a `playlist.restore` entry naming the revision, /music expired here and on every
// instance). A version today's rules refuse is not restored (409, saying why). Never cached:
// editors see their own writes.

/** The playlist's own revisions: not those of a removed playlist that had its address (./playlist-lifecycle.ts). */
export const revisionsOf = (slug: string) => and(eq(musicPlaylistRevisions.playlist, slug), isNull(musicPlaylistRevisions.retiredAt));

export type PlaylistRestoreOutcome = { ok: true; playlist: PlaylistEditorData } | { ok: false; status: 404 | 409; code: string; message: string };

const revisionNotFound = { ok: false as const, status: 404 as const, code: "revisionNotFound", message: "That revision is not one of this playlist's." };

async function playlistExists(slug: string): Promise<boolean> {
  const [playlist] = await (await getDb()).select({ slug: musicPlaylists.slug }).from(musicPlaylists).where(eq(musicPlaylists.slug, slug));
  return playlist !== undefined;
}

/** A playlist's revisions, newest first, or null when there is no such playlist. */
export async function playlistRevisions(slug: string): Promise<PlaylistRevisionSummary[] | null> {
  if (!(await playlistExists(slug))) return null;
  const rows = await (await getDb())
    .select({ id: musicPlaylistRevisions.id, createdAt: musicPlaylistRevisions.createdAt, actorUid: musicPlaylistRevisions.actorUid, actorEmail: musicPlaylistRevisions.actorEmail })
    .from(musicPlaylistRevisions)
    .where(revisionsOf(slug))
    .orderBy(desc(musicPlaylistRevisions.id));
  return rows.map(revisionSummaryOf);
}

/** A revision compared with a later one, or with the playlist as it is now (`newerId` null); null when either is not this playlist's. */
export async function comparePlaylistRevisions(slug: string, olderId: number, newerId: number | null): Promise<PlaylistRevisionComparison | null> {
  const db = await getDb();
  const [row] = await db.select().from(musicPlaylists).where(eq(musicPlaylists.slug, slug));
  if (!row) return null;
  const found = await db
    .select()
    .from(musicPlaylistRevisions)
    .where(and(revisionsOf(slug), inArray(musicPlaylistRevisions.id, comparedRevisionIds(olderId, newerId))));
  return revisionComparison(found, { olderId, newerId }, playlistRevisionFieldsOf(playlistRevisionFields(row)), playlistRevisionFieldsOf, diffPlaylistRevisions);
}

/** The revision's fields through the save's schema, or why today's rules refuse them. */
function restorable(stored: Record<string, unknown>): { ok: true; input: PlaylistInput } | ReturnType<typeof restoreRefusal> {
  const parsed = playlistInputSchema.safeParse(playlistInputFromRevision(playlistRevisionFieldsOf(stored)));
  if (parsed.success) return { ok: true, input: parsed.data };
  return checksRefusal("playlist", playlistFieldErrors(parsed.error));
}

/** Puts a playlist back as it was at one of its revisions, published at once, as a new revision. */
export async function restorePlaylistRevision(member: StaffMember, slug: string, revisionId: number): Promise<PlaylistRestoreOutcome> {
  // Revisions are append-only, so the one to restore is read (and checked) before the write locks the row.
  const [revision] = await (await getDb())
    .select()
    .from(musicPlaylistRevisions)
    .where(and(revisionsOf(slug), eq(musicPlaylistRevisions.id, revisionId)));
  if (!revision) return (await playlistExists(slug)) ? revisionNotFound : playlistNotFound;
  const checked = restorable(revision.fields);
  if (!checked.ok) return checked;
  const written = await writePlaylist(member, slug, checked.input, { action: "playlist.restore", revision: revisionId });
  if (written.ok) return written;
  if (written.reason === "playlistNotFound") return playlistNotFound;
  return restoreRefusal(`${shopHasNo(written.products)}.`);
}
