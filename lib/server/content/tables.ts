// READ's stories and their authors, written in the newsroom (/admin/content): the source of truth
// for what READ shows. The Markdown files under content/ are the demo import (./story-import.ts).
// Re-exported by lib/server/schema.ts.
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { StoredRevisionFields } from "../../content/revision-diff";

export const contentAuthors = pgTable("content_authors", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  /** What they do at READ, shown under their name: "Culture Writer". */
  role: text("role").notNull(),
  /** Markdown, rendered on their author page. */
  bio: text("bio").notNull(),
  /** A site path (/images/authors/…) or a media-library URL. */
  avatar: text("avatar").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every saved version of an author's name, role, biography and avatar: who saved it and when. Append-only. */
export const contentAuthorRevisions = pgTable(
  "content_author_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    author: text("author").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("content_author_revisions_author_idx").on(table.author, table.id)],
);

export const stories = pgTable(
  "stories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    /** lib/content/workflow.ts: draft, scheduled, published or unpublished. */
    status: text("status").notNull().default("draft"),
    title: text("title").notNull(),
    standfirst: text("standfirst").notNull(),
    authorSlug: text("author_slug")
      .notNull()
      .references(() => contentAuthors.slug, { onUpdate: "cascade" }),
    section: text("section").notNull(),
    topics: jsonb("topics").$type<string[]>().notNull().default([]),
    heroImage: text("hero_image").notNull(),
    heroAlt: text("hero_alt").notNull(),
    products: jsonb("products").$type<string[]>().notNull().default([]),
    /** A WATCH video's slug, shown after the story; "" for none. */
    video: text("video").notNull().default(""),
    /** Markdown, as the editor writes it; rendered and sanitised when a page reads it. */
    body: text("body").notNull(),
    /** Counted when saved, so lists show reading time without rendering bodies. */
    words: integer("words").notNull(),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    /** The date readers see (UK calendar day): set at first publication, kept by later edits. */
    date: date("date", { mode: "string" }),
    /** When a scheduled story goes live; the publishing job flips it exactly once. */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (table) => [index("stories_status_date_idx").on(table.status, table.date), index("stories_due_idx").on(table.publishAt)],
);

/** Every saved version of a story's fields: who saved it and when. Append-only. */
export const storyRevisions = pgTable(
  "story_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    storyId: uuid("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<StoredRevisionFields>().notNull(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("story_revisions_story_idx").on(table.storyId, table.id)],
);

/** A story's earlier slugs: /article/<old> answers 301 to its current page. */
export const storySlugRedirects = pgTable(
  "story_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    storyId: uuid("story_id")
      .notNull()
      .references(() => stories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("story_slug_redirects_story_idx").on(table.storyId)],
);
