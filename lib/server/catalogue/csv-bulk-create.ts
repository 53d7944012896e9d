import "server-only";
import { inArray } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { PlannedSave } from "@/lib/catalogue/csv/plan";
import type { Tx } from "../platform/db";
import { productCategories, productPacks, productSlugRedirects, products, staffActivity } from "../schema";
import { markCatalogueChanged } from "./catalogue-version";
import { productSlugFor, slugRefusal, type EditorRefusal } from "./product-editor-checks";
import { newProductColumns } from "./product-editor-columns";
import { categoryIdsBySlug } from "./product-editor-rows";
import { logValues, type InputField } from "./product-editor-values";

// The import's new products, written in a few multi-row statements instead of one save each: on
// PGlite every statement costs a few milliseconds, and a save is about a dozen of them, so 2,500
// new products one by one took minutes (scripts/bench-csv-import.ts). The rows written are the
// product editor's own (./product-editor-columns.ts: the same columns, unpublished with no stock,
// categories, packs, an old redirect of the slug dropped, one product.create entry each with every
// field); the checks a save makes are made here for all products at once (addresses), or were made
// by the import's plan in the same transaction (SKUs, copy). Changes still go through the editor's
// save, one product at a time.

/** Rows per INSERT: about 30 parameters a product, well under PostgreSQL's 65,535. */
const CHUNK = 400;

export const chunks = <T>(items: readonly T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

/** A refusal of one product, as the editor's save would give it. */
export type BulkRefusal = { productSku: string; refusal: EditorRefusal };

/**
 * The page address of each product of `saves` (`slugs`, in order; a product keeping its own is
 * skipped), or the editor's refusal when one has no address of its own: unusable, another stored
 * product's (not the product itself), or another product's in this file.
 */
export async function addresses(tx: Tx, saves: readonly PlannedSave[], slugs: readonly string[], keeps: (index: number) => boolean = () => false): Promise<BulkRefusal | null> {
  const wanted = slugs.filter((_slug, index) => !keeps(index));
  const taken = new Map<string, { name: string; brand: string; sku: string }>();
  for (const part of chunks(wanted)) {
    const rows = await tx.select({ slug: products.slug, name: products.name, brand: products.brand, sku: products.sku }).from(products).where(inArray(products.slug, part));
    for (const row of rows) taken.set(row.slug, row);
  }
  for (const [index, save] of saves.entries()) {
    if (keeps(index)) continue;
    const slug = slugs[index];
    // Unusable names are refused without a query; a taken one is answered in the editor's words.
    const unusable = slug && slug.length <= 120 ? null : await slugRefusal(tx, slug, null);
    const found = taken.get(slug);
    const other = found && found.sku !== save.productSku ? found : undefined;
    const sentence = other && `Another product, ${other.brand} ${other.name}, already has this brand and name (its page is /shop/products/${slug}): change the name.`;
    const refusal = unusable ?? (sentence ? ({ ok: false, status: 409, code: "nameTaken", message: sentence, fields: { name: sentence } } as const) : null);
    if (refusal) return { productSku: save.productSku, refusal };
    taken.set(slug, { ...save.input, sku: save.productSku });
  }
  return null;
}

/** Writes every new product of `saves`, or answers the first refusal before writing anything. */
export async function createProductsInBulk(tx: Tx, member: StaffMember, saves: readonly PlannedSave[]): Promise<BulkRefusal | null> {
  if (!saves.length) return null;
  const slugs = saves.map((save) => productSlugFor(save.input));
  const refused = await addresses(tx, saves, slugs);
  if (refused) return refused;
  const categoryIds = await categoryIdsBySlug(tx, [...new Set(saves.flatMap((save) => save.input.categorySlugs))]);
  const now = new Date();
  const planned = saves.map((save, index) => ({ input: save.input, slug: slugs[index] }));
  for (const part of chunks(planned)) {
    const rows = part.map(({ input, slug }) => newProductColumns(input, slug, categoryIds.get(input.categorySlugs[0])!, now));
    const written = await tx.insert(products).values(rows).returning({ id: products.id, sku: products.sku });
    const idOf = new Map(written.map((row) => [row.sku, row.id]));
    const links = part.flatMap(({ input }) => input.categorySlugs.map((slug) => ({ productId: idOf.get(input.sku)!, categoryId: categoryIds.get(slug)! })));
    await tx.insert(productCategories).values(links);
    const packs = part.flatMap(({ input }) =>
      input.packs.map((pack) => ({ productId: idOf.get(input.sku)!, kind: pack.kind, multipackSku: pack.sku, quantity: pack.quantity, pricePence: pack.price })),
    );
    if (packs.length) await tx.insert(productPacks).values(packs);
    // A slug once used by another product now belongs to the new one.
    await tx.delete(productSlugRedirects).where(inArray(productSlugRedirects.oldSlug, part.map(({ slug }) => slug)));
    const entries = part.map(({ input, slug }) => ({
      actorUid: member.uid,
      actorEmail: member.email,
      action: "product.create" as const,
      subject: slug,
      before: null,
      after: logValues(input, Object.keys(input) as InputField[]),
    }));
    await tx.insert(staffActivity).values(entries);
  }
  await markCatalogueChanged(tx);
  return null;
}
