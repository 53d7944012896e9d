// A product body that passes the contract (lib/admin/product-input.ts), for the editor's tests.
import type { ProductInputBody } from "@/lib/admin/product-input";

export const validBody: ProductInputBody = {
  name: "Harbour Pale",
  brand: "Saltbox Brewing",
  categorySlugs: ["alcohol-free-stouts-ales", "alcohol-free-organic-beers"],
  container: "can",
  sizeMl: 330,
  abv: 0.5,
  sku: "AF-BER-ALE-901",
  unitPrice: "2.49",
  isVatable: true,
  packs: [{ kind: "multipack", sku: "AF-BER-ALE-901-MP6", quantity: 6, price: "13.99" }],
  description: "A crisp pale ale with citrus hops and a dry finish.",
  tastingNotes: "Grapefruit and pine.",
  ingredients: "Water, malted barley, hops, yeast.",
  allergens: "Contains barley (gluten).",
  facts: { standsInFor: [{ drink: "pale-ale" }], goodWith: ["curry"], sweetness: "dry", body: "light", dietary: ["vegan"], serve: ["Cold, in a tall glass."] },
  nutrition: { energyKcal: 17, sugarsG: 1.2 },
  origin: "Kent, England",
  seoTitle: "",
  seoDescription: "",
};
