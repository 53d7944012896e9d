// Follow-ups: "cheaper?", "what about white?", "in a can?", "add two of those", "and next day?"
// make sense only after an earlier question. The conversation's earlier questions are read again
// (the chat sends them as history) and the follow-up changes what it names, keeping the rest.
import { CONTENT_LABELS, PRODUCT_LABELS, readParts, type ProductAsk, type Reading } from "./reading";

export interface HistoryTurn {
  role: "ai" | "user";
  content: string;
}

export type Relative = "cheaper" | "dearer" | null;

export interface InContext {
  reading: Reading;
  /** The earlier question this one follows on from, resolved in its own context. */
  previous: Reading | null;
  /** "cheaper?" / "anything posher?": priced against what the earlier answer showed. */
  relative: Relative;
}

const CHAT = new Set(["greeting", "thanks", "outOfScope"]);

const hasSubject = (ask: ProductAsk) => ask.categories.length + ask.standIns.length + ask.goodWith.length > 0;

export function relativePrice(text: string): Relative {
  if (/\b(cheaper|less expensive|lower price|not as (dear|expensive)|more affordable|bit less)\b/.test(text)) return "cheaper";
  if (/\b(dearer|pricier|posher|fancier|more expensive|more premium|a step up|better quality)\b/.test(text)) return "dearer";
  return null;
}

/** The follow-up's ask laid over the earlier one: what it names replaces, the rest carries on. */
export function mergeAsks(previous: ProductAsk, current: ProductAsk): ProductAsk {
  const pick = <T,>(now: T[], before: T[]) => (now.length ? now : before);
  // "ready made?" after "negroni" narrows the same drink; "what about white?" after a red names another.
  const shared = current.categories.filter((slug) => previous.categories.includes(slug));
  if (shared.length) return { ...mergeAsks(previous, { ...current, categories: [] }), categories: shared, groups: [] };
  const namesDrink = current.categories.length > 0;
  return {
    categories: pick(current.categories, previous.categories),
    groups: namesDrink ? current.groups : previous.groups,
    // A new kind of drink drops the stand-in asked for before ("gin alternatives" → "and a tonic").
    standIns: namesDrink ? current.standIns : pick(current.standIns, previous.standIns),
    goodWith: pick(current.goodWith, previous.goodWith),
    sweetness: pick(current.sweetness, previous.sweetness),
    body: pick(current.body, previous.body),
    dietary: [...new Set([...previous.dietary, ...current.dietary])],
    container: current.container ?? previous.container,
    sizes: pick(current.sizes, previous.sizes),
    maxAbv: current.maxAbv ?? previous.maxAbv,
    words: pick(current.words, namesDrink ? [] : previous.words),
    rankWords: pick(current.rankWords, namesDrink ? [] : previous.rankWords),
    minPricePence: current.minPricePence ?? (current.maxPricePence !== null ? null : previous.minPricePence),
    maxPricePence: current.maxPricePence ?? (current.minPricePence !== null ? null : previous.maxPricePence),
    sort: current.sort ?? (namesDrink ? null : previous.sort),
  };
}

/** Whether this reading leans on an earlier question rather than standing alone. */
export function isFollowUp(reading: Reading): boolean {
  if (reading.label === "followup" || reading.add !== null) return true;
  // Only a narrowing word ("ready made?"): it narrows what came before.
  if (reading.tagged.matches.length > 0 && reading.tagged.matches.every((match) => match.meaning.narrows)) return true;
  if (PRODUCT_LABELS.includes(reading.label)) return !hasSubject(reading.ask) || reading.add !== null;
  if ((CONTENT_LABELS as readonly string[]).includes(reading.label)) return reading.ask.words.length === 0 || /\b(that|this|it|same)\b/.test(reading.tagged.text);
  return false;
}

/** One reading resolved against the reading before it. */
export function resolve(reading: Reading, previous: Reading | null): InContext {
  const relative = relativePrice(reading.tagged.text);
  if (!previous || CHAT.has(reading.label) || !isFollowUp(reading)) return { reading, previous, relative: previous ? relative : null };
  const previousIsProducts = PRODUCT_LABELS.includes(previous.label);
  if ((CONTENT_LABELS as readonly string[]).includes(reading.label)) {
    // "any podcasts on that too?": the new section, the earlier subject.
    const words = reading.topicWords.filter((word) => !/^(that|this|too|same|on)$/.test(word));
    return { reading: { ...reading, topicWords: [...words, ...previous.topicWords] }, previous, relative: null };
  }
  if (reading.add !== null && !previousIsProducts) return { reading, previous, relative: null };
  if (previousIsProducts || PRODUCT_LABELS.includes(reading.label)) {
    const label = previousIsProducts ? previous.label : reading.label;
    return { reading: { ...reading, label, ask: mergeAsks(previous.ask, reading.ask) }, previous, relative };
  }
  // "and next day?" after a delivery question: the same topic again, asked more narrowly.
  return { reading: { ...reading, label: previous.label }, previous, relative: null };
}

/** The question in the context of the conversation so far (the user's earlier turns, oldest first). */
export function readInContext(question: string, history: readonly HistoryTurn[]): InContext[] {
  let previous: Reading | null = null;
  for (const turn of history) {
    if (turn.role !== "user") continue;
    const parts = readParts(turn.content);
    const last = parts[parts.length - 1];
    if (CHAT.has(last.label)) continue;
    previous = resolve(last, previous).reading;
  }
  const parts = readParts(question);
  return parts.map((part) => resolve(part, parts.length > 1 ? null : previous));
}
