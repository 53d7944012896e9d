import "server-only";
// The assistant's message builders: a text answer with buttons, product buttons, and the box-fill
// messages. Product names, prices and buttons come only from what the tools returned.
import { v4 as uuidv4 } from "uuid";
import { PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import { penceText } from "@/lib/cart/money";
import type { ProductSummary } from "@/lib/catalogue/types";
import type { ChatButton, ChatMessage } from "@/lib/assistant/types";
import type { BoxFill } from "./tools";

export type AnswerMessage = ChatMessage & { role: "ai" };

/** A typing indicator long enough to read as thought, never longer than 2.5 s. */
const typingFor = (content: string) => Math.min(2_500, 600 + content.length * 6);

export function answer(content: string, buttons: ChatButton[] = []): AnswerMessage {
  return { id: uuidv4(), role: "ai", content, type: "text", typingEffect: true, typingTimeout: typingFor(content), buttons, addedAt: new Date().toISOString() };
}

const price = (pence: number) => `£${penceText(pence)}`;

/** "Add … to basket" (one bottle or can) and "View …" for a product. */
export const productButtons = (product: ProductSummary): ChatButton[] => orderButtons(product, null);

/** "Add … to basket" for `quantity` singles or packs of `units`, and "View …". */
export function orderButtons(product: ProductSummary, pack: { quantity: number; multipackSKU: string | null; units: number; pricePence: number } | null): ChatButton[] {
  const quantity = pack?.quantity ?? 1;
  const label = pack && (pack.units > 1 || quantity > 1) ? `Add ${quantity} × ${product.name}${pack.units > 1 ? ` ${pack.units}-pack` : ""} to basket` : `Add ${product.name} to basket`;
  return [
    {
      label,
      action: "addToBasket",
      item: {
        productSKU: product.sku,
        productName: product.name,
        sizeMl: product.sizeMl,
        unitGrossPence: pack?.pricePence ?? product.pricePence,
        isVatable: product.isVatable,
        multipackSKU: pack?.multipackSKU ?? null,
        multipackQuantity: pack?.units ?? 1,
        quantity,
      },
    },
    { label: `View ${product.name}`, href: `/shop/products/${product.slug}` },
  ];
}

export function fillMessages(fills: BoxFill[]): AnswerMessage[] {
  if (fills.length === 0) return [answer("Your boxes are full: you can go to checkout.", [{ label: "Open basket", action: "openBasket" }])];
  return fills.map((fill) => {
    const box = PACKAGING_BOX_TYPES[fill.boxType].displayName;
    if (fill.suggestions.length === 0) {
      return answer(`Add ${fill.remainder} more to fill your ${box}. I couldn't find a mix within your budget; try the shop.`, [{ label: "Open basket", action: "openBasket" }]);
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
