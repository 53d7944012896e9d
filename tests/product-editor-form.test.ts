// The product form's pure rules (lib/admin/product-editor-form.ts): a product's input shown in the
// form and read back unchanged, typed numbers, the browser's check with staff sentences, and every
// refusal's path placed beside the field staff see.
import { describe, expect, it } from "vitest";
import {
  bodyFromEditor,
  characterCount,
  checkEditor,
  editorFieldId,
  editorFromInput,
  emptyEditor,
  emptyPack,
  fieldOrder,
  placeErrors,
  typedNumber,
} from "@/lib/admin/product-editor-form";
import { validProductInput } from "./support/product-editor-input";

describe("the form and the body", () => {
  it("reads a product's input back into the same body", () => {
    expect(bodyFromEditor(editorFromInput(validProductInput()))).toEqual(validProductInput());
  });

  it("passes the server's schema for a valid product", () => {
    const checked = checkEditor(editorFromInput(validProductInput()));
    expect(checked.ok).toBe(true);
  });

  it("sends an empty nutrition figure as unknown and a stand-in without 'how' without one", () => {
    const values = { ...editorFromInput(validProductInput()), energyKcal: " ", sugarsG: "0" };
    values.standsInFor = [{ key: "a", drink: "lager", how: "  " }];
    const body = bodyFromEditor(values);
    expect(body.nutrition).toEqual({ energyKcal: null, sugarsG: 0 });
    expect(body.facts.standsInFor).toEqual([{ drink: "lager" }]);
  });

  it("puts the chosen sub-category first and never twice", () => {
    const values = { ...editorFromInput(validProductInput()), categorySlug: "alcohol-free-lagers", alsoIn: ["alcohol-free-lagers", "alcohol-free-organic-beers"] };
    expect(bodyFromEditor(values).categorySlugs).toEqual(["alcohol-free-lagers", "alcohol-free-organic-beers"]);
  });
});

describe("typedNumber", () => {
  it("reads numbers as staff type them", () => {
    expect(typedNumber("330")).toBe(330);
    expect(typedNumber(" 0,5 ")).toBe(0.5);
    expect(typedNumber("0.05%")).toBe(0.05);
  });

  it("gives NaN for empty or unreadable text, so the schema refuses it", () => {
    expect(typedNumber("")).toBeNaN();
    expect(typedNumber("about 5")).toBeNaN();
    expect(typedNumber("1e3")).toBeNaN();
  });
});

describe("checkEditor", () => {
  it("refuses an empty form with a sentence beside each required field", () => {
    const checked = checkEditor(emptyEditor());
    if (checked.ok) throw new Error("an empty form passed");
    expect(checked.errors.fields).toMatchObject({
      name: "Enter the product's name.",
      container: "Choose bottle or can.",
      sizeMl: "Enter the size in ml.",
      "facts.goodWith": "Choose 1 to 6 foods or occasions it is good with, each once.",
      "facts.sweetness": "Choose how sweet it is.",
      "facts.body": "Choose how full-bodied it is.",
      "facts.serve.0": "Write 8 to 90 characters starting with a capital, such as “With tonic and a lime wedge.”",
    });
    expect(checked.errors.fields.categorySlugs).toBeTruthy();
    expect(checked.errors.other).toEqual([]);
  });

  it("refuses unreadable nutrition and a stand-in with no drink", () => {
    const values = { ...editorFromInput(validProductInput()), energyKcal: "lots" };
    values.standsInFor = [{ key: "a", drink: "", how: "" }];
    const checked = checkEditor(values);
    if (checked.ok) throw new Error("passed");
    expect(checked.errors.fields).toEqual({
      "nutrition.energyKcal": "Enter the energy (kcal) per 100 ml as a number, or leave it empty.",
      "facts.standsInFor.0.drink": "Choose the drink it stands in for.",
    });
  });

  it("refuses a pack size boxes cannot take, and a pack with the unit's SKU, on their row", () => {
    const values = editorFromInput(validProductInput());
    values.packs = [
      { ...emptyPack(), sku: "AF-BEE-ALE-900-MP5", quantity: "5", price: "10" },
      { ...emptyPack(), kind: "case", sku: "af-bee-ale-900", quantity: "24", price: "45" },
    ];
    const checked = checkEditor(values);
    if (checked.ok) throw new Error("passed");
    expect(checked.errors.fields).toEqual({
      "packs.0.quantity": "A 330 ml can comes in packs of 4, 6, 12, 24 (so boxes can be filled).",
      "packs.1.sku": "Each pack needs a SKU of its own.",
    });
  });
});

describe("placeErrors", () => {
  const values = { ...editorFromInput(validProductInput()), packs: [emptyPack(), emptyPack()] };

  it("puts each server path beside its field, lists inside their group, rows by index", () => {
    const placed = placeErrors(
      {
        "packs.1.sku": "AF-X is already the SKU of Other Ale.",
        "categorySlugs.2": "Choose each sub-category once.",
        "categorySlugs.0": "Choose a sub-category from the list.",
        "facts.goodWith.3": "Choose each once.",
        "facts.standsInFor.1.in": "Start with in.",
        "nutrition.sugarsG": "The sugars (g) per 100 ml is at most 100.",
        description: "“light” needs nutrition data.",
      },
      values,
    );
    expect(placed.fields).toEqual({
      "packs.1.sku": "AF-X is already the SKU of Other Ale.",
      "categorySlugs.also": "Choose each sub-category once.",
      categorySlugs: "Choose a sub-category from the list.",
      "facts.goodWith": "Choose each once.",
      "facts.standsInFor.1.in": "Start with in.",
      "nutrition.sugarsG": "The sugars (g) per 100 ml is at most 100.",
      description: "“light” needs nutrition data.",
    });
    expect(placed.other).toEqual([]);
  });

  it("keeps sentences for no field of the form apart, and a row that is gone goes to its list", () => {
    const placed = placeErrors({ photos: "Add alt text.", "packs.5.sku": "Taken.", "": "Refused." }, values);
    expect(placed.fields).toEqual({ packs: "Taken." });
    expect(placed.other).toEqual(["Add alt text.", "Refused."]);
  });
});

describe("the summary's order and links", () => {
  it("lists each row's fields where the row is on the form", () => {
    const order = fieldOrder({ packs: [emptyPack()], standsInFor: [], serve: [{ key: "a", text: "" }] });
    expect(order.slice(order.indexOf("packs"), order.indexOf("description") + 1)).toEqual(["packs", "packs.0.kind", "packs.0.sku", "packs.0.quantity", "packs.0.price", "description"]);
    expect(order.indexOf("facts.serve.0")).toBeGreaterThan(order.indexOf("facts.serve"));
    expect(order.at(-1)).toBe("seoDescription");
  });

  it("gives each field an id without dots", () => {
    expect(editorFieldId("packs.0.sku")).toBe("product-packs-0-sku");
    expect(editorFieldId("name")).toBe("product-name");
  });
});

describe("characterCount", () => {
  it("counts trimmed characters and says when there are too many", () => {
    expect(characterCount("  Pale ale ", 70)).toEqual({ text: "8 of 70 characters", over: false });
    expect(characterCount("x".repeat(71), 70)).toEqual({ text: "71 of 70 characters", over: true });
    expect(characterCount("x".repeat(1200), 4000).text).toBe("1,200 of 4,000 characters");
  });
});
