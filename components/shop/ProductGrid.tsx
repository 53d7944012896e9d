import type { ProductSummary } from "@/lib/catalogue/types";
import { ProductCard } from "./ProductCard";
import styles from "./ProductGrid.module.css";

export function ProductGrid({ products, label, priorityCount = 0 }: { products: ProductSummary[]; label: string; priorityCount?: number }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.sku}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
