import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { NewsroomStoryRow, RevisionComparison, StoryEditorData, StoryFormOptions, StoryRevisionSummary } from "@/lib/admin/content-contract";
import { diffRevisions, storedRevisionFields } from "@/lib/content/revision-diff";
import type { StoryInput } from "@/lib/content/story-input";
import type { StoryStatus } from "@/lib/content/workflow";
import { libraryPictureChoices } from "../media/library";
import { getDb } from "../platform/db";
import { contentAuthors, products, stories, storyRevisions } from "../schema";
import { storiesWithAuthor } from "./stories";
import { revisionFieldsOf, type StoryRow } from "./story-rows";
import { videos } from "./content";

// What the newsroom reads: every story whatever its state, one story for the editor with its
// revisions, and two revisions compared. Never cached: editors see their own writes at once.

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function newsroomStories(): Promise<NewsroomStoryRow[]> {
  const db = await getDb();
  const rows = await storiesWithAuthor(db).orderBy(desc(stories.updatedAt), asc(stories.slug));
  return rows.map(({ story, authorName }) => ({
    id: story.id,
    slug: story.slug,
    title: story.title,
    section: story.section,
    authorName,
    status: story.status as StoryStatus,
    date: story.date,
    publishAt: iso(story.publishAt),
    updatedAt: story.updatedAt.toISOString(),
  }));
}

/** The fields the editor's form holds, from a story's row. */
export function storyInputOf(row: StoryRow): StoryInput {
  const fields = revisionFieldsOf(row);
  return { ...fields, slug: row.slug, section: fields.section as StoryInput["section"], topics: fields.topics as StoryInput["topics"] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isStoryId = (id: string) => UUID.test(id);

export async function storyRow(id: string): Promise<StoryRow | null> {
  if (!isStoryId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(stories).where(eq(stories.id, id));
  return row ?? null;
}

async function revisionSummaries(storyId: string): Promise<StoryRevisionSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: storyRevisions.id, at: storyRevisions.createdAt, uid: storyRevisions.actorUid, email: storyRevisions.actorEmail })
    .from(storyRevisions)
    .where(eq(storyRevisions.storyId, storyId))
    .orderBy(desc(storyRevisions.id));
  return rows.map((row) => ({ id: row.id, at: row.at.toISOString(), actor: { uid: row.uid, email: row.email } }));
}

export async function storyForEditor(id: string): Promise<StoryEditorData | null> {
  const row = await storyRow(id);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status as StoryStatus,
    fields: storyInputOf(row),
    date: row.date,
    publishAt: iso(row.publishAt),
    publishedAt: iso(row.publishedAt),
    updatedAt: row.updatedAt.toISOString(),
    revisions: await revisionSummaries(row.id),
  };
}

/** A revision compared with a later one, or with the story as it is now (`newerId` null). */
export async function compareRevisions(storyId: string, olderId: number, newerId: number | null): Promise<RevisionComparison | null> {
  const row = await storyRow(storyId);
  if (!row) return null;
  const db = await getDb();
  const ids = newerId === null ? [olderId] : [olderId, newerId];
  const found = await db.select().from(storyRevisions).where(and(eq(storyRevisions.storyId, storyId), inArray(storyRevisions.id, ids)));
  const older = found.find((revision) => revision.id === olderId);
  const newer = newerId === null ? null : found.find((revision) => revision.id === newerId);
  if (!older || newer === undefined) return null;
  const summary = (revision: typeof older): StoryRevisionSummary => ({ id: revision.id, at: revision.createdAt.toISOString(), actor: { uid: revision.actorUid, email: revision.actorEmail } });
  return {
    older: summary(older),
    newer: newer ? summary(newer) : null,
    changes: diffRevisions(storedRevisionFields(older.fields), newer ? storedRevisionFields(newer.fields) : revisionFieldsOf(row)),
  };
}

/** The authors, products, videos and pictures (the media library's first, then the stories' heroes) the editor's form offers. */
export async function storyFormOptions(): Promise<StoryFormOptions> {
  const db = await getDb();
  const [authorRows, productRows, libraryImages, storyImages] = await Promise.all([
    db.select({ slug: contentAuthors.slug, name: contentAuthors.name }).from(contentAuthors).orderBy(asc(contentAuthors.name)),
    db.select({ slug: products.slug, name: products.name }).from(products).orderBy(asc(products.name)),
    libraryPictureChoices(db),
    db.selectDistinct({ src: stories.heroImage, alt: stories.heroAlt }).from(stories).orderBy(asc(stories.heroImage)),
  ]);
  const inLibrary = new Set(libraryImages.map((image) => image.src));
  const videoChoices = (await videos()).map((video) => ({ slug: video.slug, title: video.title }));
  return { authors: authorRows, products: productRows, videos: videoChoices, images: [...libraryImages, ...storyImages.filter((image) => !inLibrary.has(image.src))] };
}
