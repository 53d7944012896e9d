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
import { FilterButtons, SearchField } from "../FilterParts";
import { queryString } from "../format";
import styles from "../Filters.module.css";

/** /admin/products with `query` (the default sort and page 1 left out of the URL). */
export function productsHref(query: Partial<ProductQuery>, page = 1): string {
  const { q, category, stock, published, sort } = query;
  return `${ADMIN_PRODUCTS_PATH}${queryString({ q, category, stock, published, sort: sort === "name" ? undefined : sort, page })}`;
}

const TOP_LEVEL = CATEGORY_TREE.filter((category) => category.parentSlug === null);

/** Search, filters and sort as a plain GET form: works without JavaScript, and the URL is shareable. */
export function ProductFilters({ query }: { query: ProductQuery }) {
  const filtered = Boolean(query.q || query.category || query.stock || query.published);
  return (
    <form method="get" action={ADMIN_PRODUCTS_PATH} className={styles.form} role="search" aria-label="Search and filter products">
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
      <div className={styles.field}>
        <label htmlFor="products-stock">Stock</label>
        <select id="products-stock" name="stock" defaultValue={query.stock ?? ""}>
          <option value="">Any stock</option>
          {STOCK_STATES.map((state) => (
            <option key={state} value={state}>
              {STOCK_FILTER_LABELS[state]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="products-published">Shown in the shop</label>
        <select id="products-published" name="published" defaultValue={query.published ?? ""}>
          <option value="">Published or not</option>
          {PUBLISHED_FILTERS.map((value) => (
            <option key={value} value={value}>
              {PUBLISHED_FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="products-sort">Sort by</label>
        <select id="products-sort" name="sort" defaultValue={query.sort}>
          {PRODUCT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {PRODUCT_SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      <FilterButtons submitLabel="Show" clearHref={filtered ? productsHref({ sort: query.sort }) : null} />
    </form>
  );
}
