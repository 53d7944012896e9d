// Shop filters, sort and page held in the URL (so a filtered page can be shared and reloaded),
// parsed leniently: anything malformed or out of range is clamped or ignored, never an error.
import { singleLine } from "../security/text";
import { slugify } from "../slug";
import { DIETARY, GOOD_WITH, STAND_INS, type DietaryKey, type GoodWithKey, type StandInKey } from "./product-facts-vocabulary";
import type { PackKind } from "./types";

export const SORT_OPTIONS = [
  { key: "featured", label: "Featured" },
  { key: "price-asc", label: "Price: low to high" },
  { key: "price-desc", label: "Price: high to low" },
  { key: "name", label: "Name: A to Z" },
  { key: "newest", label: "Newest" },
  { key: "relevance", label: "Best match" },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]["key"];

export const PACK_KINDS: { key: PackKind; label: string }[] = [
  { key: "single", label: "Single bottles & cans" },
  { key: "multipack", label: "Multipacks" },
  { key: "case", label: "Cases" },
];

/**
 * The ABV filter's choices: each keeps drinks at or below its limit. The URL carries the limit
 * (`abv=0`, `abv=0.05`, `abv=0.5`).
 */
export const ABV_LIMITS = [
  { key: "0", max: 0, label: "0.0% only" },
  { key: "0.05", max: 0.05, label: "Up to 0.05%" },
  { key: "0.5", max: 0.5, label: "Up to 0.5%" },
] as const;
export type AbvLimit = (typeof ABV_LIMITS)[number]["max"];

export const PAGE_SIZE = 24;
/** Longer search queries are cut to this many characters. */
export const MAX_QUERY_LENGTH = 100;
/** Prices in the URL are pounds; anything above this is treated as this. */
export const MAX_PRICE_POUNDS = 1000;
const MAX_PAGE = 10_000;

/** The URL parameters that change what a listing shows. */
export const FILTER_PARAM_KEYS = ["sub", "min", "max", "size", "pack", "stock", "abv", "swap", "diet", "with", "sort", "page"] as const;

