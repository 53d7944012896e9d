CREATE TABLE "music_playlist_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "music_playlist_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"playlist" text NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "music_playlists" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"mood" text NOT NULL,
	"description" text NOT NULL,
	"tone" text NOT NULL,
	"position" integer NOT NULL,
	"tracks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_by_email" text
);
--> statement-breakpoint
CREATE INDEX "music_playlist_revisions_playlist_idx" ON "music_playlist_revisions" USING btree ("playlist","id");