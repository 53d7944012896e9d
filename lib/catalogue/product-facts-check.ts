// The checks every product's structured facts must pass: present, in the closed vocabulary, and
// consistent with the product's own data. Run by next.config.ts (a build with a product missing
// its facts fails), by the content build before tests, and by tests/product-facts.test.ts.
import { PRODUCT_FACTS } from "./product-facts-data";
import { STAND_INS, dietaryConflicts, productFactsSchema, type ProductFacts, type StandInGroup } from "./product-facts";
import { SEED_PRODUCTS } from "./seed-data";
import { CATEGORY_TREE } from "./taxonomy";
import type { SeedProduct } from "./types";

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
export function problemsOf(product: SeedProduct, raw: unknown): string[] {
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

/** Every problem with every product's facts, one readable line each (empty when all is well). */
export function productFactsProblems(): string[] {
  const lines = SEED_PRODUCTS.flatMap((product) =>
    problemsOf(product, Object.hasOwn(PRODUCT_FACTS, product.slug) ? PRODUCT_FACTS[product.slug] : undefined).map((problem) => `${product.slug} (${product.sku}): ${problem}`),
  );
  for (const slug of Object.keys(REQUIRED_GROUPS)) if (!parentOf.has(slug)) lines.push(`REQUIRED_GROUPS names ${slug}, which is not a category`);
  const known = new Set(SEED_PRODUCTS.map((p) => p.slug));
  for (const slug of Object.keys(PRODUCT_FACTS)) if (!known.has(slug)) lines.push(`${slug}: has facts but is not a product`);
  return lines;
}

