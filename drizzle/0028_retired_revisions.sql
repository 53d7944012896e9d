ALTER TABLE "learn_lesson_revisions" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "music_playlist_revisions" ADD COLUMN "retired_at" timestamp with time zone;