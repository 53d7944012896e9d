CREATE TABLE "podcast_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"show_id" integer NOT NULL,
	"guid" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"notes_html" text NOT NULL,
	"notes_text" text NOT NULL,
	"audio_url" text NOT NULL,
	"audio_type" text NOT NULL,
	"audio_bytes" integer,
	"duration_seconds" integer,
	"episode_number" integer,
	"published_at" timestamp with time zone NOT NULL,
	"transcript_url" text,
	"transcript" jsonb NOT NULL,
	"transcript_text" text NOT NULL,
	"chapters_url" text,
	"chapters" jsonb NOT NULL,
	"persons" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(summary, '')), 'B') || setweight(to_tsvector('english', coalesce(notes_text, '')), 'C') || setweight(to_tsvector('english', coalesce(transcript_text, '')), 'D')) STORED,
	"search_title" text GENERATED ALWAYS AS (lower(title)) STORED
);
--> statement-breakpoint
CREATE TABLE "podcast_follows" (
	"user_id" text NOT NULL,
	"show_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_follows_user_id_show_id_pk" PRIMARY KEY("user_id","show_id")
);
--> statement-breakpoint
CREATE TABLE "podcast_progress" (
	"user_id" text NOT NULL,
	"episode_id" integer NOT NULL,
	"position_seconds" real NOT NULL,
	"played" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_progress_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "podcast_saves" (
	"user_id" text NOT NULL,
	"episode_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "podcast_saves_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "podcast_shows" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_url" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"author" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text,
	"categories" jsonb NOT NULL,
	"persons" jsonb NOT NULL,
	"etag" text,
	"last_modified" text,
	"content_hash" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(author, '') || ' ' || coalesce(description, '')), 'B')) STORED,
	"search_title" text GENERATED ALWAYS AS (lower(title || ' ' || author)) STORED,
	CONSTRAINT "podcast_shows_feed_url_unique" UNIQUE("feed_url"),
	CONSTRAINT "podcast_shows_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_show_id_podcast_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."podcast_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_follows" ADD CONSTRAINT "podcast_follows_show_id_podcast_shows_id_fk" FOREIGN KEY ("show_id") REFERENCES "public"."podcast_shows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_progress" ADD CONSTRAINT "podcast_progress_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "podcast_saves" ADD CONSTRAINT "podcast_saves_episode_id_podcast_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_episodes_show_guid_idx" ON "podcast_episodes" USING btree ("show_id","guid");--> statement-breakpoint
CREATE UNIQUE INDEX "podcast_episodes_show_slug_idx" ON "podcast_episodes" USING btree ("show_id","slug");--> statement-breakpoint
CREATE INDEX "podcast_episodes_published_idx" ON "podcast_episodes" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "podcast_episodes_search_document_idx" ON "podcast_episodes" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "podcast_episodes_search_title_trgm_idx" ON "podcast_episodes" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "podcast_progress_user_updated_idx" ON "podcast_progress" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "podcast_shows_search_document_idx" ON "podcast_shows" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "podcast_shows_search_title_trgm_idx" ON "podcast_shows" USING gin ("search_title" gin_trgm_ops);