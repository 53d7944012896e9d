import Link from "next/link";
import { DISCOUNT_STATE_LABELS, DISCOUNT_STATES, type AdminDiscountList, type DiscountState } from "@/lib/admin/discounts";
import { discountsHref } from "@/lib/admin/discount-hrefs";
import styles from "../QueueTabs.styles";

const TABS: (DiscountState | undefined)[] = [undefined, ...DISCOUNT_STATES];

/** All, then one link per state with its count for the current search; the open one has aria-current="page". */
export function DiscountStateTabs({ list }: { list: AdminDiscountList }) {
  return (
    <nav aria-label="Discount code state" className={styles.nav}>
      <ul className={styles.tabs}>
        {TABS.map((state) => (
          <li key={state ?? "all"}>
            <Link
              href={discountsHref(list.query, state)}
              className={styles.tab}
              aria-current={state === list.query.state ? "page" : undefined}
              data-testid={`discount-tab-${state ?? "all"}`}
            >
              {state ? DISCOUNT_STATE_LABELS[state] : "All"}
              <span className={styles.count}>
                <span className="visually-hidden">(</span>
                {list.counts[state ?? "all"].toLocaleString("en-GB")}
                <span className="visually-hidden"> codes)</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
