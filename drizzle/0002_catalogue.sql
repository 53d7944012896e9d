CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"description" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_packs" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"multipack_sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"price_pence" integer NOT NULL,
	CONSTRAINT "product_packs_multipack_sku_unique" UNIQUE("multipack_sku")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"description" text NOT NULL,
	"tasting_notes" text NOT NULL,
	"ingredients" text NOT NULL,
	"abv" numeric(3, 2) NOT NULL,
	"container" text NOT NULL,
	"size_ml" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"is_vatable" boolean DEFAULT true NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"colours" jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"added_on" date NOT NULL,
	"primary_category_id" integer NOT NULL,
	"category_text" text DEFAULT '' NOT NULL,
	"search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(brand, '')), 'A') || setweight(to_tsvector('english', coalesce(category_text, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(tasting_notes, '')), 'C')) STORED,
	"search_name" text GENERATED ALWAYS AS (lower(name || ' ' || brand)) STORED,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_packs" ADD CONSTRAINT "product_packs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_primary_category_id_categories_id_fk" FOREIGN KEY ("primary_category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_packs_product_idx" ON "product_packs" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_search_document_idx" ON "products" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_primary_category_idx" ON "products" USING btree ("primary_category_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_pence");--> statement-breakpoint
CREATE INDEX "products_added_on_idx" ON "products" USING btree ("added_on");