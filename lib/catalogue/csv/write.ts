// Writing the catalogue CSV: one row per pack (the single unit first), UTF-8 with a byte-order mark
// so Excel reads the accents right, CRLF line ends (RFC 4180, what Excel writes), every cell that
// a spreadsheet would run as a formula escaped (./cells.ts).
import { stringify } from "csv-stringify/sync";
import type { ProductInput } from "../../admin/product-input";
import type { ProductFacts } from "../product-facts";
import { poundsInput } from "../../admin/products";
import { escapeFormula, joinList, numberCell, yesNo } from "./cells";
import { CSV_COLUMNS, type CsvRecord } from "./columns";
import { factsCells } from "./facts-cells";

/** What staff write about a product, as stored: facts are null for a product never given them. */
export type StoredProductInput = Omit<ProductInput, "facts"> & { facts: ProductFacts | null };

/** A product as the CSV shows it: what staff write, and whether it is published (export-only). */
export interface CsvProduct {
  input: StoredProductInput;
  published: boolean;
}

const BOM = "\uFEFF";

/** The product's own cells, repeated on each of its rows. */
function productCells(product: CsvProduct): Omit<CsvRecord, "pack_kind" | "pack_sku" | "pack_units" | "price"> {
  const { input } = product;
  return {
    product_sku: input.sku,
    name: input.name,
    brand: input.brand,
    category: input.categorySlugs[0] ?? "",
    also_categories: joinList(input.categorySlugs.slice(1)),
    container: input.container,
    size_ml: String(input.sizeMl),
    abv: String(input.abv),
    vat: yesNo(input.isVatable),
    description: input.description,
    tasting_notes: input.tastingNotes,
    ingredients: input.ingredients,
    allergens: input.allergens,
    energy_kcal_per_100ml: numberCell(input.nutrition.energyKcal),
    sugars_g_per_100ml: numberCell(input.nutrition.sugarsG),
    origin: input.origin,
    seo_title: input.seoTitle,
    seo_description: input.seoDescription,
    ...factsCells(input.facts),
    published: yesNo(product.published),
  };
}

/** The product's rows: the single unit, then each pack in order. */
export function productRecords(product: CsvProduct): CsvRecord[] {
  const cells = productCells(product);
  const { input } = product;
  return [
    { ...cells, pack_kind: "single", pack_sku: input.sku, pack_units: "1", price: poundsInput(input.unitPrice) },
    ...input.packs.map((pack) => ({ ...cells, pack_kind: pack.kind, pack_sku: pack.sku, pack_units: String(pack.quantity), price: poundsInput(pack.price) })),
  ];
}

/** A file of these rows, header included. */
export function recordsCsvText(records: readonly CsvRecord[]): string {
  const rows = records.map((record) => CSV_COLUMNS.map((column) => escapeFormula(record[column])));
  return BOM + stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: "windows", quoted_match: /^\s|\s$/ });
}

/** The whole catalogue's file, ready to send. */
export const catalogueCsvText = (products: readonly CsvProduct[]) => recordsCsvText(products.flatMap(productRecords));
