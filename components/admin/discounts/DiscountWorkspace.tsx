import Link from "next/link";
import { ADMIN_DISCOUNTS_PATH } from "@/lib/admin/contract";
import { formFromDiscount } from "@/lib/admin/discount-form";
import { DISCOUNT_KIND_LABELS, type AdminDiscountDetail } from "@/lib/admin/discounts";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import { DiscountForm } from "./DiscountForm";
import { DiscountStatePill } from "./DiscountStatePill";
import { DiscountStats } from "./DiscountStats";
import { DiscountStatusActions } from "./DiscountStatusActions";
import { RecentRedemptions } from "./RecentRedemptions";
import { NEW_DISCOUNT_PATH } from "@/lib/admin/discount-hrefs";
import { conditionsText, runsText, stateSentence } from "@/lib/admin/discount-text";
import buttons from "../Actions.styles";
import styles from "./DiscountWorkspace.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

/** An ended code's settings, read only (it can no longer be edited). */
function EndedSettings({ discount }: { discount: AdminDiscountDetail }) {
  const limit = (value: number | null) => (value === null ? "No limit" : value.toLocaleString("en-GB"));
  const rows = [
    ["Gives", `${discount.label} (${DISCOUNT_KIND_LABELS[discount.kind].toLowerCase()})`],
    ["Minimum products total", discount.minimumProductsPence ? poundsTextGrouped(discount.minimumProductsPence) : "None"],
    ["Ran (UK time)", runsText(discount)],
    ["Total uses", limit(discount.maxUses)],
    ["Uses per customer", limit(discount.maxUsesPerCustomer)],
    ["With other codes", discount.combinable ? "Yes" : "No: one code per basket"],
  ];
  return (
    <>
      <p className={styles.ended} data-testid="discount-ended-note">
        {discount.code} has ended, so its settings can&rsquo;t be edited. To run the offer again, <Link href={NEW_DISCOUNT_PATH}>create a new code</Link>.
      </p>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * /admin/discounts/<code>: its state and what can be done to it and its use so far on the right;
 * its settings (the form) and the orders placed with it on the left. On a tablet the state comes first.
 */
export function DiscountWorkspace({ discount, justCreated = false }: { discount: AdminDiscountDetail; justCreated?: boolean }) {
  return (
    <>
      <AdminPageHeader
        back={{ href: ADMIN_DISCOUNTS_PATH, label: "Discount codes" }}
        title={
          <span className={styles.code} data-testid="discount-code">
            {discount.code}
          </span>
        }
        badges={<DiscountStatePill state={discount.state} />}
        subtitle={`${discount.label} · ${conditionsText(discount)}`}
      />
      {justCreated && (
        <p className={`${buttons.done} ${styles.created}`} role="status" data-testid="discount-created">
          {discount.code} created. Shoppers can type it in the mini cart or at checkout{discount.state === "scheduled" ? " once it starts" : ""}.
        </p>
      )}
      <div className={styles.grid}>
        <div className={styles.side}>
          <Panel id="state" title="State">
            <p className={styles.sentence} data-testid="discount-state-sentence">
              {stateSentence(discount)}
            </p>
            <DiscountStatusActions discount={discount} />
          </Panel>
          <DiscountStats discount={discount} />
        </div>
        <div className={styles.main}>
          <Panel id="settings" title="Settings" aside={discount.status === "ended" ? undefined : "Dates in UK time"}>
            {discount.actions.edit.allowed ? (
              <DiscountForm mode="edit" initial={formFromDiscount(discount)} cancelHref={ADMIN_DISCOUNTS_PATH} />
            ) : (
              <EndedSettings discount={discount} />
            )}
          </Panel>
          <RecentRedemptions discount={discount} />
        </div>
      </div>
    </>
  );
}
