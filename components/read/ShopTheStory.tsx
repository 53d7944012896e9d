// "Shop the story": the products a story names, as the shop's own cards with add-to-basket.
import { ProductCard } from "@/components/shop/ProductCard";
import type { ProductSummary } from "@/lib/catalogue/types";
import styles from "./ShopTheStory.module.css";

export const SHOP_THE_STORY_TITLE = "Shop the story";

export function ShopTheStory({ products, title = SHOP_THE_STORY_TITLE }: { products: ProductSummary[]; title?: string }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="shop-the-story">
      <h2 id="shop-the-story" className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.slug}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
