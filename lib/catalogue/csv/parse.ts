// The catalogue CSV read into products: rows grouped by product_sku (in any order), the product's
// columns required to agree on every row, one single-unit row per product, SKUs used once in the
// file, and each product validated by productInputSchema with every refusal pointing at its row
// and column. Pure: the server compares the result with the database (./plan.ts).
import { productInputSchema, type ProductInput, type ProductInputBody } from "../../admin/product-input";
import { SUBCATEGORY_SLUGS } from "../taxonomy";
import { readNumber, readOptionalNumber, readYesNo, splitList } from "./cells";
import { PACK_KINDS, PRODUCT_COLUMNS, type CsvPackKind, type CsvRecord } from "./columns";
import { readFactsCells, type CellProblem } from "./facts-cells";
import { issueProblem, type ProductRows, type RowProblem } from "./issues";
import { readCatalogueCsv, type NumberedRecord } from "./read";

/** A row of the file, as the plan lists it. */
export interface CsvRowRef {
  row: number;
  productSku: string;
  packSku: string;
  packKind: string;
}

/** The rows of one product_sku: the product they describe when valid, else the problems. */
export interface CsvProductGroup {
  productSku: string;
  rows: CsvRowRef[];
  input: ProductInput | null;
  /** The published column (export-only: reported, never written). */
  published: boolean | null;
  problems: RowProblem[];
  /** Which row holds which part of the product, for problems found later (by the server). */
  at: ProductRows;
}

export type CsvParseOutcome = { ok: true; groups: CsvProductGroup[] } | { ok: false; message: string };

const skuOf = (cell: string) => cell.trim().toUpperCase();
const kindOf = (record: CsvRecord) => record.pack_kind.trim().toLowerCase();
const isKind = (kind: string): kind is CsvPackKind => (PACK_KINDS as readonly string[]).includes(kind);

/** Problems with the sub-category cells, in the words of the CSV (slugs, "|"). */
function categoryProblems(record: CsvRecord): CellProblem[] {
  const problems: CellProblem[] = [];
  const unknown = (column: "category" | "also_categories", slug: string) =>
    problems.push({ column, message: `"${slug}" is not a sub-category; use one of ${SUBCATEGORY_SLUGS.join(", ")}.` });
  const primary = record.category.trim();
  if (!primary) problems.push({ column: "category", message: "Enter the product's sub-category." });
  else if (!SUBCATEGORY_SLUGS.includes(primary)) unknown("category", primary);
  for (const slug of splitList(record.also_categories)) if (!SUBCATEGORY_SLUGS.includes(slug)) unknown("also_categories", slug);
  return problems;
}

/** Rows that repeat the product's columns differently from its first row. */
function disagreements(first: NumberedRecord, others: NumberedRecord[]): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const { row, record } of others) {
    for (const column of PRODUCT_COLUMNS) {
      if (column === "product_sku" || record[column].trim() === first.record[column].trim()) continue;
      const message = `Every row of ${skuOf(first.record.product_sku)} must repeat its product columns, and this one differs from row ${first.row}.`;
      problems.push({ row, column, message });
    }
  }
  return problems;
}

/** The single unit's row and the pack rows, with problems about which row is which. */
function packRows(sku: string, rows: NumberedRecord[], problems: RowProblem[]) {
  const singles = rows.filter(({ record }) => kindOf(record) === "single");
  const packs = rows.filter(({ record }) => kindOf(record) !== "single");
  for (const { row, record } of rows) {
    const kind = kindOf(record);
    if (!isKind(kind)) problems.push({ row, column: "pack_kind", message: "Write single, multipack or case." });
    if (kind !== "single") continue;
    const packSku = skuOf(record.pack_sku);
    if (packSku && packSku !== sku) problems.push({ row, column: "pack_sku", message: `The single unit's pack_sku is its product_sku, ${sku}.` });
    if (record.pack_units.trim() !== "1") problems.push({ row, column: "pack_units", message: "The single unit's pack_units is 1." });
  }
  if (singles.length === 0) {
    problems.push({ row: rows[0].row, column: "pack_kind", message: `${sku} has no row with pack_kind single: every product needs one, with its single unit's price.` });
  }
  for (const extra of singles.slice(1)) {
    problems.push({ row: extra.row, column: "pack_kind", message: `${sku} already has its single row (row ${singles[0].row}); a product has one.` });
  }
  return { single: singles[0] ?? rows[0], packs };
}

