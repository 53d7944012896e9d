// What staff may send about a product (lib/admin/product-input.ts) and the rules a save follows
// without the database: the strict contract refuses stock, ids, slugs, publishing and prices in
// pence (mass assignment) and names each refused field by its dotted path; the page address
// follows the brand and name; only fields whose values differ count as a change.
import { describe, expect, it } from "vitest";
import { productInputFields, productInputSchema, type ProductInput } from "@/lib/admin/product-input";
import { productSlugFor } from "@/lib/server/catalogue/product-editor-checks";
import { changedFields, inputBody, logValues } from "@/lib/server/catalogue/product-editor-values";
import { validBody } from "./support/product-input";

const refusedFields = (body: unknown) => {
  const parsed = productInputSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : productInputFields(parsed.error);
};

describe("the product input contract", () => {
  it("reads a valid body: prices as pence, SKUs in capitals", () => {
    const parsed = productInputSchema.parse({ ...validBody, sku: "af-ber-ale-901" });
    expect([parsed.unitPrice, parsed.packs[0].price, parsed.sku]).toEqual([249, 1399, "AF-BER-ALE-901"]);
  });

  it("refuses stock, id, slug, a published flag and a price in pence, each by name (mass assignment)", () => {
    expect(refusedFields({ ...validBody, stock: 500, id: 1, slug: "x", active: true, pricePence: 1 })).toEqual({
      stock: "Stock is changed with its own action and a reason, not with the product.",
      id: '"id" is not a field of a product and cannot be sent.',
      slug: "The page address follows the brand and name; it cannot be sent.",
      active: "Publish or unpublish the product with its own action.",
      pricePence: '"pricePence" is not a field of a product and cannot be sent.',
    });
    expect(refusedFields({ ...validBody, packs: [{ ...validBody.packs[0], pricePence: 1 }] })).toEqual({
      "packs.0.pricePence": '"pricePence" is not a field of a product and cannot be sent.',
    });
  });

  it("names nested fields by dotted path with the contract's sentence", () => {
    expect(refusedFields({ ...validBody, packs: [{ ...validBody.packs[0], sku: "bad sku" }] })).toEqual({
      "packs.0.sku": "Use 3 to 40 capital letters, digits and hyphens, such as AF-WIN-RED-001.",
    });
    expect(refusedFields({ ...validBody, packs: [{ ...validBody.packs[0], quantity: 5 }] })).toEqual({
      "packs.0.quantity": "A 330 ml can comes in packs of 4, 6, 12, 24 (so boxes can be filled).",
    });
    expect(Object.keys(refusedFields({ ...validBody, facts: { ...validBody.facts, goodWith: [] } }))).toEqual(["facts.goodWith"]);
    expect(refusedFields({ ...validBody, unitPrice: "2.499" })).toEqual({ unitPrice: "Use at most two decimal places (pounds and pence, such as 11.99)." });
    expect(refusedFields({ ...validBody, abv: 1.2 })).toEqual({ abv: "This shop sells drinks of 0.5% ABV or less." });
  });
});

describe("a save's rules", () => {
  const input: ProductInput = productInputSchema.parse(validBody);

  it("gives the page address from the brand and name", () => {
    expect(productSlugFor(input)).toBe("saltbox-brewing-harbour-pale");
    expect(productSlugFor({ brand: "Quillmere Estate", name: "Rosé & Brut" })).toBe("quillmere-estate-rose-and-brut");
    expect(productSlugFor({ brand: "!!", name: "??" })).toBe("");
  });

  it("counts only the fields whose values differ; packs and extra categories in any order are the same", () => {
    const reordered: ProductInput = {
      ...input,
      categorySlugs: ["alcohol-free-stouts-ales", "alcohol-free-organic-beers"],
      packs: [{ kind: "case", sku: "AF-BER-ALE-901-CS24", quantity: 24, price: 4999 }, ...input.packs],
    };
    const withCase: ProductInput = { ...input, packs: [...input.packs, reordered.packs[0]] };
    expect(changedFields(withCase, reordered)).toEqual([]);
    expect(changedFields(input, { ...input, name: "Harbour Pale Ale", unitPrice: 259 })).toEqual(["name", "unitPrice"]);
    expect(changedFields(input, { ...input, categorySlugs: ["alcohol-free-organic-beers", "alcohol-free-stouts-ales"] })).toEqual(["categorySlugs"]);
    expect(changedFields(input, { ...input, facts: { ...input.facts, body: "medium" } })).toEqual(["facts"]);
  });

  it("logs prices in pounds and gives the form pounds back", () => {
    expect(logValues(input, ["unitPrice", "packs", "name"])).toEqual({ unitPrice: "£2.49", packs: ["Pack of 6 AF-BER-ALE-901-MP6 £13.99"], name: "Harbour Pale" });
    expect(inputBody(input)).toEqual(validBody);
  });
});
