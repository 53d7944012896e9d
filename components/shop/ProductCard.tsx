// A product in a listing: picture, brand, name, size and exact ABV, price with VAT, stock and
// pack hints.
import Link from "next/link";
import { formatAbv } from "@/lib/catalogue/abv";
import type { ProductSummary } from "@/lib/catalogue/types";
import { AddToCart } from "./AddToCart";
import { cartProduct } from "@/lib/catalogue/cart-product";
import { FavouriteButton } from "./FavouriteButton";
import { ProductPicture } from "./ProductPicture";
import { StockBadge } from "./StockBadge";
import styles from "./ProductCard.module.css";
import { poundsText } from "@/lib/cart/money";

export function productHref(slug: string): string {
  return `/shop/products/${slug}`;
}

export function containerLabel(product: Pick<ProductSummary, "sizeMl" | "container">): string {
  return `${product.sizeMl} ml ${product.container}`;
}

/** A card is half the grid on a phone, a third on a tablet, a quarter (about 300 px) on a desktop. */
const CARD_SIZES = "(min-width: 1200px) 300px, (min-width: 640px) 33vw, 50vw";

// The card's links are not prefetched: a grid of 24 would send a request per card as it scrolls
// into view (issue 39), and their handling competed with the navigation a shopper asked for
// (docs/decisions/prefetch-only-prerendered-pages.md). A product page is prerendered, so a click
// costs one small request.
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const packs = product.packKinds.filter((kind) => kind !== "single");
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={productHref(product.slug)} prefetch={false} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {product.photo ? (
          <ProductPicture photo={product.photo} alt="" sizes={CARD_SIZES} className={styles.image} priority={priority} />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- small generated SVGs need no optimiser
          <img
            src={product.imageUrl}
            alt=""
            width={400}
            height={400}
            className={styles.image}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
          />
        )}
      </Link>
      {/* A sibling of the links (never inside one), placed over the picture's top-right corner. */}
      <FavouriteButton slug={product.slug} name={`${product.brand} ${product.name}`} className={styles.favourite} />
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand}</p>
        <h3 className={styles.name}>
          <Link href={productHref(product.slug)} prefetch={false}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          {containerLabel(product)}
          {packs.length > 0 && <> · {packs.includes("case") ? "cases" : "multipacks"} available</>}
        </p>
        <p className={styles.abv} data-testid="product-abv">
          {formatAbv(product.abv)}
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>
            {poundsText(product.pricePence)}
            <span className="visually-hidden"> including VAT</span>
          </p>
          <StockBadge stock={product.stock} lowStockThreshold={product.lowStockThreshold} compact />
        </div>
        <AddToCart compact product={cartProduct(product)} />
      </div>
    </article>
  );
}
