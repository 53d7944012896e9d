import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CATEGORY_PAGE_SLUGS, CategoryPage, categoryMetadata } from "@/components/shop/CategoryPage";
import { parseShopFilters, type RawSearchParams } from "@/lib/catalogue/filters";

// A category listing with filters, sort or a page number from the URL, rendered per request from
// cached catalogue data. Visitors reach it through a rewrite of /shop/<category>?… (next.config.ts).
type Props = { params: Promise<{ category: string }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  // Filtered views are variations of the category page: search engines index the canonical one.
  return { ...categoryMetadata((await params).category), robots: { index: false, follow: true } };
}

export default async function FilteredCategoryRoute({ params, searchParams }: Props) {
  const { category } = await params;
  if (!CATEGORY_PAGE_SLUGS.includes(category)) notFound();
  return <CategoryPage slug={category} filters={parseShopFilters(await searchParams)} />;
}
