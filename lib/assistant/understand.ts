// The built-in responder's reading of a question: what the shopper wants (intent rules) and the
// numbers and names in it (prices, sizes, order numbers, drink styles). Numbers written in words
// come from compromise, which ships its model inside the npm package; nothing is downloaded.
import nlp from "compromise";
import type { FactTopic } from "./facts";

export type Intent = "greeting" | "thanks" | "refuse" | "fillBox" | "basket" | "order" | "facts" | "content" | "products";
export type ContentKind = "story" | "course" | "episode" | "thread";

export interface Understood {
  intent: Intent;
  /** Words to search for, lower case, without the stop words and the words understood below. */
  words: string[];
  maxPricePence: number | null;
  minPricePence: number | null;
  sizes: number[];
  /** Sub-category slugs the question names (red wine, lager, tonic …). */
  categories: string[];
  orderNumber: number | null;
  fact: FactTopic | null;
  content: ContentKind | null;
  /** The question names a drink, a style, a price or a shopping word (else an empty search is off topic). */
  aboutDrinks: boolean;
}

/** Drink words → the shop's sub-categories. Longest phrases are matched first. */
const CATEGORY_WORDS: [RegExp, string[], ("generic" | "keep")?][] = [
  [/\b(g\s*&\s*t|g and t|gin and tonic)\b/, ["alcohol-free-gin-alternatives", "premium-tonic-waters"]],
  [/\btonics?\b/, ["premium-tonic-waters"]],
  // Named drinks keep their words for the search: "ginger beer" is a mixer called ginger beer.
  [/\b(ginger beer|ginger ale|lemonade|bitter lemon|soda water)\b/, ["mixers-and-sodas", "premium-tonic-waters"], "keep"],
  [/\b(mixers?|sodas?)\b/, ["mixers-and-sodas", "premium-tonic-waters"]],
  [/\b(kombucha|sparkling teas?)\b/, ["adult-soft-drinks"], "keep"],
  [/\bsoft drinks?\b/, ["adult-soft-drinks"]],
  [/\bred( wines?)?\b/, ["alcohol-free-red-wines"]],
  [/\bwhite( wines?)?\b/, ["alcohol-free-white-wines"]],
  [/\bros[eé](?![a-z])( wines?)?/, ["alcohol-free-rose-wines"]],
  [/\b(sparkling|fizz|prosecco|champagne|bubbly|cava)( wines?)?\b/, ["alcohol-free-sparkling-wines"]],
  [/\b(lagers?|pils|pilsners?|helles)\b/, ["alcohol-free-lagers"]],
  [/\b(stouts?|porters?|ales?|bitter)\b/, ["alcohol-free-stouts-ales"]],
  [/\b(wheat beers?|weiss\w*|hefe\w*|wit)\b/, ["alcohol-free-wheat-beers"]],
  [/\b(sours?|fruit beers?|radler|gose)\b/, ["alcohol-free-fruit-beers"]],
  [/\b(ciders?|perry)\b/, ["alcohol-free-apple-ciders", "alcohol-free-pear-ciders", "alcohol-free-fruit-ciders"]],
  [/\bgin\b/, ["alcohol-free-gin-alternatives"]],
  [/\b(tequila|mezcal|agave|margarita)\b/, ["alcohol-free-tequila-alternatives"]],
  [/\b(whisk(e)?y|bourbon|scotch)\b/, ["alcohol-free-whiskey-alternatives"]],
  [/\brum\b/, ["alcohol-free-rum-alternatives"]],
  [/\b(liqueurs?|amaretto|limoncello|cassis)\b/, ["alcohol-free-liqueur-alternatives"]],
  [/\b(aperitifs?|aperitivo|negroni|spritz)\b/, ["alcohol-free-aperitif-alternatives", "alcohol-free-spritzes"]],
  [/\bcocktails?\b/, ["alcohol-free-classic-cocktails", "alcohol-free-canned-cocktails", "alcohol-free-spritzes"]],
  // The broad words count only when nothing narrower was named ("rosé wine" is rosé, not every wine).
  [/\bwines?\b/, ["alcohol-free-red-wines", "alcohol-free-white-wines", "alcohol-free-rose-wines", "alcohol-free-sparkling-wines", "alcohol-free-organic-wines"], "generic"],
  [/\bbeers?\b/, ["alcohol-free-lagers", "alcohol-free-stouts-ales", "alcohol-free-wheat-beers", "alcohol-free-fruit-beers", "alcohol-free-organic-beers"], "generic"],
  [/\bspirits?\b/, ["alcohol-free-gin-alternatives", "alcohol-free-tequila-alternatives", "alcohol-free-whiskey-alternatives", "alcohol-free-rum-alternatives"], "generic"],
];

