import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";
import {
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  PUBLISHED_FILTER_LABELS,
  PUBLISHED_FILTERS,
  STOCK_FILTER_LABELS,
  STOCK_STATES,
  type ProductQuery,
} from "@/lib/admin/products";
import { CATEGORY_TREE } from "@/lib/catalogue/taxonomy";
import { FilterButtons, SearchField, SelectField } from "../FilterParts";
import { queryString } from "@/lib/admin/format";
import styles from "../Filters.styles";

/** /admin/products with `query` (the default sort and page 1 left out of the URL). */
export function productsHref(query: Partial<ProductQuery>, page = 1): string {
  const { q, category, stock, published, archived, sort } = query;
  return `${ADMIN_PRODUCTS_PATH}${queryString({ q, category, stock, published, archived: archived ? "true" : undefined, sort: sort === "name" ? undefined : sort, page })}`;
}

const TOP_LEVEL = CATEGORY_TREE.filter((category) => category.parentSlug === null);

/** Search, filters and sort as a plain GET form: works without JavaScript, and the URL is shareable. */
export function ProductFilters({ query }: { query: ProductQuery }) {
  const filtered = Boolean(query.q || query.category || query.stock || query.published);
  return (
    <form method="get" action={ADMIN_PRODUCTS_PATH} className={styles.form} role="search" aria-label="Search and filter products">
      {/* Searching the archived products stays among them. */}
      {query.archived && <input type="hidden" name="archived" value="true" />}
      <SearchField
        id="products-q"
        label="Search"
        defaultValue={query.q ?? ""}
        placeholder="Name, brand or SKU"
        hint="Part of a product's name, its brand, or its SKU or a pack's SKU."
        maxLength={120}
      />
      <div className={styles.field}>
        <label htmlFor="products-category">Category</label>
        <select id="products-category" name="category" defaultValue={query.category ?? ""}>
          <option value="">Every category</option>
          {TOP_LEVEL.map((parent) => (
            <optgroup key={parent.slug} label={parent.name}>
              <option value={parent.slug}>All {parent.name}</option>
              {CATEGORY_TREE.filter((category) => category.parentSlug === parent.slug).map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <SelectField
        id="products-stock"
        name="stock"
        label="Stock"
        defaultValue={query.stock ?? ""}
        anyLabel="Any stock"
        options={STOCK_STATES.map((state) => ({ value: state, label: STOCK_FILTER_LABELS[state] }))}
      />
      <SelectField
        id="products-published"
        name="published"
        label="Shown in the shop"
        defaultValue={query.published ?? ""}
        anyLabel="Published or not"
        options={PUBLISHED_FILTERS.map((value) => ({ value, label: PUBLISHED_FILTER_LABELS[value] }))}
      />
      <SelectField
        id="products-sort"
        name="sort"
        label="Sort by"
        defaultValue={query.sort}
        options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: PRODUCT_SORT_LABELS[sort] }))}
      />
      <FilterButtons submitLabel="Show" clearHref={filtered ? productsHref({ sort: query.sort, archived: query.archived }) : null} />
    </form>
  );
}
