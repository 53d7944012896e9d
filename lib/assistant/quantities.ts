// Numbers in a shopper's words: price bounds ("under a tenner", "20 to 25 quid", "around £11"),
// and counts of bottles and cans ("17 cans", "two dozen", "a 12 pack"). A bare number is a price
// only where the words around it say so: "30 cans" is a count, "under 25" a price.

export interface PriceBounds {
  minPence: number | null;
  maxPence: number | null;
}

const WORD_VALUES: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, couple: 2, few: 3, half: 6,
};

/** "17" → 17, "two" → 2, "a dozen" → 12, "2 dozen" → 24; null when it is not a count. */
export function countValue(words: string): number | null {
  const parts = words.trim().replace(/^a (couple|few)( of)?$/, "$1").split(/\s+/);
  const dozen = parts.at(-1) === "dozen";
  const head = dozen ? parts.slice(0, -1) : parts;
  const base = head.length === 0 ? 1 : head.length === 1 ? (/^\d+$/.test(head[0]) ? Number(head[0]) : (WORD_VALUES[head[0]] ?? null)) : null;
  if (base === null) return null;
  return dozen ? base * 12 : base;
}

const SLANG_POUNDS: [RegExp, number][] = [
  [/\b(a |one )?tenner\b/, 10],
  [/\b(a |one )?fiver\b/, 5],
  [/\b(a |one )?score\b/, 20],
  [/\b(a |one )?pony\b/, 25],
  [/\ba quid\b/, 1],
];

const AMOUNT = String.raw`(?:£\s*(\d{1,4}(?:\.\d{1,2})?)|(\d{1,4}(?:\.\d{1,2})?)\s*(?:pounds?|quid|gbp|£|pound)|(\d{1,3})\s*p\b)`;
const BARE = String.raw`(\d{1,4}(?:\.\d{1,2})?)(?!\s*(?:ml|cl|l|litres?|%|percent|x|pk|pack|packs|cans?|bottles?|tins?|pints?|of|abv|dozen|more|units?)\b)(?!\d|\.\d|%)`;

const UNDER = /\b(under|below|less than|cheaper than|max(imum)?|up to|no more than|within|budget( of| is)?|not more than|tops|at most)\s*$/;
const OVER = /\b(over|above|more than|at least|from|upwards of|minimum( of)?)\s*$/;
const AROUND = /\b(around|about|roughly|approx(imately)?|circa|near|ish|something like)\s*$/;

function poundsOf(match: RegExpExecArray): number {
  if (match[3] !== undefined && match[1] === undefined && match[2] === undefined) return Number(match[3]) / 100;
  return Number(match[1] ?? match[2]);
}

const UNITS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
const TEENS = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const NUMBER_WORDS = new RegExp(String.raw`\b(?:(${TENS.join("|")})(?:[\s-]+(${UNITS.join("|")}))?|(${TEENS.join("|")})|(${UNITS.join("|")}))\b`, "g");

const WORDS_WITH_CURRENCY = new RegExp(String.raw`(?:${NUMBER_WORDS.source})(?:\s*(?:to|-|and|or)\s*(?:${NUMBER_WORDS.source}))?\s*(?:pounds?|quid|£)`, "g");

/** "twenty five quid" → "25 quid": number words before a currency as digits, so they read like the rest. */
export function digitsForWords(text: string): string {
  return text.replace(WORDS_WITH_CURRENCY, (phrase) => numberWordsAsDigits(phrase));
}

function numberWordsAsDigits(text: string): string {
  return text.replace(NUMBER_WORDS, (_, tens: string | undefined, unit: string | undefined, teen: string | undefined, alone: string | undefined) => {
    if (tens) return String((TENS.indexOf(tens) + 2) * 10 + (unit ? UNITS.indexOf(unit) + 1 : 0));
    if (teen) return String(TEENS.indexOf(teen) + 10);
    return String(UNITS.indexOf(alone!) + 1);
  });
}

/** Price bounds in pence from the question, or nulls when it names no price. */
export function priceBounds(text: string): PriceBounds {
  let working = digitsForWords(text);
  for (const [pattern, pounds] of SLANG_POUNDS) working = working.replace(pattern, ` £${pounds} `);
  // Two-sided: "between 10 and 15", "£10-£15", "20 to 25 quid".
  const range = new RegExp(String.raw`(?:£\s*)?(\d{1,4}(?:\.\d{1,2})?)\s*(?:-|–|to|and)\s*(?:£\s*)?(\d{1,4}(?:\.\d{1,2})?)\s*(?:pounds?|quid|£)?`).exec(working);
  if (range && (/£|pound|quid/.test(range[0]) || /\bbetween\s*$/.test(working.slice(0, range.index)))) {
    const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b);
    return { minPence: Math.round(low * 100), maxPence: Math.round(high * 100) };
  }
  const amounts = [...working.matchAll(new RegExp(AMOUNT, "g"))];
  const explicit = amounts[0];
  let pounds: number | null = null;
  let before = "";
  let after = "";
  if (explicit) {
    pounds = poundsOf(explicit);
    before = working.slice(0, explicit.index);
    after = working.slice(explicit.index + explicit[0].length);
  } else {
    for (const bare of working.matchAll(new RegExp(BARE, "g"))) {
      const preceding = working.slice(0, bare.index);
      if (UNDER.test(preceding) || OVER.test(preceding) || AROUND.test(preceding)) {
        pounds = Number(bare[1]);
        before = preceding;
        after = working.slice(bare.index + bare[0].length);
        break;
      }
    }
  }
  if (pounds === null || !Number.isFinite(pounds) || pounds <= 0 || pounds >= 1000) return { minPence: null, maxPence: null };
  const pence = Math.round(pounds * 100);
  if (!UNDER.test(before) && (OVER.test(before) || /^\s*(or more|and (over|up|above)|plus|\+)/.test(after))) return { minPence: pence, maxPence: null };
  if (AROUND.test(before) || /^\s*(ish|or so)\b/.test(after)) return { minPence: Math.round(pence * 0.75), maxPence: pence };
  return { minPence: null, maxPence: pence };
}

/** An order number the shopper gave ("AFC-2231", "order 12345"), or null. */
export function orderNumberIn(text: string): number | null {
  const found = /\bafc[-\s]?(\d{3,9})\b/.exec(text) ?? (/\border\b/.test(text) ? /\b(\d{4,9})\b/.exec(text) : null);
  return found ? Number(found[1]) : null;
}
