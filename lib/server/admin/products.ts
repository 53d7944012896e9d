import "server-only";
import { and, asc, desc, eq, inArray, isNotNull, isNull, like, or, sql, type SQL } from "drizzle-orm";
import { ACTIVITY_ACTIONS, ADMIN_PAGE_SIZE, type ActivityAction } from "@/lib/admin/contract";
import {
  PRODUCT_HISTORY_LIMIT,
  stockState,
  type AdminProductDetail,
  type AdminProductList,
  type AdminProductSummary,
  type LowStockFigures,
  type ProductQuery,
} from "@/lib/admin/products";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { getDb } from "../platform/db";
import { inputBody, storedInput } from "../catalogue/product-editor-values";
import { categories, productCategories, productPacks, productSlugRedirects, products, staffActivity, stockChanges } from "../schema";

// The back office's reads of the catalogue: the products table (search, filters, sort, pages) and
// one product with its packs, its stock history and its other changes. Unlike the shop's reads
// (lib/server/catalogue/catalogue.ts) these include unpublished products: staff publish them again from here.
// The catalogue is a few hundred rows, so plain scans with LIKE are fast; the history reads use
// stock_changes_product_idx and staff_activity_action_idx.

/** Product changes other than stock (those have their own history, with reasons). */
const OTHER_CHANGES: ActivityAction[] = [
  "product.create",
  "product.edit",
  "product.price",
  "product.publish",
  "product.unpublish",
  "product.archive",
  "product.restore",
  "product.threshold",
];

const summaryColumns = {
  id: products.id,
  slug: products.slug,
  sku: products.sku,
  name: products.name,
  brand: products.brand,
  categorySlug: categories.slug,
  categoryName: categories.name,
  container: products.container,
  sizeMl: products.sizeMl,
  pricePence: products.pricePence,
  packCount: sql<number>`(select count(*)::int from ${productPacks} where ${productPacks.productId} = ${products.id})`,
  stock: products.stock,
  lowStockThreshold: products.lowStockThreshold,
  active: products.active,
  archived: sql<boolean>`${products.archivedAt} is not null`,
};

interface SummaryRow {
  slug: string;
  sku: string;
  name: string;
  brand: string;
  categorySlug: string;
  categoryName: string;
  container: "bottle" | "can";
  sizeMl: number;
  pricePence: number;
  packCount: number;
  stock: number;
  lowStockThreshold: number;
  active: boolean;
  archived: boolean;
}

function toSummary(row: SummaryRow): AdminProductSummary {
  return {
    slug: row.slug,
    sku: row.sku,
    name: row.name,
    brand: row.brand,
    category: { slug: row.categorySlug, name: row.categoryName },
    container: row.container,
    sizeMl: row.sizeMl,
    pricePence: row.pricePence,
    packCount: row.packCount,
    stock: row.stock,
    lowStockThreshold: row.lowStockThreshold,
    stockState: stockState(row.stock, row.lowStockThreshold),
    published: row.active,
    archived: row.archived,
  };
}

/** A category and, for a top-level one, its sub-categories. */
function categoryScope(slug: string): string[] {
  return [slug, ...CATEGORY_TREE.filter((category) => category.parentSlug === slug).map((category) => category.slug)];
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

function filters(query: ProductQuery): SQL[] {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        like(sql`lower(${products.name} || ' ' || ${products.brand})`, pattern),
        like(sql`lower(${products.brand} || ' ' || ${products.name})`, pattern),
        like(sql`lower(${products.sku})`, pattern),
        sql`exists (select 1 from ${productPacks} where ${productPacks.productId} = ${products.id} and lower(${productPacks.multipackSku}) like ${pattern})`,
      )!,
    );
  }
  if (query.category) {
    where.push(
      sql`exists (select 1 from ${productCategories} join ${categories} on ${categories.id} = ${productCategories.categoryId}
          where ${productCategories.productId} = ${products.id} and ${inArray(categories.slug, categoryScope(query.category))})`,
    );
  }
  if (query.stock === "out") where.push(sql`${products.stock} <= 0`);
  if (query.stock === "low") where.push(sql`${products.stock} <= ${products.lowStockThreshold}`);
  if (query.stock === "in") where.push(sql`${products.stock} > ${products.lowStockThreshold}`);
  if (query.published) where.push(eq(products.active, query.published === "published"));
  // Archived products are listed apart: only when asked for, never among the others.
  where.push(query.archived ? isNotNull(products.archivedAt) : isNull(products.archivedAt));
  return where;
}

