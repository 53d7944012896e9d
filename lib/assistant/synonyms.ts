// Finds the shop's vocabulary in a shopper's words: fixes common misspellings, then matches the
// synonym table (lib/assistant/synonyms-data.ts) longest phrase first, on word boundaries, with
// plurals. Each match keeps where it was, so a question can be split without breaking "gin and
// tonic" in two, and the words it covered are replaced by a placeholder the intent classifier
// reads ("something like <drink>").
import { SYNONYMS, TYPOS, type Synonym, type SynonymMeaning } from "./synonyms-data";

export type { SynonymMeaning } from "./synonyms-data";

export interface SynonymMatch {
  phrase: string;
  meaning: SynonymMeaning;
  broad: boolean;
  /** Where the phrase sits in the normalised text. */
  start: number;
  end: number;
  /** What the classifier sees in its place. */
  placeholder: string;
}

export interface Tagged {
  /** The question, lower case, misspellings fixed, spacing and quotes normalised. */
  text: string;
  matches: SynonymMatch[];
  /** The text with each match replaced by its placeholder. */
  masked: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const WORD = "[\\p{L}\\p{N}]";

/** The kind of thing a phrase names, as the classifier should see it. */
export function placeholderFor(meaning: SynonymMeaning): string {
  if (meaning.drop) return "";
  if (meaning.categories?.length || meaning.standIns?.length) return "<drink>";
  if (meaning.goodWith?.length) return "<food>";
  if (meaning.container || meaning.sizesMl?.length) return "<pack>";
  if (meaning.dietary?.length || meaning.maxAbv !== undefined) return "<diet>";
  return "<style>";
}

interface CompiledTable {
  /** Every phrase in one alternation, longest first, so the longest phrase at a position wins. */
  pattern: RegExp;
  byPhrase: Map<string, Synonym>;
}

let compiled: CompiledTable | null = null;
function table(): CompiledTable {
  if (!compiled) {
    const byPhrase = new Map<string, Synonym>();
    for (const synonym of SYNONYMS) {
      for (const written of synonym.phrases) {
        const phrase = unhyphenate(written);
        if (!byPhrase.has(phrase)) byPhrase.set(phrase, synonym);
      }
    }
    const phrases = [...byPhrase.keys()].sort((a, b) => b.length - a.length).map(escape);
    // A trailing "s" or "es" is a plural; "'s" a possessive ("gordon's").
    compiled = { byPhrase, pattern: new RegExp(`(?<!${WORD})(${phrases.join("|")})(?:'?s|es)?(?!${WORD})`, "gu") };
  }
  return compiled;
}

const TYPO_PATTERN = new RegExp(`(?<!${WORD})(${Object.keys(TYPOS).map(escape).join("|")})(?!${WORD})`, "gu");

/** "zero-sugar" and "zero sugar" are the same words. */
const unhyphenate = (text: string) => text.replace(/(?<=\p{L})-(?=\p{L})/gu, " ");

/** Lower case, NFKC, straight quotes, hyphens between words as spaces, single spaces, common misspellings fixed. */
export function normalise(question: string): string {
  const text = unhyphenate(question.toLowerCase().normalize("NFKC")).replace(/[’‘`]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, " ").trim();
  return Object.keys(TYPOS).length ? text.replace(TYPO_PATTERN, (word) => TYPOS[word] ?? word) : text;
}

export function tagSynonyms(question: string): Tagged {
  const text = normalise(question);
  const matches: SynonymMatch[] = [];
  const { pattern, byPhrase } = table();
  for (const found of text.matchAll(pattern)) {
    const synonym = byPhrase.get(found[1])!;
    matches.push({ phrase: found[1], meaning: synonym.means, broad: synonym.broad === true, start: found.index, end: found.index + found[0].length, placeholder: placeholderFor(synonym.means) });
  }
  matches.sort((a, b) => a.start - b.start);
  // A broad word ("wine") names nothing of its own once a narrower one of its kind ("rosé") was
  // named; "lager and cider" keeps both.
  const narrower = (broad: SynonymMatch) =>
    matches.some((match) => !match.broad && match.meaning.categories?.some((slug) => broad.meaning.categories!.includes(slug)));
  const kept = matches.filter((match) => !(match.broad && match.meaning.categories?.length && narrower(match)));
  let masked = "";
  let at = 0;
  for (const match of matches) {
    masked += `${text.slice(at, match.start)} ${match.placeholder} `;
    at = match.end;
  }
  masked = `${masked}${text.slice(at)}`.replace(/\s+/g, " ").trim();
  return { text, matches: kept, masked };
}

/** Everything the matches mean together, each list without repeats. */
export function combinedMeaning(all: readonly SynonymMatch[]): Required<Pick<SynonymMeaning, "categories" | "standIns" | "goodWith" | "sweetness" | "body" | "dietary" | "sizesMl" | "search">> & Pick<SynonymMeaning, "container" | "maxAbv"> {
  // "ready made" narrows the drinks named with it to its categories, and names none of its own.
  const narrowing = all.filter((match) => match.meaning.narrows);
  const matches = narrowing.length && all.some((match) => !match.meaning.narrows && match.meaning.categories?.length) ? all.filter((match) => !match.meaning.narrows) : all;
  const union = <K extends "categories" | "standIns" | "goodWith" | "sweetness" | "body" | "dietary" | "sizesMl" | "search">(key: K) =>
    [...new Set(matches.flatMap((match) => (match.meaning[key] ?? []) as readonly (string | number)[]))] as unknown as NonNullable<SynonymMeaning[K]>;
  const containers = matches.map((match) => match.meaning.container).filter((value) => value !== undefined);
  const abvs = matches.map((match) => match.meaning.maxAbv).filter((value) => value !== undefined);
  const allowed = new Set(narrowing.flatMap((match) => match.meaning.categories ?? []));
  const named = union("categories") as string[];
  const narrowed = narrowing.length && matches !== all ? named.filter((slug) => allowed.has(slug)) : named;
  return {
    categories: narrowed.length ? narrowed : named,
    standIns: union("standIns"),
    goodWith: union("goodWith"),
    sweetness: union("sweetness"),
    body: union("body"),
    dietary: union("dietary"),
    sizesMl: union("sizesMl"),
    search: union("search"),
    container: containers.length === 1 ? containers[0] : undefined,
    maxAbv: abvs.length ? Math.min(...abvs) : undefined,
  };
}
