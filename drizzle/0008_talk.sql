CREATE TABLE "talk_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "talk_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "talk_likes" (
	"post_id" integer NOT NULL,
	"uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talk_likes_post_id_uid_pk" PRIMARY KEY("post_id","uid")
);
--> statement-breakpoint
CREATE TABLE "talk_members" (
	"uid" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"avatar_url" text,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_mod_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"moderator_uid" text NOT NULL,
	"action" text NOT NULL,
	"post_id" integer,
	"thread_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"post_id" integer NOT NULL,
	"actor_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talk_post_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"previous_body" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "talk_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"number" integer NOT NULL,
	"author_uid" text NOT NULL,
	"body" text NOT NULL,
	"quote_of" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "talk_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_uid" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "talk_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"author_uid" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	CONSTRAINT "talk_threads_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
ALTER TABLE "talk_likes" ADD CONSTRAINT "talk_likes_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_notifications" ADD CONSTRAINT "talk_notifications_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_post_edits" ADD CONSTRAINT "talk_post_edits_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_thread_id_talk_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."talk_threads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_posts" ADD CONSTRAINT "talk_posts_author_uid_talk_members_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."talk_members"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_reports" ADD CONSTRAINT "talk_reports_post_id_talk_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."talk_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_threads" ADD CONSTRAINT "talk_threads_category_id_talk_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."talk_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talk_threads" ADD CONSTRAINT "talk_threads_author_uid_talk_members_uid_fk" FOREIGN KEY ("author_uid") REFERENCES "public"."talk_members"("uid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talk_notifications_uid_idx" ON "talk_notifications" USING btree ("uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_posts_thread_number_idx" ON "talk_posts" USING btree ("thread_id","number");--> statement-breakpoint
CREATE INDEX "talk_posts_author_idx" ON "talk_posts" USING btree ("author_uid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "talk_reports_post_reporter_idx" ON "talk_reports" USING btree ("post_id","reporter_uid");--> statement-breakpoint
CREATE INDEX "talk_threads_category_idx" ON "talk_threads" USING btree ("category_id","pinned","last_posted_at");--> statement-breakpoint
CREATE INDEX "talk_threads_latest_idx" ON "talk_threads" USING btree ("last_posted_at");