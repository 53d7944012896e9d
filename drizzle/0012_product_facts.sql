ALTER TABLE "products" ADD COLUMN "facts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "products_facts_idx" ON "products" USING gin ("facts" jsonb_path_ops);