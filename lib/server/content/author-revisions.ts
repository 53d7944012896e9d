import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { AuthorRevisionComparison, AuthorRevisionSummary } from "@/lib/admin/content-contract";
import { authorFieldErrors, authorInputSchema, type AuthorInput } from "@/lib/content/author-input";
import { authorInputFromRevision, authorRevisionFieldsOf, diffAuthorRevisions } from "@/lib/content/author-revision-diff";
import { getDb } from "../platform/db";
import { contentAuthorRevisions, contentAuthors } from "../schema";
import { authorNotFound, writeAuthor, type NewsroomAuthor } from "./newsroom-authors";
import { checksRefusal, comparedRevisionIds, restoreRefusal, revisionComparison, revisionSummaryOf } from "./revision-reads";
import { authorRevisionFields } from "./story-rows";

// A READ author's saved versions, as a video's (../watch/video-revisions.ts) and a story's: who
// saved each and when, one compared with another or with the author as they are now, and a
// restore. A restore is a save of the revision's fields: the save's schema, then the save's own
// write (./newsroom-authors.ts writeAuthor: ONE transaction with the row locked, the portrait
// checked against the media library, a new revision so a restore can itself be undone, an
// `author.restore` entry naming the revision, READ's pages expired here and on every instance). A
// version today's rules refuse is not restored (409, saying why). Never cached: editors see their
// own writes.

export type AuthorRestoreOutcome = { ok: true; author: NewsroomAuthor } | { ok: false; status: 404 | 409; code: string; message: string };

const revisionNotFound = { ok: false as const, status: 404 as const, code: "revisionNotFound", message: "That revision is not one of this author's." };

/** The save's schema without the address: a revision does not keep it (it never changes). */
const restoreSchema = authorInputSchema.omit({ slug: true });

async function authorExists(slug: string): Promise<boolean> {
  const [author] = await (await getDb()).select({ slug: contentAuthors.slug }).from(contentAuthors).where(eq(contentAuthors.slug, slug));
  return author !== undefined;
}

/** An author's revisions, newest first, or null when there is no such author. */
export async function authorRevisions(slug: string): Promise<AuthorRevisionSummary[] | null> {
  if (!(await authorExists(slug))) return null;
  const rows = await (await getDb())
    .select({ id: contentAuthorRevisions.id, createdAt: contentAuthorRevisions.createdAt, actorUid: contentAuthorRevisions.actorUid, actorEmail: contentAuthorRevisions.actorEmail })
    .from(contentAuthorRevisions)
    .where(eq(contentAuthorRevisions.author, slug))
    .orderBy(desc(contentAuthorRevisions.id));
  return rows.map(revisionSummaryOf);
}

/** A revision compared with a later one, or with the author as they are now (`newerId` null); null when either is not this author's. */
export async function compareAuthorRevisions(slug: string, olderId: number, newerId: number | null): Promise<AuthorRevisionComparison | null> {
  const db = await getDb();
  const [row] = await db.select().from(contentAuthors).where(eq(contentAuthors.slug, slug));
  if (!row) return null;
  const found = await db
    .select()
    .from(contentAuthorRevisions)
    .where(and(eq(contentAuthorRevisions.author, slug), inArray(contentAuthorRevisions.id, comparedRevisionIds(olderId, newerId))));
  return revisionComparison(found, { olderId, newerId }, authorRevisionFieldsOf(authorRevisionFields(row)), authorRevisionFieldsOf, diffAuthorRevisions);
}

/** The revision's fields through the save's schema, or why today's rules refuse them. */
function restorable(stored: Record<string, unknown>): { ok: true; input: Omit<AuthorInput, "slug"> } | ReturnType<typeof restoreRefusal> {
  const parsed = restoreSchema.safeParse(authorInputFromRevision(authorRevisionFieldsOf(stored)));
  if (parsed.success) return { ok: true, input: parsed.data };
  return checksRefusal("author", authorFieldErrors(parsed.error));
}

/** Puts an author back as they were at one of their revisions, shown by READ at once, as a new revision. */
export async function restoreAuthorRevision(member: StaffMember, slug: string, revisionId: number): Promise<AuthorRestoreOutcome> {
  // Revisions are append-only, so the one to restore is read (and checked) before the write locks the row.
  const [revision] = await (await getDb())
    .select()
    .from(contentAuthorRevisions)
    .where(and(eq(contentAuthorRevisions.author, slug), eq(contentAuthorRevisions.id, revisionId)));
  if (!revision) return (await authorExists(slug)) ? revisionNotFound : authorNotFound;
  const checked = restorable(revision.fields);
  if (!checked.ok) return checked;
  const written = await writeAuthor(member, slug, checked.input, { action: "author.restore", revision: revisionId });
  if (written.ok) return written;
  if (written.reason === "authorNotFound") return authorNotFound;
  return restoreRefusal("its portrait has since been deleted from the media library.");
}