function orderFor(sort: ProductQuery["sort"]): SQL[] {
  const byName = [asc(products.name), asc(products.brand), asc(products.id)];
  switch (sort) {
    case "price-asc":
      return [asc(products.pricePence), ...byName];
    case "price-desc":
      return [desc(products.pricePence), ...byName];
    case "stock-asc":
      return [asc(products.stock), ...byName];
    case "stock-desc":
      return [desc(products.stock), ...byName];
    default:
      return byName;
  }
}

/** One page of the products table. A page past the end gives the last page. */
export async function productList(query: ProductQuery): Promise<AdminProductList> {
  const db = await getDb();
  const where = and(...filters(query));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = total
    ? await db
        .select(summaryColumns)
        .from(products)
        .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
        .where(where)
        .orderBy(...orderFor(query.sort))
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE)
    : [];
  return { query: { ...query, page }, products: rows.map(toSummary), total, pageCount };
}

const isAction = (value: string): value is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** The product's other changes, under its current slug or any earlier one (the log names the slug of the time). */
async function productChanges(productId: number, slug: string) {
  const executor = await getDb();
  const earlier = await executor.select({ slug: productSlugRedirects.oldSlug }).from(productSlugRedirects).where(eq(productSlugRedirects.productId, productId));
  return executor
    .select()
    .from(staffActivity)
    .where(and(inArray(staffActivity.action, OTHER_CHANGES), inArray(staffActivity.subject, [slug, ...earlier.map((entry) => entry.slug)])))
    .orderBy(desc(staffActivity.id))
    .limit(PRODUCT_HISTORY_LIMIT);
}

/** One product as its back-office page shows it, published or not; null for an unknown slug. */
export async function adminProductDetail(slug: string): Promise<AdminProductDetail | null> {
  const executor = await getDb();
  const [row] = await executor
    .select({ ...summaryColumns, abv: products.abv, addedOn: products.addedOn })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(eq(products.slug, slug));
  if (!row) return null;
  const [packs, history, [{ count }], activity, [stored]] = await Promise.all([
    executor.select().from(productPacks).where(eq(productPacks.productId, row.id)).orderBy(asc(productPacks.quantity), asc(productPacks.kind)),
    executor
      .select()
      .from(stockChanges)
      .where(eq(stockChanges.productId, row.id))
      .orderBy(desc(stockChanges.id))
      .limit(PRODUCT_HISTORY_LIMIT),
    executor.select({ count: sql<number>`count(*)::int` }).from(stockChanges).where(eq(stockChanges.productId, row.id)),
    productChanges(row.id, slug),
    executor.select().from(products).where(eq(products.id, row.id)),
  ]);
  return {
    ...toSummary(row),
    abv: row.abv,
    addedOn: row.addedOn,
    packs: packs.map((pack) => ({ sku: pack.multipackSku, kind: pack.kind, quantity: pack.quantity, pricePence: pack.pricePence })),
    stockHistory: history.map((change) => ({
      id: change.id,
      at: change.createdAt.toISOString(),
      actor: { uid: change.actorUid, email: change.actorEmail },
      reason: change.reason,
      note: change.note,
      before: change.before,
      after: change.after,
    })),
    stockChangeCount: count,
    input: inputBody(await storedInput(executor, stored)),
    changes: activity.flatMap((entry) =>
      isAction(entry.action)
        ? [{ id: entry.id, at: entry.createdAt.toISOString(), actor: { uid: entry.actorUid, email: entry.actorEmail }, action: entry.action, subject: entry.subject, before: entry.before, after: entry.after }]
        : [],
    ),
  };
}

/** The dashboard's figure: products at or under their low-stock threshold (published or not, archived left out), and those with none. */
export async function lowStockFigures(): Promise<LowStockFigures> {
  const db = await getDb();
  const [row] = await db
    .select({
      atOrUnder: sql<number>`count(*) filter (where ${products.stock} <= ${products.lowStockThreshold})::int`,
      out: sql<number>`count(*) filter (where ${products.stock} <= 0)::int`,
    })
    .from(products)
    .where(isNull(products.archivedAt));
  return row;
}
