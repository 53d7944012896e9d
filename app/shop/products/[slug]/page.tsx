import type { Metadata } from "next";
import { markdownToPlainText } from "@/lib/markdown-text";
import { notFound, permanentRedirect } from "next/navigation";
import { PageLayout } from "@/components/page/PageLayout";
import { ProductDetailView } from "@/components/shop/ProductDetailView";
import { productJsonLd } from "@/lib/catalogue/json-ld";
import { withReviewJsonLd } from "@/lib/reviews/json-ld";
import { activeProductSlugs, getProduct, relatedProducts } from "@/lib/server/catalogue/cached-catalogue";
import { renamedProductSlug } from "@/lib/server/catalogue/product-pages";
import { cachedProductReviews } from "@/lib/server/reviews/cache";

// Every product page is prerendered and refreshed hourly or by revalidateTag(CATALOGUE_TAG);
// products added later render on first request. Unknown slugs are 404s; a renamed product's old
// slug redirects to its page (product_slug_redirects). Its reviews are read
// through the data cache under the product's own tag (lib/server/reviews/cache.ts), which every
// review change expires at once, so only that product's page is rendered again.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await activeProductSlugs()).map(({ slug }) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProduct((await params).slug);
  if (!product) return {};
  // Staff may write a search title and description of their own; otherwise the page's name and description.
  const title = product.seoTitle || `${product.name} by ${product.brand}`;
  const description = product.seoDescription || markdownToPlainText(product.description);
  return {
    title,
    description,
    alternates: { canonical: `/shop/products/${product.slug}` },
    openGraph: { title, description, images: [product.imageUrl], type: "website" },
  };
}

export default async function ProductRoute({ params }: Props) {
  const { slug } = await params;
  const product = await getProduct(slug);
  if (!product) {
    // A renamed product's old address sends visitors and search engines on for good. Next's
    // permanentRedirect answers 308 (permanent, like 301, and kept as GET); a 301 would need a
    // database read in the proxy on every product page view, cached pages included.
    const renamed = await renamedProductSlug(slug);
    if (renamed) permanentRedirect(`/shop/products/${renamed}`);
    notFound();
  }
  const [related, reviews] = await Promise.all([relatedProducts(product), cachedProductReviews(product.slug)]);
  // AggregateRating and Review only when published reviews exist (withReviewJsonLd adds nothing otherwise).
  const jsonLd = reviews ? withReviewJsonLd(productJsonLd(product), reviews) : productJsonLd(product);
  return (
    <PageLayout variant="wide">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <ProductDetailView product={product} related={related} reviews={reviews} />
    </PageLayout>
  );
}
