import type { Metadata } from "next";
import { CATEGORY_PAGE_SLUGS, CategoryPage, categoryMetadata } from "@/components/shop/CategoryPage";
import { parseShopFilters } from "@/lib/catalogue/filters";

// Prerendered for every category, sub-category and About page; any other slug is a 404.
// Filtered, sorted or paged URLs are rewritten to ./filtered (next.config.ts), so this page stays
// static. Refreshed hourly, or at once by revalidateTag(CATALOGUE_TAG).
export const dynamicParams = false;
export const revalidate = 3600;

export function generateStaticParams() {
  return CATEGORY_PAGE_SLUGS.map((category) => ({ category }));
}

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).category);
}

export default async function ShopCategoryRoute({ params }: Props) {
  const { category } = await params;
  return <CategoryPage slug={category} filters={parseShopFilters({})} />;
}
