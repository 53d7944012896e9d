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
--> statement-breakpoint
-- The activity log keeps no free text (issue 34.4): a cancel's entry held the reason staff typed,
-- which may name the customer and, the log being append-only, could never be erased. It keeps the
-- reason's length instead (as order notes do); the text stays on the order's timeline, which an
-- erasure rewrites. The log's trigger refuses UPDATE, so it is off for this one statement.
ALTER TABLE "staff_activity" DISABLE TRIGGER "staff_activity_no_update_or_delete";--> statement-breakpoint
UPDATE "staff_activity"
SET "after" = ("after" - 'reason') || jsonb_build_object('reasonCharacters', length("after"->>'reason'))
WHERE "action" IN ('order.cancel', 'order.refund') AND jsonb_typeof("after") = 'object' AND "after" ? 'reason';--> statement-breakpoint
ALTER TABLE "staff_activity" ENABLE TRIGGER "staff_activity_no_update_or_delete";
--> statement-breakpoint
-- The same for review moderation: the hiding reason and the shop's reply become their lengths.
ALTER TABLE "staff_activity" DISABLE TRIGGER "staff_activity_no_update_or_delete";--> statement-breakpoint
UPDATE "staff_activity"
SET "before" = CASE WHEN jsonb_typeof("before") = 'object'
      THEN ("before" - 'hiddenReason' - 'reply')
        || CASE WHEN "before" ? 'hiddenReason' THEN jsonb_build_object('hiddenReasonCharacters', length("before"->>'hiddenReason')) ELSE '{}'::jsonb END
        || CASE WHEN "before" ? 'reply' THEN jsonb_build_object('replyCharacters', length("before"->>'reply')) ELSE '{}'::jsonb END
      ELSE "before" END,
    "after" = CASE WHEN jsonb_typeof("after") = 'object'
      THEN ("after" - 'hiddenReason' - 'reply')
        || CASE WHEN "after" ? 'hiddenReason' THEN jsonb_build_object('hiddenReasonCharacters', length("after"->>'hiddenReason')) ELSE '{}'::jsonb END
        || CASE WHEN "after" ? 'reply' THEN jsonb_build_object('replyCharacters', length("after"->>'reply')) ELSE '{}'::jsonb END
      ELSE "after" END
WHERE "action" LIKE 'review.%';--> statement-breakpoint
ALTER TABLE "staff_activity" ENABLE TRIGGER "staff_activity_no_update_or_delete";
