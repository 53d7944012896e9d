import "server-only";
// The built-in responder: reads the question in the context of the conversation
// (lib/assistant/followup.ts: synonyms, the intent classifier, numbers), answers each part with
// the tools (ranked retrieval over the catalogue, the basket, orders, content) and words the
// answer from what they returned. Two questions in one get two answers.
import { boxCountAnswer, namedBox, statedUnits, unitsByBox } from "@/lib/assistant/box-count";
import { FACTS, type FactTopic } from "@/lib/assistant/facts";
import { ownOrderNote } from "@/lib/assistant/own-order";
import { LEGAL_LINKS } from "@/lib/navigation";
import { readInContext, type HistoryTurn, type InContext, type Relative } from "@/lib/assistant/followup";
import { nearestAisles, nothingFitsText, productsText } from "@/lib/assistant/product-answers";
import { asksForProducts, PRODUCT_LABELS, type ContentLabel, type ProductAsk, type Reading } from "@/lib/assistant/reading";
import { BOX_TYPES } from "@/lib/cart/boxes";
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";
import type { BoxType } from "@/lib/cart/types";
import { cartValidity } from "@/lib/cart/validity";
import { formatOrderNumber, type OrderView } from "@/lib/checkout/contract";
import { penceText } from "@/lib/cart/money";
import { answer, fillMessages, orderButtons, productButtons, type AnswerMessage } from "./messages";
import { categoryBoxTypes, findProducts, type RankedProduct } from "./retrieve";
import { basketOf, boxFillsFor, ordersFor, productPacksOf, searchContent } from "./tools";

export { answer, fillMessages, productButtons, type AnswerMessage } from "./messages";

export interface AssistantContext {
  /** The verified uid of a signed-in shopper, else null. */
  uid: string | null;
  cart: { cartId: string; guestId: string | null } | null;
}

export const REFUSAL = "I'm the shop's assistant, so I can only help with our drinks, your basket and orders, delivery, and our stories, courses, podcasts and community. What can I find for you?";

const FACT_TOPICS: Partial<Record<Reading["label"], FactTopic>> = { delivery: "delivery", vat: "vat", payment: "payment", abv: "abv", boxRules: "boxes" };
/** Where each fact is told in full. */
const FACT_LINKS: Partial<Record<FactTopic, { label: string; href: string }[]>> = {
  abv: [
    { label: "What 0.0%, 0.05% and 0.5% ABV mean", href: ABV_EXPLAINER_PATH },
    { label: "How is alcohol removed from wine? (video)", href: "/watch/how-is-alcohol-removed-from-wine" },
  ],
};

function orderText(order: OrderView): string {
  return `${formatOrderNumber(order.number)} (placed ${order.createdAt.slice(0, 10)}) is ${order.status.replace(/([A-Z])/g, " $1").toLowerCase()}, total £${penceText(order.amounts.totalPrice.gross)}.`;
}

/** Answers a question from the site's own data. Never throws for what the question says. */
export async function respond(question: string, context: AssistantContext, history: readonly HistoryTurn[] = []): Promise<AnswerMessage[]> {
  const parts = readInContext(question, history);
  const answers = await Promise.all(parts.map((part) => answerPart(part, context)));
  return answers.flat();
}

async function answerPart({ reading, previous, relative }: InContext, context: AssistantContext): Promise<AnswerMessage[]> {
  switch (reading.label) {
    case "outOfScope":
      return [answer(REFUSAL)];
    case "greeting":
      return [answer("Hello! Ask me for a drink (“a red wine under £10”, “something like Aperol”, “what goes with a curry”), what fills your box, or a course or podcast on a topic.", [{ label: "Browse the shop", href: "/shop" }])];
    case "thanks":
      return [answer("You're welcome. Anything else I can find for you?")];
    case "order":
      return orderAnswer(reading, context);
    case "boxFill":
    case "boxRules":
      return boxAnswer(reading, context);
    case "returns":
      return returnsAnswer(reading, context);
    case "delivery":
    case "vat":
    case "payment":
    case "abv": {
      const topic = FACT_TOPICS[reading.label]!;
      return [answer(FACTS[topic], FACT_LINKS[topic] ?? [])];
    }
    case "course":
    case "podcast":
    case "article":
    case "community":
    case "video":
    case "music":
      return contentAnswer(reading.label, reading.topicWords);
    case "followup":
      // A follow-up with nothing before it: answer what it names, if anything.
      if (asksForProducts(reading.ask)) return productAnswer({ reading: { ...reading, label: "search" }, previous, relative });
      return [answer("I'm not sure what that follows on from. Tell me what you're after: a kind of drink, a food to match, a price, or a question about delivery or your box.", [{ label: "Browse the shop", href: "/shop" }])];
    default:
      return productAnswer({ reading, previous, relative });
  }
}

