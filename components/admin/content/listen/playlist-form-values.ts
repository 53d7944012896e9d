// The playlist form's values, its checks before sending and its error summary: pure, so the hook
// that saves (use-playlist-editor.ts), the components and the tests share one idea of "what the
// editor typed". Refusals arrive as sentences by field (lib/music/playlist-input.ts), already labelled.
import type { SummaryError } from "@/components/forms/ErrorSummary";
import { notSavedSentence } from "@/lib/content/field-errors";
import { PLAYLIST_FIELD_LABELS, playlistFieldErrors, playlistInputSchema, type PlaylistField, type PlaylistInput } from "@/lib/music/playlist-input";
import { storyFieldId } from "../story-form-values";

export type PlaylistValues = PlaylistInput;
export type FieldErrors = Partial<Record<string, string>>;

/** The fields in the order the form shows them (the summary lists refusals in this order); a new playlist's address comes first. */
const FIELD_ORDER: readonly string[] = ["title", "slug", "mood", "description", "tone", "notes", "tracks", "products"];

/** The tracks' "Add a track" list and the products' filter box: where the summary sends focus for those. */
export const TRACK_CHOICE_ID = "playlist-track-choice";
export const PRODUCTS_FILTER_ID = "playlist-products-filter";
export const SAVE_STATUS_ID = "playlist-save-status";

export const valuesOf = (fields: PlaylistInput): PlaylistValues => ({ ...fields, tracks: [...fields.tracks], products: [...fields.products] });

export type Checked = { ok: true; fields: PlaylistInput } | { ok: false; fields: FieldErrors; message: string };

/** The server's own rules, checked before sending so a half-typed field is not sent to be refused. */
export function checkValues(values: PlaylistValues): Checked {
  const parsed = playlistInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const fields = playlistFieldErrors(parsed.error);
  return { ok: false, fields, message: notSavedSentence(Object.keys(fields).length) };
}

const isField = (key: string): key is PlaylistField => Object.hasOwn(PLAYLIST_FIELD_LABELS, key);
const inForm = (key: string) => FIELD_ORDER.includes(key);

/** The control a summary line moves focus to: the field's own, the tracks' list, the products' filter, or the title for anything else. */
export function targetOf(key: string): string {
  if (key === "tracks") return TRACK_CHOICE_ID;
  if (key === "products") return PRODUCTS_FILTER_ID;
  return storyFieldId(isField(key) || key === "slug" ? key : "title");
}

/** The error summary's lines, in the order of the form; sentences the form has no field for come last. */
export function summaryOf(errors: FieldErrors): SummaryError[] {
  const keys = [...FIELD_ORDER.filter((field) => errors[field]), ...Object.keys(errors).filter((key) => !inForm(key) && errors[key])];
  return keys.map((key) => ({ target: targetOf(key), text: errors[key] ?? "" }));
}

/** The tracks with the one at `index` moved by `by` places (up: -1, down: +1); unchanged at either end. */
export function moveTrack(tracks: readonly string[], index: number, by: -1 | 1): string[] {
  const to = index + by;
  if (index < 0 || index >= tracks.length || to < 0 || to >= tracks.length) return [...tracks];
  const moved = [...tracks];
  [moved[index], moved[to]] = [moved[to], moved[index]];
  return moved;
}
