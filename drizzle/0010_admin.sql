CREATE TABLE "order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_uid" text,
	"actor_email" text,
	"summary" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"shipping_pence" integer NOT NULL,
	"restock" boolean NOT NULL,
	"reason" text,
	"status_before" text NOT NULL,
	"stripe_refund_id" text,
	"created_by_uid" text NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_activity" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_activity_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_uid" text NOT NULL,
	"actor_email" text,
	"action" text NOT NULL,
	"order_id" uuid,
	"subject" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_payment_intent" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "postcode_key" text GENERATED ALWAYS AS (upper(replace(delivery_address->>'postcode', ' ', ''))) STORED;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_stripe_refund_idx" ON "order_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE INDEX "staff_activity_actor_idx" ON "staff_activity" USING btree ("actor_uid","id");--> statement-breakpoint
CREATE INDEX "staff_activity_action_idx" ON "staff_activity" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "orders_stripe_payment_intent_idx" ON "orders" USING btree ("stripe_payment_intent");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_postcode_key_idx" ON "orders" USING btree ("postcode_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
-- The activity log is append-only: the database itself refuses to change or delete an entry.
CREATE FUNCTION "staff_activity_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_activity is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_activity_no_update_or_delete" BEFORE UPDATE OR DELETE ON "staff_activity" FOR EACH ROW EXECUTE FUNCTION "staff_activity_append_only"();--> statement-breakpoint
-- Orders placed before the back office get the start of their timeline.
INSERT INTO "order_events" ("order_id", "type", "summary", "created_at") SELECT "id", 'placed', 'Order placed', "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "type", "summary", "created_at") SELECT "id", 'paid', 'Card payment received', "paid_at" FROM "orders" WHERE "paid_at" IS NOT NULL;
