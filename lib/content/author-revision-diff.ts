// What changed between two saved versions of a READ author, field by field, for the author editor's
// revision history, compared as a story's and a video's are (./revision-diff.ts,
// lib/watch/video-revision-diff.ts): the name and role by words; the biography by lines (words
// inside an edited paragraph), as a story's body; the avatar's path whole, the old value above the
// new. Pure: no I/O.
import { diffWords } from "diff";
import { AUTHOR_FIELD_LABELS, type AuthorInput } from "./author-input";
import { bodyParts, fromChanges, merged, replaced, storedText, type DiffPart } from "./revision-diff";

export type AuthorRevisionFields = Omit<AuthorInput, "slug">;
export type AuthorRevisionField = keyof AuthorRevisionFields;
export type AuthorFieldDiff = { field: AuthorRevisionField; label: string; parts: DiffPart[] };

/** The fields in the order the editor shows them (the address never changes, so it is not kept). */
const FIELD_ORDER: readonly AuthorRevisionField[] = ["name", "role", "bio", "avatar"];

/** A revision's fields as stored (JSON); anything missing or of the wrong kind read as empty. */
export function authorRevisionFieldsOf(stored: Record<string, unknown>): AuthorRevisionFields {
  return { name: storedText(stored.name), role: storedText(stored.role), bio: storedText(stored.bio), avatar: storedText(stored.avatar) };
}

/** The fields a save takes (lib/content/author-input.ts, without the address), unchecked: a restore hands them to the save's schema. */
export function authorInputFromRevision({ name, role, bio, avatar }: AuthorRevisionFields): Record<AuthorRevisionField, unknown> {
  return { name, role, bio, avatar };
}

function fieldParts(field: AuthorRevisionField, older: AuthorRevisionFields, newer: AuthorRevisionFields): DiffPart[] | null {
  if (older[field] === newer[field]) return null;
  if (field === "bio") return bodyParts(older.bio, newer.bio);
  if (field === "avatar") return replaced(older.avatar, newer.avatar);
  return merged(fromChanges(diffWords(older[field], newer[field])));
}

/** The fields that differ between two versions of an author, older first, in the editor's order. */
export function diffAuthorRevisions(older: AuthorRevisionFields, newer: AuthorRevisionFields): AuthorFieldDiff[] {
  const diffs: AuthorFieldDiff[] = [];
  for (const field of FIELD_ORDER) {
    const parts = fieldParts(field, older, newer);
    if (parts) diffs.push({ field, label: AUTHOR_FIELD_LABELS[field], parts });
  }
  return diffs;
}
