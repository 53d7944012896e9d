import "server-only";
// The built-in responder: intent rules over the question (lib/assistant/understand.ts), then the
// tools, then written templates. Product names, prices and buttons come from the tools' results.
import { v4 as uuidv4 } from "uuid";
import { FACTS } from "@/lib/assistant/facts";
import { understand, type Understood } from "@/lib/assistant/understand";
import { PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import { penceText } from "@/lib/cart/money";
import type { ProductSummary } from "@/lib/catalogue/types";
import { formatOrderNumber, type OrderView } from "@/lib/checkout/contract";
import type { ChatButton, ChatMessage } from "@/lib/assistant/types";
import { basketOf, boxFillsFor, ordersFor, searchContent, searchProducts, type BoxFill } from "./tools";

export interface AssistantContext {
  /** The verified uid of a signed-in shopper, else null. */
  uid: string | null;
  cart: { cartId: string; guestId: string | null } | null;
}

export type AnswerMessage = ChatMessage & { role: "ai" };

export const REFUSAL = "I'm the shop's assistant, so I can only help with our drinks, your basket and orders, delivery, and our stories, courses, podcasts and community. What can I find for you?";
const NOTHING_FOUND = "I couldn't find anything in stock that matches. Try a style (“a crisp lager”), a price (“under £10”) or browse the shop.";

/** A typing indicator long enough to read as thought, never longer than 2.5 s. */
const typingFor = (content: string) => Math.min(2_500, 600 + content.length * 6);

export function answer(content: string, buttons: ChatButton[] = []): AnswerMessage {
  return { id: uuidv4(), role: "ai", content, type: "text", typingEffect: true, typingTimeout: typingFor(content), buttons, addedAt: new Date().toISOString() };
}

const price = (pence: number) => `£${penceText(pence)}`;
const productHref = (product: Pick<ProductSummary, "slug">) => `/shop/products/${product.slug}`;

export function productButtons(product: ProductSummary): ChatButton[] {
  return [
    {
      label: `Add ${product.name} to basket`,
      action: "addToBasket",
      item: { productSKU: product.sku, productName: product.name, sizeMl: product.sizeMl, unitGrossPence: product.pricePence, isVatable: product.isVatable, multipackSKU: null, multipackQuantity: 1, quantity: 1 },
    },
    { label: `View ${product.name}`, href: productHref(product) },
  ];
}

function describeProducts(found: ProductSummary[], asked: Understood): string {
  const limit = asked.maxPricePence !== null ? ` under ${price(asked.maxPricePence + 1).replace(/\.01$/, "")}` : "";
  const list = found.map((product) => `${product.brand} ${product.name} (${product.sizeMl} ml ${product.container}, ${price(product.pricePence)})`).join("; ");
  return `Here ${found.length === 1 ? "is one" : `are ${found.length}`}${limit} in stock: ${list}.`;
}

export function fillMessages(fills: BoxFill[]): AnswerMessage[] {
  if (fills.length === 0) return [answer("Your boxes are full: you can go to checkout.", [{ label: "Open basket", action: "openBasket" }])];
  return fills.map((fill) => {
    const box = PACKAGING_BOX_TYPES[fill.boxType].displayName;
    if (fill.suggestions.length === 0) {
      return answer(`Add ${fill.remainder} more to fill your ${box}. I couldn't find a mix in stock within your budget; try the shop.`, [{ label: "Open basket", action: "openBasket" }]);
    }
    const best = fill.suggestions[0];
    const text = fill.suggestions
      .map((suggestion, index) => `${index + 1}. ${suggestion.lines.map((line) => `${line.quantity} × ${line.offer.name}${line.offer.units > 1 ? ` (${line.offer.units}-pack)` : ""}`).join(" + ")}, ${price(suggestion.pricePence)}`)
      .join("\n");
    const buttons: ChatButton[] = best.lines.map((line) => {
      const facts = fill.offers.get(line.offer.productSlug)!;
      return {
        label: `Add ${line.quantity} × ${line.offer.name}${line.offer.units > 1 ? ` ${line.offer.units}-pack` : ""}`,
        action: "addToBasket" as const,
        item: { productSKU: facts.productSku, productName: facts.productName, sizeMl: facts.sizeMl, unitGrossPence: line.offer.pricePence, isVatable: facts.isVatable, multipackSKU: line.offer.packSku, multipackQuantity: line.offer.units, quantity: line.quantity },
      };
    });
    return answer(`Add ${fill.remainder} more to fill your ${box}. Ways to do it exactly:\n${text}`, [...buttons, { label: "Open basket", action: "openBasket" }]);
  });
}

function orderText(order: OrderView): string {
  return `${formatOrderNumber(order.number)} (placed ${order.createdAt.slice(0, 10)}) is ${order.status.replace(/([A-Z])/g, " $1").toLowerCase()}, total ${price(order.amounts.totalPrice.gross)}.`;
}

/** Answers a question from the site's own data. Never throws for what the question says. */
export async function respond(question: string, context: AssistantContext): Promise<AnswerMessage[]> {
  const asked = understand(question);
  switch (asked.intent) {
    case "refuse":
      return [answer(REFUSAL)];
    case "greeting":
      return [answer("Hello! Ask me for a drink (“a red wine under £10”), what fills your box, or a course or podcast on a topic.", [{ label: "Browse the shop", href: "/shop" }])];
    case "thanks":
      return [answer("You're welcome. Anything else I can find for you?")];
    case "facts":
      return [answer(FACTS[asked.fact!])];
    case "order": {
      if (!context.uid) return [answer("Sign in and I can tell you where your orders are.", [{ label: "Sign in", href: "/account/signin" }])];
      const orders = await ordersFor(context.uid, asked.orderNumber);
      if (orders.length === 0) {
        return [answer(asked.orderNumber !== null ? `I can't find ${formatOrderNumber(asked.orderNumber)} among your orders.` : "You haven't placed any orders yet.", [{ label: "Your orders", href: "/account/shop/orders" }])];
      }
      return [answer(orders.map(orderText).join(" "), orders.map((order) => ({ label: `View ${formatOrderNumber(order.number)}`, href: `/account/shop/orders/${formatOrderNumber(order.number)}` })))];
    }
    case "basket":
    case "fillBox": {
      const cart = context.cart ? await basketOf(context.cart, context.uid) : null;
      if (!cart || cart.items.length === 0) return [answer("Your basket is empty. Tell me what you like and I'll find something, then I can help you fill the box.", [{ label: "Browse the shop", href: "/shop" }])];
      return fillMessages(await boxFillsFor(cart, asked.maxPricePence));
    }
    case "content": {
      const hits = await searchContent(asked.content, asked.words);
      if (hits.length === 0) return [answer("I couldn't find anything on that yet. Try different words, or browse the section.")];
      const kinds = { story: "stories", course: "courses and lessons", lesson: "lessons", episode: "episodes", thread: "community threads" } as const;
      return [answer(`Some ${kinds[hits[0].kind]} you might like: ${hits.map((hit) => hit.title).join("; ")}.`, hits.map((hit) => ({ label: hit.title, href: hit.href })))];
    }
    case "products": {
      const found = await searchProducts({ words: asked.words, categories: asked.categories, maxPricePence: asked.maxPricePence, minPricePence: asked.minPricePence, sizes: asked.sizes, limit: 3 });
      if (found.length === 0) return [answer(asked.aboutDrinks ? NOTHING_FOUND : REFUSAL, asked.aboutDrinks ? [{ label: "Browse the shop", href: "/shop" }] : [])];
      return [answer(describeProducts(found, asked), found.flatMap(productButtons))];
    }
  }
}
