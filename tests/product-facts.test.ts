// Every product's structured facts (lib/catalogue/product-facts-data.ts): present, in the closed
// vocabulary, and consistent with the product's own data. Each failure names the product.
import { describe, expect, it } from "vitest";
import { PRODUCT_FACTS } from "@/lib/catalogue/product-facts-data";
import {
  DIETARY,
  GOOD_WITH,
  STAND_INS,
  dietaryConflicts,
  productFactsSchema,
  readProductFacts,
  standInText,
  type ProductFacts,
  type StandInGroup,
} from "@/lib/catalogue/product-facts";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import type { SeedProduct } from "@/lib/catalogue/types";

const parentOf = new Map(CATEGORY_TREE.map((c) => [c.slug, c.parentSlug]));
const topLevel = (p: SeedProduct) => parentOf.get(p.categorySlugs[0]) ?? p.categorySlugs[0];
const groupOf = new Map<string, StandInGroup>(STAND_INS.map((s) => [s.key, s.group]));

/** The stand-in groups a product of each top-level category must have at least one of. */
const REQUIRED_GROUPS: Record<string, StandInGroup[]> = {
  "all-alcohol-free-wines": ["wine"],
  "all-alcohol-free-beers": ["beer"],
  "all-alcohol-free-spirits": ["spirit", "liqueur", "aperitif"],
  "alcohol-free-ciders": ["cider"],
};

/** Every problem with one product's facts, as readable lines (empty when there are none). */
function problemsOf(product: SeedProduct, raw: unknown): string[] {
  if (raw === undefined) return ["has no facts"];
  const parsed = productFactsSchema.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `${issue.path.join(".") || "facts"}: ${issue.message}`);
  const facts: ProductFacts = parsed.data;
  const problems = [...dietaryConflicts(product, facts)];

  const required = REQUIRED_GROUPS[topLevel(product)];
  if (required && !facts.standsInFor.some((s) => required.includes(groupOf.get(s.drink)!))) {
    problems.push(`is in ${topLevel(product)} but stands in for nothing of ${required.join("/")}`);
  }
  const notes = product.tastingNotes.toLowerCase().split(",").map((note) => note.trim());
  if (notes.some((note) => /^(gently |medium )?sweet$/.test(note)) && facts.sweetness === "dry") {
    problems.push(`is "dry", but its tasting notes say sweet`);
  }
  if (notes.some((note) => /^(bone )?dry$/.test(note)) && !["dry", "off-dry"].includes(facts.sweetness)) {
    problems.push(`is "${facts.sweetness}", but its tasting notes say dry`);
  }
  if (notes.includes("off-dry") && facts.sweetness !== "off-dry") problems.push(`is "${facts.sweetness}", but its tasting notes say off-dry`);
  if (notes.some((note) => /^full(-bodied)?$/.test(note)) && facts.body !== "full") problems.push(`has "${facts.body}" body, but its tasting notes say full`);
  if (notes.includes("light") && facts.body === "full") problems.push(`has full body, but its tasting notes say light`);
  return problems;
}

function report(): string[] {
  const lines = SEED_PRODUCTS.flatMap((product) =>
    problemsOf(product, Object.hasOwn(PRODUCT_FACTS, product.slug) ? PRODUCT_FACTS[product.slug] : undefined).map((problem) => `${product.slug} (${product.sku}): ${problem}`),
  );
  for (const slug of Object.keys(REQUIRED_GROUPS)) if (!parentOf.has(slug)) lines.push(`REQUIRED_GROUPS names ${slug}, which is not a category`);
  const known = new Set(SEED_PRODUCTS.map((p) => p.slug));
  for (const slug of Object.keys(PRODUCT_FACTS)) if (!known.has(slug)) lines.push(`${slug}: has facts but is not a product`);
  return lines;
}

describe("product facts", () => {
  it("exist for every product, in the vocabulary, and agree with each product's own data", () => {
    // One readable list of every product with a problem, rather than the first failure only.
    expect(report()).toEqual([]);
  });

  it("are read defensively from the database: malformed or missing facts show nothing", () => {
    const some = PRODUCT_FACTS[SEED_PRODUCTS[0].slug];
    expect(readProductFacts(JSON.parse(JSON.stringify(some)))).toEqual(some);
    expect(readProductFacts({})).toBeNull();
    expect(readProductFacts(null)).toBeNull();
    expect(readProductFacts({ ...some, goodWith: ["sofa"] })).toBeNull();
  });

  it("refuse unknown vocabulary, 0.0% typed as a dietary fact, and a claim the ingredients contradict", () => {
    const base = PRODUCT_FACTS[SEED_PRODUCTS[0].slug];
    const lager = SEED_PRODUCTS.find((p) => /barley malt/i.test(p.ingredients))!;
    expect(problemsOf(lager, { ...base, standsInFor: [{ drink: "lager" }], dietary: [] })).toEqual([]);
    expect(problemsOf(lager, { ...base, standsInFor: [{ drink: "lager" }], dietary: ["gluten-free"] }).join()).toMatch(/gluten-free, but the ingredients have "barley"/);
    expect(problemsOf(lager, { ...base, standsInFor: [{ drink: "lager" }], dietary: ["vegan"] }).join()).toMatch(/vegan, but its/);
    expect(problemsOf(lager, { ...base, standsInFor: [{ drink: "lager" }], dietary: ["0.0%"] }).length).toBeGreaterThan(0);
    expect(problemsOf(lager, { ...base, standsInFor: [{ drink: "alcopop" }] }).join()).toMatch(/standsInFor/);
    expect(problemsOf(lager, { ...base, goodWith: [] }).join()).toMatch(/goodWith/);
    expect(problemsOf(lager, { ...base, serve: [] }).join()).toMatch(/serve/);
    expect(problemsOf(lager, { ...base, standsInFor: [{ drink: "red-wine" }] }).join()).toMatch(/stands in for nothing of beer/);
    expect(problemsOf(lager, undefined)).toEqual(["has no facts"]);
    const honey = { description: "Smooth.", ingredients: "Water, honey, oak extract." };
    expect(dietaryConflicts(honey, { dietary: ["vegan"] })).toHaveLength(1);
    const saysVegan = SEED_PRODUCTS.find((p) => /\bvegan\b/i.test(p.description))!;
    expect(dietaryConflicts(saysVegan, { dietary: ["vegan", "gluten-free"] })).toEqual([]);
  });

  it("reads as a sentence on the product page", () => {
    expect(standInText({ drink: "gin", in: "in a G&T" })).toBe("gin in a G&T");
    expect(standInText({ drink: "bitter-aperitif" })).toBe("bitter aperitif");
  });

  it("uses plain words, not brand names, in every label", () => {
    for (const item of [...STAND_INS, ...GOOD_WITH, ...DIETARY]) expect(item.label, item.key).not.toMatch(/aperol|campari|baileys|kahl[uú]a|martini rosso|guinness/i);
  });

  it("covers the kinds of drink shoppers ask to swap, across the range", () => {
    const count = (key: string) => SEED_PRODUCTS.filter((p) => PRODUCT_FACTS[p.slug]?.standsInFor.some((s) => s.drink === key)).length;
    for (const key of ["gin", "rum", "whisky", "tequila", "bitter-aperitif", "vermouth", "prosecco", "champagne", "red-wine", "white-wine", "rose-wine", "lager", "ipa", "stout", "cider", "coffee-liqueur"]) {
      expect(count(key), key).toBeGreaterThan(0);
    }
  });
});
