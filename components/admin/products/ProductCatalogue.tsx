import Link from "next/link";
import { ADMIN_PAGE_SIZE } from "@/lib/admin/contract";
import type { AdminProductList, ProductQuery, ProductSort, PublishedFilter, StockState } from "@/lib/admin/products";
import { ADMIN_PRODUCTS_IMPORT_PATH } from "@/lib/catalogue/csv/paths";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { AdminPageHeader } from "../AdminPageHeader";
import { AdminPagination } from "../AdminPagination";
import { ProductFilters, productsHref } from "./ProductFilters";
import { ProductTable } from "./ProductTable";
import { NEW_PRODUCT_PATH } from "./editor/editable";
import buttons from "../Actions.styles";
import queue from "../OrderQueue.styles";

const STOCK_PHRASES: Record<StockState, string> = {
  in: "in stock above their threshold",
  low: "at or under their low-stock threshold",
  out: "out of stock",
};
const PUBLISHED_PHRASES: Record<PublishedFilter, string> = { published: "published", unpublished: "unpublished" };
const SORT_PHRASES: Record<ProductSort, string> = {
  name: "by name",
  "price-asc": "cheapest first",
  "price-desc": "dearest first",
  "stock-asc": "least stock first",
  "stock-desc": "most stock first",
};

/** What the search and filters narrow the table to, in words ("matching “lager”, in Alcohol-Free Beers, out of stock"). */
function filterText({ q, category, stock, published }: ProductQuery): string | null {
  const parts = [
    q ? `matching “${q}”` : null,
    category ? `in ${CATEGORY_TREE.find((c) => c.slug === category)?.name ?? category}` : null,
    stock ? STOCK_PHRASES[stock] : null,
    published ? PUBLISHED_PHRASES[published] : null,
  ].filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** /admin/products: search, filters and sort, one page of the catalogue and its pages. */
export function ProductCatalogue({ list }: { list: AdminProductList }) {
  const { query, products, total, pageCount } = list;
  const filters = filterText(query);
  const first = (query.page - 1) * ADMIN_PAGE_SIZE + 1;
  const last = first + products.length - 1;
  const noun = `${query.archived ? "archived " : ""}${total === 1 ? "product" : "products"}`;
  const sorted = SORT_PHRASES[query.sort];
  return (
    <>
      <AdminPageHeader
        title={query.archived ? "Archived products" : "Products"}
        subtitle={
          query.archived
            ? "Withdrawn from the shop for good; their orders, reviews and history are kept. Restore one from its page."
            : "Prices include VAT. A change shows in the shop and in shoppers’ baskets at their next visit."
        }
        actions={
          <>
            <Link href={productsHref({ archived: !query.archived || undefined })} className={buttons.secondary} data-testid="archived-products-link">
              {query.archived ? "Current products" : "Archived products"}
            </Link>
            <Link href={ADMIN_PRODUCTS_IMPORT_PATH} className={buttons.secondary} data-testid="products-import-link">
              Import and export
            </Link>
            <Link href={NEW_PRODUCT_PATH} className={buttons.primary} data-testid="new-product-link">
              New product
            </Link>
          </>
        }
      />
      <div className={queue.card}>
        <ProductFilters query={query} />
        {/* Always present (a live region); with no products the empty message below says it instead. */}
        <p className={total === 0 ? "visually-hidden" : queue.status} role="status" data-testid="admin-products-status">
          {total === 0 ? "No" : total.toLocaleString("en-GB")} {noun}
          {filters ? ` ${filters}` : ""}, {sorted}.
        </p>
        <ProductTable
          products={products}
          caption={`Products: ${total.toLocaleString("en-GB")} ${noun}${filters ? ` ${filters}` : ""}, ${sorted}`}
          empty={
            filters ? (
              <>
                No products {filters}. <Link href={productsHref({ sort: query.sort, archived: query.archived })}>Clear the search</Link>
              </>
            ) : query.archived ? (
              "No archived products."
            ) : (
              <>
                No products yet. <Link href={NEW_PRODUCT_PATH}>Add the first one</Link>.
              </>
            )
          }
        />
        {total > 0 && (
          <AdminPagination
            page={query.page}
            pageCount={pageCount}
            hrefFor={(page) => productsHref(query, page)}
            summary={`Showing ${first.toLocaleString("en-GB")}–${last.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")} ${noun}`}
          />
        )}
      </div>
    </>
  );
}
