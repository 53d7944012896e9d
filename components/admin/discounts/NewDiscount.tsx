import { ADMIN_DISCOUNTS_PATH } from "@/lib/admin/contract";
import { emptyDiscountForm } from "@/lib/admin/discount-form";
import { AdminPageHeader } from "../AdminPageHeader";
import { Panel } from "../Panel";
import { DiscountForm } from "./DiscountForm";
import styles from "./DiscountWorkspace.styles";

/** /admin/discounts/new: the form, and how a code behaves in the shop beside it. */
export function NewDiscount() {
  return (
    <>
      <AdminPageHeader back={{ href: ADMIN_DISCOUNTS_PATH, label: "Discount codes" }} title="New discount code" subtitle="A code is live as soon as it is created, unless you give it a start." />
      <div className={styles.newGrid}>
        <Panel id="new-code" title="Code and rules">
          <DiscountForm mode="create" initial={emptyDiscountForm()} cancelHref={ADMIN_DISCOUNTS_PATH} />
        </Panel>
        <Panel id="how-codes-work" title="How codes work">
          <ul className={styles.help}>
            <li>Shoppers type the code in the mini cart or at checkout; the shop checks it on every change to the basket.</li>
            <li>Percentage and fixed codes come off the products total, never taking it below £0; a free delivery code makes standard delivery free.</li>
            <li>A use is counted when an order is placed, so the last use goes to exactly one order.</li>
            <li>You can pause a code and resume it later. Ending a code is final.</li>
          </ul>
        </Panel>
      </div>
    </>
  );
}
