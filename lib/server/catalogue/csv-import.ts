import "server-only";
import type { StaffMember } from "@/lib/admin/contract";
import { copyCheck } from "@/lib/catalogue/csv/copy-check";
import { pathProblem, type RowProblem } from "@/lib/catalogue/csv/issues";
import { parseCatalogueCsv, type CsvProductGroup } from "@/lib/catalogue/csv/parse";
import { planImport, refusedFilePlan, type CatalogueState, type ImportPlan, type PlannedSave } from "@/lib/catalogue/csv/plan";
import { recordActivity } from "../admin/activity";
import { getDb, type Tx } from "../platform/db";
import { isUniqueViolation } from "../platform/pg-errors";
import { refreshCatalogue } from "./catalogue-refresh";
import { catalogueState } from "./csv-state";
import { saveProductInTransaction, type EditorRefusal } from "./product-editor";

// The catalogue CSV import (docs/catalogue-csv.md). A dry run reads the file and the catalogue and
// answers the plan, row by row, writing nothing. Applying makes the same plan again inside ONE
// transaction, from the catalogue as it is then, and saves each created or changed product with
// the product editor's own save (the same checks, activity entries and slug redirects as a save
// from the form), then one activity entry for the import. Any refusal, found by the plan or by a
// save, rolls everything back: the answer is the plan with the refused rows, and nothing written.

export interface ImportAnswer {
  plan: ImportPlan;
  /** True when the plan was written; false for a dry run, a refusal, or a file that changes nothing. */
  applied: boolean;
}

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

async function saveAll(tx: Tx, member: StaffMember, groups: readonly CsvProductGroup[], saves: readonly PlannedSave[]): Promise<void> {
  const groupOf = new Map(groups.map((group) => [group.productSku, group]));
  for (const save of saves) {
    const result = await saveProductInTransaction(tx, member, save.input, save.existingSlug ?? undefined);
    if (!result.ok) throw new SaveRefused(save.productSku, saveProblems(groupOf.get(save.productSku)!, result));
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

  let state: CatalogueState | null = null;
  let answer: ImportAnswer;
  try {
    answer = await db.transaction(async (tx) => {
      state = await catalogueState(tx);
      const { plan, saves } = planImport(groups, state, copyCheck);
      if (plan.productCounts.refused || saves.length === 0) return { plan, applied: false };
      await saveAll(tx, member, groups, saves);
      const { create, change, unchanged } = plan.productCounts;
      await recordActivity(tx, {
        member,
        action: "product.import",
        subject: "catalogue CSV",
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
