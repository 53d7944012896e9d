import { describe, expect, it } from "vitest";
import { SEED_PRODUCTS, allowedPackQuantities, packSku, slugify } from "@/lib/catalogue/seed-data";
import { CATEGORY_TREE, SUBCATEGORY_SLUGS } from "@/lib/catalogue/taxonomy";

const P = SEED_PRODUCTS;
const categoryBySlug = new Map(CATEGORY_TREE.map((c) => [c.slug, c]));
const duplicates = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe("seed catalogue", () => {
  it("has at least 175 products", () => {
    expect(P.length).toBeGreaterThanOrEqual(175);
  });

  it("has unique, well-formed SKUs and slugs", () => {
    expect(duplicates(P.map((p) => p.sku))).toEqual([]);
    expect(duplicates(P.map((p) => p.slug))).toEqual([]);
    for (const p of P) {
      expect(p.sku).toMatch(/^AF-[A-Z]{3}-[A-Z]{3}-\d{3}$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.slug.startsWith(slugify(p.brand))).toBe(true);
    }
  });

  it("derives pack SKUs from the product SKU, unique across the catalogue", () => {
    expect(packSku("AF-BER-LAG-001", "multipack", 12)).toBe("AF-BER-LAG-001-MP12");
    expect(packSku("AF-WIN-RED-001", "case", 6)).toBe("AF-WIN-RED-001-CS6");
    const all = P.flatMap((p) => [p.sku, ...p.packs.map((pack) => packSku(p.sku, pack.kind, pack.quantity))]);
    expect(duplicates(all)).toEqual([]);
  });

  it("files every product under existing sub-categories, primary first", () => {
    for (const p of P) {
      expect(p.categorySlugs.length).toBeGreaterThan(0);
      expect(duplicates(p.categorySlugs)).toEqual([]);
      for (const slug of p.categorySlugs) {
        expect(categoryBySlug.has(slug), `${p.sku}: ${slug}`).toBe(true);
        expect(categoryBySlug.get(slug)!.parentSlug, `${p.sku}: ${slug} is top-level`).not.toBeNull();
        expect(SUBCATEGORY_SLUGS).toContain(slug);
      }
    }
  });

  it("gives every sub-category at least 6 products whose primary sub-category it is", () => {
    for (const slug of SUBCATEGORY_SLUGS) {
      const primary = P.filter((p) => p.categorySlugs[0] === slug);
      expect(primary.length, slug).toBeGreaterThanOrEqual(6);
    }
  });

  it("keeps abv between 0 and 0.5 percent, to two decimals (the column's precision)", () => {
    for (const p of P) {
      expect(p.abv).toBeGreaterThanOrEqual(0);
      expect(p.abv).toBeLessThanOrEqual(0.5);
      expect(Number.isInteger(Math.round(p.abv * 1e6) / 1e4), p.sku).toBe(true);
    }
  });

  it("offers every ABV band the shop filters by, in beers, wines and ciders too", () => {
    const family = (prefix: string) => P.filter((p) => p.sku.startsWith(prefix));
    const bands = (list: typeof P) => ({
      zero: list.filter((p) => p.abv === 0).length,
      upTo005: list.filter((p) => p.abv > 0 && p.abv <= 0.05).length,
      upTo05: list.filter((p) => p.abv > 0.05).length,
    });
    for (const prefix of ["AF-BER-", "AF-WIN-", "AF-CID-"]) {
      const counts = bands(family(prefix));
      expect(counts.zero, `${prefix} at 0.0%`).toBeGreaterThanOrEqual(2);
      expect(counts.upTo005, `${prefix} at 0.05%`).toBeGreaterThanOrEqual(2);
    }
    // Fermented or wine-based drinks stay at their real strength: dealcoholised wine in a spritz or an
    // aperitif, kombucha's trace from fermentation.
    for (const p of P.filter((p) => /Dealcoholised (red |white |rosé )?wine|Kombucha \(/.test(p.ingredients))) {
      const zeroBase = /0\.0%/.test(p.description);
      if (!zeroBase) expect(p.abv, `${p.slug}: ${p.ingredients}`).toBeGreaterThan(0);
    }
  });

  it("makes the radler from a 0.0% lager, so it can be 0.0%", () => {
    const radler = P.find((p) => /radler/i.test(p.name))!;
    expect(radler.abv).toBe(0);
    expect(radler.description).toMatch(/0\.0%/);
  });

  it("states its ABV in a description only as the product's own", () => {
    for (const p of P) {
      for (const m of p.description.matchAll(/(\d+(?:\.\d+)?)% ABV|(?:at|to|is|it is) (\d+(?:\.\d+)?)%/g)) {
        expect(Number(m[1] ?? m[2]), `${p.slug}: ${m[0]}`).toBe(p.abv);
      }
    }
  });

  it("writes descriptions the way a shop would, not from a template", () => {
    const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"'‘“£(])/).length;
    const counts = new Map<number, number>();
    for (const p of P) counts.set(sentences(p.description), (counts.get(sentences(p.description)) ?? 0) + 1);
    expect(Math.max(...counts.values()) / P.length).toBeLessThan(0.6);
    expect(counts.get(1) ?? 0).toBeGreaterThanOrEqual(20);
    expect([...counts.keys()].some((n) => n >= 3)).toBe(true);
    const openings = new Map<string, number>();
    for (const p of P) {
      const first = p.description.split(/[\s,:]/)[0];
      openings.set(first, (openings.get(first) ?? 0) + 1);
    }
    expect(Math.max(...openings.values()) / P.length, "one opening word dominates").toBeLessThan(0.1);
    expect(P.filter((p) => /^(A|An) /.test(p.description)).length / P.length).toBeLessThan(0.1);
    expect(new Set(P.map((p) => p.description)).size).toBe(P.length);
  });

  it("prices in positive integer pence, VAT-able, packs cheaper per unit", () => {
    for (const p of P) {
      expect(Number.isInteger(p.pricePence) && p.pricePence > 0, p.sku).toBe(true);
      expect(p.isVatable).toBe(true);
      for (const pack of p.packs) {
        expect(Number.isInteger(pack.pricePence) && pack.pricePence > 0, p.sku).toBe(true);
        expect(pack.pricePence, `${p.sku} ${pack.kind}${pack.quantity}`).toBeLessThan(p.pricePence * pack.quantity);
      }
    }
  });

  it("uses pack quantities that fit the boxes", () => {
    expect(allowedPackQuantities(330)).toEqual([4, 6, 12, 24]);
    expect(allowedPackQuantities(440)).toEqual([4, 6, 12]);
    expect(allowedPackQuantities(500)).toEqual([4, 6, 12]);
    expect(allowedPackQuantities(700)).toEqual([6, 12]);
    for (const p of P) {
      const allowed = p.sizeMl <= 330 ? [4, 6, 12, 24] : p.sizeMl <= 500 ? [4, 6, 12] : [6, 12];
      expect(duplicates(p.packs.map((pack) => `${pack.kind}${pack.quantity}`))).toEqual([]);
      for (const pack of p.packs) {
        expect(allowed, `${p.sku} ${p.sizeMl} ml × ${pack.quantity}`).toContain(pack.quantity);
        expect(["multipack", "case"]).toContain(pack.kind);
        if (p.container === "can") expect(pack.kind).toBe("multipack");
      }
    }
  });

  it("has realistic containers and sizes", () => {
    for (const p of P) {
      expect(["bottle", "can"]).toContain(p.container);
      expect([150, 200, 250, 275, 330, 440, 500, 700, 750], p.sku).toContain(p.sizeMl);
    }
  });

  it("has out-of-stock and low-stock products", () => {
    for (const p of P) expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
    expect(P.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(5);
    expect(P.filter((p) => p.stock > 0 && p.stock < 10).length).toBeGreaterThanOrEqual(5);
  });

  it("has featured products, dates, colours and copy for every product", () => {
    expect(P.filter((p) => p.featured).length).toBeGreaterThanOrEqual(10);
    for (const p of P) {
      expect(p.addedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(p.addedOn))).toBe(false);
      expect(p.addedOn >= "2025-01-01" && p.addedOn <= "2026-11-15", p.sku).toBe(true);
      for (const colour of Object.values(p.colours)) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
      expect(p.name.trim().length).toBeGreaterThan(0);
      expect(p.description.length, p.sku).toBeGreaterThanOrEqual(50);
      expect(p.tastingNotes.split(",").length, p.sku).toBeGreaterThanOrEqual(2);
      expect(p.ingredients.length).toBeGreaterThan(10);
    }
  });

  it("has a realistic spread of brands", () => {
    const counts = new Map<string, number>();
    for (const p of P) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
    expect(counts.size).toBeGreaterThanOrEqual(40);
    expect(counts.size).toBeLessThanOrEqual(60);
    expect([...counts.values()].filter((n) => n > 1).length).toBeGreaterThanOrEqual(20);
  });
});
