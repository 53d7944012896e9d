import type { AdminDiscountDetail } from "@/lib/admin/discounts";
import { shortDateTime } from "@/lib/admin/format";
import { Panel } from "../Panel";
import { usesText } from "@/lib/admin/discount-text";
import styles from "./DiscountWorkspace.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

/** Uses (of the limit, with a bar), the discount given, what those orders came to, customers, last use. */
export function DiscountStats({ discount }: { discount: AdminDiscountDetail }) {
  const { stats } = discount;
  const share = discount.maxUses ? Math.min(1, discount.uses / discount.maxUses) : null;
  return (
    <Panel id="stats" title="Use so far">
      <dl className={styles.figures} data-testid="discount-stats">
        <div className={styles.figure}>
          <dt>Uses</dt>
          <dd>
            <span className={styles.big} data-testid="discount-uses">
              {usesText(discount)}
            </span>
            {share !== null ? (
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${Math.round(share * 100)}%` }} />
              </span>
            ) : (
              <span className={styles.small}>No limit</span>
            )}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Discount given</dt>
          <dd>
            <span className={styles.big} data-testid="discount-given">
              {poundsTextGrouped(discount.discountGivenPence)}
            </span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Orders with it came to</dt>
          <dd>
            <span className={styles.big}>{poundsTextGrouped(stats.ordersTotalPence)}</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Customers</dt>
          <dd>
            <span className={styles.big}>{stats.customers.toLocaleString("en-GB")}</span>
          </dd>
        </div>
      </dl>
      <dl className={styles.facts}>
        <div>
          <dt>Last used</dt>
          <dd>{stats.lastUsedAt ? shortDateTime(stats.lastUsedAt) : "Not yet"}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            {shortDateTime(discount.createdAt)}
            {discount.createdByEmail ? ` by ${discount.createdByEmail}` : ""}
          </dd>
        </div>
        <div>
          <dt>Last changed</dt>
          <dd>{shortDateTime(discount.updatedAt)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
