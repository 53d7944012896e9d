CREATE TABLE "learn_completions" (
	"user_id" text NOT NULL,
	"course" text NOT NULL,
	"lesson" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_completions_user_id_course_lesson_pk" PRIMARY KEY("user_id","course","lesson")
);
--> statement-breakpoint
CREATE TABLE "learn_course_visits" (
	"user_id" text NOT NULL,
	"course" text NOT NULL,
	"last_lesson" text NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_course_visits_user_id_course_pk" PRIMARY KEY("user_id","course")
);
--> statement-breakpoint
CREATE TABLE "learn_quiz_results" (
	"user_id" text NOT NULL,
	"course" text NOT NULL,
	"lesson" text NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learn_quiz_results_user_id_course_lesson_pk" PRIMARY KEY("user_id","course","lesson")
);
