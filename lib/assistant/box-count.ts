// Box arithmetic on numbers the shopper states ("if I buy 17 cans how many more?", "2 dozen cans
// and 6 bottles of red"), alone or on top of their basket. Pure: which box a kind of drink travels
// in comes from the caller (the catalogue knows its sizes); the box rules from lib/cart.
import { BOX_CAPACITIES, HALF_BOX_750_CAPACITY } from "../constants";
import { BOX_TYPES, PACKAGING_BOX_TYPES, boxTypeForContainer } from "../cart/boxes";
import type { BoxType } from "../cart/types";
import { remainderFor } from "../cart/validity";
import { countValue } from "./quantities";
import type { SynonymMatch } from "./synonyms";

export interface StatedUnits {
  units: number;
  /** The box the mention travels in, or null when the words do not say. */
  boxType: BoxType | null;
  /** The words of the mention, for the answer ("17 cans"). */
  words: string;
}

const COUNT = String.raw`((?:\d{1,2}|a|two|three|four) dozen|a couple of|a few|\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|a|an|one)`;
const PACK = String.raw`(?:\s*(?:x|×)\s*)?(?:(\d{1,2})\s*-?\s*(?:pack|pk|packs|pks)s?\s*(?:of\s*)?)?`;
const UNIT_NOUN = /\b(cans?|tins?|tinnies|bottles?|pints?|beers?|lagers?|ales?|ciders?|wines?|reds?|whites?|roses?|rosés?|tonics?|mixers?|sodas?|spirits?|gins?|rums?|whisk(e)?ys?|stouts?|porters?|ipas?|fizz|proseccos?|units?|drinks?|ones)\b/;
/** Words that end a mention: the next number, or the start of the question. */
const STOP = /\b(how|what|do|does|is|will|can|and|,|\?|if|then|in the|fill|more)\b/;

const BOX_NAMES: [RegExp, BoxType][] = [
  [/\b(small (drinks )?box|can box|cans? box)\b/, "boxType_330"],
  [/\b(large beers? box|big beers? box|beer box|large box|big box)\b/, "boxType_500"],
  [/\b(wine (and|&) spirits? box|wine box|spirits? box|half box)\b/, "boxType_750"],
];

/** The box the question names outright ("the big beer box"), if any. */
export function namedBox(text: string): BoxType | null {
  return BOX_NAMES.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

function boxTypeOfWords(words: string, matches: readonly SynonymMatch[], boxOfCategory: (slug: string) => BoxType | null): BoxType | null {
  const size = /\b(\d{3})\s*ml\b/.exec(words);
  if (size) return boxTypeForContainer(Number(size[1]));
  if (/\b(pints?|tall ?(boy|can)s?)\b/.test(words)) return "boxType_500";
  for (const match of matches) {
    if (match.meaning.sizesMl?.length) return boxTypeForContainer(match.meaning.sizesMl[0]);
  }
  if (/\b(cans?|tins?|tinnies)\b/.test(words)) return "boxType_330";
  for (const match of matches) {
    for (const slug of match.meaning.categories ?? []) {
      const boxType = boxOfCategory(slug);
      if (boxType) return boxType;
    }
  }
  if (/\b(wines?|reds?|whites?|ros[eé]s?|spirits?|gins?|rums?|whisk(e)?ys?|proseccos?|fizz)\b/.test(words)) return "boxType_750";
  return null;
}

/** Every count of bottles or cans the question states, with the box each travels in where the words say. */
export function statedUnits(text: string, matches: readonly SynonymMatch[], boxOfCategory: (slug: string) => BoxType | null): StatedUnits[] {
  const found: StatedUnits[] = [];
  const pattern = new RegExp(String.raw`(?<![\p{L}\p{N}£.])${COUNT}${PACK}(?![\p{N}])`, "gu");
  for (const mention of text.matchAll(pattern)) {
    const count = countValue(mention[1]);
    const packSize = mention[2] ? Number(mention[2]) : 1;
    const start = mention.index;
    let end = start + mention[0].length;
    // The words after the number, up to the next stop: "17 cans", "6 bottles of red wine".
    const tail = text.slice(end, end + 40);
    const stop = STOP.exec(tail);
    const span = stop ? tail.slice(0, stop.index) : tail;
    if (count === null || count === 0) continue;
    // "ml" sizes, prices and percentages are not counts.
    if (/^\s*(ml|cl|%|p\b|quid|pounds?)/.test(span) || text.slice(Math.max(0, start - 1), start) === "£") continue;
    const inMention = matches.filter((match) => match.start < end + span.length && match.end > start);
    const namesDrink = inMention.some((match) => match.meaning.categories?.length || match.meaning.standIns?.length);
    const isBareArticle = /^(a|an|one)$/.test(mention[1]) && !mention[2];
    if (!UNIT_NOUN.test(span) && !namesDrink && !mention[2]) continue;
    if (isBareArticle && !/^\s*(can|tin|bottle|pint)\b/.test(span)) continue;
    end += span.length;
    const words = text.slice(start, end).trim();
    found.push({ units: count * packSize, boxType: boxTypeOfWords(words, inMention, boxOfCategory), words });
  }
  return found;
}

/** Units per box type, from the mentions; mentions whose box the words don't give go to `fallback`. */
export function unitsByBox(mentions: readonly StatedUnits[], fallback: BoxType | null): Partial<Record<BoxType, number>> {
  const counts: Partial<Record<BoxType, number>> = {};
  for (const mention of mentions) {
    const boxType = mention.boxType ?? fallback;
    if (boxType) counts[boxType] = (counts[boxType] ?? 0) + mention.units;
  }
  return counts;
}

/** What a count means for one box type, in a sentence. */
export function boxCountSentence(boxType: BoxType, units: number): string {
  const box = PACKAGING_BOX_TYPES[boxType].displayName;
  const capacity = BOX_CAPACITIES[boxType];
  const remainder = remainderFor(boxType, units);
  const holds = boxType === "boxType_750" ? `a ${box} holds ${HALF_BOX_750_CAPACITY} or ${capacity}` : `a ${box} holds ${capacity}`;
  if (remainder === 0) {
    const boxes = boxType === "boxType_750" && units % capacity === HALF_BOX_750_CAPACITY ? "fill your boxes exactly" : `fill ${units === capacity ? "one box" : `${Math.round(units / capacity)} boxes`} exactly`;
    return `${units} ${boxes} (${holds}): no more needed.`;
  }
  const over = units % capacity;
  const takeOut = units > capacity && boxType !== "boxType_750" ? ` (or take ${over} out to keep to ${Math.floor(units / capacity) * capacity})` : "";
  return `With ${units}, add ${remainder} more to fill the ${box}${takeOut}; ${holds}.`;
}

/** The answer to stated counts: a sentence per box type, then whether everything is full. */
export function boxCountAnswer(counts: Partial<Record<BoxType, number>>): string {
  const types = BOX_TYPES.filter((type) => (counts[type] ?? 0) > 0);
  const sentences = types.map((type) => boxCountSentence(type, counts[type]!));
  const full = types.every((type) => remainderFor(type, counts[type]!) === 0);
  if (types.length > 1 && full) sentences.push("That fills every box, so you'd be ready to check out.");
  return sentences.join(" ");
}
