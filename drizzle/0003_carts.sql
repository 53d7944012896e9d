CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer" text,
	"guest_id" uuid,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_method" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"last_action" text DEFAULT 'cartCreated' NOT NULL,
	"version" integer NOT NULL,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "carts_guest_id_idx" ON "carts" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_one_open_per_customer_idx" ON "carts" USING btree ("customer") WHERE status = 'new' AND customer IS NOT NULL;