// What an import would do, row by row: the parsed file (./parse.ts) compared with the catalogue as
// stored. A row creates (a new product or pack), changes (naming the columns that differ), leaves
// unchanged, or is refused with its sentence. Any refusal means nothing is applied. Pure, so the
// dry run and the applied import make the same plan, and the JSON answer is this shape.
import type { ProductInput } from "../../admin/product-input";
import { PRODUCT_COLUMNS, type CsvColumn, type CsvRecord } from "./columns";
import { problemSentence, type RowProblem } from "./issues";
import type { CsvProductGroup, CsvRowRef } from "./parse";
import { productRecords, type CsvProduct } from "./write";

export type RowOutcome = "create" | "change" | "unchanged" | "refused";

export interface ImportRow {
  row: number;
  productSku: string;
  packSku: string;
  outcome: RowOutcome;
  /** For a change: the columns that differ ("price", "name"), or what happens to a pack. */
  fields: string[];
  /** For a refusal: the sentences, each naming the row and column. */
  reasons: string[];
}

export type OutcomeCounts = Record<RowOutcome, number>;

export interface ImportPlan {
  /** Set when the file itself is refused (header, size, CSV syntax): then there are no rows. */
  fileProblem: string | null;
  rows: ImportRow[];
  rowCounts: OutcomeCounts;
  productCounts: OutcomeCounts;
}

/** The import API's answer (POST /api/admin/products/import). */
export interface ImportAnswer {
  plan: ImportPlan;
  /** True when the plan was written; false for a dry run, a refusal, or a file that changes nothing. */
  applied: boolean;
}

/** A product the import would save: what to save, and the slug it has when it already exists. */
export interface PlannedSave {
  productSku: string;
  input: ProductInput;
  existingSlug: string | null;
}

/** A stored product as the plan compares it. */
export interface StoredProduct extends CsvProduct {
  slug: string;
  archived: boolean;
}

export interface CatalogueState {
  /** Every stored product (archived ones too), by product SKU. */
  products: ReadonlyMap<string, StoredProduct>;
  /** The product SKU that owns each SKU, product or pack. */
  skuOwners: ReadonlyMap<string, string>;
}

/** Extra checks on a product about to be saved (the copy rules), as column problems. */
export type ProductCheck = (input: ProductInput) => { column: CsvColumn; message: string }[];

const zeroCounts = (): OutcomeCounts => ({ create: 0, change: 0, unchanged: 0, refused: 0 });
const sameCell = (column: CsvColumn, a: string, b: string) =>
  column === "also_categories" ? [...a.split("|")].sort().join("|") === [...b.split("|")].sort().join("|") : a === b;

/** The product's columns that differ between the stored and the imported product. */
function changedProductColumns(stored: CsvRecord, imported: CsvRecord): string[] {
  return PRODUCT_COLUMNS.filter((column) => column !== "published" && !sameCell(column, stored[column], imported[column]));
}

/** Refusals the stored catalogue gives: an archived product, SKUs that belong to another product. */
function stateProblems(group: CsvProductGroup, state: CatalogueState): RowProblem[] {
  const problems: RowProblem[] = [];
  const first = group.rows[0].row;
  if (state.products.get(group.productSku)?.archived) {
    problems.push({ row: first, column: "product_sku", message: `${group.productSku} is archived; restore it on its page before importing it.` });
  }
  for (const ref of group.rows) {
    const sku = ref.packKind === "single" ? group.productSku : ref.packSku;
    const owner = state.skuOwners.get(sku);
    if (owner !== undefined && owner !== group.productSku) {
      const column = ref.packKind === "single" ? "product_sku" : "pack_sku";
      problems.push({ row: ref.row, column, message: `${sku} already belongs to ${owner} in the catalogue; every SKU belongs to one product or pack.` });
    }
  }
  return problems;
}

function refusedRows(group: CsvProductGroup, problems: RowProblem[]): ImportRow[] {
  const firstRefused = Math.min(...problems.map((problem) => problem.row));
  return group.rows.map((ref) => {
    const own = problems.filter((problem) => problem.row === ref.row).map(problemSentence);
    const reasons = own.length ? own : [`Row ${ref.row}: not imported, because row ${firstRefused} of ${group.productSku || "this product"} is refused.`];
    return { ...rowOf(ref), outcome: "refused", reasons };
  });
}

const rowOf = (ref: CsvRowRef): Omit<ImportRow, "outcome"> => ({ row: ref.row, productSku: ref.productSku, packSku: ref.packSku, fields: [], reasons: [] });

/** Each row's outcome for a valid product, compared with the stored one (null when new). */
function comparedRows(group: CsvProductGroup, input: ProductInput, stored: StoredProduct | undefined): ImportRow[] {
  if (!stored) return group.rows.map((ref) => ({ ...rowOf(ref), outcome: "create" }));
  const before = new Map(productRecords(stored).map((record) => [record.pack_sku, record]));
  const after = productRecords({ input, published: stored.published });
  const productFields = changedProductColumns(before.get(input.sku)!, after[0]);
  const removed = [...before.keys()].filter((sku) => !after.some((record) => record.pack_sku === sku));
  return group.rows.map((ref, index) => {
    const imported = after.find((record) => record.pack_sku === (ref.packKind === "single" ? input.sku : ref.packSku)) ?? after[index];
    const old = before.get(imported.pack_sku);
    if (!old) return { ...rowOf(ref), outcome: "create", fields: ["new pack"] };
    const packFields = (["pack_kind", "pack_units", "price"] as const).filter((column) => old[column] !== imported[column]);
    const removals = ref.packKind === "single" ? removed.map((sku) => `removes pack ${sku}`) : [];
    const fields = [...productFields, ...packFields, ...removals];
    return { ...rowOf(ref), outcome: fields.length ? "change" : "unchanged", fields };
  });
}

/** The plan for `groups` against `state`, and the saves it would make when nothing is refused. */
export function planImport(groups: readonly CsvProductGroup[], state: CatalogueState, check: ProductCheck = () => []): { plan: ImportPlan; saves: PlannedSave[] } {
  const rows: ImportRow[] = [];
  const saves: PlannedSave[] = [];
  const productCounts = zeroCounts();
  for (const group of groups) {
    const problems = [...group.problems, ...stateProblems(group, state)];
    const stored = state.products.get(group.productSku);
    const planned = group.input && problems.length === 0 ? comparedRows(group, group.input, stored) : [];
    const saving = planned.some((row) => row.outcome !== "unchanged");
    if (group.input && saving) problems.push(...check(group.input).map((problem) => ({ row: group.rows[0].row, ...problem })));
    const outcome = problems.length ? refusedRows(group, problems) : planned;
    rows.push(...outcome);
    const productOutcome: RowOutcome = problems.length ? "refused" : !saving ? "unchanged" : stored ? "change" : "create";
    productCounts[productOutcome] += 1;
    if (group.input && saving && problems.length === 0) saves.push({ productSku: group.productSku, input: group.input, existingSlug: stored?.slug ?? null });
  }
  rows.sort((a, b) => a.row - b.row);
  const rowCounts = zeroCounts();
  for (const row of rows) rowCounts[row.outcome] += 1;
  return { plan: { fileProblem: null, rows, rowCounts, productCounts }, saves: productCounts.refused ? [] : saves };
}

/** The plan for a file refused as a whole. */
export const refusedFilePlan = (message: string): ImportPlan => ({ fileProblem: message, rows: [], rowCounts: zeroCounts(), productCounts: zeroCounts() });
