import type { MetadataRoute } from "next";
import { CATEGORY_PAGE_SLUGS, shopPath } from "@/components/shop/CategoryPage";
import { activeProductSlugs } from "@/lib/server/cached-catalogue";

const SITE_URL = process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000";

// Every shop page and product (the rest of the site joins as its sections fill).
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const products = await activeProductSlugs();
  return [
    { url: `${SITE_URL}/`, changeFrequency: "daily", priority: 1 },
    { url: `${SITE_URL}/shop`, changeFrequency: "daily", priority: 0.9 },
    ...CATEGORY_PAGE_SLUGS.map((slug) => ({ url: `${SITE_URL}${shopPath(slug)}`, changeFrequency: "daily" as const, priority: 0.8 })),
    ...products.map(({ slug, addedOn }) => ({
      url: `${SITE_URL}/shop/products/${slug}`,
      lastModified: addedOn,
      changeFrequency: "weekly" as const,
      priority: 0.7,
    })),
  ];
}
