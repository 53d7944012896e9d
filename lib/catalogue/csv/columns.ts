// The catalogue CSV's columns (docs/catalogue-csv.md): one row per pack, the single unit being a
// row too, so a spreadsheet user edits a price where they see it. The product's own columns repeat
// on each of its rows and must agree; the pack columns differ row by row. The structured facts are
// six columns of their own rather than one JSON cell: a spreadsheet user can edit "curry|cheese"
// but not a brace or quote out of place in JSON.

export const CSV_COLUMNS = [
  "product_sku",
  "name",
  "brand",
  "category",
  "also_categories",
  "container",
  "size_ml",
  "abv",
  "vat",
  "description",
  "tasting_notes",
  "ingredients",
  "allergens",
  "energy_kcal_per_100ml",
  "sugars_g_per_100ml",
  "origin",
  "seo_title",
  "seo_description",
  "stands_in_for",
  "good_with",
  "sweetness",
  "body",
  "dietary",
  "serve",
  "published",
  "pack_kind",
  "pack_sku",
  "pack_units",
  "price",
] as const;

export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** One data row, every cell as text (formula escaping already removed on reading). */
export type CsvRecord = Record<CsvColumn, string>;

/** The columns that differ from row to row of one product; every other column is the product's. */
export const PACK_COLUMNS = ["pack_kind", "pack_sku", "pack_units", "price"] as const satisfies readonly CsvColumn[];
export const PRODUCT_COLUMNS = CSV_COLUMNS.filter((column) => !(PACK_COLUMNS as readonly string[]).includes(column));

export const PACK_KINDS = ["single", "multipack", "case"] as const;
export type CsvPackKind = (typeof PACK_KINDS)[number];

/** Separates the items of a list cell (also_categories, stands_in_for, good_with, dietary, serve). */
export const LIST_SEPARATOR = "|";

export const CSV_LIMITS = {
  /** The largest file the import reads (bytes, UTF-8). */
  maxBytes: 10 * 1024 * 1024,
  /** Data rows, the header not counted. */
  maxRows: 20_000,
} as const;

/** The first data row's number as a spreadsheet shows it (the header is row 1). */
export const FIRST_DATA_ROW = 2;

export const CSV_FILE_NAME = "catalogue.csv";
