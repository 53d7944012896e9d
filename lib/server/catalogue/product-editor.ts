import "server-only";
import { eq } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { ProductInput } from "@/lib/admin/product-input";
import type { AdminProductDetail } from "@/lib/admin/products";
import { recordActivity } from "../admin/activity";
import { applyProductAction } from "../admin/product-actions";
import { adminProductDetail } from "../admin/products";
import { getDb, type Tx } from "../platform/db";
import { isUniqueViolation } from "../platform/pg-errors";
import { productSlugRedirects, products } from "../schema";
import { refreshCatalogue } from "./catalogue-refresh";
import { markCatalogueChanged } from "./catalogue-version";
import { copyRefusal, productSlugFor, refusal, skuRefusal, slugRefusal, type EditorRefusal } from "./product-editor-checks";
import { newProductColumns, writtenColumns } from "./product-editor-columns";
import { categoryIdsBySlug, writeProductCategories, writeProductPacks } from "./product-editor-rows";
import { changedFields, logValues, storedInput, type InputField } from "./product-editor-values";

// Staff create and edit products (issue 36 part 1). One save, in one transaction: the copy checks
// (lib/catalogue/copy-claims.ts), then a page address and SKUs of its own, then the product row,
// its categories and packs written the way the seed writes them (./product-editor-rows.ts), the
// old address kept as a redirect, the catalogue version bumped (every instance's price list
// reloads) and the change logged with before and after of the changed fields only. After the
// commit the shop's cached pages expire at once, on every instance (./catalogue-refresh.ts).
// The CSV import runs saveProductInTransaction inside its own transaction, row by row.

export type { EditorRefusal } from "./product-editor-checks";
export type SaveResult = { ok: true; productId: number; slug: string; created: boolean; changed: InputField[] } | EditorRefusal;
export type EditorOutcome = { ok: true; product: AdminProductDetail } | EditorRefusal;

type ProductRow = typeof products.$inferSelect;

const packRows = (input: ProductInput) => input.packs.map((pack) => ({ kind: pack.kind, multipackSku: pack.sku, quantity: pack.quantity, pricePence: pack.price }));

/**
 * Creates (no `existingSlug`) or updates the product, inside the caller's transaction. Refusals are
 * returned before anything is written, so the caller's transaction stays usable. Saving the stored
 * values again writes and logs nothing (`changed` is empty).
 */
export async function saveProductInTransaction(tx: Tx, member: StaffMember, input: ProductInput, existingSlug?: string): Promise<SaveResult> {
  const copy = copyRefusal(input);
  if (copy) return copy;
  let row: ProductRow | undefined;
  if (existingSlug !== undefined) {
    [row] = await tx.select().from(products).where(eq(products.slug, existingSlug)).for("update");
    if (!row) return refusal(404, "productNotFound", `There is no product ${existingSlug}.`);
  }
  const categoryIds = await categoryIdsBySlug(tx, input.categorySlugs);
  const missing = input.categorySlugs.filter((slug) => !categoryIds.has(slug));
  if (missing.length) return refusal(400, "unknownCategory", `There is no category ${missing.join(", ")}.`, { categorySlugs: "Choose a sub-category from the list." });
  return row ? updateRow(tx, member, row, input, categoryIds) : insertRow(tx, member, input, categoryIds);
}

async function insertRow(tx: Tx, member: StaffMember, input: ProductInput, categoryIds: Map<string, number>): Promise<SaveResult> {
  const slug = productSlugFor(input);
  const conflict = (await slugRefusal(tx, slug, null)) ?? (await skuRefusal(tx, input, null));
  if (conflict) return conflict;
  const [row] = await tx
    .insert(products)
    .values(newProductColumns(input, slug, categoryIds.get(input.categorySlugs[0])!))
    .returning({ id: products.id });
  await writeProductCategories(tx, row.id, input.categorySlugs.map((category) => categoryIds.get(category)!));
  await writeProductPacks(tx, row.id, packRows(input), { keepPrices: false });
  // A slug once used by another product now belongs to this one.
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, slug));
  await markCatalogueChanged(tx);
  const fields = Object.keys(input) as InputField[];
  await recordActivity(tx, { member, action: "product.create", subject: slug, before: null, after: logValues(input, fields) });
  return { ok: true, productId: row.id, slug, created: true, changed: fields };
}

