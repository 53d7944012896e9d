ALTER TABLE "learn_lessons" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Lessons already in a course before this column have always been part of it: a certificate earned
-- on them stays earned, and none of them may count as added after a learner finished.
UPDATE "learn_lessons" SET "created_at" = 'epoch';
