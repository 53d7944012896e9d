// The built-in responder's reading of a question: the synonym table finds the shop's vocabulary
// in the shopper's words, the intent classifier (trained on content/assistant/intent-phrasings.json)
// says what kind of question it is, and the numbers, superlatives and leftover words become a
// product query. A question with two parts of different kinds ("how much is delivery and have you
// got any stout") is read as two questions.
import phrasings from "@/content/assistant/intent-phrasings.json";
import type { Body, DietaryKey, GoodWithKey, StandInKey, Sweetness } from "../catalogue/product-facts-vocabulary";
import { tokenise, trainClassifier, type Classifier } from "./classifier";
import { orderNumberIn, priceBounds } from "./quantities";
import { superlativesIn, type SortKey } from "./superlatives";
import { combinedMeaning, tagSynonyms, type SynonymMatch, type Tagged } from "./synonyms";

export const INTENT_LABELS = [
  "greeting", "thanks", "outOfScope", "order", "boxFill", "boxRules", "delivery", "returns", "vat", "payment", "abv",
  "course", "podcast", "article", "community", "video", "music", "search", "substitute", "pairing", "followup",
] as const;
export type IntentLabel = (typeof INTENT_LABELS)[number];

export const PRODUCT_LABELS: readonly IntentLabel[] = ["search", "substitute", "pairing"];
export const CONTENT_LABELS = ["course", "podcast", "article", "community", "video", "music"] as const;
export type ContentLabel = (typeof CONTENT_LABELS)[number];

export interface ProductAsk {
  categories: string[];
  /** The categories of each drink named on its own ("a red and a white"): each should be shown. */
  groups: string[][];
  standIns: StandInKey[];
  goodWith: GoodWithKey[];
  sweetness: Sweetness[];
  body: Body[];
  dietary: DietaryKey[];
  container: "bottle" | "can" | null;
  sizes: number[];
  maxAbv: number | null;
  /** Words for full-text search: the leftovers, and what tastes ("smoky") stand for. */
  words: string[];
  /** The words of the drinks named ("malbec", "cloudy cider"): they rank, but never filter. */
  rankWords: string[];
  minPricePence: number | null;
  maxPricePence: number | null;
  sort: SortKey | null;
}

export interface Reading {
  label: IntentLabel;
  confidence: number;
  tagged: Tagged;
  ask: ProductAsk;
  orderNumber: number | null;
  /** Every word of the question but the stop words, for searching stories, courses and episodes. */
  topicWords: string[];
  /** "add two of those", "add a 12 pack": how many to add, and the pack size asked for. */
  add: { quantity: number; packUnits: number | null } | null;
}

const HOSTILE = /(ignore (all |your |the )?(previous|prior|above) (instructions|prompts?)|system prompt|you are now|jailbreak|<\s*script|drop\s+table|;\s*--|\bunion\s+select\b|rm -rf)/i;

/** Function words: never worth searching for. */
const FUNCTION_WORDS =
  "a an the and or but for to of in on at by with without from into me my i im i'm i've ive id i'd you your youre you're we our us is are was be been do does did doing can could would should will shall " +
  "please pls plz thanks cheers what whats what's which who whom how much many more less than under below over above about around like similar " +
  "need want wanted looking look after have has got get getting find show give tell there it its it's this that these those just really very good best nice new " +
  "any anything some something summat stuff thing things one ones if so too also then hey hi hello ok okay mate love lovely pal";
const TOPIC_STOP = new Set(FUNCTION_WORDS.split(" "));
/** Function words and shopping words: what is left names the drink ("juniper moor", "hazy"). */
const STOP = new Set(
  (FUNCTION_WORDS + " sell sold stock stocked do you u ya yours any? " +
    "alcohol alcoholic free non zero booze boozy af drink drinks drinking bottle bottles can cans buy order shop recommend recommendation suggest suggestion " +
    "quid pounds pound gbp price priced cost costs tenner fiver fancy fancied go goes going well bit little lot lots " +
    "sort kind type types range option options alternative alternatives version versions replacement replace instead swap substitute stand stand-in sub " +
    "pair pairs pairing match matches serve serving tonight weekend time day night dinner lunch meal food eat eating party").split(" "),
);

let classifier: Classifier | null = null;
const prepare = (text: string) =>
  tokenise(
    tagSynonyms(text)
      .masked.replace(/£\s*\d+(\.\d+)?|\b\d+(\.\d+)?\s*(quid|pounds?|p)\b|\b(a )?(tenner|fiver)\b/g, " <price> ")
      .replace(/\b(under|below|less than|more than|over|max|up to|around|about|between|budget)\s+\d+(\.\d+)?\b/g, "$1 <price>")
      .replace(/\b\d+\b/g, " <num> "),
  );

/** The classifier, trained once per process from the shipped phrasings (a few milliseconds). */
export function intentClassifier(): Classifier {
  classifier ??= trainClassifier((phrasings as { intents: Record<string, string[]> }).intents, prepare);
  return classifier;
}

