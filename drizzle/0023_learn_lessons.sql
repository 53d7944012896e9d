CREATE TABLE "learn_lesson_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learn_lesson_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course" text NOT NULL,
	"lesson" text NOT NULL,
	"fields" jsonb NOT NULL,
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learn_lessons" (
	"course" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"takeaways" jsonb NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text NOT NULL,
	"words" integer NOT NULL,
	"quiz" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_by_email" text,
	CONSTRAINT "learn_lessons_course_slug_pk" PRIMARY KEY("course","slug")
);
--> statement-breakpoint
CREATE INDEX "learn_lesson_revisions_lesson_idx" ON "learn_lesson_revisions" USING btree ("course","lesson","id");--> statement-breakpoint
CREATE INDEX "learn_lessons_course_idx" ON "learn_lessons" USING btree ("course","position");