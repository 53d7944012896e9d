CREATE TABLE "media_image_sizes" (
	"image_id" integer NOT NULL,
	"width" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_image_sizes_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"alt" text NOT NULL,
	"credit" text DEFAULT '' NOT NULL,
	"licence" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original" "bytea" NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL,
	"created_by_email" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	"updated_by_email" text
);
--> statement-breakpoint
ALTER TABLE "media_image_sizes" ADD CONSTRAINT "media_image_sizes_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;