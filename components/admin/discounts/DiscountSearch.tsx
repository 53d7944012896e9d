import Link from "next/link";
import { ADMIN_DISCOUNTS_PATH } from "@/lib/admin/contract";
import type { DiscountListQuery } from "@/lib/admin/discounts";
import { discountsHref } from "./hrefs";
import styles from "../Filters.module.css";

/** Search by part of a code, as a plain GET form (works without JavaScript; the URL is shareable). */
export function DiscountSearch({ query }: { query: DiscountListQuery }) {
  return (
    <form method="get" action={ADMIN_DISCOUNTS_PATH} className={styles.form} role="search" aria-label="Search discount codes">
      {query.state && <input type="hidden" name="state" value={query.state} />}
      <div className={`${styles.field} ${styles.search}`}>
        <label htmlFor="discount-q">Search codes</label>
        <input
          id="discount-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ""}
          placeholder="WELCOME"
          aria-describedby="discount-q-hint"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
        />
        <span id="discount-q-hint" className="visually-hidden">
          Part of a code, in any case.
        </span>
      </div>
      <div className={styles.buttons}>
        <button type="submit" className={styles.submit}>
          Search
        </button>
        {query.q && (
          <Link href={discountsHref({}, query.state)} className={styles.clear}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
