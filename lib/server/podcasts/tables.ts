// LISTEN's tables: shows and episodes ingested from RSS feeds (keyed by feed URL and episode
// GUID), and each signed-in listener's follows, saved episodes and playback positions.
// Re-exported by schema.ts, which drizzle-kit and the database read.
import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex, boolean } from "drizzle-orm/pg-core";
import type { Chapter, FeedCategory, FeedPerson, TranscriptCue } from "../../podcasts/types";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const podcastShows = pgTable(
  "podcast_shows",
  {
    id: serial("id").primaryKey(),
    /** Where the feed comes from: a URL, or content/podcasts/<file>.xml for the shipped ones. */
    feedUrl: text("feed_url").notNull().unique(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    author: text("author").notNull(),
    imageUrl: text("image_url").notNull(),
    link: text("link"),
    categories: jsonb("categories").$type<FeedCategory[]>().notNull(),
    persons: jsonb("persons").$type<FeedPerson[]>().notNull(),
    /** Conditional GET state of a remote feed. */
    etag: text("etag"),
    lastModified: text("last_modified"),
    /** Hash of the parsed feed: an unchanged feed writes nothing. */
    contentHash: text("content_hash").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(author, '') || ' ' || coalesce(description, '')), 'B')`,
    ),
    searchTitle: text("search_title").generatedAlwaysAs(sql`lower(title || ' ' || author)`),
  },
  (table) => [
    index("podcast_shows_search_document_idx").using("gin", table.searchDocument),
    index("podcast_shows_search_title_trgm_idx").using("gin", table.searchTitle.op("gin_trgm_ops")),
  ],
);

export const podcastEpisodes = pgTable(
  "podcast_episodes",
  {
    id: serial("id").primaryKey(),
    showId: integer("show_id").notNull().references(() => podcastShows.id, { onDelete: "cascade" }),
    guid: text("guid").notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Show notes, sanitised on the way in: only safe tags, http(s) and site links. */
    notesHtml: text("notes_html").notNull(),
    notesText: text("notes_text").notNull(),
    audioUrl: text("audio_url").notNull(),
    audioType: text("audio_type").notNull(),
    audioBytes: integer("audio_bytes"),
    durationSeconds: integer("duration_seconds"),
    episodeNumber: integer("episode_number"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    transcriptUrl: text("transcript_url"),
    transcript: jsonb("transcript").$type<TranscriptCue[]>().notNull(),
    transcriptText: text("transcript_text").notNull(),
    chaptersUrl: text("chapters_url"),
    chapters: jsonb("chapters").$type<Chapter[]>().notNull(),
    persons: jsonb("persons").$type<FeedPerson[]>().notNull(),
    contentHash: text("content_hash").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(notes_text, '')), 'C') || setweight(to_tsvector('english', coalesce(transcript_text, '')), 'D')`,
    ),
    searchTitle: text("search_title").generatedAlwaysAs(sql`lower(title)`),
  },
  (table) => [
    uniqueIndex("podcast_episodes_show_guid_idx").on(table.showId, table.guid),
    uniqueIndex("podcast_episodes_show_slug_idx").on(table.showId, table.slug),
    index("podcast_episodes_published_idx").on(table.publishedAt.desc()),
    index("podcast_episodes_search_document_idx").using("gin", table.searchDocument),
    index("podcast_episodes_search_title_trgm_idx").using("gin", table.searchTitle.op("gin_trgm_ops")),
  ],
);

/** Shows a listener follows (Firebase uid from a verified token). */
export const podcastFollows = pgTable(
  "podcast_follows",
  {
    userId: text("user_id").notNull(),
    showId: integer("show_id").notNull().references(() => podcastShows.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.showId] })],
);

/** Episodes a listener saved for later. */
export const podcastSaves = pgTable(
  "podcast_saves",
  {
    userId: text("user_id").notNull(),
    episodeId: integer("episode_id").notNull().references(() => podcastEpisodes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.episodeId] })],
);

/** Where a listener stopped in each episode they played, and whether they finished it. */
export const podcastProgress = pgTable(
  "podcast_progress",
  {
    userId: text("user_id").notNull(),
    episodeId: integer("episode_id").notNull().references(() => podcastEpisodes.id, { onDelete: "cascade" }),
    positionSeconds: real("position_seconds").notNull(),
    played: boolean("played").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.episodeId] }), index("podcast_progress_user_updated_idx").on(table.userId, table.updatedAt.desc())],
);