/** The returns policy in short; a signed-in customer also hears what they can do with their own newest order. */
async function returnsAnswer(reading: Reading, context: AssistantContext): Promise<AnswerMessage[]> {
  const policy = answer(FACTS.returns, [{ label: LEGAL_LINKS.returns.label, href: LEGAL_LINKS.returns.href }]);
  if (!context.uid) return [policy];
  const note = ownOrderNote(await ordersFor(context.uid, reading.orderNumber), new Date());
  return note ? [policy, answer(note.text, [note.link])] : [policy];
}

async function orderAnswer(reading: Reading, context: AssistantContext): Promise<AnswerMessage[]> {
  if (!context.uid) return [answer("Sign in and I can tell you where your orders are.", [{ label: "Sign in", href: "/account/signin" }])];
  const orders = await ordersFor(context.uid, reading.orderNumber);
  if (orders.length === 0) {
    return [answer(reading.orderNumber !== null ? `I can't find ${formatOrderNumber(reading.orderNumber)} among your orders.` : "You haven't placed any orders yet.", [{ label: "Your orders", href: "/account/shop/orders" }])];
  }
  return [answer(orders.map(orderText).join(" "), orders.map((order) => ({ label: `View ${formatOrderNumber(order.number)}`, href: `/account/shop/orders/${formatOrderNumber(order.number)}` })))];
}

