import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { countWords } from "@/lib/content/markdown";
import type { StoryInput } from "@/lib/content/story-input";
import { storedRevisionFields, type StoryRevisionFields } from "@/lib/content/revision-diff";
import { utcToUkLocalInput } from "@/lib/content/uk-time";
import { applyStoryAction, type StoryAction, type StoryStatus } from "@/lib/content/workflow";
import { recordActivity } from "../admin/activity";
import { libraryIdsIn } from "@/lib/media/library-contract";
import { missingLibraryPictures } from "../media/library-uses";
import { getDb, type Tx } from "../platform/db";
import { contentAuthors, stories, storyRevisions, storySlugRedirects, watchVideos } from "../schema";
import { refreshStories } from "./cached-stories";
import { revisionFieldsOf } from "./story-rows";

// The newsroom's writes. Each runs in one transaction with the story's row locked, its revision
// and its activity-log entry, so two editors saving at once are applied one after the other and a
// write and its record stand or fall together. Whatever changes what readers see (a live story's
// fields, publishing, unpublishing) expires READ's cache before the editor is answered.

export type StoryOutcome =
  | { ok: true; id: string; status: StoryStatus; changedLive: boolean }
  | { ok: false; status: number; code: string; message: string; fields?: Record<string, string> };

const notFound = (): StoryOutcome => ({ ok: false, status: 404, code: "storyNotFound", message: "There is no such story." });

/** Autosaves by the same editor within this long are one revision: history stays readable. */
export const AUTOSAVE_REVISION_GAP_MS = 5 * 60 * 1000;

function columnsOf(input: StoryRevisionFields & { slug: string }) {
  return {
    slug: input.slug,
    title: input.title,
    standfirst: input.standfirst,
    authorSlug: input.author,
    section: input.section,
    topics: input.topics,
    heroImage: input.heroImage,
    heroAlt: input.heroAlt,
    products: input.products,
    video: input.video,
    body: input.body,
    words: countWords(input.body),
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

/** Refusals the database would give less clearly: an unknown author or video, a slug another story holds. */
async function checkReferences(tx: Tx, input: StoryInput, storyId: string | null): Promise<StoryOutcome | null> {
  const [author] = await tx.select({ slug: contentAuthors.slug }).from(contentAuthors).where(eq(contentAuthors.slug, input.author));
  if (!author) return { ok: false, status: 400, code: "invalidStory", message: "One field needs changing: see the field marked.", fields: { author: "Choose an author." } };
  if (input.video) {
    // The table itself, inside the transaction (not WATCH's cache): the check sees committed videos.
    const [video] = await tx.select({ slug: watchVideos.slug }).from(watchVideos).where(eq(watchVideos.slug, input.video));
    if (!video) return { ok: false, status: 400, code: "invalidStory", message: "One field needs changing: see the field marked.", fields: { video: "Choose a video from the list." } };
  }
  const deletedPicture = await deletedPictureFields(tx, input);
  if (deletedPicture) return { ok: false, status: 400, code: "invalidStory", message: "One field needs changing: see the field marked.", fields: deletedPicture };
  const slugTaken = await tx
    .select({ id: stories.id })
    .from(stories)
    .where(storyId ? and(eq(stories.slug, input.slug), ne(stories.id, storyId)) : eq(stories.slug, input.slug));
  const [redirect] = await tx.select({ storyId: storySlugRedirects.storyId }).from(storySlugRedirects).where(eq(storySlugRedirects.oldSlug, input.slug));
  if (slugTaken.length || (redirect && redirect.storyId !== storyId)) {
    return { ok: false, status: 409, code: "slugTaken", message: "One field needs changing: see the field marked.", fields: { slug: "Another story has or had this slug. Choose another." } };
  }
  return null;
}

/** The hero or body naming a media-library picture deleted since it was chosen (locking those kept: missingLibraryPictures). */
async function deletedPictureFields(tx: Tx, fields: { heroImage: string; body: string }): Promise<Record<string, string> | null> {
  // One read (and one lock) for every picture the story names; then which field names a missing one.
  const missing = await missingLibraryPictures(tx, [fields.heroImage, fields.body]);
  if (missing.length === 0) return null;
  const namesMissing = (text: string) => libraryIdsIn(text).some((id) => missing.includes(id));
  return {
    ...(namesMissing(fields.heroImage) ? { heroImage: "This picture has been deleted from the media library. Choose another." } : {}),
    ...(namesMissing(fields.body) ? { body: "A picture in the body has been deleted from the media library. Take it out or choose another." } : {}),
  };
}

async function addRevision(tx: Tx, member: StaffMember, storyId: string, fields: StoryRevisionFields): Promise<void> {
  await tx.insert(storyRevisions).values({ storyId, fields, actorUid: member.uid, actorEmail: member.email });
}

export async function createStory(member: StaffMember, input: StoryInput): Promise<StoryOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const refused = await checkReferences(tx, input, null);
    if (refused) return refused;
    const [row] = await tx
      .insert(stories)
      .values({ ...columnsOf(input), status: "draft", updatedBy: member.uid })
      .returning();
    await addRevision(tx, member, row.id, revisionFieldsOf(row));
    await recordActivity(tx, { member, action: "story.create", subject: row.slug, after: { title: row.title } });
    return { ok: true, id: row.id, status: "draft", changedLive: false };
  });
}

/**
 * Saves an editor's fields. An autosave adds a revision only when the last one is another
 * editor's or older than AUTOSAVE_REVISION_GAP_MS; an explicit save always does. A slug change on
 * a story readers have seen keeps the old slug as a redirect.
 */
