CREATE TABLE "watch_video_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_video_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"video" text NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_videos" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"date" date NOT NULL,
	"theme" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"video_path" text NOT NULL,
	"captions_path" text NOT NULL,
	"poster_image" text NOT NULL,
	"poster_alt" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_by_email" text
);
--> statement-breakpoint
CREATE INDEX "watch_video_revisions_video_idx" ON "watch_video_revisions" USING btree ("video","id");