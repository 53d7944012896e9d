// Copy that stays lawful (issue 26.4–26.5, issue 36 part 3): the rules that guard the demo seed's
// descriptions (tests/content-product-facts.test.ts) and every staff save of a product
// (lib/server/catalogue/product-editor.ts). Pure: the form, the CSV import and the server share them.
//
// - "Alcohol-free" is the UK descriptor for 0.05 % ABV and below; "no alcohol", "zero alcohol",
//   "non-alcoholic" say there is none at all.
// - Nutrition and health claims follow Regulation (EC) 1924/2006 as retained in GB (its Annex and
//   Article 13). The conditions staff copy is held to, for drinks (per 100 ml):
//     low energy ("low calorie")       ≤ 20 kcal
//     energy-free ("zero calorie")     ≤ 4 kcal
//     light / reduced energy           ≥ 30 % less than a similar product; the form holds no
//                                      comparison, so we accept it only when the drink also meets
//                                      low energy (≤ 20 kcal), whose figure the product page shows
//     low sugars                       ≤ 2.5 g
//     sugar-free                       ≤ 0.5 g
//     no added sugars / unsweetened    no sugars added: accepted with sugars stated and no sugar,
//                                      syrup, honey, nectar or concentrate in the ingredients
//   Isotonic, hydrating, electrolytes, vitamins and health claims are never accepted: the shop's
//   drinks hold no data that could meet them, and a drink with alcohol may not make health claims.
import type { ProductInput } from "../admin/product-input";
import type { SeedProduct } from "./types";

/** Words that say a drink has no alcohol at all: false of anything above 0.0 %. */
export const NO_ALCOHOL = /\b(no alcohol|zero[- ]alcohol|zero[- ]proof|none of the alcohol|without (the |any )?alcohol|alcohol has (all )?gone|0\.0 ?%|non-alcoholic)\b/i;
/** "Alcohol-free" is the UK descriptor for 0.05 % and below. */
export const ALCOHOL_FREE = /\b(alcohol[- ]free|free (of|from) alcohol)\b/i;

/** Nutrition and health claims (Regulation (EC) 1924/2006 as retained in GB, Annex and Article 13). */
export const CLAIMS: { claim: string; pattern: RegExp }[] = [
  { claim: "isotonic", pattern: /\b(isotonic|hypotonic|electrolytes?|rehydrat\w*|hydrat\w*)\b/i },
  { claim: "low energy", pattern: /\b(low[- ]cal(orie)?s?|low in (calories|energy)|low[- ]energy|calorie[- ]free|energy[- ]free|zero[- ]cal\w*)\b/i },
  { claim: "reduced energy", pattern: /\b(fewer calories|reduced[- ](calorie|energy|sugar)s?|less sugar|lower in (calories|sugar)|\d+ ?% (less|fewer))\b/i },
  // "Light" of body or colour is a tasting word; beside energy, or naming the drink itself ("a light
  // lager", "lite beer", as shoppers read "light beer"), it is the Annex's "light" claim.
  {
    claim: "light",
    pattern:
      /\b(light|lite)\b(?=[^.]*\b(calor\w*|kcal|energy|sugars? content)\b)|\b(calor\w*|kcal|energy)\b[^.]*\b(light|lite)\b|\b(light|lite)(\s+[\w-]+)?\s+(lager|beer|ale|pils(ner)?|cider|perry|wine|drink|tonic|soda|mixer|version)s?\b/i,
  },
  { claim: "sugar-free / no added sugars", pattern: /\b(sugar[- ]free|no added sugars?|without added sugars?|unsweetened|low[- ]sugar|low in sugars?|naturally sweet\w*)\b/i },
  { claim: "source of / high in", pattern: /\b(source of|high in|rich in|packed with|full of) (vitamins?|minerals?|fibre|protein|antioxidants?|electrolytes?|b vitamins)\b|\bvitamins?\b|\bantioxidants?\b/i },
  { claim: "health", pattern: /\b(healthy|healthier|health|probiotic|gut|immun\w*|detox\w*|boost\w*|recovery drink|good for you|wellness|functional)\b/i },
];

/** A claim a seeded product may make, and why its stated data meets the legal condition. */
export const CLAIMS_ALLOWED: { slug: string; claim: string; reason: string }[] = [
  {
    slug: "fellgate-tonic-co-light-tonic-water",
    claim: "light",
    reason:
      "'Light' takes the conditions of 'reduced energy': at least 30 % less than a similar product, and the label must say what makes it light. The description states 15 kcal per 100 ml against 34 kcal for Fellgate's Indian Tonic Water (56 % less).",
  },
  {
    slug: "fellgate-tonic-co-light-tonic-water",
    claim: "reduced energy",
    reason: "'Less than half the energy' of Fellgate's Indian Tonic Water: 15 against 34 kcal per 100 ml, both stated (≥ 30 % required).",
  },
  {
    slug: "thistle-and-quinine-light-tonic",
    claim: "light",
    reason:
      "Same conditions as 'reduced energy': the description states 14 kcal per 100 ml against 33 kcal for Thistle & Quinine's Heather Tonic (58 % less).",
  },
  {
    slug: "thistle-and-quinine-light-tonic",
    claim: "low energy",
    reason: "'Low calorie' for a drink means no more than 20 kcal per 100 ml; the description states 14 kcal per 100 ml.",
  },
];

