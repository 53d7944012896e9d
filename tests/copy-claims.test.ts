// Copy that stays lawful on a staff save (issue 36 part 3, lib/catalogue/copy-claims.ts): a
// nutrition claim only when the product's nutrition per 100 ml meets the Annex's condition,
// sports and health claims never, and "alcohol-free" / "no alcohol" on a drink above 0.05 % only
// with its ABV in the same sentence. Each refusal's sentence is what staff read beside the field.
import { describe, expect, it } from "vitest";
import { copyProblemSentences, staffCopyProblems, type ProductCopy } from "@/lib/catalogue/copy-claims";

const plain: ProductCopy = {
  name: "Harbour Pale",
  description: "A crisp pale ale with citrus hops and a dry finish.",
  tastingNotes: "Grapefruit, pine and a clean bitterness.",
  seoTitle: "",
  seoDescription: "",
  abv: 0.5,
  ingredients: "Water, malted barley, hops, yeast.",
  nutrition: { energyKcal: null, sugarsG: null },
};
const withCopy = (changes: Partial<ProductCopy>): ProductCopy => ({ ...plain, ...changes });

describe("staff copy checks", () => {
  it("lets plain copy through", () => {
    expect(staffCopyProblems(plain)).toEqual([]);
    // "Light" of body is a tasting word, not a claim.
    expect(staffCopyProblems(withCopy({ tastingNotes: "Light-bodied with a light sparkle." }))).toEqual([]);
  });

  it("allows 'low calorie' only at 20 kcal or less per 100 ml", () => {
    const claim = withCopy({ description: "A crisp, low calorie pale ale with citrus hops." });
    expect(staffCopyProblems(claim)).toEqual([
      {
        field: "description",
        words: "low calorie",
        reason: "it is a nutrition claim that needs 20 kcal or less per 100 ml, and no energy figure is given under nutrition.",
      },
    ]);
    expect(staffCopyProblems({ ...claim, nutrition: { energyKcal: 21, sugarsG: 1 } })[0].reason).toBe(
      "it is a nutrition claim that needs 20 kcal or less per 100 ml, and the nutrition gives 21 kcal per 100 ml.",
    );
    expect(staffCopyProblems({ ...claim, nutrition: { energyKcal: 20, sugarsG: 1 } })).toEqual([]);
  });

  it("holds 'zero calorie' to the energy-free 4 kcal", () => {
    const claim = withCopy({ seoDescription: "Zero-calorie pale ale, delivered.", nutrition: { energyKcal: 12, sugarsG: 0 } });
    expect(copyProblemSentences(staffCopyProblems(claim))).toEqual({
      seoDescription: '"Zero-calorie": it is a nutrition claim that needs 4 kcal or less per 100 ml, and the nutrition gives 12 kcal per 100 ml.',
    });
    expect(staffCopyProblems({ ...claim, nutrition: { energyKcal: 3.5, sugarsG: 0 } })).toEqual([]);
  });

  it("allows 'light' in a name or the copy only for a low-energy drink", () => {
    const named = withCopy({ name: "Harbour Light" });
    expect(copyProblemSentences(staffCopyProblems(named))).toEqual({
      name: '"Light": it is the "light" nutrition claim; the shop accepts it only for a drink of 20 kcal or less per 100 ml, and no energy figure is given under nutrition.',
    });
    expect(staffCopyProblems({ ...named, nutrition: { energyKcal: 14, sugarsG: 1 } })).toEqual([]);
    const copy = withCopy({ seoTitle: "Harbour light lager" });
    expect(staffCopyProblems(copy).map((problem) => [problem.field, problem.words])).toEqual([["seoTitle", "light lager"]]);
  });

  it("allows 'low sugar' at 2.5 g and 'sugar-free' at 0.5 g per 100 ml", () => {
    const low = withCopy({ tastingNotes: "Low sugar, big hops.", nutrition: { energyKcal: 18, sugarsG: 2.6 } });
    expect(copyProblemSentences(staffCopyProblems(low))).toEqual({
      tastingNotes: '"Low sugar": it is a nutrition claim that needs 2.5 g of sugars or less per 100 ml, and the nutrition gives 2.6 g of sugars per 100 ml.',
    });
    expect(staffCopyProblems({ ...low, nutrition: { energyKcal: 18, sugarsG: 2.5 } })).toEqual([]);
    const free = withCopy({ description: "A sugar-free pale ale with citrus hops.", nutrition: { energyKcal: 18, sugarsG: 0.6 } });
    expect(staffCopyProblems(free)[0].reason).toBe("it is a nutrition claim that needs 0.5 g of sugars or less per 100 ml, and the nutrition gives 0.6 g of sugars per 100 ml.");
    expect(staffCopyProblems({ ...free, nutrition: { energyKcal: 18, sugarsG: 0.5 } })).toEqual([]);
  });

  it("allows 'no added sugars' only with sugars stated and no sugar in the ingredients", () => {
    const claim = withCopy({ description: "A pale ale with no added sugar and citrus hops." });
    expect(staffCopyProblems(claim)[0].reason).toBe(
      "it is a nutrition claim (no added sugars) that needs the sugars per 100 ml stated, and no sugars figure is given under nutrition.",
    );
    const stated = { ...claim, nutrition: { energyKcal: 18, sugarsG: 1.2 } };
    expect(staffCopyProblems({ ...stated, ingredients: "Water, malted barley, cane sugar, hops." })[0].reason).toBe('it says no sugars were added, and the ingredients list "sugar".');
    expect(staffCopyProblems(stated)).toEqual([]);
  });

  it("never allows isotonic, hydrating, vitamin or health claims, whatever the nutrition", () => {
    const lean = { energyKcal: 2, sugarsG: 0 };
    expect(copyProblemSentences(staffCopyProblems(withCopy({ description: "An isotonic pale ale for after the run.", nutrition: lean })))).toEqual({
      description: '"isotonic": isotonic, hydrating and electrolyte claims are sports-drink claims these drinks cannot meet.',
    });
    expect(staffCopyProblems(withCopy({ tastingNotes: "Hydrating and crisp.", nutrition: lean }))[0].words).toBe("Hydrating");
    expect(copyProblemSentences(staffCopyProblems(withCopy({ seoTitle: "Pale ale rich in vitamins", nutrition: lean })))).toEqual({
      seoTitle: '"rich in vitamins": vitamin, mineral and nutrient-content claims need data the product does not hold.',
    });
    expect(copyProblemSentences(staffCopyProblems(withCopy({ description: "A healthy pale ale with citrus hops.", nutrition: lean })))).toEqual({
      description: '"healthy": health claims need an authorised wording, and drinks containing alcohol may not make them.',
    });
  });

  it("refuses 'alcohol-free' and 'no alcohol' above 0.05 % unless the ABV is stated in the same sentence", () => {
    expect(copyProblemSentences(staffCopyProblems(withCopy({ description: "Our alcohol-free pale ale. Brewed in Kent." })))).toEqual({
      description: '"alcohol-free": it is the UK descriptor for 0.05% ABV and below, and this drink is 0.5% ABV: state its ABV (0.5%) in the same sentence, or reword it.',
    });
    expect(copyProblemSentences(staffCopyProblems(withCopy({ tastingNotes: "All the hops, no alcohol." })))).toEqual({
      tastingNotes: '"no alcohol": it says the drink has no alcohol at all, and this drink is 0.5% ABV: state its ABV (0.5%) in the same sentence, or reword it.',
    });
    expect(staffCopyProblems(withCopy({ seoTitle: "Free of alcohol pale ale" }))[0].words).toBe("Free of alcohol");
    // The ABV beside the words, in the same sentence, is allowed; in another sentence it is not.
    expect(staffCopyProblems(withCopy({ description: "Our alcohol-free pale ale (0.5% ABV), brewed in Kent." }))).toEqual([]);
    expect(staffCopyProblems(withCopy({ description: "Our alcohol-free pale ale. It is 0.5% ABV." }))).toHaveLength(1);
    // A different strength beside the words is not this drink's ABV.
    expect(staffCopyProblems(withCopy({ description: "Our alcohol-free pale ale (0.05% ABV), brewed in Kent." }))).toHaveLength(1);
  });

  it("lets 'alcohol-free' describe a drink of 0.05 % or less, and 'no alcohol' only one of 0.0 %", () => {
    expect(staffCopyProblems(withCopy({ abv: 0.05, description: "Our alcohol-free pale ale, brewed in Kent." }))).toEqual([]);
    expect(staffCopyProblems(withCopy({ abv: 0, description: "All the hops and no alcohol, brewed in Kent." }))).toEqual([]);
    expect(copyProblemSentences(staffCopyProblems(withCopy({ abv: 0.05, description: "A 0.0% pale ale, brewed in Kent." })))).toEqual({
      description: '"0.0%": this drink is 0.05% ABV, so it cannot be called 0.0%.',
    });
  });

  it("joins several problems in one field into one sentence for the form", () => {
    const both = withCopy({ description: "An isotonic, low calorie pale ale." });
    expect(copyProblemSentences(staffCopyProblems(both))).toEqual({
      description:
        '"isotonic": isotonic, hydrating and electrolyte claims are sports-drink claims these drinks cannot meet. "low calorie": it is a nutrition claim that needs 20 kcal or less per 100 ml, and no energy figure is given under nutrition.',
    });
  });
});
