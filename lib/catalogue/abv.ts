// Alcohol by volume as the shop states it: one formatter for product pages, cards, basket lines
// and anything else that names a drink's strength, and the explainer page's address.

/** The page that explains what 0.0 %, 0.05 % and 0.5 % mean (app/shop/alcohol-free-explained). */
export const ABV_EXPLAINER_PATH = "/shop/alcohol-free-explained";

/**
 * The UK's 2018 guidance on low-alcohol descriptors, as the explainer quotes it: the highest ABV (%)
 * each word may describe. "Alcohol-free" ≤ 0.05, "de-alcoholised" ≤ 0.5, "low alcohol" ≤ 1.2.
 */
export const UK_ABV_DESCRIPTOR_LIMITS = { alcoholFree: 0.05, deAlcoholised: 0.5, lowAlcohol: 1.2 } as const;

/**
 * The exact ABV as a number with at least one decimal and no trailing zeros beyond the first:
 * 0 → "0.0", 0.05 → "0.05", 0.5 → "0.5", 0.45 → "0.45", 1.2 → "1.2". Rounded to hundredths, the
 * precision the catalogue stores.
 */
export function abvNumber(abv: number): string {
  const value = Number.isFinite(abv) && abv > 0 ? Math.round(abv * 100) / 100 : 0;
  const text = String(value);
  return text.includes(".") ? text : `${text}.0`;
}

/** "0.5% ABV", "0.05% ABV", "0.0% ABV". */
export function formatAbv(abv: number): string {
  return `${abvNumber(abv)}% ABV`;
}

/** A basket or order line's ABV as the server's cart sync stamps it; undefined on a line saved before it did. */
export function lineAbv(item: { abv?: unknown }): number | undefined {
  return typeof item.abv === "number" && Number.isFinite(item.abv) ? item.abv : undefined;
}