/** Naive Bayes is overconfident: its log scores are divided by this before they are weighed. */
const TEMPERATURE = 2;

/** The words that name each section of the site: naming one is evidence for it. */
const SECTION_WORDS: Record<ContentLabel, RegExp> = {
  course: /\b(courses?|lessons?|learn(ing)?|modules?)\b/,
  podcast: /\b(podcasts?|episodes?|listen(ing)?)\b/,
  article: /\b(articles?|stor(y|ies)|read(ing)?|blogs?|guides?|posts?|news)\b/,
  community: /\b(forums?|community|talk|threads?|members?|others)\b/,
  video: /\b(videos?|watch(ing)?|clips?|tutorials?)\b/,
  music: /\b(music|playlists?|songs?|tunes|tracks?)\b/,
};

/**
 * How the slots weigh on the classifier's ranking: a drink, price, sort or diet named is strong
 * evidence for a product question, a food or style alone weaker; a section named is evidence
 * for that section, and a section question that names none is less likely.
 */
function evidence(label: IntentLabel, text: string, ask: ProductAsk | undefined): number {
  if (PRODUCT_LABELS.includes(label) || label === "followup") {
    if (!ask) return 1;
    const strong = ask.categories.length + ask.standIns.length + ask.dietary.length > 0 || ask.sort !== null || ask.minPricePence !== null || ask.maxPricePence !== null || ask.container !== null || ask.maxAbv !== null;
    return strong ? 4 : asksForProducts(ask) ? 2 : 1;
  }
  if ((CONTENT_LABELS as readonly string[]).includes(label)) return SECTION_WORDS[label as ContentLabel].test(text) ? 3 : 0.5;
  return 1;
}

/**
 * The intent, from the classifier's ranking weighed with what the synonym table, the number
 * readers and the section names found. Returns the best label and its share of the weight.
 */
export function classify(text: string, ask?: ProductAsk): { label: IntentLabel; confidence: number } {
  const ranked = intentClassifier().rank(prepare(text));
  const weighed = ranked.map(({ label, probability }) => ({ label: label as IntentLabel, weight: Math.pow(probability, 1 / TEMPERATURE) * evidence(label as IntentLabel, text, ask) }));
  const total = weighed.reduce((sum, entry) => sum + entry.weight, 0);
  const best = weighed.reduce((top, entry) => (entry.weight > top.weight ? entry : top));
  return { label: best.label, confidence: best.weight / total };
}

function leftoverWords(tagged: Tagged, superlativeSpans: RegExp[]): string[] {
  let rest = tagged.text;
  for (const match of [...tagged.matches].reverse()) rest = `${rest.slice(0, match.start)} ${rest.slice(match.end)}`;
  for (const span of superlativeSpans) rest = rest.replace(new RegExp(span.source, "g"), " ");
  return rest
    .replace(/£?\d+(\.\d+)?\s*(ml|cl|pounds?|quid|p|%)?/g, " ")
    .replace(/[^\p{L}\s-]/gu, " ")
    .split(/\s+/)
    .map((word) => word.replace(/^-+|-+$/g, ""))
    .filter((word) => word.length > 2 && !STOP.has(word));
}

const ADD = /\badd\s+(\d+|a|an|one|two|three|four|five|six)?\s*(?:x\s*)?(?:(\d{1,2})\s*-?\s*(?:pack|pk)s?)?\s*(?:of\s+(?:those|them|that|it|these))?/;
const ADD_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function addRequest(text: string): Reading["add"] {
  const found = ADD.exec(text);
  if (!found || (!found[1] && !found[2] && !/\b(those|them|that|it|these)\b/.test(text))) return null;
  const quantity = found[1] ? (ADD_WORDS[found[1]] ?? Number(found[1])) : 1;
  return { quantity, packUnits: found[2] ? Number(found[2]) : null };
}

