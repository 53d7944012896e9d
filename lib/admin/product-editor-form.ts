// The back office's product form (issue 36) ⇄ the product input contract (./product-input.ts):
// the fields as staff type them (numbers and prices as text, rows for packs, stand-ins and serving
// suggestions), a product's current input shown in the form, the texts read into the body the API
// takes, and every refusal (the schema's here, the server's `fields` after a save) placed beside
// the field it belongs to. Pure: the form's hook and the unit tests use it.
import { productInputSchema, type ProductInputBody } from "./product-input";

export interface PackRow {
  /** React's key only: rows are addressed by their index, as the API's paths are. */
  key: string;
  kind: "multipack" | "case";
  sku: string;
  quantity: string;
  price: string;
}
export interface StandInRow {
  key: string;
  drink: string;
  how: string;
}
export interface ServeRow {
  key: string;
  text: string;
}

/** The form's values as typed. Errors are keyed by the body's dotted paths ("packs.0.sku"). */
export interface ProductEditorValues {
  name: string;
  brand: string;
  /** Where the product lives (categorySlugs[0]). */
  categorySlug: string;
  /** The further sub-categories it also shows in. */
  alsoIn: string[];
  container: "bottle" | "can" | "";
  sizeMl: string;
  abv: string;
  sku: string;
  unitPrice: string;
  isVatable: boolean;
  packs: PackRow[];
  description: string;
  tastingNotes: string;
  standsInFor: StandInRow[];
  goodWith: string[];
  sweetness: string;
  body: string;
  dietary: string[];
  serve: ServeRow[];
  ingredients: string;
  allergens: string;
  energyKcal: string;
  sugarsG: string;
  origin: string;
  seoTitle: string;
  seoDescription: string;
}

/** A refusal per field, by the field's key (see fieldKeyOf). */
export type EditorErrors = Record<string, string>;

let lastRowKey = 0;
/**
 * A fresh key for a new row. Rows made on the server (a product's packs) and in the browser (one
 * added) meet in one list, so a bare counter from each could repeat a key: each also gets a random part.
 */
export const rowKey = () => `row-${++lastRowKey}-${Math.random().toString(36).slice(2, 8)}`;

export const emptyPack = (): PackRow => ({ key: rowKey(), kind: "multipack", sku: "", quantity: "", price: "" });
export const emptyStandIn = (): StandInRow => ({ key: rowKey(), drink: "", how: "" });
export const emptyServe = (): ServeRow => ({ key: rowKey(), text: "" });

