import "server-only";
// Ranks the catalogue against what a shopper asked (a ProductAsk from lib/assistant/reading.ts) in
// one PostgreSQL query: the structured facts (stand-ins, foods and occasions, sweetness, body) by
// jsonb containment, plus full-text rank over names, categories, descriptions, tasting notes and
// the facts in words, plus trigram similarity to the name. What the shopper fixed (kind of drink,
// price, size, container, strength, diet) filters; the rest ranks. When nothing passes, the least
// important parts of the ask are let go one at a time, and the answer says so.
import { and, asc, desc, eq, exists, gte, inArray, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import { asksForProducts, type ProductAsk } from "@/lib/assistant/reading";
import type { SortKey } from "@/lib/assistant/superlatives";
import type { BoxType } from "@/lib/cart/types";
import { boxTypeForContainer } from "@/lib/cart/boxes";
import type { ProductSummary } from "@/lib/catalogue/types";
import { summaryColumns, toSummary } from "../catalogue/catalogue";
import { getDb } from "../platform/db";
import { categories, productCategories, products } from "../schema";

const contains = (value: object) => sql`${products.facts} @> ${JSON.stringify(value)}::jsonb`;
const anyOf = (conditions: SQL[]) => (conditions.length ? or(...conditions)! : sql`false`);
const asNumber = (condition: SQL) => sql`(case when ${condition} then 1 else 0 end)`;

/** Words as a prefix tsquery, joined by OR (any word counts, more rank higher) or AND. */
function wordQuery(words: readonly string[], join: " | " | " & "): string | null {
  const tokens = [...new Set(words.flatMap((word) => word.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))].filter((token) => token.length > 1).slice(0, 8);
  return tokens.length ? tokens.map((token) => `${token}:*`).join(join) : null;
}

const SWEETNESS_RANK = sql`(case ${products.facts}->>'sweetness' when 'dry' then 0 when 'off-dry' then 1 when 'medium' then 2 when 'sweet' then 3 else 1 end)`;
const BODY_RANK = sql`(case ${products.facts}->>'body' when 'light' then 0 when 'medium' then 1 when 'full' then 2 else 1 end)`;

function sortOrder(sort: SortKey | null, score: SQL): SQL[] {
  switch (sort) {
    case "cheapest":
      return [asc(products.pricePence), desc(score)];
    case "priciest":
      return [desc(products.pricePence), desc(score)];
    case "lowestAbv":
    case "lightest":
      return [asc(products.abv), asc(BODY_RANK), desc(score)];
    case "sweetest":
      return [desc(SWEETNESS_RANK), desc(score)];
    case "driest":
      return [asc(SWEETNESS_RANK), desc(score)];
    case "fullest":
      return [desc(BODY_RANK), desc(score)];
    default:
      return [desc(score), desc(products.featured), asc(products.pricePence)];
  }
}

export interface RankOptions {
  limit?: number;
  /** Require a facet or text match (true), or only rank by them (false: the last relaxation). */
  requireMatch?: boolean;
  /** Products not to offer again ("cheaper?" wants others than those already shown). */
  exclude?: string[];
}

/** One ranked query: in-stock, active products that pass the ask's filters, best first. */
export type RankedProduct = ProductSummary & { facts: unknown };

export async function rankProducts(ask: ProductAsk, { limit = 3, requireMatch = true, exclude = [] }: RankOptions = {}): Promise<RankedProduct[]> {
  const db = await getDb();
  const filters: (SQL | undefined)[] = [eq(products.active, true), sql`${products.stock} > 0`];
  if (exclude.length) filters.push(notInArray(products.slug, exclude));
  if (ask.categories.length) {
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(and(eq(productCategories.productId, products.id), inArray(categories.slug, ask.categories))),
      ),
    );
  }
  if (ask.minPricePence !== null) filters.push(gte(products.pricePence, ask.minPricePence));
  if (ask.maxPricePence !== null) filters.push(lte(products.pricePence, ask.maxPricePence));
  if (ask.sizes.length) filters.push(inArray(products.sizeMl, ask.sizes));
  if (ask.container) filters.push(eq(products.container, ask.container));
  if (ask.maxAbv !== null) filters.push(lte(products.abv, ask.maxAbv));
  if (ask.dietary.length) filters.push(contains({ dietary: ask.dietary }));

  const standIn = anyOf(ask.standIns.map((drink) => contains({ standsInFor: [{ drink }] })));
  const goodWithCount = ask.goodWith.length ? sql`(${sql.join(ask.goodWith.map((key) => asNumber(contains({ goodWith: [key] }))), sql` + `)})` : sql`0`;
  const style = sql`(${ask.sweetness.length ? asNumber(sql`${products.facts}->>'sweetness' in (${sql.join(ask.sweetness.map((value) => sql`${value}`), sql`, `)})`) : sql`0`} + ${ask.body.length ? asNumber(sql`${products.facts}->>'body' in (${sql.join(ask.body.map((value) => sql`${value}`), sql`, `)})`) : sql`0`})`;
  // The shopper's own words must match when nothing else was named; the words of the drinks the
  // synonym table recognised ("malbec", "cloudy cider") and of superlatives ("driest") only rank.
  // With nothing else named, every word must match ("blue elephant trampoline" is not a drink).
  const tsquery = wordQuery(ask.words, asksForProducts(ask) ? " | " : " & ");
  const textMatch = tsquery ? sql`${products.searchDocument} @@ to_tsquery('english', ${tsquery})` : sql`false`;
  const allWords = [...ask.words, ...ask.rankWords];
  const rankQuery = wordQuery(allWords, " | ");
  const phrase = allWords.join(" ").toLowerCase();
  const textRank = rankQuery ? sql`(ts_rank(${products.searchDocument}, to_tsquery('english', ${rankQuery})) * 4 + word_similarity(${phrase}, ${products.searchName}))` : sql`0`;
  const score = sql`(${asNumber(standIn)} * 3 + ${goodWithCount} * 2 + ${style} + ${textRank})`;

  if (requireMatch) {
    // Without a kind of drink, something the shopper named must match: a stand-in, a food or
    // occasion, or their words. With one, the kind of drink is enough.
    const named = [...(ask.standIns.length ? [standIn] : []), ...(ask.goodWith.length ? [sql`${goodWithCount} > 0`] : []), ...(tsquery ? [textMatch] : [])];
    if (!ask.categories.length && named.length) filters.push(or(...named));
  }

  const rows = await db
    .select({ ...summaryColumns, facts: products.facts })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.primaryCategoryId))
    .where(and(...filters))
    .orderBy(...sortOrder(ask.sort, score), asc(products.name))
    .limit(limit);
  return rows.map(({ facts, ...row }) => ({ ...toSummary(row), facts }));
}

