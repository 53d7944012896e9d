CREATE TABLE "watch_video_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
-- Video is compressed already: kept out of line uncompressed, so substring() reads only the chunks a byte range needs.
ALTER TABLE "watch_video_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