const DRINK_WORDS = /\b(drinks?|bottles?|cans?|buy|shop|recommend|suggest|something|gift|present|product|price|cheap|sugar|light|dry|sweet|bitter|organic|vegan|party|dinner|bbq|barbecue|mocktail|alcohol|abv)\b/;
const HOSTILE = /(ignore (all |your |the )?(previous|prior|above) (instructions|prompts?)|system prompt|you are now|jailbreak|<\s*script|drop\s+table|;\s*--|\bunion\s+select\b|rm -rf)/i;
const OFF_TOPIC = /\b(weather|football score|politics|election|president|prime minister|stock market|bitcoin|crypto|homework|essay|poem|write (me )?(a |some )?code|javascript|python|recipe for (chicken|beef|cake)|capital of|who won|lottery|medical diagnosis|diagnose)\b/i;
const STOP = new Set("a an the and or for to of in on at with without me my i im i'm you your we our us is are be do does can could would should please some any any? what whats what's which who how much many more less than under below over above about around like similar need want have got get find show give tell there it its this that these those just really very good best nice new".split(" "));

/** Common misspellings of the words the rules look for. */
const TYPOS: [RegExp, string][] = [
  [/\bredd\b/g, "red"],
  [/\b(wite|whte|whitte)\b/g, "white"],
  [/\b(wien|wnie|whine)\b/g, "wine"],
  [/\b(lagar|larger|lagger)\b/g, "lager"],
  [/\b(stoat|stoutt)\b/g, "stout"],
  [/\b(cidre|ciderr|sider)\b/g, "cider"],
  [/\b(tonnic|tonik)\b/g, "tonic"],
  [/\b(prosseco|proseco|prosecoo)\b/g, "prosecco"],
  [/\b(negorni|nogroni|negronni)\b/g, "negroni"],
  [/\b(whiskee|wisky|whisk)\b/g, "whisky"],
  [/\b(undr|unde|unda)\b/g, "under"],
  [/\b(cheep|chep)\b/g, "cheap"],
  [/\b(delivry|delievery|delivary)\b/g, "delivery"],
];

const WORD_NUMBERS: [RegExp, number][] = [
  [/\ba\s+tenner\b/, 10],
  [/\ba\s+fiver\b/, 5],
  [/\btwenty quid\b/, 20],
  [/\ba\s+score\b/, 20],
];

/** "£7.50", "7.50", "8 quid", "twenty pounds", "a tenner" → pence; the first price-like number. */
export function pricePence(text: string): number | null {
  for (const [pattern, pounds] of WORD_NUMBERS) if (pattern.test(text)) return pounds * 100;
  const symbol = /£\s*(\d{1,4}(?:\.\d{1,2})?)|(\d{1,4}(?:\.\d{1,2})?)\s*(?:pounds?|quid|gbp|£)|(\d{1,3})p\b/.exec(text);
  if (symbol) {
    const pence = symbol[3] ? Number(symbol[3]) : Math.round(Number(symbol[1] ?? symbol[2]) * 100);
    if (Number.isFinite(pence)) return pence;
  }
  // compromise answers an array of numbers, or an empty match object when there is none.
  const found: unknown = nlp(text).numbers().get();
  const numbers = Array.isArray(found) ? found.filter((n): n is number => typeof n === "number") : [];
  const price = numbers.find((n) => Number.isFinite(n) && n > 0 && n < 1000 && !/\b(330|440|500|568|750)\b/.test(String(n)));
  return price === undefined ? null : Math.round(price * 100);
}