export async function saveStory(member: StaffMember, id: string, input: StoryInput, { autosave }: { autosave: boolean }): Promise<StoryOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<StoryOutcome> => {
    const [current] = await tx.select().from(stories).where(eq(stories.id, id)).for("update");
    if (!current) return notFound();
    const refused = await checkReferences(tx, input, id);
    if (refused) return refused;
    const [row] = await tx
      .update(stories)
      .set({ ...columnsOf(input), updatedAt: sql`now()`, updatedBy: member.uid })
      .where(eq(stories.id, id))
      .returning();
    if (current.slug !== row.slug && current.publishedAt) {
      await tx.insert(storySlugRedirects).values({ oldSlug: current.slug, storyId: id }).onConflictDoNothing();
    }
    // The story's new slug must not also be one of its own old ones (a rename back).
    await tx.delete(storySlugRedirects).where(and(eq(storySlugRedirects.oldSlug, row.slug), eq(storySlugRedirects.storyId, id)));
    if (!autosave || (await revisionIsDue(tx, member, id))) await addRevision(tx, member, id, revisionFieldsOf(row));
    if (!autosave) await recordActivity(tx, { member, action: "story.edit", subject: row.slug, before: current.slug !== row.slug ? { slug: current.slug } : null });
    return { ok: true, id, status: row.status as StoryStatus, changedLive: row.status === "published" };
  });
  if (outcome.ok && outcome.changedLive) await refreshStories();
  return outcome;
}

async function revisionIsDue(tx: Tx, member: StaffMember, id: string): Promise<boolean> {
  const [last] = await tx
    .select({ uid: storyRevisions.actorUid, at: storyRevisions.createdAt })
    .from(storyRevisions)
    .where(eq(storyRevisions.storyId, id))
    .orderBy(desc(storyRevisions.id))
    .limit(1);
  return !last || last.uid !== member.uid || Date.now() - last.at.getTime() > AUTOSAVE_REVISION_GAP_MS;
}

const ACTION_LOG = { publish: "story.publish", schedule: "story.schedule", unschedule: "story.unschedule", unpublish: "story.unpublish" } as const;

/** The first publication's UK calendar day: the date readers see, kept by later edits. */
const ukDay = (at: Date) => utcToUkLocalInput(at).slice(0, 10);

/** Publish, schedule, cancel a schedule or unpublish (lib/content/workflow.ts decides). */
export async function changeStoryStatus(member: StaffMember, id: string, action: StoryAction, now = new Date()): Promise<StoryOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<StoryOutcome> => {
    const [current] = await tx.select().from(stories).where(eq(stories.id, id)).for("update");
    if (!current) return notFound();
    const next = applyStoryAction({ status: current.status as StoryStatus, publishAt: current.publishAt }, action, now);
    if (!next.ok) return { ok: false, status: 409, code: next.code, message: next.message };
    const publishedAt = next.publishedAt ? (current.publishedAt ?? next.publishedAt) : current.publishedAt;
    await tx
      .update(stories)
      .set({
        status: next.status,
        publishAt: next.publishAt,
        publishedAt,
        date: next.status === "published" ? (current.date ?? ukDay(now)) : current.date,
        updatedAt: sql`now()`,
        updatedBy: member.uid,
      })
      .where(eq(stories.id, id));
    await recordActivity(tx, {
      member,
      action: ACTION_LOG[action.action],
      subject: current.slug,
      before: { status: current.status },
      after: { status: next.status, ...(next.publishAt ? { publishAt: next.publishAt.toISOString() } : {}) },
    });
    const changedLive = current.status === "published" || next.status === "published";
    return { ok: true, id, status: next.status, changedLive };
  });
  if (outcome.ok && outcome.changedLive) await refreshStories();
  return outcome;
}

/** Puts a revision's fields back as the story's (a new revision records it); the slug stays. */
export async function restoreRevision(member: StaffMember, id: string, revisionId: number): Promise<StoryOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<StoryOutcome> => {
    const [current] = await tx.select().from(stories).where(eq(stories.id, id)).for("update");
    if (!current) return notFound();
    const [revision] = await tx.select().from(storyRevisions).where(and(eq(storyRevisions.id, revisionId), eq(storyRevisions.storyId, id)));
    if (!revision) return { ok: false, status: 404, code: "revisionNotFound", message: "That revision is not one of this story's." };
    const fields = storedRevisionFields(revision.fields);
    if (await deletedPictureFields(tx, fields)) {
      return { ok: false, status: 409, code: "pictureDeleted", message: "This version shows a picture since deleted from the media library. Restore another version, or edit the story." };
    }
    const [author] = await tx.select({ slug: contentAuthors.slug }).from(contentAuthors).where(eq(contentAuthors.slug, fields.author));
    const [row] = await tx
      .update(stories)
      .set({
        // The slug stays (a revision does not hold one); an author removed since keeps the current one.
        ...columnsOf({ ...fields, slug: current.slug, author: author ? fields.author : current.authorSlug }),
        updatedAt: sql`now()`,
        updatedBy: member.uid,
      })
      .where(eq(stories.id, id))
      .returning();
    await addRevision(tx, member, id, revisionFieldsOf(row));
    await recordActivity(tx, { member, action: "story.restore", subject: row.slug, after: { revision: revisionId } });
    return { ok: true, id, status: row.status as StoryStatus, changedLive: row.status === "published" };
  });
  if (outcome.ok && outcome.changedLive) await refreshStories();
  return outcome;
}

