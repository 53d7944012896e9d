// A valid product as the back office's product form sends it (lib/admin/product-input.ts), for
// the form's tests: one pack, two stand-ins, energy known and sugars not.
import type { ProductInputBody } from "@/lib/admin/product-input";

export const validProductInput = (): ProductInputBody => ({
  name: "Harbour Pale Ale",
  brand: "Wrackline Brewing",
  categorySlugs: ["alcohol-free-stouts-ales", "alcohol-free-organic-beers"],
  container: "can",
  sizeMl: 330,
  abv: 0.5,
  sku: "AF-BEE-ALE-900",
  unitPrice: "2.49",
  isVatable: true,
  packs: [{ kind: "multipack", sku: "AF-BEE-ALE-900-MP4", quantity: 4, price: "9.49" }],
  description: "A hazy pale ale with **citrus** hops and a dry, bitter finish.",
  tastingNotes: "Grapefruit and pine.",
  ingredients: "Water, barley malt, hops, yeast.",
  allergens: "Contains barley (gluten).",
  facts: {
    standsInFor: [{ drink: "pale-ale" }, { drink: "ipa", in: "with a curry" }],
    goodWith: ["burgers", "curry"],
    sweetness: "dry",
    body: "medium",
    dietary: [],
    serve: ["Cold, in a tall glass."],
  },
  nutrition: { energyKcal: 18, sugarsG: null },
  origin: "Cornwall, England",
  seoTitle: "",
  seoDescription: "",
});
