// What changed between two saved versions of a LISTEN playlist, field by field, for the playlist
// editor's revision history, compared as a video's is (lib/watch/video-revision-diff.ts): the
// title, mood and description by words; the colour whole (by the name the editor gives it), the old
// value above the new; the notes by lines (words inside an edited paragraph); the tracks one by one
// by their titles in the tracks manifest (./tracks.ts), in the order they play, a track that changed
// place shown where it was and where it is now, marked "(moved)"; the products item by item.
// Every playlist revision records every field, the notes included. Pure: no I/O.
import { diffWords } from "diff";
import { bodyParts, fromChanges, listParts, merged, replaced, sameList, storedText, storedTexts, type DiffPart } from "@/lib/content/revision-diff";
import { PLAYLIST_FIELD_LABELS, PLAYLIST_TONE_LABELS, type PlaylistField } from "./playlist-input";
import { trackBySlug } from "./tracks";

export type PlaylistRevisionFields = {
  title: string;
  mood: string;
  description: string;
  /** A colour (lib/content/schema.ts PLAYLIST_TONES), as stored. */
  tone: string;
  /** Slugs of the tracks manifest, in the order they play. */
  tracks: string[];
  products: string[];
  /** The notes' Markdown ("" for none). */
  notes: string;
};

export type PlaylistRevisionField = keyof PlaylistRevisionFields;
export type PlaylistFieldDiff = { field: PlaylistRevisionField; label: string; parts: DiffPart[] };

/** The editor's labels ("Colour" for the tone). */
export const PLAYLIST_REVISION_LABELS: Record<PlaylistRevisionField, string> = PLAYLIST_FIELD_LABELS;

/** The fields in the order the editor shows them: its words and colour and notes, then the tracks, then the products. */
const FIELD_ORDER: readonly PlaylistRevisionField[] = ["title", "mood", "description", "tone", "notes", "tracks", "products"];

/** Said after a track's title where it left one place and where it arrived in another. */
export const MOVED = " (moved)";

/** A revision's fields as stored (JSON); anything missing read as empty. */
export function playlistRevisionFieldsOf(stored: Record<string, unknown>): PlaylistRevisionFields {
  return {
    title: storedText(stored.title),
    mood: storedText(stored.mood),
    description: storedText(stored.description),
    tone: storedText(stored.tone),
    tracks: storedTexts(stored.tracks),
    products: storedTexts(stored.products),
    notes: storedText(stored.notes),
  };
}

/** The fields a save takes (lib/music/playlist-input.ts), unchecked: a restore hands them to the save's schema. */
export function playlistInputFromRevision({ title, mood, description, tone, tracks, products, notes }: PlaylistRevisionFields): Record<PlaylistField, unknown> {
  return { title, mood, description, tone, tracks, products, notes };
}

/** A colour as the editor names it ("Pink"); one the editor does not know, as it is. */
export const toneName = (tone: string): string => (Object.hasOwn(PLAYLIST_TONE_LABELS, tone) ? PLAYLIST_TONE_LABELS[tone as keyof typeof PLAYLIST_TONE_LABELS] : tone);

/** A track by its title in the manifest; one the manifest no longer has by its slug, as the editor shows it. */
export const trackName = (slug: string): string => trackBySlug(slug)?.title ?? `${slug} (not in the tracks list)`;

/** The tracks item by item, by title; one removed from one place and added at another is marked as moved, in both. */
function trackParts(older: readonly string[], newer: readonly string[]): DiffPart[] {
  const parts = listParts(older, newer);
  const slugsOf = (kind: DiffPart["kind"]) => new Set(parts.filter((part) => part.kind === kind).map((part) => part.text));
  const [removed, added] = [slugsOf("removed"), slugsOf("added")];
  return parts.map(({ kind, text: slug }) => {
    const moved = kind !== "same" && removed.has(slug) && added.has(slug);
    return { kind, text: `${trackName(slug)}${moved ? MOVED : ""}` };
  });
}

function fieldParts(field: PlaylistRevisionField, older: PlaylistRevisionFields, newer: PlaylistRevisionFields): DiffPart[] | null {
  switch (field) {
    case "tracks":
      return sameList(older.tracks, newer.tracks) ? null : trackParts(older.tracks, newer.tracks);
    case "products":
      return sameList(older.products, newer.products) ? null : listParts(older.products, newer.products);
    case "tone":
      return older.tone === newer.tone ? null : replaced(toneName(older.tone), toneName(newer.tone));
    case "notes":
      return older.notes === newer.notes ? null : bodyParts(older.notes, newer.notes);
    default:
      return older[field] === newer[field] ? null : merged(fromChanges(diffWords(older[field], newer[field])));
  }
}

/** The fields that differ between two versions of a playlist, older first, in the editor's order. */
export function diffPlaylistRevisions(older: PlaylistRevisionFields, newer: PlaylistRevisionFields): PlaylistFieldDiff[] {
  const diffs: PlaylistFieldDiff[] = [];
  for (const field of FIELD_ORDER) {
    const parts = fieldParts(field, older, newer);
    if (parts) diffs.push({ field, label: PLAYLIST_REVISION_LABELS[field], parts });
  }
  return diffs;
}
