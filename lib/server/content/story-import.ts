import "server-only";
import { eq } from "drizzle-orm";
import { allArticles, allAuthors } from "content-collections";
import type { Db } from "../platform/db";
import { contentAuthorRevisions, contentAuthors, meta, stories, storyRevisions } from "../schema";
import { authorRevisionFields, revisionFieldsOf } from "./story-rows";

// The demo import (DEMO_DATA only): READ's Markdown files under content/ become the newsroom's
// stories and authors, once. A marker in `meta` records it, so a story an editor later unpublishes,
// renames or rewrites is never put back by a restart or a release. Slugs, dates, authors, images
// and products are kept; each story starts published with one revision by IMPORT_ACTOR, and each
// author inserted here with one too (migration 0029's backfill found none: it runs first).

const IMPORTED_KEY = "storiesImported";
export const IMPORT_ACTOR = { uid: "import", email: null } as const;

export async function importDemoStories(db: Db): Promise<"imported" | "alreadyImported"> {
  const [done] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, IMPORTED_KEY));
  if (done) return "alreadyImported";
  await db.transaction(async (tx) => {
    if (allAuthors.length) {
      // Only the authors inserted now get a first revision: one already there has its own history.
      const inserted = await tx
        .insert(contentAuthors)
        .values(allAuthors.map((author) => ({ slug: author.slug, name: author.name, role: author.role, bio: author.bioMarkdown.trim(), avatar: author.avatar })))
        .onConflictDoNothing()
        .returning();
      if (inserted.length) {
        await tx.insert(contentAuthorRevisions).values(inserted.map((row) => ({ author: row.slug, fields: authorRevisionFields(row), actorUid: IMPORT_ACTOR.uid, actorEmail: IMPORT_ACTOR.email })));
      }
    }
    for (const article of allArticles) {
      const [story] = await tx
        .insert(stories)
        .values({
          slug: article.slug,
          status: "published",
          title: article.title,
          standfirst: article.standfirst,
          authorSlug: article.author,
          section: article.section,
          topics: article.topics,
          heroImage: article.hero.image,
          heroAlt: article.hero.alt,
          products: article.products,
          video: article.video ?? "",
          body: article.markdown.trim(),
          words: article.words,
          date: article.date,
          // Published at 08:00 UK time on its day (07:00 or 08:00 UTC): the hour is not shown.
          publishedAt: new Date(`${article.date}T08:00:00Z`),
          updatedBy: IMPORT_ACTOR.uid,
        })
        .onConflictDoNothing()
        .returning();
      if (story) await tx.insert(storyRevisions).values({ storyId: story.id, fields: revisionFieldsOf(story), actorUid: IMPORT_ACTOR.uid, actorEmail: null });
    }
    await tx.insert(meta).values({ key: IMPORTED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
  return "imported";
}
