import { ADMIN_DISCOUNTS_PATH } from "@/lib/admin/contract";
import type { DiscountListQuery } from "@/lib/admin/discounts";
import { FilterButtons, SearchField } from "../FilterParts";
import { discountsHref } from "@/lib/admin/discount-hrefs";
import styles from "../Filters.styles";

/** Search by part of a code, as a plain GET form (works without JavaScript; the URL is shareable). */
export function DiscountSearch({ query }: { query: DiscountListQuery }) {
  return (
    <form method="get" action={ADMIN_DISCOUNTS_PATH} className={styles.form} role="search" aria-label="Search discount codes">
      {query.state && <input type="hidden" name="state" value={query.state} />}
      <SearchField
        id="discount-q"
        label="Search codes"
        defaultValue={query.q ?? ""}
        placeholder="WELCOME"
        hint="Part of a code, in any case."
        maxLength={24}
        autoCapitalize="characters"
      />
      <FilterButtons submitLabel="Search" clearHref={query.q ? discountsHref({}, query.state) : null} />
    </form>
  );
}
