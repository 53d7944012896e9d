import "server-only";
import { PLAYLIST_TONES } from "@/lib/content/schema";
import type { PlaylistInput } from "@/lib/music/playlist-input";
import { trackBySlug } from "@/lib/music/tracks";
import type { Playlist, PlaylistTone, PlaylistTrack } from "@/lib/music/types";
import { notesHtmlOf } from "../content/notes-html";
import type { musicPlaylists } from "./tables";

// A playlist row, and what /music and the editor make of it. The tracks are the manifest's
// (lib/music/tracks.ts), found by slug; the notes are the row's Markdown, rendered and sanitised as
// a video's and every story's are (../content/notes-html.ts).

export type PlaylistRow = typeof musicPlaylists.$inferSelect;

/** A stored tone as LISTEN's type; a row can only hold one of PLAYLIST_TONES (the editor refuses others). */
export const toneOf = (tone: string): PlaylistTone => ((PLAYLIST_TONES as readonly string[]).includes(tone) ? (tone as PlaylistTone) : PLAYLIST_TONES[0]);

/** The row's tracks as the manifest has them; one the manifest no longer has is left out, with a warning. */
function tracksOf(row: PlaylistRow): PlaylistTrack[] {
  return row.tracks.flatMap((slug) => {
    const track = trackBySlug(slug);
    if (!track) console.warn(`[music] playlist ${row.slug}: no track "${slug}" in public/media/music/tracks.json`);
    return track ? [{ slug, ...track }] : [];
  });
}

/** A row as /music shows it. */
export async function playlistOf(row: PlaylistRow): Promise<Playlist> {
  return {
    slug: row.slug,
    title: row.title,
    mood: row.mood,
    description: row.description,
    tone: toneOf(row.tone),
    order: row.position,
    tracks: tracksOf(row),
    products: row.products,
    notesHtml: await notesHtmlOf(row.notes),
  };
}

type EditedColumns = Pick<PlaylistRow, "title" | "mood" | "description" | "tone" | "tracks" | "products" | "notes">;

/** The fields an editor changes, as a revision keeps them. */
export function playlistRevisionFields(row: EditedColumns): Record<string, unknown> {
  return { title: row.title, mood: row.mood, description: row.description, tone: row.tone, tracks: row.tracks, products: row.products, notes: row.notes };
}

/** The editor's form values of a row. */
export function playlistInputOf(row: PlaylistRow): PlaylistInput {
  return { title: row.title, mood: row.mood, description: row.description, tone: toneOf(row.tone), tracks: [...row.tracks], products: [...row.products], notes: row.notes };
}