export interface ShopFilters {
  /** Sub-category slugs to narrow a category to. */
  sub: string[];
  minPricePence: number | null;
  maxPricePence: number | null;
  sizes: number[];
  packs: PackKind[];
  inStock: boolean;
  /** The highest ABV shown (0, 0.05 or 0.5); null or absent (filters built in code) for every drink. */
  maxAbv?: AbvLimit | null;
  /** Stands in for any of these (`swap=gin&swap=rum`); absent (filters built in code) or empty for all. */
  swap?: StandInKey[];
  /** Every one of these dietary facts (`diet=vegan&diet=gluten-free`). */
  diet?: DietaryKey[];
  /** Good with any of these foods or occasions (`with=curry`). */
  goodWith?: GoodWithKey[];
  sort: SortKey;
  page: number;
  /** Sanitised search text ("" when none). */
  q: string;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

function all(params: RawSearchParams, key: string): string[] {
  const value = params[key];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.flatMap((v) => v.split(",")).map((v) => v.trim()).filter(Boolean).slice(0, 50);
}

function first(params: RawSearchParams, key: string): string | undefined {
  return all(params, key)[0];
}

function pricePence(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const pounds = Number(raw);
  if (!Number.isFinite(pounds) || pounds < 0) return null;
  return Math.round(Math.min(pounds, MAX_PRICE_POUNDS) * 100);
}

/**
 * The ABV limit from the URL, read leniently: "0", "0.0", "0.05%", " 0,5 " (a decimal comma) all
 * work. A value between two limits takes the stricter one, so a filter never shows a drink
 * stronger than was asked for (0.1 → 0.05); anything above 0.5 keeps 0.5; nonsense is ignored.
 */
export function parseAbvLimit(raw: string | undefined): AbvLimit | null {
  if (raw === undefined) return null;
  const text = raw.trim().replace(/\s*abv$/i, "").replace(/\s*%$/, "").replace(",", ".").trim();
  if (!/^\d*\.?\d+$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return null;
  let chosen: AbvLimit = 0;
  for (const limit of ABV_LIMITS) if (limit.max <= value) chosen = limit.max;
  return chosen;
}

/** The URL value of an ABV limit: "0", "0.05" or "0.5". */
export function abvLimitKey(limit: AbvLimit): string {
  return ABV_LIMITS.find((option) => option.max === limit)!.key;
}

/** A URL word as the fact vocabularies spell their keys: "Rosé" → "rose", "G&T" → "g-and-t". */
const factWord = slugify;

/** Key, label ("bitter aperitif", "a Sunday roast" with or without its article) and aliases, read as one word. */
function vocabularyReader<K extends string>(list: readonly { key: K; label: string }[], aliases: Record<string, K>): (raw: string) => K | null {
  const byWord = new Map<string, K>();
  for (const item of list) {
    for (const word of [item.key, factWord(item.label), factWord(item.label).replace(/^(a|an|the)-/, "")]) byWord.set(word, item.key);
  }
  for (const [alias, key] of Object.entries(aliases)) byWord.set(alias, key);
  return (raw) => {
    const word = factWord(raw);
    return byWord.get(word) ?? (word.endsWith("s") ? byWord.get(word.slice(0, -1)) : undefined) ?? null;
  };
}

const STAND_IN_ALIASES: Record<string, StandInKey> = {
  rose: "rose-wine",
  red: "red-wine",
  white: "white-wine",
  fizz: "sparkling-wine",
  sparkling: "sparkling-wine",
  cava: "sparkling-wine",
  whiskey: "whisky",
  bourbon: "whisky",
  scotch: "whisky",
  aperitivo: "bitter-aperitif",
  aperitif: "bitter-aperitif",
  "g-and-t": "gin-and-tonic",
  "gin-tonic": "gin-and-tonic",
  gt: "gin-and-tonic",
  "triple-sec": "orange-liqueur",
  cassis: "creme-de-cassis",
  coffee: "coffee-liqueur",
  mule: "moscow-mule",
};
const DIETARY_ALIASES: Record<string, DietaryKey> = { gf: "gluten-free", glutenfree: "gluten-free", "no-gluten": "gluten-free", coeliac: "gluten-free", celiac: "gluten-free", "plant-based": "vegan" };
const GOOD_WITH_ALIASES: Record<string, GoodWithKey> = { bbq: "barbecue", xmas: "christmas", roast: "sunday-roast", fish: "seafood", steak: "red-meat", lamb: "red-meat", aperitif: "aperitif-hour", aperitivo: "aperitif-hour", garden: "summer-garden" };

export const readStandIn = vocabularyReader(STAND_INS, STAND_IN_ALIASES);
export const readDietary = vocabularyReader(DIETARY, DIETARY_ALIASES);
export const readGoodWith = vocabularyReader(GOOD_WITH, GOOD_WITH_ALIASES);

/** Fact filter values from the URL: each read leniently, unknown ones dropped, repeats once, in vocabulary order. */
function factValues<K extends string>(raw: string[], read: (value: string) => K | null, order: readonly { key: K }[]): K[] {
  const chosen = new Set(raw.map(read).filter((key): key is K => key !== null));
  return order.map((item) => item.key).filter((key) => chosen.has(key));
}

/** Search text as the queries use it: control characters out, spaces folded, length capped. */
export function sanitiseQuery(raw: string | undefined): string {
  if (!raw) return "";
  return singleLine(raw.slice(0, MAX_QUERY_LENGTH * 4))
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

export function parseShopFilters(params: RawSearchParams): ShopFilters {
  const q = sanitiseQuery(first(params, "q") ?? (Array.isArray(params.q) ? params.q[0] : params.q));
  const sortRaw = first(params, "sort");
  const defaultSort: SortKey = q ? "relevance" : "featured";
  const sort = SORT_OPTIONS.some((option) => option.key === sortRaw) ? (sortRaw as SortKey) : defaultSort;
  let minPricePence = pricePence(first(params, "min"));
  let maxPricePence = pricePence(first(params, "max"));
  if (minPricePence !== null && maxPricePence !== null && minPricePence > maxPricePence) {
    [minPricePence, maxPricePence] = [maxPricePence, minPricePence];
  }
  const page = Math.trunc(Number(first(params, "page") ?? 1));
  return {
    sub: [...new Set(all(params, "sub").filter((slug) => /^[a-z0-9-]{1,80}$/.test(slug)))],
    minPricePence,
    maxPricePence,
    sizes: [...new Set(all(params, "size").map(Number).filter((n) => Number.isInteger(n) && n > 0 && n <= 5000))],
    packs: [...new Set(all(params, "pack").filter((p): p is PackKind => PACK_KINDS.some((k) => k.key === p)))],
    inStock: ["1", "true", "yes"].includes(first(params, "stock") ?? ""),
    // Read whole (not split on commas): "0,5" is a decimal comma, not two values.
    maxAbv: parseAbvLimit(Array.isArray(params.abv) ? params.abv[0] : params.abv),
    swap: factValues(all(params, "swap"), readStandIn, STAND_INS),
    diet: factValues(all(params, "diet"), readDietary, DIETARY),
    goodWith: factValues(all(params, "with"), readGoodWith, GOOD_WITH),
    // "relevance" only means something for a search.
    sort: sort === "relevance" && !q ? "featured" : sort,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    q,
  };
}

/** Whether any parameter that changes a category listing is present. */
export function hasListingParams(filters: ShopFilters): boolean {
  return (
    filters.sub.length > 0 ||
    filters.minPricePence !== null ||
    filters.maxPricePence !== null ||
    filters.sizes.length > 0 ||
    filters.packs.length > 0 ||
    filters.inStock ||
    (filters.maxAbv ?? null) !== null ||
    (filters.swap?.length ?? 0) > 0 ||
    (filters.diet?.length ?? 0) > 0 ||
    (filters.goodWith?.length ?? 0) > 0 ||
    filters.sort !== (filters.q ? "relevance" : "featured") ||
    filters.page !== 1
  );
}

/** The query string of a filter state, leaving out defaults; `page` resets unless given. */
export function filtersToQuery(filters: ShopFilters, changes: Partial<ShopFilters> = {}): string {
  const next = { ...filters, page: 1, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  for (const slug of next.sub) params.append("sub", slug);
  if (next.minPricePence !== null) params.set("min", String(next.minPricePence / 100));
  if (next.maxPricePence !== null) params.set("max", String(next.maxPricePence / 100));
  for (const size of next.sizes) params.append("size", String(size));
  for (const pack of next.packs) params.append("pack", pack);
  if (next.inStock) params.set("stock", "1");
  if (next.maxAbv != null) params.set("abv", abvLimitKey(next.maxAbv));
  for (const key of next.swap ?? []) params.append("swap", key);
  for (const key of next.diet ?? []) params.append("diet", key);
  for (const key of next.goodWith ?? []) params.append("with", key);
  if (next.sort !== (next.q ? "relevance" : "featured")) params.set("sort", next.sort);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
