// Filters and sort as a plain GET form: it works without JavaScript, and the URL it produces is
// the shareable state of the listing (lib/catalogue/filters.ts).
import Link from "next/link";
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";
import { ABV_LIMITS, PACK_KINDS, SORT_OPTIONS, abvLimitKey, type ShopFilters } from "@/lib/catalogue/filters";
import { DIETARY, GOOD_WITH, STAND_INS, factChipLabel } from "@/lib/catalogue/product-facts";
import type { FactFacets } from "@/lib/server/catalogue/catalogue";
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
        <div className={styles.field}>
          <label htmlFor="sort" className={styles.legend}>
            Sort by
          </label>
          <select id="sort" name="sort" defaultValue={filters.sort} className={styles.select}>
            {sorts.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {subcategories.length > 0 && (
          <CheckboxGroup legend="Type" name="sub" options={subcategories.map((sub) => ({ value: sub.slug, label: sub.name }))} checked={filters.sub} />
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Price (£)</legend>
          <div className={styles.priceRow}>
            <label className={styles.priceLabel}>
              <span>Min</span>
              <input type="number" name="min" min={0} step="0.01" inputMode="decimal" defaultValue={filters.minPricePence !== null ? filters.minPricePence / 100 : ""} />
            </label>
            <label className={styles.priceLabel}>
              <span>Max</span>
              <input type="number" name="max" min={0} step="0.01" inputMode="decimal" defaultValue={filters.maxPricePence !== null ? filters.maxPricePence / 100 : ""} />
            </label>
          </div>
        </fieldset>
        {sizes.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Size</legend>
            <div className={styles.chips}>
              {sizes.map((size) => (
                <label key={size} className={styles.chip}>
                  <input type="checkbox" name="size" value={size} defaultChecked={filters.sizes.includes(size)} />
                  <span>{size} ml</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Alcohol (ABV)</legend>
          {[{ key: "", label: "Any" }, ...ABV_LIMITS].map((option) => (
            <label key={option.key || "any"} className={styles.check}>
              <input
                type="radio"
                name="abv"
                value={option.key}
                defaultChecked={(filters.maxAbv == null ? "" : abvLimitKey(filters.maxAbv)) === option.key}
              />
              {option.label}
            </label>
          ))}
          <Link href={ABV_EXPLAINER_PATH} className={styles.help}>
            What 0.0%, 0.05% and 0.5% mean
          </Link>
        </fieldset>
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

function CheckboxGroup({ legend, name, options, checked }: { legend: string; name: string; options: { value: string; label: string }[]; checked: string[] }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.check}>
          <input type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

function ChipGroup({ legend, name, options, checked }: { legend: string; name: string; options: { value: string; label: string }[]; checked: string[] }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {options.map((option) => (
          <label key={option.value} className={styles.chip}>
            <input type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