/** One product from its rows: the body, validated; every problem points at a row. */
function readGroup(sku: string, rows: NumberedRecord[]): CsvProductGroup {
  const [first, ...others] = rows;
  const problems: RowProblem[] = disagreements(first, others);
  const { single, packs } = packRows(sku, rows, problems);
  const record = first.record;
  const cellProblems = categoryProblems(record);
  const facts = readFactsCells(record, cellProblems);
  const published = readYesNo(record.published);
  if (record.published.trim() && published === undefined) cellProblems.push({ column: "published", message: "Write yes or no (or leave it empty)." });
  const vat = readYesNo(record.vat);
  if (vat === undefined) cellProblems.push({ column: "vat", message: "Write yes if VAT is charged, or no." });
  problems.push(...cellProblems.map((problem) => ({ row: first.row, ...problem })));

  const body = {
    name: record.name,
    brand: record.brand,
    categorySlugs: [record.category.trim(), ...splitList(record.also_categories)],
    container: record.container.trim().toLowerCase(),
    sizeMl: readNumber(record.size_ml),
    abv: readNumber(record.abv),
    sku,
    unitPrice: single.record.price,
    isVatable: vat,
    packs: packs.map((pack) => ({ kind: kindOf(pack.record), sku: skuOf(pack.record.pack_sku), quantity: readNumber(pack.record.pack_units), price: pack.record.price })),
    description: record.description,
    tastingNotes: record.tasting_notes,
    ingredients: record.ingredients,
    allergens: record.allergens,
    facts,
    nutrition: { energyKcal: readOptionalNumber(record.energy_kcal_per_100ml), sugarsG: readOptionalNumber(record.sugars_g_per_100ml) },
    origin: record.origin,
    seoTitle: record.seo_title,
    seoDescription: record.seo_description,
  } as ProductInputBody;
  const parsed = productInputSchema.safeParse(body);
  const refs = rows.map(({ row, record: cells }) => ({ row, productSku: sku, packSku: skuOf(cells.pack_sku) || sku, packKind: kindOf(cells) }));
  const at = { first: first.row, single: single.row, packs: packs.map((pack) => pack.row) };
  if (!parsed.success) {
    const said = new Set(problems.map((problem) => `${problem.row} ${problem.column}`));
    // A cell already refused in the CSV's own words (an unknown key, yes/no) is not refused twice.
    for (const problem of parsed.error.issues.map((issue) => issueProblem(issue, at))) {
      if (!said.has(`${problem.row} ${problem.column}`)) problems.push(problem);
      said.add(`${problem.row} ${problem.column}`);
    }
  }
  const valid = parsed.success && problems.length === 0;
  return { productSku: sku, rows: refs, input: valid ? parsed.data : null, published: published ?? null, problems, at };
}

/** A pack SKU used on two rows, or a pack SKU that is another product's SKU, refused on the later row. */
function duplicateSkus(groups: Map<string, NumberedRecord[]>): RowProblem[] {
  const firstUse = new Map<string, number>();
  for (const [sku, rows] of groups) firstUse.set(sku, rows[0].row);
  const problems: RowProblem[] = [];
  for (const rows of groups.values()) {
    for (const { row, record } of rows) {
      if (kindOf(record) === "single") continue;
      const packSku = skuOf(record.pack_sku);
      const earlier = firstUse.get(packSku);
      if (packSku && earlier !== undefined && earlier !== row) {
        problems.push({ row, column: "pack_sku", message: `${packSku} is already used on row ${earlier}; every SKU belongs to one product or pack.` });
      } else if (packSku) firstUse.set(packSku, row);
    }
  }
  return problems;
}

export function parseCatalogueCsv(text: string): CsvParseOutcome {
  const read = readCatalogueCsv(text);
  if (!read.ok) return read;
  const bySku = new Map<string, NumberedRecord[]>();
  const groups: CsvProductGroup[] = [];
  for (const numbered of read.records) {
    const sku = skuOf(numbered.record.product_sku);
    if (!sku) {
      const ref = { row: numbered.row, productSku: "", packSku: skuOf(numbered.record.pack_sku), packKind: kindOf(numbered.record) };
      const problems: RowProblem[] = [{ row: numbered.row, column: "product_sku", message: "Enter the product's SKU." }];
      groups.push({ productSku: "", rows: [ref], input: null, published: null, problems, at: { first: numbered.row, single: numbered.row, packs: [] } });
      continue;
    }
    const rows = bySku.get(sku);
    if (rows) rows.push(numbered);
    else bySku.set(sku, [numbered]);
  }
  const shared = duplicateSkus(bySku);
  for (const [sku, rows] of bySku) {
    const group = readGroup(sku, rows);
    const own = shared.filter((problem) => rows.some((row) => row.row === problem.row));
    if (own.length) groups.push({ ...group, input: null, problems: [...group.problems, ...own] });
    else groups.push(group);
  }
  return { ok: true, groups: groups.sort((a, b) => a.rows[0].row - b.rows[0].row) };
}
