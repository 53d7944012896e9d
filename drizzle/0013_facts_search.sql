ALTER TABLE "products" ADD COLUMN "facts_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', coalesce(category_text, '') || ' ' || coalesce(facts_text, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(tasting_notes, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");
