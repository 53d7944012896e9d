CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 100001 CACHE 1),
	"customer" text,
	"guest_id" uuid,
	"email" text NOT NULL,
	"cart_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"access_key" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"stripe_session_id" text,
	"shipping_method" text NOT NULL,
	"items" jsonb NOT NULL,
	"boxes" jsonb NOT NULL,
	"amounts" jsonb NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_created_idx" ON "orders" USING btree ("customer","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_stripe_session_idx" ON "orders" USING btree ("stripe_session_id");