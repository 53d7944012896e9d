CREATE TABLE "learn_course_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learn_course_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course" text NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_courses" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"audience" text NOT NULL,
	"level" text NOT NULL,
	"summary" text NOT NULL,
	"outcomes" jsonb NOT NULL,
	"illustration" text NOT NULL,
	"tone" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_by_email" text
);
--> statement-breakpoint
CREATE INDEX "learn_course_revisions_course_idx" ON "learn_course_revisions" USING btree ("course","id");