const NEGATION = /\b(no|not|without|except|but not|nothing|none of|minus|rather not|don't want|dont want|hate|not keen on)\s+(an? |any |the )?$/;

/** Matches the shopper ruled out ("no beer", "not a can") and the ones they asked for. */
function splitNegated(tagged: Tagged): { wanted: SynonymMatch[]; negated: SynonymMatch[] } {
  const negated = tagged.matches.filter((match) => NEGATION.test(tagged.text.slice(Math.max(0, match.start - 20), match.start)));
  return { wanted: tagged.matches.filter((match) => !negated.includes(match)), negated };
}

export function productAsk(tagged: Tagged): ProductAsk {
  const { wanted, negated } = splitNegated(tagged);
  const meaning = combinedMeaning(wanted);
  const superlatives = superlativesIn(tagged.text);
  const prices = priceBounds(tagged.text);
  const groups = wanted.filter((match) => match.meaning.categories?.length).map((match) => match.meaning.categories!);
  const saysCan = /\b(cans?|tins?|tinnies)\b/.test(tagged.text) && !/\bcan (i|you|we|u|they|it|beer|wine|my)\b/.test(tagged.text);
  const notCan = negated.some((match) => match.meaning.container === "can") || /\b(not|no) (a |in )?(can|cans|tins?)\b/.test(tagged.text);
  const container = notCan ? "bottle" : (meaning.container ?? (saysCan ? "can" : null));
  const excluded = new Set(combinedMeaning(negated).categories);
  return {
    categories: meaning.categories.filter((slug) => !excluded.has(slug)),
    groups: groups.map((group) => group.filter((slug) => !excluded.has(slug))).filter((group) => group.length > 0),
    standIns: meaning.standIns,
    goodWith: meaning.goodWith,
    sweetness: meaning.sweetness,
    body: meaning.body,
    dietary: meaning.dietary,
    container,
    sizes: meaning.sizesMl,
    maxAbv: meaning.maxAbv ?? (/\b0\.0\b|zero[- ]zero/.test(tagged.text) ? 0 : null),
    words: [...new Set([...meaning.search, ...leftoverWords(tagged, superlatives.spans)])].slice(0, 8),
    rankWords: [...new Set([...superlatives.search, ...wanted.filter((match) => !match.broad && !match.meaning.drop).flatMap((match) => match.phrase.split(/[^\p{L}\p{N}]+/u))].filter((word) => word.length > 2))].slice(0, 8),
    minPricePence: prices.minPence,
    maxPricePence: prices.maxPence,
    sort: superlatives.sort,
  };
}

/** The ask names something to look for: a drink, a food, a style, a price or a sort. */
export function asksForProducts(ask: ProductAsk): boolean {
  return (
    ask.categories.length + ask.standIns.length + ask.goodWith.length + ask.sweetness.length + ask.body.length + ask.dietary.length > 0 ||
    ask.container !== null || ask.maxAbv !== null || ask.minPricePence !== null || ask.maxPricePence !== null || ask.sort !== null
  );
}

export function readQuestion(question: string): Reading {
  const tagged = tagSynonyms(question);
  const ask = productAsk(tagged);
  const topicWords = [...new Set(tokenise(tagged.text).filter((word) => word.length > 2 && !TOPIC_STOP.has(word) && !/^\d/.test(word)))].slice(0, 8);
  const base = { tagged, ask, topicWords, orderNumber: orderNumberIn(tagged.text), add: addRequest(tagged.text) };
  // Nothing to read ("", "????") or a hostile prompt: the assistant says what it can help with.
  if (tokenise(tagged.text).length === 0 || HOSTILE.test(tagged.text)) return { ...base, label: "outOfScope", confidence: 1 };
  if (base.orderNumber !== null) return { ...base, label: "order", confidence: 1 };
  const { label, confidence } = classify(tagged.text, ask);
  // Words the classifier has never seen ("Haldenberg") may be a brand or product: search for them.
  if (!tokenise(tagged.masked).some((token) => intentClassifier().knows(token)) && !asksForProducts(ask)) return { ...base, label: "search", confidence: 0 };
  return { ...base, label, confidence };
}

const KIND_OF: Record<IntentLabel, string> = {
  greeting: "chat", thanks: "chat", outOfScope: "chat", order: "order", boxFill: "box", boxRules: "box",
  delivery: "delivery", returns: "returns", vat: "vat", payment: "payment", abv: "abv",
  course: "content", podcast: "content", article: "content", community: "content", video: "content", music: "content",
  search: "products", substitute: "products", pairing: "products", followup: "followup",
};

/** Where a question could split: "and", "+", "&", "also", "plus", commas and question marks, outside any synonym. */
function splitPoints(tagged: Tagged): { at: number; skip: number }[] {
  const points: { at: number; skip: number }[] = [];
  for (const found of tagged.text.matchAll(/\s*(?:\band also\b|\band\b|\balso\b|\bplus\b|\+|&|\?+|,)\s*/g)) {
    const inside = tagged.matches.some((match: SynonymMatch) => match.start < found.index + found[0].length && match.end > found.index);
    if (!inside && found.index > 0 && found.index + found[0].length < tagged.text.length) points.push({ at: found.index, skip: found[0].length });
  }
  return points;
}

/**
 * The question's parts: one reading, or two when it splits into parts of different kinds that
 * each read confidently on their own.
 */
export function readParts(question: string): Reading[] {
  const whole = readQuestion(question);
  if (whole.label === "outOfScope" && HOSTILE.test(whole.tagged.text)) return [whole];
  let best: { parts: Reading[]; score: number } | null = null;
  for (const point of splitPoints(whole.tagged)) {
    const parts = [whole.tagged.text.slice(0, point.at), whole.tagged.text.slice(point.at + point.skip)].map(readQuestion);
    const kinds = parts.map((part) => KIND_OF[part.label]);
    if (kinds[0] === kinds[1] || kinds.some((kind) => kind === "chat" || kind === "followup")) continue;
    const score = Math.min(...parts.map((part) => part.confidence));
    if (score >= 0.6 && (!best || score > best.score)) best = { parts, score };
  }
  return best ? best.parts : [whole];
}
