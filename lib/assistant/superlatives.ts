// Superlatives shoppers use, and how each sorts the catalogue. A superlative that names a taste
// ("smokiest") has no column to sort by: it becomes search words the ranking weighs instead.

export type SortKey = "cheapest" | "priciest" | "lowestAbv" | "sweetest" | "driest" | "fullest" | "lightest";

export interface Superlative {
  sort?: SortKey;
  search?: string[];
}

const SUPERLATIVES: [RegExp, Superlative][] = [
  [/\b(cheapest|cheapo|least expensive|lowest price[ds]?|most affordable|best value|budget|cheap(est)? as chips)\b/, { sort: "cheapest" }],
  [/\b(priciest|dearest|most expensive|poshest|fanciest|swankiest|most premium|top of the range|top end|high end|luxury|luxurious|most luxurious|splash out|best you(?:'ve| have)? got)\b/, { sort: "priciest" }],
  [/\b(lowest (abv|alcohol|strength)|least alcohol|weakest|zero ?zero|0\.0|properly alcohol free|lightest)\b/, { sort: "lowestAbv", search: ["light"] }],
  [/\b(sweetest|most sweet|sweeter)\b/, { sort: "sweetest", search: ["sweet"] }],
  [/\b(driest|most dry|drier|least sweet|less sweet)\b/, { sort: "driest", search: ["dry", "crisp"] }],
  [/\b(fullest|richest|boldest|biggest|heaviest|most full[- ]bodied|strongest( flavou?r(ed)?)?|most flavou?r(some|ful)?)\b/, { sort: "fullest", search: ["rich", "full"] }],
  [/\b(smokiest|peatiest|most smoky|most peaty|smokier)\b/, { search: ["smoke", "smoky", "peat"] }],
  [/\b(hoppiest|most hoppy|hoppier)\b/, { search: ["hop", "hoppy", "citrus"] }],
  [/\b(fruitiest|most fruity|fruitier)\b/, { search: ["fruit", "fruity"] }],
  [/\b(most bitter|bitterest)\b/, { search: ["bitter"] }],
  [/\b(spiciest|most spiced|spicier)\b/, { search: ["spice", "spiced"] }],
];

/** The superlatives in a question: the first one that sorts, and every search word any of them adds. */
export function superlativesIn(text: string): { sort: SortKey | null; search: string[]; spans: RegExp[] } {
  let sort: SortKey | null = null;
  const search: string[] = [];
  const spans: RegExp[] = [];
  for (const [pattern, meaning] of SUPERLATIVES) {
    if (!pattern.test(text)) continue;
    spans.push(pattern);
    if (meaning.sort && sort === null) sort = meaning.sort;
    if (meaning.search) search.push(...meaning.search);
  }
  return { sort, search, spans };
}
