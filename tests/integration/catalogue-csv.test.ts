// The catalogue CSV's API (api-routes/admin/catalogue-csv.ts) on a real database and real emulator
// tokens: who may call it, the exported file, export → import changing nothing, a refused import
// (found by the plan, or only by a save inside the transaction) writing nothing at all, and a
// small import creating and changing products with their activity entries.
import { eq, isNull, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { handleCatalogueExport, handleCatalogueImport } from "@/api-routes/admin/catalogue-csv";
import { CSV_COLUMNS, type CsvRecord } from "@/lib/catalogue/csv/columns";
import { recordsCsvText } from "@/lib/catalogue/csv/write";
import { getDb } from "@/lib/server/platform/db";
import { categories, meta, productCategories, productPacks, productSlugRedirects, products, staffActivity } from "@/lib/server/schema";
import { signUpEmulatorUser, type Json } from "../support/handlers";
import { staffOnFreshDatabase } from "./staff-api-setup";
import { engineName } from "./test-db";

const staff = staffOnFreshDatabase();

const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

async function exportAs(token: string | undefined) {
  const response = await handleCatalogueExport(new Request("http://localhost/api/admin/products/export.csv", { headers: bearer(token) }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Response.text() drops a byte-order mark, so the bytes are decoded by hand to keep it.
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
}

async function importAs(token: string | undefined, text: string, apply = false, contentType = "text/csv; charset=utf-8") {
  const path = `/api/admin/products/import${apply ? "?apply=1" : ""}`;
  const request = new Request(`http://localhost${path}`, { method: "POST", headers: { "content-type": contentType, ...bearer(token) }, body: text });
  const response = await handleCatalogueImport(request);
  return { status: response.status, body: (await response.json()) as Json };
}

/** What an import could change: products, packs, the activity log and the catalogue version. */
async function footprint() {
  const db = await getDb();
  const [counts] = await db.select({
    products: sql<number>`(SELECT count(*)::int FROM ${products})`,
    packs: sql<number>`(SELECT count(*)::int FROM ${productPacks})`,
    activity: sql<number>`(SELECT count(*)::int FROM ${staffActivity})`,
    edited: sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${products.staffEditedAt} IS NOT NULL)`,
    prices: sql<string>`(SELECT md5(string_agg(${products.sku} || ':' || ${products.pricePence} || ':' || ${products.name}, ',' ORDER BY ${products.sku})) FROM ${products})`,
  }).from(sql`(SELECT 1) AS one`);
  const [version] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, "catalogue_version"));
  return { ...counts, version: version?.value ?? "0" };
}

const records = (text: string) => parse(text, { bom: true, columns: true }) as CsvRecord[];

describe(`catalogue CSV (${engineName()})`, () => {
  it("refuses guests (401) and signed-in shoppers (403) on both routes", async () => {
    const shopper = await signUpEmulatorUser();
    expect((await exportAs(undefined)).status).toBe(401);
    expect((await importAs(undefined, "x")).status).toBe(401);
    expect((await exportAs(shopper.token)).status).toBe(403);
    expect((await importAs(shopper.token, "x")).status).toBe(403);
  });

  it("exports every product that is not archived, one row per pack, as a UTF-8 attachment", async () => {
    const db = await getDb();
    const [{ unarchived }] = await db.select({ unarchived: sql<number>`count(*)::int` }).from(products).where(isNull(products.archivedAt));
    const [{ packs }] = await db
      .select({ packs: sql<number>`count(*)::int` })
      .from(productPacks)
      .innerJoin(products, eq(products.id, productPacks.productId))
      .where(isNull(products.archivedAt));
    const rows = unarchived + packs;
    const answer = await exportAs(staff.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.text.split("\r\n")[0]).toBe(`\uFEFF${CSV_COLUMNS.join(",")}`);
    expect(records(answer.text)).toHaveLength(rows);
    expect(rows).toBeGreaterThan(175);
  });

  it("imports its own export as a no-op: every row unchanged, and applying writes nothing", async () => {
    const { text } = await exportAs(staff.token);
    const rowCount = records(text).length;
    const before = await footprint();
    const dryRun = await importAs(staff.token, text);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.data.plan.fileProblem).toBeNull();
    expect(dryRun.body.data.plan.rowCounts).toEqual({ create: 0, change: 0, unchanged: rowCount, refused: 0 });
    const applied = await importAs(staff.token, text, true);
    expect(applied.status).toBe(200);
    expect(applied.body.data.applied).toBe(false);
    expect(applied.body.data.plan.rowCounts.unchanged).toBe(rowCount);
    expect(await footprint()).toEqual(before);
  });

  it("writes nothing when a row is refused, even though other rows would create and change", async () => {
    const [first, second] = rowsByProduct(await exportAs(staff.token));
    const created = newProduct(first, "AF-CSV-NEW-001", "Csv Test Red");
    const changed = second.map((record) => ({ ...record, name: `${record.name} Renamed` }));
    const refused = newProduct(first, "AF-CSV-BAD-001", "Csv Bad Red").map((record) => ({ ...record, abv: "0.9" }));
    const before = await footprint();
    const answer = await importAs(staff.token, recordsCsvText([...created, ...changed, ...refused]), true);
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe("importRefused");
    expect(answer.body.data.applied).toBe(false);
    expect(answer.body.data.plan.rows.flatMap((row: Json) => row.reasons)).toContain(`Row ${created.length + changed.length + 2}, abv: This shop sells drinks of 0.5% ABV or less.`);
    expect(await footprint()).toEqual(before);
  });

  it("rolls back every save when one is refused only inside the transaction (a name another product has)", async () => {
    const [first, second] = rowsByProduct(await exportAs(staff.token));
    const created = newProduct(first, "AF-CSV-NEW-002", "Csv Test Red Two");
    const clash = newProduct(first, "AF-CSV-NEW-003", second[0].name).map((record) => ({ ...record, brand: second[0].brand }));
    const dryRun = await importAs(staff.token, recordsCsvText([...created, ...clash]));
    expect(dryRun.body.data.plan.rowCounts.refused).toBe(0);
    const before = await footprint();
    const answer = await importAs(staff.token, recordsCsvText([...created, ...clash]), true);
    expect(answer.status).toBe(422);
    const reasons = answer.body.data.plan.rows.flatMap((row: Json) => row.reasons) as string[];
    expect(reasons.find((reason) => reason.startsWith(`Row ${created.length + 2}, name: Another product, ${second[0].brand} ${second[0].name}`))).toBeDefined();
    expect(await footprint()).toEqual(before);
  });

  it("applies a small import: one product created (unpublished), one price changed, each logged, and the import logged once", async () => {
    const [first, second] = rowsByProduct(await exportAs(staff.token));
    const created = newProduct(first, "AF-CSV-NEW-004", "Csv Applied Red");
    const repriced = second.map((record, index) => (index === 0 ? { ...record, price: "99.99" } : record));
    const text = recordsCsvText([...created, ...repriced]);
    const dryRun = await importAs(staff.token, text);
    expect(dryRun.body.data.plan.rows.map((row: Json) => [row.outcome, row.fields])).toEqual([
      ...created.map(() => ["create", []]),
      ["change", ["price"]],
      ...repriced.slice(1).map(() => ["unchanged", []]),
    ]);
    const before = await footprint();
    const answer = await importAs(staff.token, text, true);
    expect(answer.status).toBe(200);
    expect(answer.body.data.applied).toBe(true);
    const after = await footprint();
    expect(after.products).toBe(before.products + 1);
    expect(after.packs).toBe(before.packs + created.length - 1);
    expect(after.activity).toBe(before.activity + 3);
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.sku, "AF-CSV-NEW-004"));
    expect([row.name, row.active, row.stock]).toEqual(["Csv Applied Red", false, 0]);
    const [repricedRow] = await db.select({ price: products.pricePence }).from(products).where(eq(products.sku, second[0].product_sku));
    expect(repricedRow.price).toBe(9999);
    const log = await db.select({ action: staffActivity.action, actor: staffActivity.actorUid }).from(staffActivity).orderBy(staffActivity.id);
    // Changes are written before creations (a renamed product may free an address a new one takes).
    expect(log.slice(-3).map((entry) => entry.action)).toEqual(["product.edit", "product.create", "product.import"]);
    expect(log.slice(-3).every((entry) => entry.actor === staff.uid)).toBe(true);
  });

  it("applies a rename and a removed pack: the old address redirects, the pack goes, the log has before and after", async () => {
    const withPack = rowsByProduct(await exportAs(staff.token)).find((rows) => rows.length >= 2 && rows[0].product_sku !== "AF-CSV-NEW-004")!;
    const also = withPack[0].category === "alcohol-free-organic-wines" ? "alcohol-free-spritzes" : "alcohol-free-organic-wines";
    const renamed = withPack.slice(0, -1).map((record) => ({ ...record, name: `${record.name} Riserva`, also_categories: also }));
    const before = await footprint();
    const answer = await importAs(staff.token, recordsCsvText(renamed), true);
    expect(answer.status).toBe(200);
    expect(answer.body.data.plan.rows[0].fields).toEqual(["name", ...(withPack[0].also_categories === also ? [] : ["also_categories"]), `removes pack ${withPack.at(-1)!.pack_sku}`]);
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.sku, withPack[0].product_sku));
    expect(row.name).toBe(`${withPack[0].name} Riserva`);
    const [redirect] = await db.select().from(productSlugRedirects).where(eq(productSlugRedirects.productId, row.id));
    expect(redirect.oldSlug).not.toBe(row.slug);
    expect(row.slug.endsWith("-riserva")).toBe(true);
    expect((await footprint()).packs).toBe(before.packs - 1);
    const links = await db
      .select({ slug: categories.slug })
      .from(productCategories)
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(productCategories.productId, row.id));
    expect(links.map((link) => link.slug).sort()).toEqual([withPack[0].category, also].sort());
    const [entry] = await db.select().from(staffActivity).where(eq(staffActivity.subject, row.slug));
    expect([entry.action, (entry.before as Json).name, (entry.after as Json).name]).toEqual(["product.edit", withPack[0].name, `${withPack[0].name} Riserva`]);
  });

  it("refuses a body that is not text/csv (415), not UTF-8 (400) or over 10 MB (413)", async () => {
    expect((await importAs(staff.token, "a,b", false, "application/json")).status).toBe(415);
    const latin1 = new Request("http://localhost/api/admin/products/import", {
      method: "POST",
      headers: { "content-type": "text/csv", ...bearer(staff.token) },
      body: new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0d, 0x0a, 0x52, 0x6f, 0x73, 0xe9]),
    });
    const notUtf8 = await handleCatalogueImport(latin1);
    expect([notUtf8.status, ((await notUtf8.json()) as Json).code]).toEqual([400, "notUtf8"]);
    const large = await importAs(staff.token, "x".repeat(10 * 1024 * 1024 + 1));
    expect([large.status, large.body.code]).toEqual([413, "bodyTooLarge"]);
  });
});

/** The export's rows grouped into products, in file order. */
function rowsByProduct(answer: { text: string }): CsvRecord[][] {
  const groups = new Map<string, CsvRecord[]>();
  for (const record of records(answer.text)) groups.set(record.product_sku, [...(groups.get(record.product_sku) ?? []), record]);
  return [...groups.values()];
}

/** `template`'s rows as a new product with its own SKUs and name. */
function newProduct(template: CsvRecord[], sku: string, name: string): CsvRecord[] {
  return template.map((record) => ({
    ...record,
    product_sku: sku,
    name,
    pack_sku: record.pack_kind === "single" ? sku : `${sku}-${record.pack_kind === "case" ? "CS" : "MP"}${record.pack_units}`,
  }));
}
