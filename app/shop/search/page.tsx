import type { Metadata } from "next";
import Link from "next/link";
import { PageLayout } from "@/components/page/PageLayout";
import { PageSection } from "@/components/page/PageSection";
import { SearchForm } from "@/components/page/SearchForm";
import { SectionIntro } from "@/components/page/SectionIntro";
import { ShopCategoryTiles } from "@/components/page/ShopCategoryTiles";
import { ProductListing } from "@/components/shop/ProductListing";
import { parseShopFilters, type RawSearchParams } from "@/lib/catalogue/filters";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { SHOP_CATEGORY_LINKS, canonicalHref } from "@/lib/navigation";
import { factsInCategory, listProducts, sizesInCategory } from "@/lib/server/catalogue/cached-catalogue";

// Per request (it reads the query) with the nonce CSP (proxy.ts): it echoes what was typed.
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawSearchParams> };

/** Searches that find something, offered when a search finds nothing. */
const POPULAR_SEARCHES = ["lager", "rosé", "gin", "tonic", "stout", "sparkling", "spritz", "cider"];
const SEARCH_PATH = canonicalHref(SHOP_CATEGORY_LINKS.search.href);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = parseShopFilters(await searchParams);
  return {
    title: q ? `Search results for “${q}”` : "Search the shop",
    description: "Search our alcohol-free wines, beers, ciders, cocktails, spirits and soft drinks.",
    robots: { index: false, follow: true },
  };
}

export default async function ShopSearchPage({ searchParams }: Props) {
  const filters = parseShopFilters(await searchParams);
  const [listing, sizes, facets] = filters.q ? await Promise.all([listProducts(filters), sizesInCategory(), factsInCategory()]) : [null, [], undefined];
  const topCategories = CATEGORY_TREE.filter((c) => c.parentSlug === null).map(({ slug, name }) => ({ slug, name }));

  return (
    <PageLayout variant="wide">
      <SectionIntro
        section="shop"
        subNav={false}
        eyebrow="Shop"
        title={filters.q ? `Results for “${filters.q}”` : "Search the shop"}
        standfirst="Search by drink, brand, style or flavour: a crisp lager, a dry rosé, a smoky whiskey alternative."
      />
      <SearchForm action={SEARCH_PATH} label="Search for drinks" placeholder="Try “sparkling”, “stout” or “gin”" defaultValue={filters.q} />

      {listing ? (
        <ProductListing
          path={SEARCH_PATH}
          filters={filters}
          listing={listing}
          subcategories={topCategories}
          sizes={sizes}
          facets={facets}
          empty={
            <>
              <h3>No drinks match “{filters.q}”</h3>
              <p>Check the spelling, try a broader word, or start from one of these:</p>
              <ul aria-label="Popular searches" style={{ display: "flex", flexWrap: "wrap", gap: "var(--space-2)", listStyle: "none", padding: 0 }}>
                {POPULAR_SEARCHES.map((term) => (
                  <li key={term}>
                    <Link href={`${SEARCH_PATH}?q=${encodeURIComponent(term)}`} prefetch={false} className="btn btn-outline btn-small">
                      {term}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          }
        />
      ) : null}

      <PageSection id="search-browse" title={listing?.total ? "Browse by category" : "Or browse by category"}>
        <ShopCategoryTiles headingLevel={3} />
      </PageSection>
    </PageLayout>
  );
}
