// The product page body: picture, price with VAT, pack options, the box it travels in, stock,
// structured facts (swap it for, good with, serve, style, dietary), description and tasting notes
// (staff's Markdown), ingredients with allergens, nutrition and origin, verified-buyer reviews and
// related products.
import Link from "next/link";
import { Breadcrumbs } from "@/components/page/Breadcrumbs";
import { PageSection } from "@/components/page/PageSection";
import { PACKAGING_BOX_TYPES } from "@/lib/cart/boxes";
import { ABV_EXPLAINER_PATH, formatAbv } from "@/lib/catalogue/abv";
import { dietaryLabel, goodWithLabel, isZeroZero, listText, standInText, styleText, type ProductFacts } from "@/lib/catalogue/product-facts";
import type { ProductDetail, ProductSummary } from "@/lib/catalogue/types";
import type { ProductReviews } from "@/lib/reviews/contract";
import { ReviewsSection } from "@/components/reviews/ReviewsSection";
import { AddToCart } from "./AddToCart";
import { BackInStockForm } from "./BackInStockForm";
import { FavouriteButton } from "./FavouriteButton";
import { cartProduct } from "@/lib/catalogue/cart-product";
import { containerLabel } from "./ProductCard";
import { ProductGallery } from "./ProductGallery";
import { ProductGrid } from "./ProductGrid";
import { ProductLabelDetails } from "./ProductLabelDetails";
import { ProductMarkdown } from "./ProductMarkdown";
import { StockBadge } from "./StockBadge";
import styles from "./ProductDetailView.module.css";
import { poundsText } from "@/lib/cart/money";

/** "Fits our Small Drinks Box of 24". */
export function boxFitText(product: Pick<ProductDetail, "boxType">): string {
  const box = PACKAGING_BOX_TYPES[product.boxType];
  return `Fits our ${box.displayName} of ${box.quantity}`;
}

export function ProductDetailView({ product, related, reviews = null }: { product: ProductDetail; related: ProductSummary[]; reviews?: ProductReviews | null }) {
  const box = PACKAGING_BOX_TYPES[product.boxType];
  return (
    <>
      <Breadcrumbs
        items={[
          { label: "Home", href: "/" },
          { label: "Shop", href: "/shop" },
          { label: product.categoryName, href: `/shop/${product.categorySlug}` },
          { label: product.name },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.media}>
          {product.photos?.length ? (
            <ProductGallery photos={product.photos} />
          ) : (
            // eslint-disable-next-line @next/next/no-img-element -- small generated SVGs need no optimiser
            <img src={product.imageUrl} alt={`${product.brand} ${product.name}, ${containerLabel(product)}`} width={400} height={400} className={styles.image} fetchPriority="high" />
          )}
        </div>
        <div className={styles.summary}>
          <p className={styles.brand}>{product.brand}</p>
          <div className={styles.titleRow}>
            <h1 className={styles.name}>{product.name}</h1>
            <FavouriteButton slug={product.slug} name={`${product.brand} ${product.name}`} variant="inline" className={styles.favourite} />
          </div>
          <p className={styles.facts}>
            {containerLabel(product)} · <span data-testid="product-abv">{formatAbv(product.abv)}</span>
            <span className={styles.abvHelp}>
              <Link href={ABV_EXPLAINER_PATH}>What {formatAbv(product.abv)} means</Link>
            </span>
          </p>
          <p className={styles.price}>
            {poundsText(product.pricePence)} <span className={styles.vat}>inc. VAT</span>
          </p>
          <StockBadge stock={product.stock} lowStockThreshold={product.lowStockThreshold} />
          <BackInStockForm slug={product.slug} name={`${product.brand} ${product.name}`} stock={product.stock} />
          <p className={styles.box}>
            <strong>{boxFitText(product)}</strong>
            <span>{box.description} Every box ships full: mix and match anything that fits.</span>
          </p>
          <AddToCart product={cartProduct(product, product.packs)} />
        </div>
      </div>
      <div className={styles.details}>
        {product.facts && <ProductFactsList facts={product.facts} abv={product.abv} />}
        <section aria-labelledby="description-heading">
          <h2 id="description-heading">About this drink</h2>
          <ProductMarkdown markdown={product.description} testId="product-description" />
        </section>
        <section aria-labelledby="tasting-heading">
          <h2 id="tasting-heading">Tasting notes</h2>
          <ProductMarkdown markdown={product.tastingNotes} testId="product-tasting-notes" />
        </section>
        <ProductLabelDetails product={product} />
      </div>
      <ReviewsSection data={reviews} productName={product.name} />
      {related.length > 0 && (
        <PageSection id="related-heading" title="You might also like">
          <ProductGrid products={related} label="Related products" />
        </PageSection>
      )}
    </>
  );
}

/** The structured facts as a definition list: "Swap it for: gin in a G&T", "Good with: roast chicken". */
export function ProductFactsList({ facts, abv }: { facts: ProductFacts; abv: number }) {
  const dietary = [...facts.dietary.map(dietaryLabel), ...(isZeroZero(abv) ? ["0.0% alcohol"] : [])];
  return (
    <section aria-labelledby="facts-heading" className={styles.factsSection}>
      <h2 id="facts-heading">How to enjoy it</h2>
      <dl className={styles.factList} data-testid="product-facts">
        {facts.standsInFor.length > 0 && (
          <div className={styles.fact}>
            <dt>Swap it for</dt>
            <dd>{facts.standsInFor.map(standInText).join(" or ")}</dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt>Good with</dt>
          <dd>{listText(facts.goodWith.map(goodWithLabel))}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Serve</dt>
          <dd>{facts.serve.join(" ")}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Style</dt>
          <dd>{styleText(facts)}</dd>
        </div>
        {dietary.length > 0 && (
          <div className={styles.fact}>
            <dt>Dietary</dt>
            <dd>
              <ul className={styles.badges}>
                {dietary.map((label) => (
                  <li key={label}>{label}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
