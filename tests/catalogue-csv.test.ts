// The catalogue CSV's pure parts (lib/catalogue/csv/): the file as written (BOM, CRLF, header),
// formula escaping both ways, a round trip of a few products, and every refusal's sentence with
// its row and column.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { escapeFormula, unescapeFormula } from "@/lib/catalogue/csv/cells";
import { copyCheck } from "@/lib/catalogue/csv/copy-check";
import { CSV_COLUMNS, type CsvRecord } from "@/lib/catalogue/csv/columns";
import { parseCatalogueCsv, type CsvProductGroup } from "@/lib/catalogue/csv/parse";
import { planImport, type StoredProduct } from "@/lib/catalogue/csv/plan";
import { catalogueCsvText, productRecords, recordsCsvText, type CsvProduct } from "@/lib/catalogue/csv/write";
import { productFacts } from "@/lib/catalogue/product-facts-data";
import { SEED_PRODUCTS, packSku } from "@/lib/catalogue/seed-data";

const wine = SEED_PRODUCTS.find((product) => product.sku === "AF-WIN-RED-001")!;
const withPacks = SEED_PRODUCTS.filter((product) => product !== wine && product.packs.length >= 2).slice(0, 2);

function csvProduct(seed: (typeof SEED_PRODUCTS)[number], published = true): CsvProduct {
  return {
    published,
    input: {
      name: seed.name,
      brand: seed.brand,
      categorySlugs: seed.categorySlugs,
      container: seed.container,
      sizeMl: seed.sizeMl,
      abv: seed.abv,
      sku: seed.sku,
      unitPrice: seed.pricePence,
      isVatable: seed.isVatable,
      packs: seed.packs.map((pack) => ({ kind: pack.kind, sku: packSku(seed.sku, pack.kind, pack.quantity), quantity: pack.quantity, price: pack.pricePence })),
      description: seed.description,
      tastingNotes: seed.tastingNotes,
      ingredients: seed.ingredients,
      allergens: "Contains sulphites",
      facts: productFacts(seed.slug)!,
      nutrition: { energyKcal: 18.5, sugarsG: null },
      origin: "Western Cape, South Africa",
      seoTitle: "",
      seoDescription: "",
    },
  };
}

const wineRows = () => productRecords(csvProduct(wine));
/** The refusal sentences of parsing `records`, in order. */
function refusals(records: CsvRecord[]): string[] {
  const outcome = parseCatalogueCsv(recordsCsvText(records));
  if (!outcome.ok) return [outcome.message];
  return plan(outcome.groups).rows.flatMap((row) => row.reasons);
}
const plan = (groups: CsvProductGroup[], stored: StoredProduct[] = []) =>
  planImport(groups, {
    products: new Map(stored.map((product) => [product.input.sku, product])),
    skuOwners: new Map(stored.flatMap((product) => [product.input.sku, ...product.input.packs.map((pack) => pack.sku)].map((sku) => [sku, product.input.sku]))),
  }).plan;
const stored = (product: CsvProduct, archived = false): StoredProduct => ({ ...product, slug: "x", archived });