export function understand(question: string): Understood {
  const text = TYPOS.reduce((current, [pattern, word]) => current.replace(pattern, word), question.toLowerCase().normalize("NFKC").replace(/[’']/g, "'").replace(/\s+/g, " ").trim());
  const base: Understood = { intent: "products", words: [], maxPricePence: null, minPricePence: null, sizes: [], categories: [], orderNumber: null, fact: null, content: null, aboutDrinks: false };
  if (!text || HOSTILE.test(text)) return { ...base, intent: "refuse" };

  const order = /\bafc[-\s]?(\d{3,9})\b/.exec(text) ?? (/\border\b/.test(text) ? /\b(\d{4,9})\b/.exec(text) : null);
  if (order || /\b(my orders?|where('s| is) my (order|delivery|parcel)|track(ing)?)\b/.test(text)) return { ...base, intent: "order", orderNumber: order ? Number(order[1]) : null };
  if (/\b(fill|complete|finish|top up)\b.*\b(box|boxes|basket|cart)\b|\bwhat (fills|goes in|would fill)\b|\bhow many more\b/.test(text)) {
    return { ...base, intent: "fillBox", maxPricePence: /\b(under|below|less than|max(imum)?|up to|within|budget)\b/.test(text) ? pricePence(text) : null };
  }
  if (/\b(my (basket|cart|boxes?)|in my (basket|cart)|basket status)\b/.test(text)) return { ...base, intent: "basket" };
  if (/\b(deliver(y|ies)?|shipping|postage|dispatch|how long.*arrive)\b/.test(text)) return { ...base, intent: "facts", fact: "delivery" };
  if (/\b(returns?|refunds?|damaged|broken|faulty|send (it )?back)\b/.test(text)) return { ...base, intent: "facts", fact: "returns" };
  if (/\b(vat|tax)\b/.test(text)) return { ...base, intent: "facts", fact: "vat" };
  if (/\b(how do|what are|explain|why).*\bbox(es)?\b|\bbox rule\b|\bboxes work\b|\bhalf box\b/.test(text)) return { ...base, intent: "facts", fact: "boxes" };
  if (/^(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo)\b[!. ]*$/.test(text)) return { ...base, intent: "greeting" };
  if (/^(thanks|thank you|cheers|ta|great|perfect|lovely)\b/.test(text)) return { ...base, intent: "thanks" };

  const content: ContentKind | null = /\b(courses?|lessons?|learn)\b/.test(text)
    ? "course"
    : /\b(podcasts?|episodes?|listen)\b/.test(text)
      ? "episode"
      : /\b(community|forum|threads?|members?|talk)\b/.test(text)
        ? "thread"
        : /\b(articles?|stories|story|read|news)\b/.test(text)
          ? "story"
          : null;

  let rest = text;
  const categories = new Set<string>();
  for (const [pattern, slugs, kind] of CATEGORY_WORDS) {
    if (kind === "generic" && categories.size > 0) {
      rest = rest.replace(pattern, " ");
      continue;
    }
    if (pattern.test(rest)) {
      slugs.forEach((slug) => categories.add(slug));
      if (kind !== "keep") rest = rest.replace(pattern, " ");
    }
  }
  const sizes = [...text.matchAll(/\b(330|440|500|750)\s*ml\b/g)].map((match) => Number(match[1]));
  if (/\bcans?\b/.test(text) && sizes.length === 0) sizes.push(330);
  const price = pricePence(text);
  const under = /\b(under|below|less than|cheaper than|max(imum)?|up to|no more than|within)\b/.test(text);
  const over = /\b(over|above|more than|at least|from)\b/.test(text);
  const words = rest
    .replace(/£?\d+(\.\d+)?\s*(ml\b|pounds?\b|quid\b|p\b)?/g, " ")
    .replace(/[^a-z\s-]/g, " ")
    .split(/\s+/)
    .filter((word) => word.length > 2 && !STOP.has(word) && !/sugar/.test(word) && !/^(courses?|lessons?|learn|podcasts?|episodes?|listen|community|forum|threads?|members?|talk|articles?|stories|story|read|news|tenner|fiver|alcohol|free|alcohol-free|non|zero|cheap|cheaper|pounds?|quid|under|below|over|above|bottles?|cans?|drinks?|something|anything|recommend|suggest|gift|present|lover|party|please)$/.test(word));
  if (/\b(zero|no|low|less)[- ]sugar\b|\bsugar[- ]free\b|\bdiet\b/.test(text)) words.push("light");

  const aboutDrinks = categories.size > 0 || DRINK_WORDS.test(text) || price !== null;
  const understood: Understood = {
    ...base,
    aboutDrinks,
    intent: content ? "content" : "products",
    content,
    words,
    categories: [...categories],
    sizes,
    maxPricePence: price !== null && (under || !over) ? price : null,
    minPricePence: price !== null && over && !under ? price : null,
  };
  if (!content && !aboutDrinks && (OFF_TOPIC.test(text) || words.length === 0)) return { ...base, intent: "refuse" };
  return understood;
}