/** In a product's name these words promise less energy: the "light" claim. */
export const NAME_CLAIM = /\b(light|lite|slim\w*|skinny|diet|zero|lean)\b/i;

const allowedForSeed = (slug: string, claim: string) => CLAIMS_ALLOWED.some((a) => a.slug === slug && a.claim === claim);

/** The demo seed's copy problems, one line each (tests/content-product-facts.test.ts keeps them at none). */
export function copyProblems(products: SeedProduct[]): string[] {
  const problems: string[] = [];
  for (const p of products) {
    if (p.abv > 0 && NO_ALCOHOL.test(p.description)) {
      problems.push(`${p.slug} (${p.abv}% ABV) says it has no alcohol: "${NO_ALCOHOL.exec(p.description)![0]}"`);
    }
    if (p.abv > 0.05 && ALCOHOL_FREE.test(p.description)) {
      problems.push(`${p.slug} (${p.abv}% ABV) calls itself alcohol-free, the UK descriptor for 0.05% and below`);
    }
    const nameHit = NAME_CLAIM.exec(p.name);
    if (nameHit && !allowedForSeed(p.slug, "light")) problems.push(`${p.slug} name: "${nameHit[0]}" is a claim (light) with no entry in CLAIMS_ALLOWED`);
    for (const { claim, pattern } of CLAIMS) {
      const hit = pattern.exec(`${p.name}. ${p.description}`);
      if (hit && !allowedForSeed(p.slug, claim)) problems.push(`${p.slug}: "${hit[0]}" is a claim (${claim}) with no entry in CLAIMS_ALLOWED`);
    }
  }
  return problems;
}

// --- Staff copy ----------------------------------------------------------------------------------

/** What the staff check reads of a product (lib/admin/product-input.ts's ProductInput). */
export type ProductCopy = Pick<ProductInput, "name" | "description" | "tastingNotes" | "seoTitle" | "seoDescription" | "abv" | "ingredients" | "nutrition">;
export type CopyProblem = { field: CopyField; words: string; reason: string };
export const COPY_FIELDS = ["name", "description", "tastingNotes", "seoTitle", "seoDescription"] as const;
export type CopyField = (typeof COPY_FIELDS)[number];

/** The Annex's figures per 100 ml of a drink (see the table at the top). */
export const CLAIM_LIMITS = { lowEnergyKcal: 20, energyFreeKcal: 4, lowSugarsG: 2.5, sugarFreeG: 0.5, alcoholFreeAbv: 0.05 } as const;

const ADDED_SUGAR_INGREDIENT = /\b(sugars?|syrups?|honey|nectar|concentrate|dextrose|glucose|fructose|sucrose)\b/i;
const number = (value: number) => value.toLocaleString("en-GB", { maximumFractionDigits: 2 });

/** The sentence that holds `index` in `text` (sentences end at . ! ? followed by a space, so "0.5%" stays whole). */
function sentenceAround(text: string, index: number): string {
  const start = Math.max(0, ...[...text.slice(0, index).matchAll(/[.!?]\s+/g)].map((m) => m.index! + m[0].length));
  const rest = text.slice(index).search(/[.!?](\s|$)/);
  return text.slice(start, rest === -1 ? undefined : index + rest + 1);
}

/** Whether the sentence around `index` states the drink's own ABV ("0.5%", "0.5 % ABV"). */
function abvStatedBeside(text: string, index: number, abv: number): boolean {
  return [...sentenceAround(text, index).matchAll(/(\d+(?:\.\d+)?)\s?%/g)].some((m) => Number(m[1]) === abv);
}

/** "0.0%" as a strength (NO_ALCOHOL's `%\b` misses it before a space). */
const STATED_ZERO = /(?<![\d.])0\.0\s?%/;

