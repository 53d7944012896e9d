// Where a refusal points: the row and column of the CSV that hold what the product input schema
// (lib/admin/product-input.ts) refused, and the sentence staff read ("Row 14, abv: …").
import type { z } from "zod";
import type { CsvColumn } from "./columns";
import { factsIssue } from "./facts-cells";

/** One refusal: the row (as a spreadsheet numbers it), the column when there is one, and why. */
export interface RowProblem {
  row: number;
  column: CsvColumn | null;
  message: string;
}

export const problemSentence = (problem: RowProblem) =>
  problem.column ? `Row ${problem.row}, ${problem.column}: ${problem.message}` : `Row ${problem.row}: ${problem.message}`;

const PRODUCT_FIELD_COLUMNS: Record<string, CsvColumn> = {
  name: "name",
  brand: "brand",
  container: "container",
  sizeMl: "size_ml",
  abv: "abv",
  sku: "product_sku",
  isVatable: "vat",
  description: "description",
  tastingNotes: "tasting_notes",
  ingredients: "ingredients",
  allergens: "allergens",
  origin: "origin",
  seoTitle: "seo_title",
  seoDescription: "seo_description",
};

const PACK_FIELD_COLUMNS: Record<string, CsvColumn> = { kind: "pack_kind", sku: "pack_sku", quantity: "pack_units", price: "price" };
const NUTRITION_COLUMNS: Record<string, CsvColumn> = { energyKcal: "energy_kcal_per_100ml", sugarsG: "sugars_g_per_100ml" };

/** Rows of the product a schema issue can point at. */
export interface ProductRows {
  /** The product's first row: its own fields are read from there. */
  first: number;
  /** The single unit's row (its price). */
  single: number;
  /** Each pack's row, in the order the packs were read. */
  packs: number[];
}

/** The row, column and sentence for a problem the schema or the server found at `path` of the product input. */
export function pathProblem(path: readonly PropertyKey[], message: string, rows: ProductRows, code = "custom"): RowProblem {
  const [field, index, part] = path;
  const at = (row: number, column: CsvColumn, sentence = message): RowProblem => ({ row, column, message: sentence });
  if (field === "unitPrice") return at(rows.single, "price");
  if (field === "packs" && typeof index === "number") return at(rows.packs[index] ?? rows.first, PACK_FIELD_COLUMNS[String(part)] ?? "pack_kind");
  if (field === "packs") return at(rows.first, "pack_kind");
  if (field === "categorySlugs") {
    return at(rows.first, typeof index === "number" && index > 0 ? "also_categories" : code === "custom" ? "also_categories" : "category");
  }
  if (field === "facts") {
    const problem = factsIssue(path.slice(1), message);
    return at(rows.first, problem.column, problem.message);
  }
  if (field === "nutrition") return at(rows.first, NUTRITION_COLUMNS[String(index)] ?? "energy_kcal_per_100ml");
  const column = PRODUCT_FIELD_COLUMNS[String(field)];
  return column ? at(rows.first, column) : { row: rows.first, column: null, message };
}

/** The row, column and sentence for one issue of productInputSchema. */
export const issueProblem = (issue: z.core.$ZodIssue, rows: ProductRows) => pathProblem(issue.path, issue.message, rows, issue.code);
