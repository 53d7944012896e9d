import "server-only";
import { asc, eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { playlistPublicPath, type NewsroomPlaylistRow, type PlaylistEditorData, type PlaylistFormOptions } from "@/lib/admin/playlist-contract";
import { fieldsRefusedSentence } from "@/lib/content/field-errors";
import type { PlaylistInput } from "@/lib/music/playlist-input";
import { allTracks } from "@/lib/music/tracks";
import { recordActivity } from "../admin/activity";
import type { Executor } from "../cart/carts";
import { shopHasNo, unknownProducts } from "../catalogue/known-products";
import { getDb } from "../platform/db";
import { products } from "../schema";
import { refreshPlaylists } from "./cached-playlists";
import { playlistInputOf, playlistRevisionFields, type PlaylistRow } from "./playlist-rows";
import { musicPlaylistRevisions, musicPlaylists } from "./tables";

// The newsroom's playlist editor (issue 37.1): the playlists as the newsroom lists them, one as an
// editor opens it, and a save, which publishes at once (as a video's: ../watch/video-editor.ts). A
// save and a restore (./playlist-revisions.ts) share one write: ONE transaction with the playlist's
// row locked, the products checked against the shop, a revision (who, when, what) and its
// activity-log entry; then /music expires here and on every instance. Never cached: editors see
// their own writes.

export type PlaylistSaveOutcome =
  | { ok: true; playlist: PlaylistEditorData }
  | { ok: false; status: 400 | 404; code: string; message: string; fields?: Record<string, string> };

/** What a write logs: a save (`playlist.edit`), or a restore (`playlist.restore`) naming the revision it put back. */
export type PlaylistWriteLog = { action: "playlist.edit" } | { action: "playlist.restore"; revision: number };

/** A write's outcome: the playlist as saved, no such playlist, or the products (slugs) the shop does not have. */
export type PlaylistWritten =
  | { ok: true; playlist: PlaylistEditorData }
  | { ok: false; reason: "playlistNotFound" }
  | { ok: false; reason: "unknownProducts"; products: string[] };

const EDITED_FIELDS = ["title", "mood", "description", "tone", "tracks", "products", "notes"] as const;

export const playlistNotFound = { ok: false as const, status: 404 as const, code: "playlistNotFound", message: "There is no such playlist." };

async function playlistRow(db: Executor, slug: string, lock = false): Promise<PlaylistRow | undefined> {
  const query = db.select().from(musicPlaylists).where(eq(musicPlaylists.slug, slug));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** A row as the editor opens it. */
export function editorDataOf(row: PlaylistRow): PlaylistEditorData {
  return {
    slug: row.slug,
    fields: playlistInputOf(row),
    order: row.position,
    publicPath: playlistPublicPath(row.slug),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedByEmail,
  };
}

/** Every playlist for the newsroom's overview, in the order /music lists them. */
export async function newsroomPlaylists(): Promise<NewsroomPlaylistRow[]> {
  const db = await getDb();
  const rows = await db.select().from(musicPlaylists).orderBy(asc(musicPlaylists.position), asc(musicPlaylists.slug));
  return rows.map((row) => ({ slug: row.slug, title: row.title, mood: row.mood, tracks: row.tracks.length, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedByEmail }));
}

/** The playlist as the editor opens it, or null. */
export async function playlistForEditor(slug: string): Promise<PlaylistEditorData | null> {
  const row = await playlistRow(await getDb(), slug);
  return row ? editorDataOf(row) : null;
}

/** The products and tracks the form offers. */
export async function playlistFormOptions(): Promise<PlaylistFormOptions> {
  const db = await getDb();
  const productRows = await db.select({ slug: products.slug, name: products.name }).from(products).orderBy(asc(products.name));
  return { products: productRows, tracks: allTracks() };
}

export { shopHasNo };

/**
 * The one write behind a save and a restore, its input already through the save's schema (tracks
 * included): in ONE transaction with the row locked, the products checked against the shop, the row
 * updated, a revision and the activity-log entry naming the fields that changed; then /music expires.
 */
export async function writePlaylist(member: StaffMember, slug: string, input: PlaylistInput, log: PlaylistWriteLog): Promise<PlaylistWritten> {
  const db = await getDb();
  const written = await db.transaction(async (tx): Promise<PlaylistWritten> => {
    const before = await playlistRow(tx, slug, true);
    if (!before) return { ok: false, reason: "playlistNotFound" };
    const missing = await unknownProducts(tx, input.products);
    if (missing.length > 0) return { ok: false, reason: "unknownProducts", products: missing };
    const [row] = await tx
      .update(musicPlaylists)
      .set({ ...input, updatedAt: new Date(), updatedBy: member.uid, updatedByEmail: member.email })
      .where(eq(musicPlaylists.slug, slug))
      .returning();
    await tx.insert(musicPlaylistRevisions).values({ playlist: slug, fields: playlistRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
    const changed = EDITED_FIELDS.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(row[field]));
    const { action, ...about } = log;
    await recordActivity(tx, { member, action, subject: slug, after: { ...about, changed } });
    return { ok: true, playlist: editorDataOf(row) };
  });
  if (written.ok) await refreshPlaylists();
  return written;
}

/** Saves and publishes an editor's change to a playlist. */
export async function savePlaylist(member: StaffMember, slug: string, input: PlaylistInput): Promise<PlaylistSaveOutcome> {
  const written = await writePlaylist(member, slug, input, { action: "playlist.edit" });
  if (written.ok) return written;
  if (written.reason === "playlistNotFound") return playlistNotFound;
  return productsRefused(written.products);
}

/** The refusal of products (slugs) the shop does not have, beside the Products field. */
export function productsRefused(missing: string[]): PlaylistSaveOutcome & { ok: false } {
  const sentence = `Choose products from the shop's list: ${shopHasNo(missing)}.`;
  return { ok: false, status: 400, code: "invalidPlaylist", message: fieldsRefusedSentence(1), fields: { products: sentence } };
}
