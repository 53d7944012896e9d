// schema.org Product data for search engines, embedded safely in a <script> tag.
import { penceText } from "../cart/money";
import { CURRENCY, SITE_URL } from "../constants";
import { markdownToPlainText } from "../markdown-text";
import type { ProductDetail } from "./types";

export function productJsonLd(product: ProductDetail, siteUrl = SITE_URL): string {
  const url = `${siteUrl}/shop/products/${product.slug}`;
  const data = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    sku: product.sku,
    brand: { "@type": "Brand", name: product.brand },
    description: product.seoDescription || markdownToPlainText(product.description),
    image: `${siteUrl}${product.imageUrl}`,
    category: product.categoryName,
    url,
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: CURRENCY,
      price: penceText(product.pricePence),
      availability: product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
  };
  // "<" escaped so no product text can close the script element.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