/** Stated counts ("17 cans") are worked out on top of the basket; without any, the basket's own boxes. */
async function boxAnswer(reading: Reading, context: AssistantContext): Promise<AnswerMessage[]> {
  const boxOf = await categoryBoxTypes();
  const mentions = statedUnits(reading.tagged.text, reading.tagged.matches, boxOf);
  const cart = context.cart ? await basketOf(context.cart, context.uid) : null;
  const basketCounts = cart ? cartValidity(cart.items).counts : null;
  if (mentions.length) {
    const open = basketCounts ? BOX_TYPES.filter((type) => basketCounts[type] > 0) : [];
    // A box named outright ("the big beer box") holds every mention; else each mention's own, else the basket's.
    const named = namedBox(reading.tagged.text);
    const fallback: BoxType = named ?? (open.length === 1 ? open[0] : "boxType_330");
    const stated = unitsByBox(named ? mentions.map((mention) => ({ ...mention, boxType: named })) : mentions, fallback);
    // Counts said alongside a basket add to it ("I've got 19, if I add a 4-pack"), unless they restate it.
    const counts: Partial<Record<BoxType, number>> = { ...stated };
    if (basketCounts && /\b(add|another|more|extra|plus|as well|too)\b/.test(reading.tagged.text)) {
      for (const type of BOX_TYPES) if (basketCounts[type] > 0 && counts[type] !== basketCounts[type]) counts[type] = (counts[type] ?? 0) + basketCounts[type];
    }
    return [answer(boxCountAnswer(counts), [{ label: "Browse the shop", href: "/shop" }])];
  }
  if (reading.label === "boxRules") return [answer(FACTS.boxes)];
  if (!cart || cart.items.length === 0) {
    // "What fills my box?" is about their basket; "how many cans in a box?" about the rules.
    const aboutTheirs = /\b(my|our|i'?ve got|i have)\b/.test(reading.tagged.text);
    const text = aboutTheirs ? `Your basket is empty, so there's no box to fill yet. ${FACTS.boxes}` : `${FACTS.boxes} Once your basket has drinks in it, I can tell you exactly what fills each box.`;
    return [answer(text, [{ label: "Browse the shop", href: "/shop" }])];
  }
  return fillMessages(await boxFillsFor(cart, reading.ask.maxPricePence));
}

const CONTENT_KINDS: Record<ContentLabel, "story" | "course" | "episode" | "thread" | "video" | "music"> = {
  article: "story",
  course: "course",
  podcast: "episode",
  community: "thread",
  video: "video",
  music: "music",
};
const KIND_WORDS = /^(courses?|lessons?|learn(ing)?|podcasts?|episodes?|listen(ing)?|shows?|articles?|stories|story|read(ing)?|blogs?|guides?|news|community|forum|threads?|members?|talk|chat|videos?|watch(ing)?|clips?|tutorials?|music|playlists?|songs?|tunes?)$/;

async function contentAnswer(label: ContentLabel, words: string[]): Promise<AnswerMessage[]> {
  const kind = CONTENT_KINDS[label];
  const topic = words.filter((word) => !KIND_WORDS.test(word));
  const names = { story: "stories", course: "courses and lessons", lesson: "lessons", episode: "episodes", thread: "community threads", video: "videos", music: "playlists" } as const;
  const hits = await searchContent(kind, topic);
  if (hits.length > 0) return [answer(`Some ${names[hits[0].kind]} you might like: ${hits.map((hit) => hit.title).join("; ")}.`, hits.map((hit) => ({ label: hit.title, href: hit.href })))];
  // Nothing on those words: say so, and offer the section's latest instead of nothing.
  const latest = await searchContent(kind, []);
  if (latest.length === 0) return [answer("I couldn't find anything on that yet. Try different words, or browse the section.")];
  return [answer(`I couldn't find ${names[latest[0].kind]} on “${topic.join(" ")}”, but here are some to start with: ${latest.map((hit) => hit.title).join("; ")}.`, latest.map((hit) => ({ label: hit.title, href: hit.href })))];
}

/** The products the earlier answer showed, found again the same way (the search is deterministic). */
async function shownBefore(previous: Reading | null): Promise<RankedProduct[]> {
  if (!previous || !PRODUCT_LABELS.includes(previous.label)) return [];
  return (await findProducts(previous.ask)).products;
}

const ALCOHOL_WANTED = /\b(with alcohol|alcoholic|boozy|proper booze|real (beer|wine|gin|vodka|rum|whisky)|full[- ]strength)\b/;
const ALCOHOL_FREE_SAID = /\b(non|no|zero|free|low|not)[- ]?alcoholic\b|\balcohol[- ]free\b|\bminus the booze\b|\bwithout (the )?(alcohol|booze)\b/;
const ONLY_ALCOHOL_FREE = "Everything we sell is alcohol-free (0.5% ABV or less), so I can't offer anything stronger. ";

async function productAnswer({ reading, previous, relative }: InContext): Promise<AnswerMessage[]> {
  let ask = reading.ask;
  const before = relative || reading.add ? await shownBefore(previous) : [];
  // "Cheaper?" is against the product the earlier answer led with.
  if (relative === "cheaper" && before.length) ask = { ...ask, minPricePence: null, maxPricePence: before[0].pricePence - 1, sort: ask.sort === "priciest" ? null : ask.sort };
  if (relative === "dearer" && before.length) ask = { ...ask, maxPricePence: null, minPricePence: before[0].pricePence + 1, sort: ask.sort === "cheapest" ? null : ask.sort };

  if (reading.add) return addAnswer(reading.add, before.length ? before : (await findProducts(ask)).products);

  const prefix = ALCOHOL_WANTED.test(reading.tagged.text) && !ALCOHOL_FREE_SAID.test(reading.tagged.text) ? ONLY_ALCOHOL_FREE : "";
  if (relative && before.length) return relativeAnswer(relative, ask, before, reading.label);
  const { products, relaxed } = await findProducts(ask);
  if (products.length === 0) return [answer(prefix + nothingFitsText(ask), nearestAisles(ask))];
  return [answer(prefix + productsText(products, ask, reading.label, relaxed), products.flatMap((product) => productButtons(product)))];
}

/** "Cheaper?" / "anything posher?": others than those shown, priced against the one the answer led with. */
async function relativeAnswer(relative: NonNullable<Relative>, ask: ProductAsk, before: RankedProduct[], label: Reading["label"]): Promise<AnswerMessage[]> {
  const lead = before[0];
  const leadText = `${lead.brand} ${lead.name} (£${penceText(lead.pricePence)})`;
  const { products } = await findProducts(ask, 3, before.map((product) => product.slug));
  if (products.length) {
    const list = productsText(products, { ...ask, minPricePence: null, maxPricePence: null, sort: null }, label, []).replace(/^[^:]*: /, "");
    return [answer(`${relative === "cheaper" ? "Cheaper than" : "A step up from"} ${leadText}: ${list}`, products.flatMap((product) => productButtons(product)))];
  }
  // Nothing new either way: the end of the range, said plainly.
  const end = [...before].sort((a, b) => (relative === "cheaper" ? a.pricePence - b.pricePence : b.pricePence - a.pricePence))[0];
  return [answer(`${end.brand} ${end.name} at £${penceText(end.pricePence)} is the ${relative === "cheaper" ? "cheapest" : "priciest"} of those I can offer, so there's nothing ${relative} than that.`, productButtons(end))];
}

/** "add two of those", "add a 12 pack": a button adding them (nothing is added until it is pressed). */
async function addAnswer(add: NonNullable<Reading["add"]>, candidates: RankedProduct[]): Promise<AnswerMessage[]> {
  for (const product of candidates) {
    if (add.packUnits === null) {
      return [answer(`Press the button to add ${add.quantity} × ${product.brand} ${product.name} (£${penceText(product.pricePence)} each) to your basket.`, orderButtons(product, { quantity: add.quantity, multipackSKU: null, units: 1, pricePence: product.pricePence }))];
    }
    const pack = (await productPacksOf(product.slug)).find((candidate) => candidate.quantity === add.packUnits);
    if (pack) {
      return [answer(`${product.brand} ${product.name} comes in a ${pack.quantity}-pack for £${penceText(pack.pricePence)}. Press the button to add ${add.quantity === 1 ? "one" : add.quantity} to your basket.`, orderButtons(product, { quantity: add.quantity, multipackSKU: pack.multipackSku, units: pack.quantity, pricePence: pack.pricePence }))];
    }
  }
  if (candidates.length === 0) return [answer("Which drink would you like me to add? Ask for it first (“a crisp lager”), then say how many.", [{ label: "Browse the shop", href: "/shop" }])];
  return [answer(`None of those comes in a ${add.packUnits}-pack. You can add single bottles or cans instead.`, candidates.slice(0, 3).flatMap((product) => productButtons(product)))];
}