export type Relaxed = "words" | "style" | "price" | "facets";

/**
 * The best products for an ask, letting go of its least important parts in turn when nothing
 * fits: the search words, then taste and body, then the foods and stand-ins. Price, size,
 * container, strength, diet and kind of drink are never let go: a shopper who said "under £10"
 * is not shown £12. `relaxed` lists what was let go.
 */
export async function findProducts(ask: ProductAsk, limit = 3, exclude: string[] = []): Promise<{ products: RankedProduct[]; relaxed: Relaxed[] }> {
  if (ask.groups.length >= 2) return { products: await coverGroups(ask, limit), relaxed: [] };
  const steps: [Relaxed | null, ProductAsk, boolean][] = [
    [null, ask, true],
    ["words", { ...ask, words: [] }, true],
    ["style", { ...ask, words: [], sweetness: [], body: [] }, true],
    ["facets", { ...ask, words: [], sweetness: [], body: [] }, false],
  ];
  const relaxed: Relaxed[] = [];
  // An ask that names nothing but words the catalogue does not know has no "nearest" products.
  const onlyWords = !asksForProducts(ask);
  // "What goes with a curry?": mixers and tonics go with a drink, not with the meal, so they come last.
  const forFood = ask.goodWith.length > 0 && ask.categories.length === 0 && ask.standIns.length === 0;
  for (const [step, stepAsk, requireMatch] of onlyWords ? steps.slice(0, 1) : steps) {
    if (step) relaxed.push(step);
    const ranked = await rankProducts(stepAsk, { limit: forFood ? limit * 6 : limit, requireMatch, exclude });
    const found = forFood ? mixersLast(ranked, limit) : ranked;
    if (found.length) return { products: found, relaxed: relaxed.filter((part) => (part === "words" ? ask.words.length > 0 : part === "style" ? ask.sweetness.length + ask.body.length > 0 : ask.standIns.length + ask.goodWith.length > 0)) };
  }
  return { products: [], relaxed };
}

const MIXER_AISLES = new Set(["premium-tonic-waters", "mixers-and-sodas"]);

/** In rank order, mixers and tonics after the drinks. */
function mixersLast(ranked: RankedProduct[], limit: number): RankedProduct[] {
  const drinks = ranked.filter((product) => !MIXER_AISLES.has(product.categorySlug));
  return [...drinks, ...ranked.filter((product) => MIXER_AISLES.has(product.categorySlug))].slice(0, limit);
}

/** "A red and a white": the best of each named kind of drink, taken in turn. */
async function coverGroups(ask: ProductAsk, limit: number): Promise<RankedProduct[]> {
  const perGroup = Math.max(1, Math.ceil(limit / ask.groups.length));
  const lists = await Promise.all(ask.groups.map((group) => findProducts({ ...ask, groups: [], categories: group }, perGroup)));
  const chosen: RankedProduct[] = [];
  for (let index = 0; chosen.length < Math.max(limit, ask.groups.length) && index < perGroup; index += 1) {
    for (const list of lists) {
      const product = list.products[index];
      if (product && !chosen.some((known) => known.slug === product.slug)) chosen.push(product);
    }
  }
  return chosen.slice(0, Math.max(limit, ask.groups.length));
}

let boxTypes: { at: number; bySlug: Map<string, BoxType> } | null = null;

/** The box most of a category's products travel in ("alcohol-free-lagers" → the small box), for stated counts. */
export async function categoryBoxTypes(): Promise<(slug: string) => BoxType | null> {
  if (!boxTypes || Date.now() - boxTypes.at > 300_000) {
    const db = await getDb();
    const rows = await db
      .select({ slug: categories.slug, sizeMl: products.sizeMl, count: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .innerJoin(productCategories, eq(productCategories.productId, products.id))
      .innerJoin(categories, eq(categories.id, productCategories.categoryId))
      .where(eq(products.active, true))
      .groupBy(categories.slug, products.sizeMl);
    const tally = new Map<string, Map<BoxType, number>>();
    for (const row of rows) {
      const perBox = tally.get(row.slug) ?? new Map<BoxType, number>();
      const boxType = boxTypeForContainer(row.sizeMl);
      perBox.set(boxType, (perBox.get(boxType) ?? 0) + row.count);
      tally.set(row.slug, perBox);
    }
    const bySlug = new Map([...tally].map(([slug, perBox]) => [slug, [...perBox].sort((a, b) => b[1] - a[1])[0][0]]));
    boxTypes = { at: Date.now(), bySlug };
  }
  const { bySlug } = boxTypes;
  return (slug) => bySlug.get(slug) ?? null;
}
