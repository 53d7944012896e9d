import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { factsText, productFactsSchema, type ProductFacts } from "@/lib/catalogue/product-facts";
import { PRODUCT_FACTS, productFacts } from "@/lib/catalogue/product-facts-data";
import { SEED_PRODUCTS, packSku } from "@/lib/catalogue/seed-data";
import type { Db, Tx } from "../platform/db";
import { categories, meta, products } from "../schema";
import { categoryTextFor, writeProductCategories, writeProductPacks } from "./product-editor-rows";

// The catalogue seed: idempotent upserts keyed by slug and SKU, applied when the seed data has
// changed since the last run (a hash kept in `meta`), so a start-up with an up-to-date database
// costs one small query. Stock, prices and publishing are operational data, kept by staff in the
// back office: they are set when a product or pack is first inserted and never overwritten by a
// later seed (a release that edits a description must not undo a price change or an unpublish). A
// product staff have edited (staff_edited_at) is never touched by the seed again. It runs only with
// DEMO_DATA set (lib/demo-data.ts).

const SEED_KEY = "catalogueSeedHash";
/** Bump when factsText() words the facts differently, so existing databases are searched by the new words. */
const FACTS_TEXT_VERSION = 1;

export function catalogueSeedHash(): string {
  // The facts are part of the seed, and so is how they read for search (FACTS_TEXT_VERSION).
  return createHash("sha256").update(JSON.stringify({ CATEGORY_TREE, SEED_PRODUCTS, PRODUCT_FACTS, FACTS_TEXT_VERSION })).digest("hex");
}

/** A seeded product's facts, validated: a product without facts, or with malformed ones, stops the seed. */
export function seedFactsFor(slug: string): ProductFacts {
  const parsed = productFactsSchema.safeParse(productFacts(slug));
  if (!parsed.success) {
    throw new Error(`Product ${slug} has no valid facts in lib/catalogue/product-facts-data.ts: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}

const CATEGORIES_KEY = "categorySeedHash";

/**
 * The shop's aisles (lib/catalogue/taxonomy.ts) are the site's structure, not demo data: every
 * start writes them when they changed, so an empty production shop still has its category pages.
 */
export async function seedCategories(db: Db): Promise<"seeded" | "upToDate"> {
  const hash = createHash("sha256").update(JSON.stringify(CATEGORY_TREE)).digest("hex");
  const [current] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, CATEGORIES_KEY));
  if (current?.value === hash) return "upToDate";
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(73101)`);
    await upsertCategories(tx);
    await tx.insert(meta).values({ key: CATEGORIES_KEY, value: hash }).onConflictDoUpdate({ target: meta.key, set: { value: hash } });
  });
  return "seeded";
}

/** Inserts or updates every category of the tree, parents first; returns their ids by slug. */
async function upsertCategories(tx: Tx): Promise<Map<string, number>> {
  const categoryIds = new Map<string, number>();
  for (const [index, category] of CATEGORY_TREE.entries()) {
    const values = {
      slug: category.slug,
      name: category.name,
      description: category.description,
      parentId: category.parentSlug ? categoryIds.get(category.parentSlug)! : null,
      sortOrder: index,
    };
    const [row] = await tx
      .insert(categories)
      .values(values)
      .onConflictDoUpdate({ target: categories.slug, set: values })
      .returning({ id: categories.id });
    categoryIds.set(category.slug, row.id);
  }
  return categoryIds;
}

export async function seedCatalogue(db: Db): Promise<"seeded" | "upToDate"> {
  const hash = catalogueSeedHash();
  const [current] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, SEED_KEY));
  if (current?.value === hash) return "upToDate";

  await db.transaction(async (tx) => {
    // Serialise concurrent seeders (several processes or test files on one PostgreSQL server).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(73101)`);

    const categoryIds = await upsertCategories(tx);

    for (const product of SEED_PRODUCTS) {
      const categoryText = categoryTextFor(product.categorySlugs);
      const values = {
        sku: product.sku,
        slug: product.slug,
        name: product.name,
        brand: product.brand,
        description: product.description,
        tastingNotes: product.tastingNotes,
        ingredients: product.ingredients,
        abv: product.abv,
        container: product.container,
        sizeMl: product.sizeMl,
        isVatable: product.isVatable,
        colours: product.colours,
        facts: seedFactsFor(product.slug),
        factsText: factsText(seedFactsFor(product.slug)),
        featured: product.featured,
        addedOn: product.addedOn,
        primaryCategoryId: categoryIds.get(product.categorySlugs[0])!,
        categoryText,
      };
      // A product staff have edited is theirs: the seed neither rewrites it nor its packs.
      const [row] = await tx
        .insert(products)
        .values({ ...values, stock: product.stock, pricePence: product.pricePence, active: true })
        .onConflictDoUpdate({ target: products.sku, set: values, setWhere: isNull(products.staffEditedAt) })
        .returning({ id: products.id });
      if (!row) continue;

      await writeProductCategories(
        tx,
        row.id,
        product.categorySlugs.map((slug) => categoryIds.get(slug)!),
      );
      const packs = product.packs.map((pack) => ({
        kind: pack.kind,
        multipackSku: packSku(product.sku, pack.kind, pack.quantity),
        quantity: pack.quantity,
        pricePence: pack.pricePence,
      }));
      // Prices are staff's once a pack exists (see above).
      await writeProductPacks(tx, row.id, packs, { keepPrices: true });
    }

    // Products dropped from the seed are withdrawn, not deleted: orders may refer to them. Products
    // staff created or edited are not the seed's to withdraw.
    const seededSkus = SEED_PRODUCTS.map((product) => product.sku);
    await tx.update(products).set({ active: false }).where(and(notInArray(products.sku, seededSkus), isNull(products.staffEditedAt)));

    await tx.insert(meta).values({ key: SEED_KEY, value: hash }).onConflictDoUpdate({ target: meta.key, set: { value: hash } });
  });
  return "seeded";
}
