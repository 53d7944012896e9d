import Link from "next/link";
import { adminOrderPath } from "@/lib/admin/contract";
import { RECENT_REDEMPTIONS, type AdminDiscountDetail } from "@/lib/admin/discounts";
import { shortDateTime } from "@/lib/admin/format";
import { Panel } from "../Panel";
import { StatusPill } from "../StatusPill";
import table from "../OrderTable.styles";
import { poundsTextGrouped } from "@/lib/cart/money";

/** The newest orders placed with the code, each linking to its order page. */
export function RecentRedemptions({ discount }: { discount: AdminDiscountDetail }) {
  const { redemptions, code } = discount;
  return (
    <Panel id="recent-orders" title="Recent orders" aside={redemptions.length ? `Newest ${Math.min(redemptions.length, RECENT_REDEMPTIONS)}, UK time` : undefined} flush>
      {redemptions.length === 0 ? (
        <p className={table.empty} data-testid="discount-no-orders">
          No orders have used {code} yet.
        </p>
      ) : (
        <div className={table.scroller} role="region" aria-label={`Recent orders with ${code}`} tabIndex={0}>
          <table className={table.table} data-testid="discount-orders">
            <caption className="visually-hidden">Recent orders placed with {code}</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Email</th>
                <th scope="col" className={table.num}>
                  Discount
                </th>
                <th scope="col" className={table.num}>
                  Order total
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {redemptions.map((redemption) => (
                <tr key={redemption.reference} data-testid="discount-order-row">
                  <th scope="row" className={table.reference}>
                    <Link href={adminOrderPath(redemption.reference)} className={table.rowLink}>
                      {redemption.reference}
                    </Link>
                  </th>
                  <td className={table.placed}>{shortDateTime(redemption.createdAt)}</td>
                  <td className={`${table.customer} ${table.email}`}>{redemption.email}</td>
                  <td className={table.num}>−{poundsTextGrouped(redemption.amountPence)}</td>
                  <td className={`${table.num} ${table.total}`}>{poundsTextGrouped(redemption.orderTotalPence)}</td>
                  <td>
                    <StatusPill status={redemption.orderStatus} short />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
