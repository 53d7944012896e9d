import "server-only";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import type { ProductInput } from "@/lib/admin/product-input";
import type { PlannedSave } from "@/lib/catalogue/csv/plan";
import type { Tx } from "../platform/db";
import { productCategories, productPacks, productSlugRedirects, products, staffActivity } from "../schema";
import { markCatalogueChanged } from "./catalogue-version";
import { addresses, chunks, type BulkRefusal } from "./csv-bulk-create";
import type { ServerCatalogueState } from "./csv-state";
import { productSlugFor } from "./product-editor-checks";
import { writtenColumns } from "./product-editor-columns";
import { categoryIdsBySlug } from "./product-editor-rows";
import { changedFields, logValues } from "./product-editor-values";

// The import's changed products, written the way the product editor's save writes a change
// (./product-editor.ts updateRow: only changed fields logged, the address following a new name or
// brand with the old one kept as a redirect, categories and packs rewritten when they changed),
// but with one statement per product (its row) and multi-row statements for the rest: saved one
// by one, 2,500 changed products took over a minute on PGlite (scripts/bench-csv-import.ts). The
// rows were locked and read in this transaction (./csv-import.ts), so the comparison is current.

interface Change {
  save: PlannedSave;
  id: number;
  before: ProductInput;
  changed: ReturnType<typeof changedFields>;
  oldSlug: string;
  slug: string;
}

function changesOf(saves: readonly PlannedSave[], state: ServerCatalogueState): Change[] {
  return saves.flatMap((save) => {
    const stored = state.products.get(save.productSku)!;
    // A product stored before facts existed compares as "facts changed" (its facts are null).
    const before = stored.input as ProductInput;
    const changed = changedFields(before, save.input);
    if (!changed.length) return [];
    const slug = changed.includes("name") || changed.includes("brand") ? productSlugFor(save.input) : stored.slug;
    return [{ save, id: state.ids.get(save.productSku)!, before, changed, oldSlug: stored.slug, slug }];
  });
}

/** Replaces the categories and packs of the changes whose categories or packs changed. */
async function rewriteLinks(tx: Tx, changes: Change[], categoryIds: Map<string, number>): Promise<void> {
  for (const part of chunks(changes.filter((change) => change.changed.includes("categorySlugs")))) {
    await tx.delete(productCategories).where(inArray(productCategories.productId, part.map((change) => change.id)));
    const links = part.flatMap((change) => change.save.input.categorySlugs.map((slug) => ({ productId: change.id, categoryId: categoryIds.get(slug)! })));
    await tx.insert(productCategories).values(links);
  }
  for (const part of chunks(changes.filter((change) => change.changed.includes("packs")))) {
    const packs = part.flatMap((change) =>
      change.save.input.packs.map((pack) => ({ productId: change.id, kind: pack.kind, multipackSku: pack.sku, quantity: pack.quantity, pricePence: pack.price })),
    );
    const ofThese = inArray(productPacks.productId, part.map((change) => change.id));
    await tx.delete(productPacks).where(packs.length ? and(ofThese, notInArray(productPacks.multipackSku, packs.map((pack) => pack.multipackSku))) : ofThese);
    if (!packs.length) continue;
    await tx
      .insert(productPacks)
      .values(packs)
      .onConflictDoUpdate({
        target: productPacks.multipackSku,
        set: { productId: sql`excluded.product_id`, kind: sql`excluded.kind`, quantity: sql`excluded.quantity`, pricePence: sql`excluded.price_pence` },
      });
  }
}

/** Writes every change of `saves`, or answers the first refusal before writing anything. */
export async function changeProductsInBulk(tx: Tx, member: StaffMember, saves: readonly PlannedSave[], state: ServerCatalogueState): Promise<BulkRefusal | null> {
  const changes = changesOf(saves, state);
  if (!changes.length) return null;
  const refused = await addresses(
    tx,
    changes.map((change) => change.save),
    changes.map((change) => change.slug),
    (index) => changes[index].slug === changes[index].oldSlug,
  );
  if (refused) return refused;
  const categoryIds = await categoryIdsBySlug(tx, [...new Set(changes.flatMap((change) => change.save.input.categorySlugs))]);
  const now = new Date();
  for (const change of changes) {
    const { input } = change.save;
    await tx.update(products).set(writtenColumns(input, change.slug, categoryIds.get(input.categorySlugs[0])!, now)).where(eq(products.id, change.id));
  }
  await rewriteLinks(tx, changes, categoryIds);
  for (const change of changes.filter((candidate) => candidate.slug !== candidate.oldSlug)) {
    // /shop/products/<old> answers 301 to the new page; a redirect that named the new slug goes.
    await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.oldSlug, change.slug));
    await tx
      .insert(productSlugRedirects)
      .values({ oldSlug: change.oldSlug, productId: change.id })
      .onConflictDoUpdate({ target: productSlugRedirects.oldSlug, set: { productId: change.id, createdAt: now } });
  }
  for (const part of chunks(changes)) {
    const entries = part.map((change) => ({
      actorUid: member.uid,
      actorEmail: member.email,
      action: "product.edit" as const,
      subject: change.slug,
      before: logValues(change.before, change.changed),
      after: logValues(change.save.input, change.changed),
    }));
    await tx.insert(staffActivity).values(entries);
  }
  await markCatalogueChanged(tx);
  return null;
}
