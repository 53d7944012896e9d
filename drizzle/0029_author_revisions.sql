CREATE TABLE "content_author_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_author_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"author" text NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_author_revisions_author_idx" ON "content_author_revisions" USING btree ("author","id");
--> statement-breakpoint
-- Authors already in the database start their history with the version they have now.
INSERT INTO "content_author_revisions" ("author", "fields", "actor_uid", "actor_email", "created_at") SELECT "slug", jsonb_build_object('name', "name", 'role', "role", 'bio', "bio", 'avatar', "avatar"), 'import', NULL, "updated_at" FROM "content_authors";
