// WATCH's videos, edited in the newsroom's video editor (issue 37.1): the source of truth for what
// WATCH shows. The demo's video, poster and captions files stay under public/media/videos, with the
// Markdown files under content/videos as the demo import (./video-import.ts); a video an editor adds
// keeps its files in watch_video_files, served at /media/video-files/<id>.<ext> (./video-files.ts).
// Re-exported by lib/server/schema.ts.
import { bigint, date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "../media/tables";

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
    /** Set when the video is removed: its history is kept, but a new video at its address starts its own. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [index("watch_video_revisions_video_idx").on(table.video, table.id)],
);

/**
 * A video or captions file an editor uploaded, checked by its content (lib/media/video-file-check.ts).
 * Never changed once stored: a file's address is its id, cached by browsers for a year. The bytes
 * are stored uncompressed out of line (the migration sets STORAGE EXTERNAL: video is compressed
 * already), so a byte range reads only the chunks it needs.
 */
export const watchVideoFiles = pgTable("watch_video_files", {
  id: serial("id").primaryKey(),
  /** "video" or "captions". */
  kind: text("kind").notNull(),
  /** Read from the bytes: video/webm, video/mp4 or text/vtt. */
  contentType: text("content_type").notNull(),
  size: integer("size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: text("created_by").notNull(),
});
