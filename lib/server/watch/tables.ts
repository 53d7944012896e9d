// WATCH's videos, edited in the newsroom's video editor (issue 37.1): the source of truth for what
// WATCH shows. The video, poster and captions files stay under public/media/videos (uploading is not
// built); the Markdown files under content/videos are the demo import (./video-import.ts).
// Re-exported by lib/server/schema.ts.
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const watchVideos = pgTable("watch_videos", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** The day the video came out (YYYY-MM-DD): lists are newest first. */
  date: date("date", { mode: "string" }).notNull(),
  /** lib/content/schema.ts VIDEO_THEMES: the series it belongs to. */
  theme: text("theme").notNull(),
  durationSeconds: integer("duration_seconds").notNull(),
  /** Site paths of the files under public/media/videos. */
  videoPath: text("video_path").notNull(),
  captionsPath: text("captions_path").notNull(),
  /** A site picture (/media/videos/…, a media-library picture) and what it shows. */
  posterImage: text("poster_image").notNull(),
  posterAlt: text("poster_alt").notNull(),
  products: jsonb("products").$type<string[]>().notNull().default([]),
  /** Markdown under the description, rendered and sanitised when a page reads it. */
  notes: text("notes").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
  updatedByEmail: text("updated_by_email"),
});

/** Every saved version of a video's editable fields: who saved it and when. Append-only. */
export const watchVideoRevisions = pgTable(
  "watch_video_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    video: text("video").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("watch_video_revisions_video_idx").on(table.video, table.id)],
);