function alcoholProblem(text: string, abv: number): { words: string; reason: string } | null {
  const none = abv > 0 ? (NO_ALCOHOL.exec(text) ?? STATED_ZERO.exec(text)) : null;
  const free = abv > CLAIM_LIMITS.alcoholFreeAbv ? ALCOHOL_FREE.exec(text) : null;
  const hit = none ?? free;
  if (!hit || abvStatedBeside(text, hit.index, abv)) return null;
  if (/%/.test(hit[0])) return { words: hit[0], reason: `this drink is ${number(abv)}% ABV, so it cannot be called ${hit[0].trim()}.` };
  const says = none ? "it says the drink has no alcohol at all" : `it is the UK descriptor for ${CLAIM_LIMITS.alcoholFreeAbv}% ABV and below`;
  return { words: hit[0], reason: `${says}, and this drink is ${number(abv)}% ABV: state its ABV (${number(abv)}%) in the same sentence, or reword it.` };
}

const energyText = (kcal: number | null) => (kcal === null ? "no energy figure is given under nutrition" : `the nutrition gives ${number(kcal)} kcal per 100 ml`);
const sugarsText = (g: number | null) => (g === null ? "no sugars figure is given under nutrition" : `the nutrition gives ${number(g)} g of sugars per 100 ml`);

/** Why `claim` (matched as `words`) is not met by the product's data, or null when it is. */
function unmetClaim(claim: string, words: string, product: ProductCopy): string | null {
  const { energyKcal, sugarsG } = product.nutrition;
  switch (claim) {
    case "low energy": {
      const limit = /free|zero/i.test(words) ? CLAIM_LIMITS.energyFreeKcal : CLAIM_LIMITS.lowEnergyKcal;
      return energyKcal !== null && energyKcal <= limit ? null : `it is a nutrition claim that needs ${limit} kcal or less per 100 ml, and ${energyText(energyKcal)}.`;
    }
    case "light":
    case "reduced energy":
      return energyKcal !== null && energyKcal <= CLAIM_LIMITS.lowEnergyKcal
        ? null
        : `it is the "${claim}" nutrition claim; the shop accepts it only for a drink of ${CLAIM_LIMITS.lowEnergyKcal} kcal or less per 100 ml, and ${energyText(energyKcal)}.`;
    case "sugar-free / no added sugars":
      return unmetSugarClaim(words, product, sugarsG);
    case "isotonic":
      return "isotonic, hydrating and electrolyte claims are sports-drink claims these drinks cannot meet.";
    case "source of / high in":
      return "vitamin, mineral and nutrient-content claims need data the product does not hold.";
    default:
      return "health claims need an authorised wording, and drinks containing alcohol may not make them.";
  }
}

function unmetSugarClaim(words: string, product: ProductCopy, sugarsG: number | null): string | null {
  if (/low/i.test(words)) {
    return sugarsG !== null && sugarsG <= CLAIM_LIMITS.lowSugarsG ? null : `it is a nutrition claim that needs ${CLAIM_LIMITS.lowSugarsG} g of sugars or less per 100 ml, and ${sugarsText(sugarsG)}.`;
  }
  if (/free/i.test(words)) {
    return sugarsG !== null && sugarsG <= CLAIM_LIMITS.sugarFreeG ? null : `it is a nutrition claim that needs ${CLAIM_LIMITS.sugarFreeG} g of sugars or less per 100 ml, and ${sugarsText(sugarsG)}.`;
  }
  if (sugarsG === null) return `it is a nutrition claim (no added sugars) that needs the sugars per 100 ml stated, and ${sugarsText(sugarsG)}.`;
  const added = ADDED_SUGAR_INGREDIENT.exec(product.ingredients);
  return added ? `it says no sugars were added, and the ingredients list "${added[0]}".` : null;
}

/** Every claim in each copy field that the product's ABV or nutrition does not support, with why. */
export function staffCopyProblems(product: ProductCopy): CopyProblem[] {
  const problems: CopyProblem[] = [];
  for (const field of COPY_FIELDS) {
    const text = product[field];
    const alcohol = alcoholProblem(text, product.abv);
    if (alcohol) problems.push({ field, ...alcohol });
    const nameHit = field === "name" ? NAME_CLAIM.exec(text) : null;
    const nameReason = nameHit ? unmetClaim("light", nameHit[0], product) : null;
    if (nameHit && nameReason) problems.push({ field, words: nameHit[0], reason: nameReason });
    for (const { claim, pattern } of CLAIMS) {
      const hit = pattern.exec(text);
      const reason = hit ? unmetClaim(claim, hit[0], product) : null;
      if (hit && reason && !(nameReason && claim === "light")) problems.push({ field, words: hit[0], reason });
    }
  }
  return problems;
}

/** One sentence per field for the form: `"low calorie": it is a nutrition claim that …` */
export function copyProblemSentences(problems: CopyProblem[]): Partial<Record<CopyField, string>> {
  const fields: Partial<Record<CopyField, string>> = {};
  for (const problem of problems) {
    const sentence = `"${problem.words}": ${problem.reason}`;
    fields[problem.field] = fields[problem.field] ? `${fields[problem.field]} ${sentence}` : sentence;
  }
  return fields;
}
