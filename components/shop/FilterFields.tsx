// The filter panel's fields, each named as the listing's query string reads it
// (lib/catalogue/filters.ts); every default comes from the filters the page was asked for.
import Link from "next/link";
import { ABV_EXPLAINER_PATH } from "@/lib/catalogue/abv";
import { ABV_LIMITS, abvLimitKey, type ShopFilters } from "@/lib/catalogue/filters";
import styles from "./FilterPanel.module.css";

interface Option {
  value: string;
  label: string;
}

export function SortField({ sorts, sort }: { sorts: readonly { key: string; label: string }[]; sort: ShopFilters["sort"] }) {
  return (
    <div className={styles.field}>
      <label htmlFor="sort" className={styles.legend}>
        Sort by
      </label>
      <select id="sort" name="sort" defaultValue={sort} className={styles.select}>
        {sorts.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Min and max price in pounds (the filters hold pence). */
export function PriceFields({ filters }: { filters: ShopFilters }) {
  return (
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
  );
}

export function SizeChips({ sizes, chosen }: { sizes: number[]; chosen: number[] }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Size</legend>
      <div className={styles.chips}>
        {sizes.map((size) => (
          <label key={size} className={styles.chip}>
            <input type="checkbox" name="size" value={size} defaultChecked={chosen.includes(size)} />
            <span>{size} ml</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Any strength, or at most one of the ABV limits, with a link to what the limits mean. */
export function AbvChoice({ maxAbv }: { maxAbv: ShopFilters["maxAbv"] }) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Alcohol (ABV)</legend>
      {[{ key: "", label: "Any" }, ...ABV_LIMITS].map((option) => (
        <label key={option.key || "any"} className={styles.check}>
          <input type="radio" name="abv" value={option.key} defaultChecked={(maxAbv == null ? "" : abvLimitKey(maxAbv)) === option.key} />
          {option.label}
        </label>
      ))}
      <Link href={ABV_EXPLAINER_PATH} className={styles.help}>
        What 0.0%, 0.05% and 0.5% mean
      </Link>
    </fieldset>
  );
}

export function CheckboxGroup({ legend, name, options, checked }: { legend: string; name: string; options: Option[]; checked: string[] }) {
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

export function ChipGroup({ legend, name, options, checked }: { legend: string; name: string; options: Option[]; checked: string[] }) {
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
