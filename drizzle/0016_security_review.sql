ALTER TABLE "review_reports" ADD COLUMN "weight" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "confirm_token" text;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_confirm_token_idx" ON "stock_alerts" USING btree ("confirm_token");--> statement-breakpoint
-- Subscriptions made before double opt-in existed count as confirmed when they were made (issue 34.8).
UPDATE "stock_alerts" SET "confirmed_at" = "created_at" WHERE "confirmed_at" IS NULL;
--> statement-breakpoint
-- Page views keep only the origin and path of the referrer and the page (issue 34.12): a query string
-- or fragment could hold an order confirmation's access key; a referrer that is not http(s) goes.
UPDATE "page_views" SET
  "path" = regexp_replace("path", '[?#].*$', ''),
  "referrer" = CASE WHEN "referrer" ~* '^https?://' THEN regexp_replace(regexp_replace("referrer", '[?#].*$', ''), '^(https?://)[^/]*@', '\1', 'i') END
WHERE "referrer" IS NOT NULL OR "path" ~ '[?#]';