export function emptyEditor(): ProductEditorValues {
  return {
    name: "",
    brand: "",
    categorySlug: "",
    alsoIn: [],
    container: "",
    sizeMl: "",
    abv: "",
    sku: "",
    unitPrice: "",
    isVatable: true,
    packs: [],
    description: "",
    tastingNotes: "",
    standsInFor: [],
    goodWith: [],
    sweetness: "",
    body: "",
    dietary: [],
    serve: [emptyServe()],
    ingredients: "",
    allergens: "",
    energyKcal: "",
    sugarsG: "",
    origin: "",
    seoTitle: "",
    seoDescription: "",
  };
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** A product's current input (AdminProductDetail.input) as the form shows it. */
export function editorFromInput(input: ProductInputBody): ProductEditorValues {
  const [categorySlug = "", ...alsoIn] = input.categorySlugs;
  return {
    name: input.name,
    brand: input.brand,
    categorySlug,
    alsoIn,
    container: input.container,
    sizeMl: numberText(input.sizeMl),
    abv: numberText(input.abv),
    sku: input.sku,
    unitPrice: input.unitPrice,
    isVatable: input.isVatable,
    packs: input.packs.map((pack) => ({ key: rowKey(), kind: pack.kind, sku: pack.sku, quantity: numberText(pack.quantity), price: pack.price })),
    description: input.description,
    tastingNotes: input.tastingNotes,
    standsInFor: input.facts.standsInFor.map((standIn) => ({ key: rowKey(), drink: standIn.drink, how: standIn.in ?? "" })),
    goodWith: [...input.facts.goodWith],
    sweetness: input.facts.sweetness,
    body: input.facts.body,
    dietary: [...input.facts.dietary],
    serve: input.facts.serve.length ? input.facts.serve.map((text) => ({ key: rowKey(), text })) : [emptyServe()],
    ingredients: input.ingredients,
    allergens: input.allergens,
    energyKcal: numberText(input.nutrition.energyKcal),
    sugarsG: numberText(input.nutrition.sugarsG),
    origin: input.origin,
    seoTitle: input.seoTitle,
    seoDescription: input.seoDescription,
  };
}

/**
 * A typed number: "330", "0.5", "0,5", "0.5%" → the number; empty or unreadable → NaN, which the
 * schema refuses with its own sentence ("Enter the size in ml.").
 */
export function typedNumber(text: string): number {
  const cleaned = text.trim().replace(/%$/, "").replace(",", ".").trim();
  return /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A figure per 100 ml: empty is unknown (null); anything else is read as a number. */
const per100ml = (text: string) => (text.trim() === "" ? null : typedNumber(text));

/** The body the API takes, read from the form's texts (not yet checked). */
export function bodyFromEditor(values: ProductEditorValues): ProductInputBody {
  return {
    name: values.name,
    brand: values.brand,
    categorySlugs: [values.categorySlug, ...values.alsoIn.filter((slug) => slug !== values.categorySlug)],
    container: values.container as ProductInputBody["container"],
    sizeMl: typedNumber(values.sizeMl),
    abv: typedNumber(values.abv),
    sku: values.sku,
    unitPrice: values.unitPrice,
    isVatable: values.isVatable,
    packs: values.packs.map((pack) => ({ kind: pack.kind, sku: pack.sku, quantity: typedNumber(pack.quantity), price: pack.price })),
    description: values.description,
    tastingNotes: values.tastingNotes,
    ingredients: values.ingredients,
    allergens: values.allergens,
    facts: {
      standsInFor: values.standsInFor.map((row) => (row.how.trim() ? { drink: row.drink, in: row.how.trim() } : { drink: row.drink })) as ProductInputBody["facts"]["standsInFor"],
      goodWith: values.goodWith as ProductInputBody["facts"]["goodWith"],
      sweetness: values.sweetness as ProductInputBody["facts"]["sweetness"],
      body: values.body as ProductInputBody["facts"]["body"],
      dietary: values.dietary as ProductInputBody["facts"]["dietary"],
      serve: values.serve.map((row) => row.text),
    },
    nutrition: { energyKcal: per100ml(values.energyKcal), sugarsG: per100ml(values.sugarsG) },
    origin: values.origin,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  };
}

/** The facts schema speaks to developers (the seed's test); staff read these instead. */
const FACT_SENTENCES: Record<string, string> = {
  "facts.standsInFor": "Name each drink it stands in for once, at most 4.",
  "facts.standsInFor.drink": "Choose the drink it stands in for.",
  "facts.standsInFor.in": "Start with in, with, as, for or on, such as “in a G&T” (3 to 40 characters), or leave it empty.",
  "facts.goodWith": "Choose 1 to 6 foods or occasions it is good with, each once.",
  "facts.sweetness": "Choose how sweet it is.",
  "facts.body": "Choose how full-bodied it is.",
  "facts.dietary": "Choose each dietary fact once.",
  "facts.serve": "Give 1 to 3 serving suggestions.",
  "facts.serve.n": "Write 8 to 90 characters starting with a capital, such as “With tonic and a lime wedge.”",
};

/**
 * The field a refusal's dotted path belongs beside, or null when the form has no such field (the
 * sentence then shows above the buttons). Lists are refused at the list: a sub-category beyond the
 * first belongs to "Also shows in", a fact's list to its group of boxes; a row's field keeps its index.
 */
export function fieldKeyOf(path: string, values: Pick<ProductEditorValues, "packs" | "standsInFor" | "serve">): string | null {
  const parts = path.split(".");
  const [head, second, third] = parts;
  const index = Number(second);
  const row = (count: number) => second !== undefined && Number.isInteger(index) && index >= 0 && index < count;
  if (head === "categorySlugs") return second === undefined || second === "0" ? "categorySlugs" : "categorySlugs.also";
  if (head === "packs") return row(values.packs.length) && ["kind", "sku", "quantity", "price"].includes(third ?? "") ? parts.slice(0, 3).join(".") : "packs";
  if (head === "nutrition") return second === "energyKcal" || second === "sugarsG" ? `nutrition.${second}` : null;
  if (head === "facts") return factFieldKey(parts.slice(1), values);
  return parts.length === 1 && TOP_LEVEL.includes(head) ? head : null;
}

const TOP_LEVEL = ["name", "brand", "container", "sizeMl", "abv", "sku", "unitPrice", "isVatable", "description", "tastingNotes", "ingredients", "allergens", "origin", "seoTitle", "seoDescription"];

function factFieldKey([fact, second, third]: string[], values: Pick<ProductEditorValues, "standsInFor" | "serve">): string | null {
  const index = Number(second);
  if (fact === "standsInFor") {
    const inRow = Number.isInteger(index) && index >= 0 && index < values.standsInFor.length;
    return inRow && (third === "drink" || third === "in") ? `facts.standsInFor.${index}.${third}` : "facts.standsInFor";
  }
  if (fact === "serve") return Number.isInteger(index) && index >= 0 && index < values.serve.length ? `facts.serve.${index}` : "facts.serve";
  return ["goodWith", "sweetness", "body", "dietary"].includes(fact) ? `facts.${fact}` : null;
}

/** A staff sentence for a facts refusal found in the browser (the pattern "facts.serve.n" for a row). */
function factSentence(key: string): string | undefined {
  return FACT_SENTENCES[key.replace(/\.\d+\./, ".").replace(/\.\d+$/, ".n")];
}

export interface PlacedErrors {
  /** By field key, the first sentence for each field. */
  fields: EditorErrors;
  /** Sentences for no field of the form. */
  other: string[];
}

/** The server's `fields` (dotted path → sentence) beside the form's fields. */
export function placeErrors(fields: Record<string, string> | undefined, values: ProductEditorValues): PlacedErrors {
  const placed: PlacedErrors = { fields: {}, other: [] };
  for (const [path, message] of Object.entries(fields ?? {})) {
    const key = fieldKeyOf(path, values);
    if (key) placed.fields[key] ??= message;
    else placed.other.push(message);
  }
  return placed;
}

/** Where a 409 without `fields` belongs: the SKU or the name already used by another product. */
export const CONFLICT_FIELDS: Record<string, string> = { skuTaken: "sku", nameTaken: "name" };

export type EditorCheck = { ok: true; body: ProductInputBody } | { ok: false; errors: PlacedErrors };

/** The form checked with the server's own schema, before anything is sent. */
export function checkEditor(values: ProductEditorValues): EditorCheck {
  const body = bodyFromEditor(values);
  const parsed = productInputSchema.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    const key = fieldKeyOf(path, values);
    const sentence = key?.startsWith("facts.") ? (factSentence(key) ?? issue.message) : issue.message;
    fields[path] ??= sentence;
  }
  return { ok: false, errors: placeErrors(fields, values) };
}

/**
 * The order the fields appear in on the form, for the error summary: every field that can be
 * refused, rows included.
 */
export function fieldOrder(values: Pick<ProductEditorValues, "packs" | "standsInFor" | "serve">): string[] {
  const rows = <T>(list: T[], keys: (index: number) => string[]) => list.flatMap((_, index) => keys(index));
  return [
    "name",
    "brand",
    "categorySlugs",
    "categorySlugs.also",
    "container",
    "sizeMl",
    "abv",
    "sku",
    "unitPrice",
    "isVatable",
    "packs",
    ...rows(values.packs, (i) => [`packs.${i}.kind`, `packs.${i}.sku`, `packs.${i}.quantity`, `packs.${i}.price`]),
    "description",
    "tastingNotes",
    "facts.standsInFor",
    ...rows(values.standsInFor, (i) => [`facts.standsInFor.${i}.drink`, `facts.standsInFor.${i}.in`]),
    "facts.goodWith",
    "facts.sweetness",
    "facts.body",
    "facts.dietary",
    "facts.serve",
    ...rows(values.serve, (i) => [`facts.serve.${i}`]),
    "ingredients",
    "allergens",
    "nutrition.energyKcal",
    "nutrition.sugarsG",
    "origin",
    "seoTitle",
    "seoDescription",
  ];
}

/** The id of a field's control ("packs.0.sku" → "product-packs-0-sku"): the summary links to it. */
export const editorFieldId = (key: string) => `product-${key.replace(/\./g, "-")}`;

/** "23 of 70 characters", counted as the server counts (trimmed). */
export function characterCount(text: string, limit: number): { text: string; over: boolean } {
  const used = text.trim().length;
  return { text: `${used.toLocaleString("en-GB")} of ${limit.toLocaleString("en-GB")} characters`, over: used > limit };
}
