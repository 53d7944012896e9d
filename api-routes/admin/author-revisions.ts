import { authorInputSchema } from "@/lib/content/author-input";
import { authorRevisions, compareAuthorRevisions, restoreAuthorRevision } from "@/lib/server/content/author-revisions";
import { jsonError } from "../http";
import { slugRevisionRoutes } from "./revision-routes";

// /api/admin/content/authors/<slug>/revisions: a READ author's saved versions
// (lib/server/content/author-revisions.ts), as a video's (./video-revisions.ts), through the routes
// a video's and a playlist's share (./revision-routes.ts). Editors only (the verified token's
// `editor` claim); a restore takes no body (an empty JSON object at most) and READ shows it at once,
// as a save does.

type Context = { params: Promise<{ slug: string }> };

const authorNotFound = () => jsonError(404, "authorNotFound", "There is no such author.");

/** The address's slug when it can be an author's (the save's own rule for addresses), or null. */
async function authorSlug(context: Context): Promise<string | null> {
  const parsed = authorInputSchema.shape.slug.safeParse((await context.params).slug);
  return parsed.success ? parsed.data : null;
}

export const { handleRevisions: handleAuthorRevisions, handleRestore: handleAuthorRestore } = slugRevisionRoutes({
  noun: "author",
  slugOf: authorSlug,
  notFound: authorNotFound,
  list: authorRevisions,
  compare: compareAuthorRevisions,
  restore: restoreAuthorRevision,
});
