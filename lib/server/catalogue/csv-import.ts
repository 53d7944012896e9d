import "server-only";
import { inArray } from "drizzle-orm";
import type { StaffMember } from "@/lib/admin/contract";
import { copyCheck } from "@/lib/catalogue/csv/copy-check";
import { pathProblem, type RowProblem } from "@/lib/catalogue/csv/issues";
import { parseCatalogueCsv, type CsvProductGroup } from "@/lib/catalogue/csv/parse";
import { planImport, refusedFilePlan, type CatalogueState, type ImportAnswer, type ImportPlan, type PlannedSave } from "@/lib/catalogue/csv/plan";
import { recordActivity } from "../admin/activity";
import { getDb, type Tx } from "../platform/db";
import { isUniqueViolation } from "../platform/pg-errors";
import { products } from "../schema";
import { refreshCatalogue } from "./catalogue-refresh";
import { changeProductsInBulk } from "./csv-bulk-change";
import { chunks, createProductsInBulk } from "./csv-bulk-create";
import { catalogueState, type ServerCatalogueState } from "./csv-state";
import type { EditorRefusal } from "./product-editor";

// The catalogue CSV import (docs/catalogue-csv.md). A dry run reads the file and the catalogue and
// answers the plan, row by row, writing nothing. Applying makes the same plan again inside ONE
// transaction, from the catalogue as it is then (the file's products locked first): changed and new
// products are written in bulk with the rows, checks and activity entries the product editor's save
// makes (./csv-bulk-change.ts, ./csv-bulk-create.ts; one save per product was too slow for 10,000
// rows), then one activity entry for the import. Any refusal, found by the plan or by a
// save, rolls everything back: the answer is the plan with the refused rows, and nothing written.

/** A save refused inside the transaction: the whole import is rolled back. */
class SaveRefused extends Error {
  constructor(
    readonly productSku: string,
    readonly problems: RowProblem[],
  ) {
    super(`${productSku} refused`);
  }
}

/** The editor's refusal of one product as problems on its rows (its fields are dotted input paths). */
function saveProblems(group: CsvProductGroup, refusal: EditorRefusal): RowProblem[] {
  const fields = Object.entries(refusal.fields ?? {});
  if (!fields.length) return [{ row: group.at.first, column: null, message: refusal.message }];
  return fields.map(([path, message]) => pathProblem(path.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part)), message, group.at));
}

/** The changes, then the new products (a renamed product may free an address a new one takes). */
async function saveAll(tx: Tx, member: StaffMember, groups: readonly CsvProductGroup[], saves: readonly PlannedSave[], state: ServerCatalogueState): Promise<void> {
  const groupOf = new Map(groups.map((group) => [group.productSku, group]));
  const refused =
    (await changeProductsInBulk(tx, member, saves.filter((save) => save.existingSlug !== null), state)) ??
    (await createProductsInBulk(tx, member, saves.filter((save) => save.existingSlug === null)));
  if (refused) throw new SaveRefused(refused.productSku, saveProblems(groupOf.get(refused.productSku)!, refused.refusal));
}

/** Locks the stored rows of the file's products, so no save in between is overwritten unseen. */
async function lockProducts(tx: Tx, groups: readonly CsvProductGroup[]): Promise<void> {
  for (const part of chunks(groups.map((group) => group.productSku).filter(Boolean))) {
    await tx.select({ id: products.id }).from(products).where(inArray(products.sku, part)).for("update");
  }
}

/** The plan again, with one product's rows refused for `problems`. */
function replanWithRefusal(groups: readonly CsvProductGroup[], state: CatalogueState, refused: SaveRefused): ImportPlan {
  const marked = groups.map((group) => (group.productSku === refused.productSku ? { ...group, problems: [...group.problems, ...refused.problems] } : group));
  return planImport(marked, state, copyCheck).plan;
}

export async function importCatalogueCsv(member: StaffMember, text: string, options: { apply: boolean }): Promise<ImportAnswer> {
  const parsed = parseCatalogueCsv(text);
  if (!parsed.ok) return { plan: refusedFilePlan(parsed.message), applied: false };
  const { groups } = parsed;
  const db = await getDb();
  if (!options.apply) return { plan: planImport(groups, await catalogueState(db), copyCheck).plan, applied: false };

  let state: ServerCatalogueState | null = null;
  let answer: ImportAnswer;
  try {
    answer = await db.transaction(async (tx) => {
      await lockProducts(tx, groups);
      const current = await catalogueState(tx);
      state = current;
      const { plan, saves } = planImport(groups, current, copyCheck);
      if (plan.productCounts.refused || saves.length === 0) return { plan, applied: false };
      await saveAll(tx, member, groups, saves, current);
      const { create, change, unchanged } = plan.productCounts;
      await recordActivity(tx, {
        member,
        action: "product.import",
        // No subject: the log links a product action's subject to a product page, and this entry is about many.
        subject: null,
        before: null,
        after: { rows: plan.rows.length, productsCreated: create, productsChanged: change, productsUnchanged: unchanged },
      });
      return { plan, applied: true };
    });
  } catch (error) {
    if (error instanceof SaveRefused && state) return { plan: replanWithRefusal(groups, state, error), applied: false };
    if (isUniqueViolation(error, "sku") || isUniqueViolation(error, "slug")) {
      const message = "Another save took one of these SKUs or names while the import ran: nothing was imported. Run the dry run again.";
      return { plan: refusedFilePlan(message), applied: false };
    }
    throw error;
  }
  if (answer.applied) await refreshCatalogue({ now: true });
  return answer;
}
