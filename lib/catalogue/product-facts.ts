// Structured product knowledge: what a drink stands in for, what it goes with, how sweet and how
// full it is, the dietary facts its label supports and how to serve it. Closed vocabularies with
// display labels, so the shop's filters, the product page and the assistant all speak the same
// words. The facts for every seeded product live in ./product-facts-data.ts;
// tests/product-facts.test.ts checks them against the products' own data.
import { z } from "zod";
import { BODY, DIETARY, GOOD_WITH, STAND_INS, SWEETNESS } from "./product-facts-vocabulary";
import type { SeedProduct } from "./types";

export * from "./product-facts-vocabulary";

/** A vocabulary's keys as a zod enum's tuple. */
export const keysOf = <T extends readonly { key: string }[]>(list: T) => list.map((item) => item.key) as unknown as [T[number]["key"], ...T[number]["key"][]];

export const MAX_SERVE_LENGTH = 90;

export const standInSchema = z.object({
  drink: z.enum(keysOf(STAND_INS)),
  /** How it stands in, read after the drink: "in a G&T" → "gin in a G&T". */
  in: z.string().trim().min(3).max(40).regex(/^(in|with|as|for|on) /, "starts with in/with/as/for/on").optional(),
});

export const productFactsSchema = z
  .object({
    standsInFor: z.array(standInSchema).max(4),
    goodWith: z.array(z.enum(keysOf(GOOD_WITH))).min(1).max(6),
    sweetness: z.enum(keysOf(SWEETNESS)),
    body: z.enum(keysOf(BODY)),
    dietary: z.array(z.enum(keysOf(DIETARY))).max(DIETARY.length),
    /** Serving suggestions, each a short sentence: "With tonic and a lime wedge." */
    serve: z
      .array(z.string().trim().min(8).max(MAX_SERVE_LENGTH).regex(/^[A-Z0-9]/, "starts with a capital"))
      .min(1)
      .max(3),
  })
  .strict()
  .superRefine((facts, ctx) => {
    const twice = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    for (const [path, values] of [
      ["standsInFor", facts.standsInFor.map((s) => `${s.drink} ${s.in ?? ""}`)],
      ["goodWith", facts.goodWith],
      ["dietary", facts.dietary],
    ] as const) {
      if (twice([...values]).length) ctx.addIssue({ code: "custom", path: [path], message: `repeats ${twice([...values]).join(", ")}` });
    }
  });

export type ProductFacts = z.infer<typeof productFactsSchema>;
export type StandIn = z.infer<typeof standInSchema>;

const labelFrom = <T extends readonly { key: string; label: string }[]>(list: T) => {
  const map = new Map<string, string>(list.map((item) => [item.key, item.label]));
  return (key: string) => map.get(key) ?? key;
};
export const standInLabel = labelFrom(STAND_INS);
export const goodWithLabel = labelFrom(GOOD_WITH);
export const sweetnessLabel = labelFrom(SWEETNESS);
export const bodyLabel = labelFrom(BODY);
export const dietaryLabel = labelFrom(DIETARY);

/** A label as a filter chip shows it: "a Sunday roast" → "Sunday roast", "gin" → "Gin". */
export function factChipLabel(label: string): string {
  const bare = label.replace(/^(a|an) /, "");
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** "a, b and c". */
export function listText(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "Dry, full-bodied". */
export function styleText(facts: Pick<ProductFacts, "sweetness" | "body">): string {
  return `${sweetnessLabel(facts.sweetness)}, ${bodyLabel(facts.body).toLowerCase()}`;
}

/** "gin in a G&T", "bitter aperitif", "IPA". */
export function standInText(standIn: StandIn): string {
  return standIn.in ? `${standInLabel(standIn.drink)} ${standIn.in}` : standInLabel(standIn.drink);
}

/** 0.0% is a fact of the ABV, never typed: it shows beside the typed dietary facts. */
export function isZeroZero(abv: number): boolean {
  return abv === 0;
}

/**
 * A facts value read from the database (jsonb), or null when it is missing or malformed (an old
 * row before the seed wrote facts): the page then shows no facts rather than failing.
 */
export function readProductFacts(value: unknown): ProductFacts | null {
  const parsed = productFactsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

// Words in an ingredient list that rule a dietary fact out. Malt is barley's unless it says
// otherwise; "malt extract" from barley or rye has gluten too.
const GLUTEN_WORDS = /\b(barley|wheat|rye|oats?|spelt|kamut|triticale|malt)\b/i;
const ANIMAL_WORDS = /\b(honey|milk|lactose|cream|whey|casein|egg|gelatine|isinglass|carmine|cochineal|beeswax|shellac)\b/i;
/** Fermented bases that are often fined with animal products a label need not list. */
const FINED_BASES = /\b(dealcoholised (organic )?(red |white |rosé )?wine|fermented (apple|pear) juice|barley malt|wheat malt|hops)\b/i;

/**
 * Why a product's typed dietary facts contradict its own data, if they do: gluten-free with a
 * gluten cereal among the ingredients; vegan with an animal ingredient, or on a wine, beer or cider
 * base (possibly fined with isinglass, gelatine, egg or casein, which labels need not list) unless
 * the description says it is vegan. Empty when the facts agree with the data.
 */
export function dietaryConflicts(product: Pick<SeedProduct, "description" | "ingredients">, facts: Pick<ProductFacts, "dietary">): string[] {
  const problems: string[] = [];
  const said = (word: string) => new RegExp(`\\b${word}\\b`, "i").test(product.description);
  if (facts.dietary.includes("gluten-free")) {
    const found = product.ingredients.match(GLUTEN_WORDS);
    if (found && !said("gluten-free")) problems.push(`gluten-free, but the ingredients have "${found[0]}"`);
  }
  if (facts.dietary.includes("vegan")) {
    const animal = product.ingredients.match(ANIMAL_WORDS) ?? product.description.match(/\bhoney\b/i);
    if (animal) problems.push(`vegan, but it has "${animal[0]}"`);
    const fined = product.ingredients.match(FINED_BASES);
    if (fined && !said("vegan")) problems.push(`vegan, but its ${fined[0]} base may be fined with animal products and the label does not say vegan`);
  }
  return problems;
}

/** The facts in words, for full-text search: "stands in for gin in a G&T. Good with curry. Dry, light-bodied. Vegan." */
export function factsText(facts: ProductFacts): string {
  return [
    facts.standsInFor.length ? `Stands in for ${listText(facts.standsInFor.map(standInText))}.` : "",
    `Good with ${listText(facts.goodWith.map(goodWithLabel))}.`,
    `${styleText(facts)}.`,
    facts.dietary.map(dietaryLabel).join(". "),
    facts.serve.join(" "),
  ]
    .filter(Boolean)
    .join(" ");
}
