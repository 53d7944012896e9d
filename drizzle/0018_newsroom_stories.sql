CREATE TABLE "content_authors" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"avatar" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"standfirst" text NOT NULL,
	"author_slug" text NOT NULL,
	"section" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hero_image" text NOT NULL,
	"hero_alt" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text NOT NULL,
	"words" integer NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"date" date,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "stories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "story_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "story_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"story_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"story_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_author_slug_content_authors_slug_fk" FOREIGN KEY ("author_slug") REFERENCES "public"."content_authors"("slug") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "story_revisions" ADD CONSTRAINT "story_revisions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_slug_redirects" ADD CONSTRAINT "story_slug_redirects_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_status_date_idx" ON "stories" USING btree ("status","date");--> statement-breakpoint
CREATE INDEX "stories_due_idx" ON "stories" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "story_revisions_story_idx" ON "story_revisions" USING btree ("story_id","id");--> statement-breakpoint
CREATE INDEX "story_slug_redirects_story_idx" ON "story_slug_redirects" USING btree ("story_id");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_status_check" CHECK ("status" IN ('draft', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_scheduled_has_time" CHECK ("status" <> 'scheduled' OR "publish_at" IS NOT NULL);--> statement-breakpoint
CREATE FUNCTION "story_revisions_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'story_revisions is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "story_revisions_no_update" BEFORE UPDATE ON "story_revisions" FOR EACH ROW EXECUTE FUNCTION "story_revisions_append_only"();
