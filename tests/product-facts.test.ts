// Every product's structured facts (lib/catalogue/product-facts-data.ts): present, in the closed
// vocabulary, and consistent with the product's own data. Each failure names the product.
import { describe, expect, it } from "vitest";
import { problemsOf, productFactsProblems } from "@/lib/catalogue/product-facts-check";
import { PRODUCT_FACTS } from "@/lib/catalogue/product-facts-data";
import {
  DIETARY,
  GOOD_WITH,
  STAND_INS,
  dietaryConflicts,
  readProductFacts,
  standInText,
} from "@/lib/catalogue/product-facts";
import { SEED_PRODUCTS } from "@/lib/catalogue/seed-data";

describe("product facts", () => {
  it("exist for every product, in the vocabulary, and agree with each product's own data", () => {
    // One readable list of every product with a problem, rather than the first failure only.
    expect(productFactsProblems()).toEqual([]);
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

  it("serves every red lightly chilled, as the shop's wine guide advises (lib/copy/shop.ts)", () => {
    // Without alcohol a red at room temperature tastes flat and sweet; the guide says serve it cooler.
    const reds = SEED_PRODUCTS.filter((p) => PRODUCT_FACTS[p.slug]?.standsInFor.some((s) => s.drink === "red-wine"));
    expect(reds.length).toBeGreaterThan(5);
    const serveOf = (slug: string) => PRODUCT_FACTS[slug].serve.join(" ");
    expect(reds.filter((p) => /room temperature/i.test(`${serveOf(p.slug)} ${p.description}`)).map((p) => p.slug)).toEqual([]);
    expect(reds.filter((p) => !/\b(chill\w*|cool\w*|fridge)\b/i.test(serveOf(p.slug))).map((p) => p.slug)).toEqual([]);
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