async function updateRow(tx: Tx, member: StaffMember, row: ProductRow, input: ProductInput, categoryIds: Map<string, number>): Promise<SaveResult> {
  const before = await storedInput(tx, row);
  const changed = changedFields(before, input);
  if (!changed.length) return { ok: true, productId: row.id, slug: row.slug, created: false, changed };
  // The address follows the name: only a new name or brand moves it (a seeded product keeps its own).
  const slug = changed.includes("name") || changed.includes("brand") ? productSlugFor(input) : row.slug;
  const conflict = (slug === row.slug ? null : await slugRefusal(tx, slug, row.id)) ?? (await skuRefusal(tx, input, row.id));
  if (conflict) return conflict;

  await tx.update(products).set(writtenColumns(input, slug, categoryIds.get(input.categorySlugs[0])!)).where(eq(products.id, row.id));
  if (changed.includes("categorySlugs")) {
    await writeProductCategories(tx, row.id, input.categorySlugs.map((category) => categoryIds.get(category)!));
  }
  if (changed.includes("packs")) await writeProductPacks(tx, row.id, packRows(input), { keepPrices: false });
  if (slug !== row.slug) await keepOldAddress(tx, row.id, row.slug, slug);
  await markCatalogueChanged(tx);
  await recordActivity(tx, { member, action: "product.edit", subject: slug, before: logValues(before, changed), after: logValues(input, changed) });
  return { ok: true, productId: row.id, slug, created: false, changed };
}

/** /shop/products/<oldSlug> answers 301 to the new page; a redirect that named the new slug goes. */
async function keepOldAddress(tx: Tx, productId: number, oldSlug: string, newSlug: string): Promise<void> {
  await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, newSlug));
  await tx
    .insert(productSlugRedirects)
    .values({ oldSlug, productId })
    .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId, createdAt: new Date() } });
}

class Refused extends Error {
  constructor(readonly refusal: EditorRefusal) {
    super(refusal.message);
  }
}

/** One save in its own transaction, then the shop refreshed and the product read back. */
async function runSave(member: StaffMember, input: ProductInput, existingSlug?: string): Promise<EditorOutcome> {
  const db = await getDb();
  let saved: Extract<SaveResult, { ok: true }>;
  try {
    saved = await db.transaction(async (tx) => {
      const result = await saveProductInTransaction(tx, member, input, existingSlug);
      if (!result.ok) throw new Refused(result);
      return result;
    });
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    // Two saves racing for one SKU or address: the second finds it taken.
    if (isUniqueViolation(error, "sku") || isUniqueViolation(error, "slug")) {
      return refusal(409, "skuTaken", "Another save took this SKU or name a moment ago: reload and try again.");
    }
    throw error;
  }
  if (saved.changed.length) await refreshCatalogue({ now: true });
  return { ok: true, product: (await adminProductDetail(saved.slug))! };
}

export const createProduct = (member: StaffMember, input: ProductInput) => runSave(member, input);
export const updateProduct = (member: StaffMember, slug: string, input: ProductInput) => runSave(member, input, slug);

/** Archive: unpublished and listed apart, kept with its orders, reviews and history. */
export const archiveProduct = (member: StaffMember, slug: string) => applyProductAction(member, slug, { action: "archive" });
/** Restore: back among the products, still unpublished until staff publish it. */
export const restoreProduct = (member: StaffMember, slug: string) => applyProductAction(member, slug, { action: "restore" });
