import "server-only";
import { readingMinutes } from "@/lib/content/markdown";
import type { StoryRevisionFields } from "@/lib/content/revision-diff";
import type { ArticleSection, ArticleTopic } from "@/lib/content/schema";
import type { Heading } from "@/lib/content/markdown";
import type { contentAuthors, stories } from "./tables";

// Rows of the newsroom's tables as READ's pages use them.

export type StoryRow = typeof stories.$inferSelect;
export type AuthorRow = typeof contentAuthors.$inferSelect;

/** A story as lists, cards, feeds and the sitemap show it: no body. */
export interface Article {
  slug: string;
  title: string;
  standfirst: string;
  /** The author's slug. */
  author: string;
  authorName: string;
  /** YYYY-MM-DD, the UK day it was first published. */
  date: string;
  section: ArticleSection;
  topics: ArticleTopic[];
  hero: { image: string; alt: string };
  products: string[];
  /** A WATCH video's slug, or "" for none. */
  video: string;
  words: number;
  readingMinutes: number;
  seoTitle: string;
  seoDescription: string;
}

/** A story with its rendered, sanitised body: the article page. */
export interface ArticleWithBody extends Article {
  html: string;
  headings: Heading[];
}

export interface Author {
  slug: string;
  name: string;
  role: string;
  avatar: string;
  bioHtml: string;
  bioText: string;
}

/** A live story's row as READ shows it; the date falls back to the publication day. */
export function articleOf(row: StoryRow, authorName: string): Article {
  return {
    slug: row.slug,
    title: row.title,
    standfirst: row.standfirst,
    author: row.authorSlug,
    authorName,
    date: row.date ?? (row.publishedAt ?? row.updatedAt).toISOString().slice(0, 10),
    section: row.section as ArticleSection,
    topics: row.topics as ArticleTopic[],
    hero: { image: row.heroImage, alt: row.heroAlt },
    products: row.products,
    video: row.video,
    words: row.words,
    readingMinutes: readingMinutes(row.words),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
  };
}

/** The fields a revision keeps: everything an editor writes, nothing the workflow sets. */
export function revisionFieldsOf(row: StoryRow): StoryRevisionFields {
  return {
    title: row.title,
    standfirst: row.standfirst,
    section: row.section,
    topics: row.topics,
    author: row.authorSlug,
    heroImage: row.heroImage,
    heroAlt: row.heroAlt,
    products: row.products,
    video: row.video,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    body: row.body,
  };
}

/** The fields an author's revision keeps (content_author_revisions.fields): those the editor changes. */
export function authorRevisionFields(row: Pick<AuthorRow, "name" | "role" | "bio" | "avatar">): Record<string, unknown> {
  return { name: row.name, role: row.role, bio: row.bio, avatar: row.avatar };
}
