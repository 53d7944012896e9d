// LISTEN's music playlists, edited in the newsroom's playlist editor (issue 37.1): the source of truth
// for what /music shows. The audio files and their manifest stay under public/media/music
// (scripts/make-music.mjs makes them); the Markdown files under content/music are the demo import
// (./playlist-import.ts). Re-exported by lib/server/schema.ts.
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const musicPlaylists = pgTable("music_playlists", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  mood: text("mood").notNull(),
  description: text("description").notNull(),
  /** lib/content/schema.ts PLAYLIST_TONES: the colour of its panel. */
  tone: text("tone").notNull(),
  /** Where /music lists it, smallest first (the files' `order`). */
  position: integer("position").notNull(),
  /** Slugs of public/media/music/tracks.json, in the order they play. */
  tracks: jsonb("tracks").$type<string[]>().notNull().default([]),
  /** Shop products to pour alongside (slugs). */
  products: jsonb("products").$type<string[]>().notNull().default([]),
  /** Markdown under the description, rendered and sanitised when a page reads it. */
  notes: text("notes").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
  updatedByEmail: text("updated_by_email"),
});

/** Every saved version of a playlist's editable fields: who saved it and when. Append-only. */
export const musicPlaylistRevisions = pgTable(
  "music_playlist_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    playlist: text("playlist").notNull(),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    actorUid: text("actor_uid").notNull(),
    actorEmail: text("actor_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the playlist is removed: its history is kept, but a new playlist at its address starts its own. */
    retiredAt: timestamp("retired_at", { withTimezone: true }),
  },
  (table) => [index("music_playlist_revisions_playlist_idx").on(table.playlist, table.id)],
);
