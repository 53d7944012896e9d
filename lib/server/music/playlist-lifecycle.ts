import "server-only";
import { eq, gt, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { PlaylistInput } from "@/lib/music/playlist-input";
import { recordActivity } from "../admin/activity";
import type { Executor } from "../cart/carts";
import { unknownProducts } from "../catalogue/known-products";
import { getDb } from "../platform/db";
import { refreshPlaylists } from "./cached-playlists";
import { editorDataOf, playlistNotFound, productsRefused, type PlaylistSaveOutcome } from "./playlist-editor";
import { revisionsOf } from "./playlist-revisions";
import { playlistRevisionFields, type PlaylistRow } from "./playlist-rows";
import { musicPlaylistRevisions, musicPlaylists } from "./tables";

// A playlist added to LISTEN, or taken off it, in the newsroom. Adding publishes at once, as a save
// does (./playlist-editor.ts): the same checks (the schema's tracks, the shop's products), the
// playlist last on /music, its first revision and a `playlist.create` entry in the activity log.
// Removing deletes the row, closes the gap in /music's order and logs `playlist.remove` with what
// the playlist was; its revisions stay, retired (a playlist added later at the address starts a
// history of its own). Both take one lock on the list of playlists, so two adds never take the
// same place and a removal never renumbers a list an add is extending.

const SLUG_TAKEN = "There is already a playlist at this address. Choose another.";
const slugTaken = { ok: false as const, status: 409 as const, code: "playlistSlugTaken", message: SLUG_TAKEN, fields: { slug: SLUG_TAKEN } };

export type PlaylistCreateOutcome = PlaylistSaveOutcome | typeof slugTaken;

/** Holds the list of playlists (their places on /music) for this transaction. */
async function lockPlaylists(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('music-playlists', 0))`);
}

type Created = { ok: true; row: PlaylistRow } | { ok: false; refusal: PlaylistCreateOutcome & { ok: false } };

/** Adds a playlist at the end of /music and publishes it at once; its input already through the save's schema. */
export async function createPlaylist(member: StaffMember, slug: string, input: PlaylistInput): Promise<PlaylistCreateOutcome> {
  const db = await getDb();
  const created = await db.transaction(async (tx): Promise<Created> => {
    await lockPlaylists(tx);
    const [taken] = await tx.select({ slug: musicPlaylists.slug }).from(musicPlaylists).where(eq(musicPlaylists.slug, slug));
    if (taken) return { ok: false, refusal: slugTaken };
    const missing = await unknownProducts(tx, input.products);
    if (missing.length > 0) return { ok: false, refusal: productsRefused(missing) };
    const [{ last }] = await tx.select({ last: sql<number | null>`max(${musicPlaylists.position})` }).from(musicPlaylists);
    const [row] = await tx
      .insert(musicPlaylists)
      .values({ slug, position: Number(last ?? 0) + 1, ...input, updatedBy: member.uid, updatedByEmail: member.email })
      .returning();
    await tx.insert(musicPlaylistRevisions).values({ playlist: slug, fields: playlistRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
    await recordActivity(tx, { member, action: "playlist.create", subject: slug, after: { title: row.title, position: row.position } });
    return { ok: true, row };
  });
  if (!created.ok) return created.refusal;
  await refreshPlaylists();
  return { ok: true, playlist: editorDataOf(created.row) };
}

export type PlaylistRemoveOutcome = { ok: true } | typeof playlistNotFound;

/** Takes a playlist off /music: listeners no longer see it, and the playlists after it move up. */
export async function removePlaylist(member: StaffMember, slug: string): Promise<PlaylistRemoveOutcome> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    await lockPlaylists(tx);
    const [row] = await tx.delete(musicPlaylists).where(eq(musicPlaylists.slug, slug)).returning();
    if (!row) return false;
    await tx
      .update(musicPlaylists)
      .set({ position: sql`${musicPlaylists.position} - 1` })
      .where(gt(musicPlaylists.position, row.position));
    // Its history stays for the record, closed, so a playlist added later at this address starts its own.
    await tx.update(musicPlaylistRevisions).set({ retiredAt: sql`now()` }).where(revisionsOf(slug));
    await recordActivity(tx, { member, action: "playlist.remove", subject: slug, before: { title: row.title, position: row.position } });
    return true;
  });
  if (!removed) return playlistNotFound;
  await refreshPlaylists();
  return { ok: true };
}
