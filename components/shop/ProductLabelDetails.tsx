// What the label says beyond the taste: ingredients, allergens, nutrition per 100 ml and where it
// is made. Nutrition shows only the figures the label gives (null = not stated, never 0), and no
// table at all when neither is known, so the page makes no nutrition claim it cannot back.
import type { ProductDetail } from "@/lib/catalogue/types";
import styles from "./ProductLabelDetails.module.css";

type LabelFields = Pick<ProductDetail, "ingredients" | "allergens" | "nutrition" | "origin">;

/** "18", "3.5": a per-100 ml figure as the table shows it. */
const figure = (value: number) => value.toLocaleString("en-GB", { maximumFractionDigits: 1 });

export function NutritionTable({ nutrition }: Pick<LabelFields, "nutrition">) {
  const rows = [
    { label: "Energy", value: nutrition.energyKcal, unit: "kcal" },
    { label: "Sugars", value: nutrition.sugarsG, unit: "g" },
  ].filter((row): row is { label: string; value: number; unit: string } => row.value !== null);
  if (rows.length === 0) return null;
  return (
    <table className={styles.nutrition} data-testid="product-nutrition">
      <caption>Nutrition per 100 ml</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              {figure(row.value)} {row.unit}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ProductLabelDetails({ product }: { product: LabelFields }) {
  return (
    <section aria-labelledby="ingredients-heading" className={styles.label}>
      <h2 id="ingredients-heading">Ingredients</h2>
      <p>{product.ingredients}</p>
      {product.allergens && (
        <p data-testid="product-allergens">
          <strong className={styles.term}>Allergens:</strong> {product.allergens}
        </p>
      )}
      <NutritionTable nutrition={product.nutrition} />
      {product.origin && (
        <p data-testid="product-origin">
          <strong className={styles.term}>Made in:</strong> {product.origin}
        </p>
      )}
    </section>
  );
}
