// What changed between two saved versions of a story, field by field, for the revision history
// (issue 37). Short fields are compared word by word; lists item by item (a topic or product slug
// is one thing, not words); the body line by line, since Markdown keeps a paragraph on one line,
// and word by word inside a paragraph that was edited rather than replaced.
import { diffArrays, diffLines, diffWords, type Change } from "diff";
import { STORY_FIELD_LABELS } from "./story-input";

export type StoryRevisionFields = {
  title: string;
  standfirst: string;
  section: string;
  topics: string[];
  author: string;
  heroImage: string;
  heroAlt: string;
  products: string[];
  /** A WATCH video's slug or "" (revisions saved before stories had a video lack it: read as ""). */
  video: string;
  seoTitle: string;
  seoDescription: string;
  body: string;
};

/** A revision as stored: those saved before stories had a video lack the field. */
export type StoredRevisionFields = Omit<StoryRevisionFields, "video"> & { video?: string };

/** A stored revision's fields, with what older revisions lack filled in as the story then was. */
export function storedRevisionFields(stored: StoredRevisionFields): StoryRevisionFields {
  return { ...stored, video: stored.video ?? "" };
}

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };
export type RevisionField = keyof StoryRevisionFields;
export type FieldDiff = { field: RevisionField; label: string; parts: DiffPart[] };

/** The fields in the order the editor shows them. */
const FIELD_ORDER: readonly RevisionField[] = [
  "title",
  "standfirst",
  "section",
  "topics",
  "author",
  "heroImage",
  "heroAlt",
  "products",
  "video",
  "seoTitle",
  "seoDescription",
  "body",
];

const kindOf = (change: { added: boolean; removed: boolean }): DiffPart["kind"] =>
  change.added ? "added" : change.removed ? "removed" : "same";

/** Joins neighbouring parts of one kind, so "same" text is never split in two. */
export function merged(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (part.text === "") continue;
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

export const fromChanges = (changes: Change[]): DiffPart[] => changes.map((change) => ({ kind: kindOf(change), text: change.value }));

export function listParts(older: readonly string[], newer: readonly string[]): DiffPart[] {
  // One part per item: lists are shown as separate chips, so items are never joined.
  return diffArrays([...older], [...newer]).flatMap((change) =>
    change.value.map((item) => ({ kind: kindOf(change), text: item })),
  );
}

/**
 * The body by lines; where exactly one line (a paragraph) was removed and one added in its place,
 * the pair is compared by words instead, so a corrected typo shows as one word, not two paragraphs.
 */
export function bodyParts(older: string, newer: string): DiffPart[] {
  // A last line without its newline differs from the same line with one: "B" then "B\n\nC" would
  // read as B removed and B + C added. Both end in a newline for the comparison, taken off after.
  const unended = !older.endsWith("\n") && !newer.endsWith("\n");
  const changes = diffLines(withLastNewline(older), withLastNewline(newer));
  const parts: DiffPart[] = [];
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index];
    const next = changes[index + 1];
    const editedParagraph = change.removed && next?.added && change.count === 1 && next.count === 1;
    if (editedParagraph) {
      parts.push(...fromChanges(diffWords(change.value, next.value)));
      index += 1;
    } else {
      parts.push({ kind: kindOf(change), text: change.value });
    }
  }
  const last = parts.at(-1);
  if (unended && last?.text.endsWith("\n")) parts[parts.length - 1] = { ...last, text: last.text.slice(0, -1) };
  return merged(parts.filter((part) => part.text !== ""));
}

const withLastNewline = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`);

export function sameList(older: readonly string[], newer: readonly string[]): boolean {
  return older.length === newer.length && older.every((item, index) => item === newer[index]);
}

/** One value replaced by another, whole (a video's series, a playlist's colour): the old one removed, the new one added (an empty side left out). */
export const replaced = (before: string, after: string): DiffPart[] => merged([{ kind: "removed", text: before }, { kind: "added", text: after }]);

/** A stored revision's text field (JSON), anything else read as empty. */
export const storedText = (value: unknown): string => (typeof value === "string" ? value : "");

/** A stored revision's list of slugs (JSON), anything not text left out. */
export const storedTexts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

function fieldParts(field: RevisionField, older: StoryRevisionFields, newer: StoryRevisionFields): DiffPart[] | null {
  if (field === "topics" || field === "products") {
    return sameList(older[field], newer[field]) ? null : listParts(older[field], newer[field]);
  }
  const before = older[field];
  const after = newer[field];
  if (before === after) return null;
  return field === "body" ? bodyParts(before, after) : merged(fromChanges(diffWords(before, after)));
}

/** The fields that differ between two revisions, older first, in the editor's order. */
export function diffRevisions(older: StoryRevisionFields, newer: StoryRevisionFields): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const field of FIELD_ORDER) {
    const parts = fieldParts(field, older, newer);
    if (parts) diffs.push({ field, label: STORY_FIELD_LABELS[field], parts });
  }
  return diffs;
}
