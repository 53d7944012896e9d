import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { renderMarkdown } from "@/lib/content/markdown";
import { getDb } from "../platform/db";
import { contentAuthors, stories, storySlugRedirects } from "../schema";
import { articleOf, type Article, type ArticleWithBody, type Author } from "./story-rows";

// READ's reads from the newsroom's tables, uncached (./cached-stories.ts caches them for pages).
// Only published stories exist for readers: a draft, a scheduled story before its time and an
// unpublished one are never read here.

const isLive = eq(stories.status, "published");

/** Stories with their author's name: the one join READ and the newsroom (./newsroom-stories.ts) read through. */
export function storiesWithAuthor(db: Awaited<ReturnType<typeof getDb>>) {
  return db.select({ story: stories, authorName: contentAuthors.name }).from(stories).innerJoin(contentAuthors, eq(contentAuthors.slug, stories.authorSlug)).$dynamic();
}

/** Every published story, newest first: by day, then by the moment it went out, then by slug, so the order never wobbles. */
export async function liveArticles(): Promise<Article[]> {
  const db = await getDb();
  const rows = await storiesWithAuthor(db)
    .where(isLive)
    .orderBy(desc(stories.date), desc(stories.publishedAt), asc(stories.slug));
  return rows.map((row) => articleOf(row.story, row.authorName));
}

/** A published story with its body rendered and sanitised, or null. */
export async function liveArticle(slug: string): Promise<ArticleWithBody | null> {
  const article = await articleWithBody(slug, true);
  if (!article) return null;
  const { id: _id, status: _status, ...published } = article;
  return published;
}

/**
 * A story in any state, for an editor's preview (draft mode): never cached, and only called after
 * the page has checked the editor's claim. A story never published shows today's date.
 */
export function previewArticle(slug: string): Promise<PreviewArticle | null> {
  return articleWithBody(slug, false);
}

/** A story as the preview shows it, with what the preview's banner needs. */
export type PreviewArticle = ArticleWithBody & { id: string; status: string };

async function articleWithBody(slug: string, liveOnly: boolean): Promise<PreviewArticle | null> {
  const db = await getDb();
  const [row] = await storiesWithAuthor(db)
    .where(liveOnly ? and(eq(stories.slug, slug), isLive) : eq(stories.slug, slug));
  if (!row) return null;
  const body = await renderMarkdown(row.story.body);
  return { ...articleOf(row.story, row.authorName), html: body.html, headings: body.headings, id: row.story.id, status: row.story.status };
}

/** The current slug of a published story that was once at `oldSlug`, or null. */
export async function renamedStorySlug(oldSlug: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ slug: stories.slug })
    .from(storySlugRedirects)
    .innerJoin(stories, eq(stories.id, storySlugRedirects.storyId))
    .where(and(eq(storySlugRedirects.oldSlug, oldSlug), isLive));
  return row?.slug ?? null;
}

/** Every author, by name, with the biography rendered. */
export async function allAuthors(): Promise<Author[]> {
  const db = await getDb();
  const rows = await db.select().from(contentAuthors).orderBy(asc(contentAuthors.name));
  return Promise.all(
    rows.map(async (row) => ({
      slug: row.slug,
      name: row.name,
      role: row.role,
      avatar: row.avatar,
      bioHtml: (await renderMarkdown(row.bio)).html,
      bioText: row.bio.replace(/\s+/g, " ").trim(),
    })),
  );
}
