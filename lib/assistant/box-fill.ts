// "Add 5 more to fill your Small Drinks Box": combinations of products and pack sizes whose units
// add up to exactly what a box still needs, optionally within a budget. Pure: the caller supplies
// the offers (in stock, in the right box type) from the catalogue. The heart of the assistant.

/** One way to buy a product: a single, or a multipack of `units`. */
export interface Offer {
  productSlug: string;
  name: string;
  /** The pack's SKU, or null for a single bottle or can. */
  packSku: string | null;
  units: number;
  pricePence: number;
  /** Bottles or cans in stock for this product (a pack uses `units` of them). */
  stockUnits: number;
  /** Like what is already in the basket (its category): suggested before the rest. */
  preferred?: boolean;
}

export interface FillLine {
  offer: Offer;
  quantity: number;
}

export interface FillSuggestion {
  lines: FillLine[];
  units: number;
  pricePence: number;
}

export const unitsOf = (lines: readonly FillLine[]) => lines.reduce((sum, line) => sum + line.offer.units * line.quantity, 0);
export const priceOf = (lines: readonly FillLine[]) => lines.reduce((sum, line) => sum + line.offer.pricePence * line.quantity, 0);

const fits = (offer: Offer, quantity: number) => quantity >= 1 && offer.units * quantity <= offer.stockUnits;

/**
 * Up to `limit` suggestions that fill `remainder` exactly: first one product alone (a pack or
 * singles), then two different products together; within each, products like the basket's first,
 * then cheaper first. Each suggestion starts with a different product, so the choices differ.
 * Nothing over `budgetPence`.
 */
export function boxFillSuggestions(remainder: number, offers: readonly Offer[], options: { budgetPence?: number; limit?: number } = {}): FillSuggestion[] {
  const { budgetPence = Number.POSITIVE_INFINITY, limit = 3 } = options;
  if (!Number.isInteger(remainder) || remainder <= 0) return [];
  const usable = offers.filter((offer) => offer.units >= 1 && offer.units <= remainder && offer.pricePence >= 0);
  const found: FillSuggestion[] = [];
  const add = (lines: FillLine[]) => {
    const suggestion = { lines, units: unitsOf(lines), pricePence: priceOf(lines) };
    if (suggestion.units === remainder && suggestion.pricePence <= budgetPence) found.push(suggestion);
  };

  for (const offer of usable) {
    if (remainder % offer.units === 0 && fits(offer, remainder / offer.units)) add([{ offer, quantity: remainder / offer.units }]);
  }
  for (const [i, a] of usable.entries()) {
    for (const b of usable.slice(i + 1)) {
      if (a.productSlug === b.productSlug) continue;
      for (let x = 1; a.units * x < remainder; x += 1) {
        const left = remainder - a.units * x;
        if (left % b.units === 0 && fits(a, x) && fits(b, left / b.units)) add([{ offer: a, quantity: x }, { offer: b, quantity: left / b.units }]);
      }
    }
  }

  const unlike = (suggestion: FillSuggestion) => suggestion.lines.filter((line) => !line.offer.preferred).length;
  const ranked = found.sort((p, q) => p.lines.length - q.lines.length || unlike(p) - unlike(q) || p.pricePence - q.pricePence);
  const chosen: FillSuggestion[] = [];
  const firstProducts = new Set<string>();
  for (const suggestion of ranked) {
    const first = suggestion.lines[0].offer.productSlug;
    if (firstProducts.has(first)) continue;
    firstProducts.add(first);
    chosen.push(suggestion);
    if (chosen.length === limit) break;
  }
  return chosen;
}
