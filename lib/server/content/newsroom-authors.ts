import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { AuthorInput } from "@/lib/content/author-input";
import { recordActivity } from "../admin/activity";
import { libraryPictureChoices } from "../media/library";
import { missingLibraryPictures } from "../media/library-uses";
import { getDb } from "../platform/db";
import { contentAuthorRevisions, contentAuthors, stories } from "../schema";
import { refreshStories } from "./cached-stories";
import { authorRevisionFields } from "./story-rows";

// READ's authors as the newsroom keeps them. An author's address (slug) is fixed once created:
// their page's URL and every story's byline point at it. Each change is a revision (who, when,
// what: ./author-revisions.ts lists, compares and restores them), is in the activity log and
// expires READ's pages (bylines, author pages, the feed).

export interface NewsroomAuthor extends AuthorInput {
  stories: number;
}

export type AuthorOutcome = { ok: true; author: NewsroomAuthor } | { ok: false; status: number; code: string; message: string; fields?: Record<string, string> };

export function newsroomAuthors(): Promise<NewsroomAuthor[]> {
  return authorsWithStoryCounts();
}

/** The portraits the author form offers: the media library's pictures, then those authors already have. */
export async function avatarChoices(authors: NewsroomAuthor[]): Promise<string[]> {
  const library = await libraryPictureChoices(await getDb());
  return [...new Set([...library.map((picture) => picture.src), ...authors.map((author) => author.avatar)])];
}

/** One author as the newsroom lists them, or null. */
export async function newsroomAuthor(slug: string): Promise<NewsroomAuthor | null> {
  const [author] = await authorsWithStoryCounts(slug);
  return author ?? null;
}

async function authorsWithStoryCounts(slug?: string): Promise<NewsroomAuthor[]> {
  const db = await getDb();
  return db
    .select({ slug: contentAuthors.slug, name: contentAuthors.name, role: contentAuthors.role, bio: contentAuthors.bio, avatar: contentAuthors.avatar, stories: count(stories.id) })
    .from(contentAuthors)
    .leftJoin(stories, eq(stories.authorSlug, contentAuthors.slug))
    .where(slug === undefined ? undefined : eq(contentAuthors.slug, slug))
    .groupBy(contentAuthors.slug)
    .orderBy(asc(contentAuthors.name));
}

/** A portrait from the media library deleted while the form was open (missingLibraryPictures). */
const portraitDeleted = (): AuthorOutcome => ({
  ok: false,
  status: 400,
  code: "invalidAuthor",
  message: "One field needs changing: see the field marked.",
  fields: { avatar: "This picture has been deleted from the media library. Choose another." },
});

export const authorNotFound = { ok: false as const, status: 404 as const, code: "authorNotFound", message: "There is no such author." };

export async function createAuthor(member: StaffMember, input: AuthorInput): Promise<AuthorOutcome> {
  const db = await getDb();
  const created = await db.transaction(async (tx) => {
    if ((await missingLibraryPictures(tx, [input.avatar])).length > 0) return "pictureDeleted" as const;
    const [row] = await tx.insert(contentAuthors).values(input).onConflictDoNothing().returning();
    if (row) {
      await tx.insert(contentAuthorRevisions).values({ author: row.slug, fields: authorRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
      await recordActivity(tx, { member, action: "author.create", subject: row.slug, after: { name: row.name } });
    }
    return row;
  });
  if (created === "pictureDeleted") return portraitDeleted();
  if (!created) return { ok: false, status: 409, code: "authorTaken", message: "One field needs changing: see the field marked.", fields: { slug: "Another author has this address. Choose another." } };
  return { ok: true, author: { ...input, stories: 0 } };
}

/** What a write logs: a save (`author.edit`), or a restore (`author.restore`) naming the revision it put back. */
export type AuthorWriteLog = { action: "author.edit" } | { action: "author.restore"; revision: number };

/** A write's outcome: the author as saved, no such author, or a portrait deleted from the media library. */
export type AuthorWritten = { ok: true; author: NewsroomAuthor } | { ok: false; reason: "authorNotFound" | "pictureDeleted" };

/**
 * The one write behind a save and a restore, its input already through the save's schema: in ONE
 * transaction with the row locked, the portrait checked against the media library, the row
 * updated, a revision and the activity-log entry; then READ's pages expire.
 */
export async function writeAuthor(member: StaffMember, slug: string, input: Omit<AuthorInput, "slug">, log: AuthorWriteLog): Promise<AuthorWritten> {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentAuthors).where(eq(contentAuthors.slug, slug)).for("update");
    if (!before) return "authorNotFound" as const;
    if ((await missingLibraryPictures(tx, [input.avatar])).length > 0) return "pictureDeleted" as const;
    const [row] = await tx
      .update(contentAuthors)
      .set({ name: input.name, role: input.role, bio: input.bio, avatar: input.avatar, updatedAt: sql`now()` })
      .where(eq(contentAuthors.slug, slug))
      .returning();
    await tx.insert(contentAuthorRevisions).values({ author: slug, fields: authorRevisionFields(row), actorUid: member.uid, actorEmail: member.email });
    const after = log.action === "author.restore" ? { revision: log.revision } : undefined;
    await recordActivity(tx, { member, action: log.action, subject: slug, before: { name: before.name, role: before.role, avatar: before.avatar }, after });
    return "written" as const;
  });
  if (updated !== "written") return { ok: false, reason: updated };
  await refreshStories();
  const author = await newsroomAuthor(slug);
  return author ? { ok: true, author } : { ok: false, reason: "authorNotFound" };
}

export async function updateAuthor(member: StaffMember, slug: string, input: Omit<AuthorInput, "slug">): Promise<AuthorOutcome> {
  const written = await writeAuthor(member, slug, input, { action: "author.edit" });
  if (written.ok) return written;
  return written.reason === "pictureDeleted" ? portraitDeleted() : authorNotFound;
}
