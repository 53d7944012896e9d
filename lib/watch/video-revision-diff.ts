// What changed between two saved versions of a WATCH video, field by field, for the video editor's
// revision history, compared as a story's and a lesson's are (lib/content/revision-diff.ts,
// lib/learn/lesson-revision-diff.ts): the title, description and poster alt text by words; the
// series (by the name WATCH shows) and the poster's path whole, the old value above the new; the
// products item by item; the notes by lines (words inside an edited paragraph), only when both
// versions recorded them: revisions keep the fields the editor changes, and the notes are not one
// of them yet, so a version without notes says nothing about them. Pure: no I/O.
import { diffWords } from "diff";
import { bodyParts, fromChanges, listParts, merged, replaced, sameList, storedText, storedTexts, type DiffPart } from "@/lib/content/revision-diff";
import { VIDEO_THEME_COPY } from "@/lib/content/watch-themes";
import { VIDEO_FIELD_LABELS, type VideoField } from "./video-input";

export type VideoRevisionFields = {
  title: string;
  description: string;
  /** A series' slug (lib/content/schema.ts VIDEO_THEMES), as stored. */
  theme: string;
  posterImage: string;
  posterAlt: string;
  products: string[];
  /** The notes' Markdown; null when the version did not record them. */
  notes: string | null;
};

export type VideoRevisionField = keyof VideoRevisionFields;
export type VideoFieldDiff = { field: VideoRevisionField; label: string; parts: DiffPart[] };

/** The editor's labels ("Series", "Poster alt text"), and the notes'. */
export const VIDEO_REVISION_LABELS: Record<VideoRevisionField, string> = { ...VIDEO_FIELD_LABELS, notes: "Notes" };

/** The fields in the order the editor shows them; the notes, shown under the description on WATCH, last. */
const FIELD_ORDER: readonly VideoRevisionField[] = ["title", "description", "theme", "posterImage", "posterAlt", "products", "notes"];

/** A revision's fields as stored (JSON); anything missing read as empty, the notes as not recorded. */
export function videoRevisionFieldsOf(stored: Record<string, unknown>): VideoRevisionFields {
  return {
    title: storedText(stored.title),
    description: storedText(stored.description),
    theme: storedText(stored.theme),
    posterImage: storedText(stored.posterImage),
    posterAlt: storedText(stored.posterAlt),
    products: storedTexts(stored.products),
    notes: typeof stored.notes === "string" ? stored.notes : null,
  };
}

/** The fields a save takes (lib/watch/video-input.ts), unchecked: a restore hands them to the save's schema. */
export function videoInputFromRevision({ title, description, theme, posterImage, posterAlt, products }: VideoRevisionFields): Record<VideoField, unknown> {
  return { title, description, theme, products, posterImage, posterAlt };
}

/** A series as WATCH names it ("Taste test"); a slug WATCH does not know, as it is. */
export const seriesName = (theme: string): string => (Object.hasOwn(VIDEO_THEME_COPY, theme) ? VIDEO_THEME_COPY[theme as keyof typeof VIDEO_THEME_COPY].label : theme);

function fieldParts(field: VideoRevisionField, older: VideoRevisionFields, newer: VideoRevisionFields): DiffPart[] | null {
  switch (field) {
    case "products":
      return sameList(older.products, newer.products) ? null : listParts(older.products, newer.products);
    case "theme":
      return older.theme === newer.theme ? null : replaced(seriesName(older.theme), seriesName(newer.theme));
    case "posterImage":
      return older.posterImage === newer.posterImage ? null : replaced(older.posterImage, newer.posterImage);
    case "notes":
      return older.notes === null || newer.notes === null || older.notes === newer.notes ? null : bodyParts(older.notes, newer.notes);
    default:
      return older[field] === newer[field] ? null : merged(fromChanges(diffWords(older[field], newer[field])));
  }
}

/** The fields that differ between two versions of a video, older first, in the editor's order. */
export function diffVideoRevisions(older: VideoRevisionFields, newer: VideoRevisionFields): VideoFieldDiff[] {
  const diffs: VideoFieldDiff[] = [];
  for (const field of FIELD_ORDER) {
    const parts = fieldParts(field, older, newer);
    if (parts) diffs.push({ field, label: VIDEO_REVISION_LABELS[field], parts });
  }
  return diffs;
}
