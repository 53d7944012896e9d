// Filters and sort as a plain GET form: it works without JavaScript, and the URL it produces is
// the shareable state of the listing (lib/catalogue/filters.ts).
import Link from "next/link";
import { PACK_KINDS, SORT_OPTIONS, type ShopFilters } from "@/lib/catalogue/filters";
import { DIETARY, GOOD_WITH, STAND_INS, factChipLabel } from "@/lib/catalogue/product-facts";
import type { FactFacets } from "@/lib/server/catalogue/catalogue";
import { AbvChoice, CheckboxGroup, ChipGroup, PriceFields, SizeChips, SortField } from "./FilterFields";
import styles from "./FilterPanel.module.css";

export interface FilterPanelProps {
  action: string;
  filters: ShopFilters;
  subcategories: { slug: string; name: string }[];
  sizes: number[];
  /** Fact values the listing's products have; the fact filters offer these (and whatever is chosen). Absent: no fact filters. */
  facets?: FactFacets;
  activeCount: number;
}

/** The vocabulary entries a fact filter offers: those the listing has, and those already chosen, in vocabulary order. */
function offered<K extends string>(list: readonly { key: K; label: string }[], present: K[] | undefined, chosen: K[] | undefined) {
  const keys = new Set<string>([...(present ?? []), ...(chosen ?? [])]);
  return list.filter((item) => keys.has(item.key)).map((item) => ({ value: item.key, label: factChipLabel(item.label) }));
}

export function FilterPanel({ action, filters, subcategories, sizes, facets, activeCount }: FilterPanelProps) {
  const sorts = SORT_OPTIONS.filter((option) => option.key !== "relevance" || filters.q);
  const swaps = facets ? offered(STAND_INS, facets.swap, filters.swap) : [];
  const diets = facets ? offered(DIETARY, facets.diet, filters.diet) : [];
  const pairings = facets ? offered(GOOD_WITH, facets.goodWith, filters.goodWith) : [];
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>
        Filter &amp; sort{activeCount > 0 ? ` (${activeCount})` : ""}
      </summary>
      <form action={action} method="get" className={styles.form} aria-label="Filter and sort products">
        {filters.q && <input type="hidden" name="q" value={filters.q} />}
        <SortField sorts={sorts} sort={filters.sort} />
        {subcategories.length > 0 && (
          <CheckboxGroup legend="Type" name="sub" options={subcategories.map((sub) => ({ value: sub.slug, label: sub.name }))} checked={filters.sub} />
        )}
        <PriceFields filters={filters} />
        {sizes.length > 0 && <SizeChips sizes={sizes} chosen={filters.sizes} />}
        <AbvChoice maxAbv={filters.maxAbv} />
        {swaps.length > 0 && <ChipGroup legend="Swap it for" name="swap" options={swaps} checked={filters.swap ?? []} />}
        {diets.length > 0 && <CheckboxGroup legend="Dietary" name="diet" options={diets} checked={filters.diet ?? []} />}
        {pairings.length > 0 && <ChipGroup legend="Good with" name="with" options={pairings} checked={filters.goodWith ?? []} />}
        <CheckboxGroup legend="Pack" name="pack" options={PACK_KINDS.map((pack) => ({ value: pack.key, label: pack.label }))} checked={filters.packs} />
        <label className={styles.check}>
          <input type="checkbox" name="stock" value="1" defaultChecked={filters.inStock} />
          In stock only
        </label>
        <div className={styles.actions}>
          <button type="submit" className="btn btn-pink">
            Apply
          </button>
          {activeCount > 0 && (
            <Link href={filters.q ? `${action}?q=${encodeURIComponent(filters.q)}` : action} className={styles.clear}>
              Clear all
            </Link>
          )}
        </div>
      </form>
    </details>
  );
}
