import Link from "next/link";
import { adminDiscountPath } from "@/lib/admin/contract";
import type { AdminDiscountSummary } from "@/lib/admin/discounts";
import { DiscountStatePill } from "./DiscountStatePill";
import { conditionsText, runsText, usesText } from "@/lib/admin/discount-text";
import table from "../OrderTable.styles";
import styles from "./DiscountTable.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

interface DiscountTableProps {
  discounts: AdminDiscountSummary[];
  /** The table's caption (visually hidden): what it lists. */
  caption: string;
  /** Shown in place of the rows when there are none. */
  empty: React.ReactNode;
}

/** Codes as dense rows, styled as the order queue: the code links to its page (the whole row is its target). */
export function DiscountTable({ discounts, caption, empty }: DiscountTableProps) {
  if (discounts.length === 0) {
    return (
      <p className={table.empty} data-testid="admin-discounts-empty">
        {empty}
      </p>
    );
  }
  return (
    <div className={table.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={table.table} data-testid="admin-discount-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Discount</th>
            <th scope="col">State</th>
            <th scope="col">Runs (UK time)</th>
            <th scope="col" className={table.num}>
              Uses
            </th>
            <th scope="col" className={table.num}>
              Discount given
            </th>
          </tr>
        </thead>
        <tbody>
          {discounts.map((discount) => (
            <tr key={discount.code} data-testid="admin-discount-row" data-code={discount.code} data-state={discount.state}>
              <th scope="row" className={table.reference}>
                <Link href={adminDiscountPath(discount.code)} className={`${table.rowLink} ${styles.code}`}>
                  {discount.code}
                </Link>
              </th>
              <td className={styles.discount}>
                <span className={table.stack}>
                  <span className={styles.label}>{discount.label}</span>
                  <span className={table.sub}>{conditionsText(discount)}</span>
                </span>
              </td>
              <td>
                <DiscountStatePill state={discount.state} />
              </td>
              <td className={styles.runs}>{runsText(discount)}</td>
              <td className={table.num}>
                <span className={table.stack}>
                  <span className={styles.figure}>{usesText(discount)}</span>
                  {discount.maxUses === null && <span className={table.sub}>no limit</span>}
                </span>
              </td>
              <td className={`${table.num} ${styles.figure}`}>{poundsTextGrouped(discount.discountGivenPence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
