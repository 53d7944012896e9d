// A listing page's body: filters beside the results, the count, the grid and pagination.
import Link from "next/link";
import { filtersToQuery, type ShopFilters } from "@/lib/catalogue/filters";
import { prefetchFor } from "@/lib/navigation";
import type { FactFacets, ProductListing as Listing } from "@/lib/server/catalogue/catalogue";
import { FilterPanel } from "./FilterPanel";
import { Pagination } from "@/components/page/Pagination";
import { ProductGrid } from "./ProductGrid";
import styles from "./ProductListing.module.css";

export interface ProductListingProps {
  /** The listing's canonical path, e.g. /shop/alcohol-free-red-wines. */
  path: string;
  filters: ShopFilters;
  listing: Listing;
  subcategories: { slug: string; name: string }[];
  sizes: number[];
  /** The facts the listing's products have, for the "Swap it for", "Good with" and dietary filters. */
  facets?: FactFacets;
  /** Shown when nothing matches. */
  empty: React.ReactNode;
}

export function activeFilterCount(filters: ShopFilters): number {
  return (
    filters.sub.length +
    filters.sizes.length +
    filters.packs.length +
    (filters.minPricePence !== null ? 1 : 0) +
    (filters.maxPricePence !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (filters.maxAbv != null ? 1 : 0) +
    (filters.swap?.length ?? 0) +
    (filters.diet?.length ?? 0) +
    (filters.goodWith?.length ?? 0)
  );
}

export function ProductListing({ path, filters, listing, subcategories, sizes, facets, empty }: ProductListingProps) {
  const activeCount = activeFilterCount(filters);
  const from = (listing.page - 1) * listing.pageSize + 1;
  const to = from + listing.items.length - 1;
  // Clearing the filters keeps the sort: an address with a query, rendered per request.
  const clearHref = `${path}${filtersToQuery(filters, { sub: [], sizes: [], packs: [], minPricePence: null, maxPricePence: null, inStock: false, maxAbv: null, swap: [], diet: [], goodWith: [] })}`;
  return (
    <div className={styles.layout}>
      <aside className={styles.filters}>
        <FilterPanel action={path} filters={filters} subcategories={subcategories} sizes={sizes} facets={facets} activeCount={activeCount} />
      </aside>
      <section className={styles.results} aria-labelledby="results-heading">
        <div className={styles.resultsHead}>
          <h2 id="results-heading" className={styles.count} aria-live="polite">
            {listing.total === 0
              ? "No products found"
              : listing.pageCount > 1
                ? `Showing ${from}–${to} of ${listing.total} products`
                : `${listing.total} ${listing.total === 1 ? "product" : "products"}`}
          </h2>
          {activeCount > 0 && (
            <Link href={clearHref} prefetch={prefetchFor(clearHref)} className={styles.clear}>
              Clear filters
            </Link>
          )}
        </div>
        {listing.total === 0 ? (
          <div className={styles.empty}>{empty}</div>
        ) : (
          <>
            <ProductGrid products={listing.items} label="Products" priorityCount={2} />
            <Pagination page={listing.page} pageCount={listing.pageCount} hrefFor={(page) => `${path}${filtersToQuery(filters, { page })}`} />
          </>
        )}
      </section>
    </div>
  );
}