describe("the exported file", () => {
  const text = catalogueCsvText([csvProduct(wine)]);

  it("is UTF-8 with a byte-order mark, CRLF line ends and the documented header", () => {
    expect(text.startsWith("\uFEFFproduct_sku,name,brand,category,also_categories,container,size_ml,abv,vat,")).toBe(true);
    expect(text.split("\r\n")[0]).toBe(`\uFEFF${CSV_COLUMNS.join(",")}`);
    expect(text.replace(/\r\n/g, "").includes("\n")).toBe(false);
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("writes one row per pack, the single unit first, prices in pounds", () => {
    const rows = parse(text, { bom: true, columns: true }) as CsvRecord[];
    expect(rows.map((row) => [row.pack_kind, row.pack_sku, row.pack_units, row.price])).toEqual([
      ["single", "AF-WIN-RED-001", "1", "8.99"],
      ["case", "AF-WIN-RED-001-CS6", "6", "51.19"],
      ["case", "AF-WIN-RED-001-CS12", "12", "96.99"],
    ]);
    expect(rows[0].stands_in_for).toBe("red-wine with a Sunday roast");
    expect(rows[0].good_with).toBe("sunday-roast|red-meat|cheese");
    expect(rows[0].vat).toBe("yes");
    expect(rows[0].published).toBe("yes");
    expect(rows[0].energy_kcal_per_100ml).toBe("18.5");
    expect(rows[0].sugars_g_per_100ml).toBe("");
  });
});

describe("formula escaping", () => {
  it.each([
    ["=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"],
    ["+44 20", "'+44 20"],
    ["-0.5", "'-0.5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["'=already", "''=already"],
    ["Plain words", "Plain words"],
    ["'quoted words'", "'quoted words'"],
    ["", ""],
  ])("writes %j as %j and reads it back", (cell, written) => {
    expect(escapeFormula(cell)).toBe(written);
    expect(unescapeFormula(written)).toBe(cell);
  });

  it("escapes every dangerous cell in the file and the import gives back the exact text", () => {
    const product = csvProduct(wine);
    product.input.description = "=HYPERLINK(\"http://evil.example\",\"Click\") — a full red with blackcurrant and cedar.";
    product.input.tastingNotes = "@cedar, -cocoa";
    product.input.origin = "+Cape";
    const text = catalogueCsvText([product]);
    expect(text).toContain("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"Click\"\") — a full red");
    expect(text).toContain(`"'@cedar, -cocoa"`);
    expect(text).toContain(",'+Cape,");
    const outcome = parseCatalogueCsv(text);
    expect(outcome.ok && outcome.groups[0].input).toEqual(product.input);
  });
});

describe("a round trip", () => {
  const products = [csvProduct(wine), ...withPacks.map((seed) => csvProduct(seed, false))];
  const outcome = parseCatalogueCsv(catalogueCsvText(products));

  it("reads back every product exactly as written", () => {
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.groups.map((group) => group.input)).toEqual(products.map((product) => product.input));
    expect(outcome.groups.map((group) => group.problems)).toEqual([[], [], []]);
  });

  it("plans every row unchanged against the same catalogue", () => {
    if (!outcome.ok) throw new Error("not parsed");
    const answer = planImport(outcome.groups, {
      products: new Map(products.map((product) => [product.input.sku, stored(product)])),
      skuOwners: new Map(products.flatMap((product) => [product.input.sku, ...product.input.packs.map((pack) => pack.sku)].map((sku) => [sku, product.input.sku]))),
    });
    expect(answer.plan.rows.map((row) => row.outcome)).toEqual(Array(3 + (1 + withPacks[0].packs.length) + (1 + withPacks[1].packs.length)).fill("unchanged"));
    expect(answer.saves).toEqual([]);
  });
});

/** The wine's rows (2: single, 3: case of 6, 4: case of 12) with `change` made to row `row`. */
function wineWith(row: 2 | 3 | 4, change: Partial<CsvRecord>): CsvRecord[] {
  return wineRows().map((record, index) => (index + 2 === row ? { ...record, ...change } : record));
}
/** `change` on every row of the wine (product columns must agree). */
const wineAll = (change: Partial<CsvRecord>) => wineRows().map((record) => ({ ...record, ...change }));

describe("refusals of the whole file", () => {
  const header = CSV_COLUMNS.join(",");
  const validRow = recordsCsvText(wineRows()).split("\r\n")[1];

  it.each([
    ["an empty file", "", "The file is empty: it needs the header row and at least one product row."],
    ["a header alone", `${header}\r\n`, "The file has the header but no product rows."],
    [
      "an unknown and a missing column",
      `${header.replace("tasting_notes", "notes")}\r\n`,
      'Row 1 (the header) must name the catalogue\'s 29 columns once each: unknown column "notes"; missing "tasting_notes".',
    ],
    [
      "a column twice",
      `${header},price\r\n`,
      'Row 1 (the header) must name the catalogue\'s 29 columns once each: "price" more than once.',
    ],
    ["a quote never closed", `${header}\r\n"AF-X,`, 'The file ends inside a quoted cell near line 2: a cell opened with " is never closed.'],
    ["a row with too few cells", `${header}\r\n${validRow}\r\nAF-X,Name\r\n`, "Row 3 has 2 cells where the header has 29 columns: check its commas and quotes."],
  ])("%s", (_name, text, sentence) => {
    expect(parseCatalogueCsv(text)).toEqual({ ok: false, message: sentence });
  });

  it("refuses more than 20,000 rows", () => {
    const shortRow = `AF-X${",".repeat(CSV_COLUMNS.length - 1)}\r\n`;
    const text = `${header}\r\n${shortRow.repeat(20_001)}`;
    expect(parseCatalogueCsv(text)).toEqual({ ok: false, message: "The file has 20,001 rows; import at most 20,000 at a time." });
  });

  it("refuses a file over 10 MB", () => {
    const text = `${header}\r\n${"x".repeat(10 * 1024 * 1024)}`;
    expect(parseCatalogueCsv(text)).toEqual({ ok: false, message: "The file is larger than 10 MB: split it into smaller files." });
  });

  it("accepts the header's columns in another order and in capitals", () => {
    const columns = [...CSV_COLUMNS].reverse();
    const row = wineRows()[0];
    const text = stringify([columns.map((column) => column.toUpperCase()), columns.map((column) => row[column])]);
    const outcome = parseCatalogueCsv(text);
    expect(outcome.ok && outcome.groups[0].input).toEqual({ ...csvProduct(wine).input, packs: [] });
  });
});

describe("refusals of a row, each naming its row and column", () => {
  const notImported = (row: number, refused: number) => `Row ${row}: not imported, because row ${refused} of AF-WIN-RED-001 is refused.`;

  it.each<[string, CsvRecord[], string[]]>([
    ["an ABV above the shop's limit", wineAll({ abv: "0.6" }), ["Row 2, abv: This shop sells drinks of 0.5% ABV or less."]],
    ["an ABV that is not a number", wineAll({ abv: "half" }), ["Row 2, abv: Enter the ABV as the label states it, such as 0.5."]],
    ["a size that is not a number", wineAll({ size_ml: "75cl" }), ["Row 2, size_ml: Enter the size in ml."]],
    ["an unknown container", wineAll({ container: "box" }), ["Row 2, container: Choose bottle or can."]],
    ["an empty name", wineAll({ name: "" }), ["Row 2, name: Enter the product's name."]],
    ["an unreadable energy figure", wineAll({ energy_kcal_per_100ml: "lots" }), ["Row 2, energy_kcal_per_100ml: Enter the energy (kcal) per 100 ml as a number, or leave it empty."]],
    ["VAT neither yes nor no", wineAll({ vat: "maybe" }), ["Row 2, vat: Write yes if VAT is charged, or no."]],
    ["published neither yes nor no", wineAll({ published: "soon" }), ["Row 2, published: Write yes or no (or leave it empty)."]],
    ["a product SKU in lower case with a space", [{ ...wineRows()[0], product_sku: "af win", pack_sku: "" }], ["Row 2, product_sku: Use 3 to 40 capital letters, digits and hyphens, such as AF-WIN-RED-001."]],
    ["an unknown body", wineAll({ body: "thick" }), ['Row 2, body: "thick" is not a body key; use one of light, medium, full.']],
    ["no sweetness", wineAll({ sweetness: "" }), ["Row 2, sweetness: Enter one of dry, off-dry, medium, sweet."]],
    ["no good_with", wineAll({ good_with: "" }), ["Row 2, good_with: List 1 to 6 good_with keys, separated by |."]],
    ["a dietary key twice", wineAll({ dietary: "vegan|vegan" }), ["Row 2, dietary: Give each dietary item once: this row repeats vegan."]],
    [
      "a serving suggestion too short",
      wineAll({ serve: "Cold" }),
      ["Row 2, serve: Give 1 to 3 serving suggestions separated by |, each a sentence of 8 to 90 characters starting with a capital."],
    ],
    [
      "a stand-in worded without in/with/as/for/on",
      wineAll({ stands_in_for: "gin at home" }),
      ["Row 2, stands_in_for: List at most 4 drinks it stands in for, each a key optionally followed by how, starting with in, with, as, for or on (3 to 40 characters): gin in a G&T."],
    ],
    ["a pack price with three decimals", wineWith(3, { price: "51.199" }), ["Row 3, price: Use at most two decimal places (pounds and pence, such as 11.99)."]],
    ["no unit price", wineWith(2, { price: "" }), ["Row 2, price: Enter a price in pounds, such as 11.99."]],
    ["a pack size boxes cannot hold", wineWith(3, { pack_units: "5" }), ["Row 3, pack_units: A 750 ml bottle comes in packs of 6, 12 (so boxes can be filled)."]],
    ["an unknown pack kind", wineWith(3, { pack_kind: "crate" }), ["Row 3, pack_kind: Write single, multipack or case."]],
    [
      "a single row with another SKU and units",
      wineWith(2, { pack_sku: "AF-OTHER", pack_units: "2" }),
      ["Row 2, pack_sku: The single unit's pack_sku is its product_sku, AF-WIN-RED-001.", "Row 2, pack_units: The single unit's pack_units is 1."],
    ],
    ["a row that disagrees on a product column", wineWith(4, { name: "Other" }), ["Row 4, name: Every row of AF-WIN-RED-001 must repeat its product columns, and this one differs from row 2."]],
    [
      "no single row",
      wineRows().slice(1),
      ["Row 2, pack_kind: AF-WIN-RED-001 has no row with pack_kind single: every product needs one, with its single unit's price."],
    ],
    ["two single rows", [...wineRows(), wineRows()[0]], ["Row 5, pack_kind: AF-WIN-RED-001 already has its single row (row 2); a product has one."]],
  ])("%s", (_name, records, sentences) => {
    const reasons = refusals(records);
    expect(reasons.filter((reason) => !reason.includes("not imported"))).toEqual(sentences);
  });

  it("refuses the other rows of a refused product with a sentence pointing at the refused row", () => {
    expect(refusals(wineAll({ abv: "0.6" }))).toEqual(["Row 2, abv: This shop sells drinks of 0.5% ABV or less.", notImported(3, 2), notImported(4, 2)]);
  });

  it("refuses a row with no product SKU", () => {
    expect(refusals(wineAll({ product_sku: "" }))).toEqual(["Row 2, product_sku: Enter the product's SKU.", "Row 3, product_sku: Enter the product's SKU.", "Row 4, product_sku: Enter the product's SKU."]);
  });

  it("names an unknown sub-category in category and also_categories", () => {
    const [category, also] = refusals(wineAll({ category: "wines", also_categories: "alcohol-free-lagers|beers" }));
    expect(category).toMatch(/^Row 2, category: "wines" is not a sub-category; use one of alcohol-free-red-wines, .*, adult-soft-drinks\.$/);
    expect(also).toMatch(/^Row 2, also_categories: "beers" is not a sub-category; use one of /);
  });

  it("names an unknown fact key with the keys to use", () => {
    expect(refusals(wineAll({ good_with: "curry|spag" }))[0]).toMatch(/^Row 2, good_with: "spag" is not a good_with key; use one of roast-chicken, sunday-roast, .*, watching-sport\.$/);
  });

  it("refuses a pack SKU used twice in the file on the later row", () => {
    const other = { ...wineRows()[0], product_sku: "AF-NEW-001", pack_sku: "AF-NEW-001" };
    const records = [...wineRows(), other, { ...wineRows()[1], product_sku: "AF-NEW-001" }];
    expect(refusals(records)).toEqual([
      "Row 5: not imported, because row 6 of AF-NEW-001 is refused.",
      "Row 6, pack_sku: AF-WIN-RED-001-CS6 is already used on row 3; every SKU belongs to one product or pack.",
    ]);
  });
});

describe("the plan against the stored catalogue", () => {
  const groupsOf = (records: CsvRecord[]) => {
    const outcome = parseCatalogueCsv(recordsCsvText(records));
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.groups;
  };

  it("creates a product that is not stored, every row of it", () => {
    const answer = planImport(groupsOf(wineRows()), { products: new Map(), skuOwners: new Map() });
    expect(answer.plan.rows.map((row) => [row.row, row.outcome])).toEqual([[2, "create"], [3, "create"], [4, "create"]]);
    expect(answer.plan.productCounts).toEqual({ create: 1, change: 0, unchanged: 0, refused: 0 });
    expect(answer.saves.map((save) => [save.productSku, save.existingSlug])).toEqual([["AF-WIN-RED-001", null]]);
  });

  it("names the changed columns on each row, a new pack and a removed one", () => {
    const records = wineRows().map((record) => ({ ...record, name: "Cabernet Sauvignon Reserve", also_categories: "alcohol-free-organic-wines" }));
    records[2] = { ...records[2], price: "90.00" };
    const withoutCase12 = records.slice(0, 2);
    const newPack = { ...records[1], pack_sku: "AF-WIN-RED-001-CS12X", pack_units: "12", price: "90.00" };
    const answer = planImport(groupsOf([...withoutCase12, newPack]), { products: new Map([[wine.sku, stored(csvProduct(wine))]]), skuOwners: new Map() });
    expect(answer.plan.rows.map((row) => [row.row, row.outcome, row.fields])).toEqual([
      [2, "change", ["name", "also_categories", "removes pack AF-WIN-RED-001-CS12"]],
      [3, "change", ["name", "also_categories"]],
      [4, "create", ["new pack"]],
    ]);
    expect(answer.saves.map((save) => [save.productSku, save.existingSlug])).toEqual([["AF-WIN-RED-001", "x"]]);
  });

  it("changes only the row whose price differs", () => {
    const answer = planImport(groupsOf(wineWith(4, { price: "90.00" })), { products: new Map([[wine.sku, stored(csvProduct(wine))]]), skuOwners: new Map() });
    expect(answer.plan.rows.map((row) => [row.outcome, row.fields])).toEqual([["unchanged", []], ["unchanged", []], ["change", ["price"]]]);
  });

  it("does not count published as a change (it is export-only)", () => {
    const answer = planImport(groupsOf(wineAll({ published: "no" })), { products: new Map([[wine.sku, stored(csvProduct(wine))]]), skuOwners: new Map() });
    expect(answer.plan.rowCounts).toEqual({ create: 0, change: 0, unchanged: 3, refused: 0 });
  });

  it("refuses an archived product and a SKU another product owns, and then saves nothing", () => {
    const other = { ...wineRows()[0], product_sku: "AF-NEW-001", pack_sku: "AF-NEW-001", name: "New" };
    const otherPack = { ...other, pack_kind: "case", pack_sku: "AF-SPI-GIN-001", pack_units: "6" };
    const answer = planImport(groupsOf([...wineRows(), other, otherPack]), {
      products: new Map([[wine.sku, stored(csvProduct(wine), true)]]),
      skuOwners: new Map([["AF-SPI-GIN-001", "AF-SPI-GIN-000"]]),
    });
    expect(answer.plan.rows.map((row) => row.reasons[0])).toEqual([
      "Row 2, product_sku: AF-WIN-RED-001 is archived; restore it on its page before importing it.",
      notImportedOf(3, 2, "AF-WIN-RED-001"),
      notImportedOf(4, 2, "AF-WIN-RED-001"),
      notImportedOf(5, 6, "AF-NEW-001"),
      "Row 6, pack_sku: AF-SPI-GIN-001 already belongs to AF-SPI-GIN-000 in the catalogue; every SKU belongs to one product or pack.",
    ]);
    expect(answer.saves).toEqual([]);
  });

  it("refuses copy the check finds, on the product's first row, only for a product it would save", () => {
    const check = () => [{ column: "description" as const, message: '"low calorie": it is a nutrition claim.' }];
    const state = { products: new Map([[wine.sku, stored(csvProduct(wine))]]), skuOwners: new Map() };
    expect(planImport(groupsOf(wineRows()), state, check).plan.rowCounts.unchanged).toBe(3);
    const changed = planImport(groupsOf(wineAll({ name: "Cabernet" })), state, check);
    expect(changed.plan.rows[0].reasons).toEqual(['Row 2, description: "low calorie": it is a nutrition claim.']);
    expect(changed.saves).toEqual([]);
  });
});

describe("the copy rules on an imported product", () => {
  it("refuses a claim its nutrition does not meet, in the column that makes it", () => {
    const outcome = parseCatalogueCsv(recordsCsvText(wineAll({ description: "A low calorie red with blackcurrant and cedar.", energy_kcal_per_100ml: "" })));
    if (!outcome.ok) throw new Error(outcome.message);
    const { plan: answer } = planImport(outcome.groups, { products: new Map(), skuOwners: new Map() }, copyCheck);
    expect(answer.rows[0].reasons).toEqual([
      'Row 2, description: "low calorie": it is a nutrition claim that needs 20 kcal or less per 100 ml, and no energy figure is given under nutrition.',
    ]);
  });
});

const notImportedOf = (row: number, refused: number, sku: string) => `Row ${row}: not imported, because row ${refused} of ${sku} is refused.`;
