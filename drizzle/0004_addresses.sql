CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"county" text,
	"postcode" text NOT NULL,
	"country" text DEFAULT 'GB' NOT NULL,
	"phone" text,
	"is_default_delivery" boolean DEFAULT false NOT NULL,
	"is_default_billing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_delivery_idx" ON "addresses" USING btree ("customer") WHERE is_default_delivery;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_billing_idx" ON "addresses" USING btree ("customer") WHERE is_default_billing;