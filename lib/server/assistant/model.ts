import "server-only";
// The model path: with ASSISTANT_BASE_URL, ASSISTANT_MODEL and ASSISTANT_API_KEY set, an
// OpenAI-compatible model (AI SDK 6) calls the same tools as the built-in responder and phrases
// the answer. At most 4 tool steps, 8 s in all; any error or timeout and the built-in responder
// answers instead. Buttons are built from what the tools returned, never from the model's text,
// and off-topic questions are refused in code before a model sees them.
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, stepCountIs, tool, type ModelMessage } from "ai";
import { z } from "zod";
import { FACTS } from "@/lib/assistant/facts";
import { readQuestion } from "@/lib/assistant/reading";
import { penceText } from "@/lib/cart/money";
import type { ProductSummary } from "@/lib/catalogue/types";
import { answer, fillMessages, productButtons, respond, type AnswerMessage, type AssistantContext } from "./responder";
import { basketOf, boxFillsFor, productDetails, searchContent, searchProducts, searchProductsInput, type BoxFill, type ContentHit } from "./tools";

export const MODEL_TIMEOUT_MS = 8_000;
export const MAX_TOOL_STEPS = 4;

const SYSTEM = `You are the shopping assistant of an alcohol-free drinks shop in the UK. Answer in British English, briefly and warmly.
Use the tools for every fact: never name a product, price, course or story the tools did not return.
Drinks ship in boxes that must be full before checkout; the fillMyBox tool finds exact fills. Prices are in pounds.
If a question is not about drinks, the shop, orders, delivery or the site's stories, courses, podcasts and community, politely decline.`;

export function modelSettings(): { baseURL: string; model: string; apiKey: string } | null {
  const baseURL = process.env.ASSISTANT_BASE_URL?.trim();
  const model = process.env.ASSISTANT_MODEL?.trim();
  const apiKey = process.env.ASSISTANT_API_KEY?.trim();
  return baseURL && model && apiKey ? { baseURL, model, apiKey } : null;
}

export interface HistoryMessage {
  role: "ai" | "user";
  content: string;
}

/** Answers with the model when configured, else (or on any failure) with the built-in responder. */
export async function respondWithModel(question: string, context: AssistantContext, history: HistoryMessage[] = []): Promise<AnswerMessage[]> {
  const settings = modelSettings();
  if (!settings || readQuestion(question).label === "outOfScope") return respond(question, context, history);
  try {
    return await modelAnswer(question, context, history, settings);
  } catch {
    return respond(question, context, history);
  }
}

async function modelAnswer(question: string, context: AssistantContext, history: HistoryMessage[], settings: NonNullable<ReturnType<typeof modelSettings>>): Promise<AnswerMessage[]> {
  const products: ProductSummary[] = [];
  const content: ContentHit[] = [];
  const fills: BoxFill[] = [];
  const tools = {
    searchProducts: tool({
      description: "Find in-stock drinks, best first: by words, sub-category slugs, drinks they stand in for, foods and occasions they suit, sweetness, body, diet, container, price range in pence, sizes in ml, and a sort (cheapest, priciest, lowestAbv …).",
      inputSchema: searchProductsInput,
      execute: async (input) => {
        const found = await searchProducts(input);
        products.push(...found.filter((product) => !products.some((known) => known.slug === product.slug)));
        return found.map((product) => ({ slug: product.slug, name: `${product.brand} ${product.name}`, price: `£${penceText(product.pricePence)}`, sizeMl: product.sizeMl, category: product.categoryName }));
      },
    }),
    productDetails: tool({
      description: "One product's details by its slug (from searchProducts): tasting notes, ingredients, ABV, packs.",
      inputSchema: z.object({ slug: z.string().regex(/^[a-z0-9-]+$/) }),
      execute: async ({ slug }) => {
        const product = await productDetails(slug);
        if (!product) return { found: false };
        if (!products.some((known) => known.slug === product.slug)) products.push(product);
        return { name: `${product.brand} ${product.name}`, price: `£${penceText(product.pricePence)}`, abv: product.abv, tastingNotes: product.tastingNotes, ingredients: product.ingredients, facts: product.facts, packs: product.packs.map((pack) => `${pack.quantity} for £${penceText(pack.pricePence)}`) };
      },
    }),
    fillMyBox: tool({
      description: "What the shopper's basket still needs to fill each box, with exact ways to fill it, optionally within a budget in pence.",
      inputSchema: z.object({ budgetPence: z.number().int().positive().nullable().default(null) }),
      execute: async ({ budgetPence }) => {
        const cart = context.cart ? await basketOf(context.cart, context.uid) : null;
        if (!cart || cart.items.length === 0) return { basket: "empty" };
        const found = await boxFillsFor(cart, budgetPence);
        fills.push(...found);
        return found.map((fill) => ({ remainder: fill.remainder, suggestions: fill.suggestions.map((s) => ({ lines: s.lines.map((l) => `${l.quantity} × ${l.offer.name}${l.offer.units > 1 ? ` ${l.offer.units}-pack` : ""}`), price: `£${penceText(s.pricePence)}` })) }));
      },
    }),
    searchContent: tool({
      description: "Find the site's stories, courses and lessons, podcast episodes or community threads by words.",
      inputSchema: z.object({ kind: z.enum(["story", "course", "episode", "thread"]), words: z.array(z.string().max(40)).max(8) }),
      execute: async ({ kind, words }) => {
        const hits = await searchContent(kind, words);
        content.push(...hits);
        return hits.map((hit) => hit.title);
      },
    }),
    shopFacts: tool({
      description: "The shop's delivery, boxes, VAT, returns and payment facts, and what alcohol-free and 0.5% ABV mean.",
      inputSchema: z.object({ topic: z.enum(["delivery", "boxes", "vat", "returns", "payment", "abv"]) }),
      execute: async ({ topic }) => FACTS[topic],
    }),
  };
  const provider = createOpenAICompatible({ name: "assistant", baseURL: settings.baseURL, apiKey: settings.apiKey });
  const messages: ModelMessage[] = [
    ...history.slice(-10).map((message): ModelMessage => (message.role === "user" ? { role: "user", content: message.content } : { role: "assistant", content: message.content })),
    { role: "user", content: question },
  ];
  const result = await generateText({
    model: provider.chatModel(settings.model),
    system: SYSTEM,
    messages,
    tools,
    stopWhen: stepCountIs(MAX_TOOL_STEPS),
    abortSignal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    maxRetries: 0,
  });
  const text = result.text.trim();
  if (fills.length > 0) return fillMessages(fills);
  if (!text) throw new Error("the model gave no answer");
  const buttons = [...products.slice(0, 3).flatMap(productButtons), ...content.slice(0, 3).map((hit) => ({ label: hit.title, href: hit.href }))];
  return [answer(text.slice(0, 1_500), buttons)];
}

