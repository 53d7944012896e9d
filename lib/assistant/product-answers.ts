// How the assistant words product answers: what it understood, why each product fits (its
// stand-in or pairing facts), and, when nothing fits all of the ask, what it let go and which
// aisles come nearest. Pure: the products come from the server's ranking.
import { penceText } from "../cart/money";
import { goodWithLabel, readProductFacts, standInLabel, standInText, type ProductFacts } from "../catalogue/product-facts";
import { CATEGORY_TREE } from "../catalogue/taxonomy";
import type { ProductSummary } from "../catalogue/types";
import { asksForProducts, type IntentLabel, type ProductAsk } from "./reading";
import type { SortKey } from "./superlatives";

export type FactfulProduct = ProductSummary & { facts?: unknown };

const price = (pence: number) => `£${penceText(pence)}`;
const categoryName = (slug: string) => CATEGORY_TREE.find((category) => category.slug === slug)?.name ?? slug;

const SORT_WORDS: Record<SortKey, string> = {
  cheapest: "cheapest",
  priciest: "priciest",
  lowestAbv: "lowest in alcohol",
  lightest: "lightest",
  sweetest: "sweetest",
  driest: "driest",
  fullest: "fullest-bodied",
};

/** What was understood, in words: "a stand-in for vodka, good with curry, in a can, under £10". */
export function describeAsk(ask: ProductAsk, label: IntentLabel = "search"): string {
  const parts: string[] = [];
  if (ask.categories.length) parts.push(listOr([...new Set(ask.categories.map(categoryName))].slice(0, 3)));
  // "Red" stands in for red wine by definition: stand-ins are worth saying when asked for, or alone.
  if (ask.standIns.length && (label === "substitute" || !ask.categories.length)) parts.push(`a stand-in for ${listOr(ask.standIns.map(standInLabel))}`);
  if (ask.goodWith.length) parts.push(`something for ${listOr(ask.goodWith.map(goodWithLabel))}`);
  if (ask.sweetness.length || ask.body.length) parts.push([...ask.sweetness, ...ask.body.map((body) => `${body}-bodied`)].join(", "));
  if (ask.dietary.length) parts.push(ask.dietary.join(" and "));
  if (ask.maxAbv === 0) parts.push("0.0%");
  if (ask.container) parts.push(`in a ${ask.container}`);
  if (ask.sizes.length) parts.push(ask.sizes.map((size) => `${size} ml`).join(" or "));
  if (ask.minPricePence !== null && ask.maxPricePence !== null) parts.push(`between ${price(ask.minPricePence)} and ${price(ask.maxPricePence)}`);
  else if (ask.maxPricePence !== null) parts.push(`at most ${price(ask.maxPricePence)}`);
  else if (ask.minPricePence !== null) parts.push(`from ${price(ask.minPricePence)}`);
  if (ask.sort) parts.push(`${SORT_WORDS[ask.sort]} first`);
  if (!parts.length && ask.words.length) parts.push(`“${ask.words.join(" ")}”`);
  return parts.join(", ");
}

function listOr(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** Why this product fits the ask, from its facts: "stands in for gin in a G&T", "good with curry". */
export function reasonFor(product: FactfulProduct, ask: ProductAsk, label: IntentLabel): string {
  const facts: ProductFacts | null = readProductFacts(product.facts);
  if (!facts) return "";
  const standIn = facts.standsInFor.find((item) => ask.standIns.includes(item.drink));
  const foods = facts.goodWith.filter((key) => ask.goodWith.includes(key));
  if (standIn && label !== "pairing") return `stands in for ${standInText(standIn)}`;
  if (foods.length) return `good with ${foods.map(goodWithLabel).slice(0, 2).join(" and ")}`;
  if (label === "substitute" && facts.standsInFor.length) return `stands in for ${standInText(facts.standsInFor[0])}`;
  return "";
}

function productLine(product: FactfulProduct, ask: ProductAsk, label: IntentLabel): string {
  const reason = reasonFor(product, ask, label);
  return `${product.brand} ${product.name} (${product.sizeMl} ml ${product.container}, ${price(product.pricePence)}${reason ? `; ${reason}` : ""})`;
}

/** The answer's words for products found (`relaxed`: the parts of the ask that had to be let go). */
export function productsText(found: readonly FactfulProduct[], ask: ProductAsk, label: IntentLabel, relaxed: readonly string[]): string {
  const list = found.map((product) => productLine(product, ask, label)).join("; ");
  const understood = describeAsk(ask, label);
  if (relaxed.length) {
    return `Nothing matches all of that (${understood}), so here ${found.length === 1 ? "is the nearest" : `are the ${found.length} nearest`}: ${list}.`;
  }
  if (ask.sort && found.length) {
    const [first, ...rest] = found;
    return `The ${SORT_WORDS[ask.sort]}${understood ? ` for ${understood.replace(/, [a-z -]+ first$/, "")}` : ""} is ${productLine(first, ask, label)}.${rest.length ? ` Next: ${rest.map((product) => productLine(product, ask, label)).join("; ")}.` : ""}`;
  }
  const lead = label === "substitute" && ask.standIns.length ? "To stand in" : label === "pairing" && ask.goodWith.length ? "To go with it" : "Here";
  const intro = lead === "Here" ? `Here ${found.length === 1 ? "is one" : `are ${found.length}`} in stock` : `${lead}, ${found.length === 1 ? "try" : `here are ${found.length}`}`;
  return `${intro}${understood ? ` (${understood})` : ""}: ${list}.`;
}

/** When nothing at all fits: what was understood, and the aisles that come nearest. */
export function nothingFitsText(ask: ProductAsk): string {
  const understood = asksForProducts(ask) ? describeAsk(ask) : "";
  return understood
    ? `I understood ${understood}, but nothing in the shop fits all of that at the moment. These aisles come nearest:`
    : "I'm not sure which drinks you mean. Tell me a kind of drink (“a dry white”), a food (“for a curry”) or a price (“under £10”), or browse these aisles:";
}

/** Aisles to offer when nothing fits: the ones the ask named, else the main ones. */
export function nearestAisles(ask: ProductAsk): { label: string; href: string }[] {
  const named = [...new Set(ask.categories)].slice(0, 3);
  const slugs = named.length ? named : CATEGORY_TREE.filter((category) => category.parentSlug === null).slice(0, 3).map((category) => category.slug);
  return slugs.map((slug) => ({ label: categoryName(slug), href: `/shop/${slug}` }));
}
