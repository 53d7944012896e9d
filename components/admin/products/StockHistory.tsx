import { PRODUCT_HISTORY_LIMIT, STOCK_REASON_LABELS, type AdminProductDetail, type StockChangeView } from "@/lib/admin/products";
import { fullDateTime, whenText } from "@/lib/admin/format";
import log from "../ActivityLog.styles";
import styles from "./ProductWorkspace.styles";

/** "+24", "−3", "±0". */
const changeText = (change: StockChangeView) => {
  const difference = change.after - change.before;
  return difference > 0 ? `+${difference.toLocaleString("en-GB")}` : difference < 0 ? `−${(-difference).toLocaleString("en-GB")}` : "±0";
};

/** Every stock change made by hand, newest first: who, when, why, before and after. */
export function StockHistory({ product, now = new Date() }: { product: Pick<AdminProductDetail, "stockHistory" | "stockChangeCount">; now?: Date }) {
  if (product.stockHistory.length === 0) {
    return (
      <p className={styles.empty}>
        No stock changes by hand yet. Orders, cancellations and restocking refunds change stock too: each order&apos;s timeline shows them.
      </p>
    );
  }
  return (
    <>
      <div className={log.scroller} role="region" aria-label="Stock history table" tabIndex={0}>
        <table className={log.table} data-testid="stock-history">
          <caption className="visually-hidden">Stock changes made by hand, newest first (UK time)</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Why</th>
              <th scope="col" className={styles.num}>
                Change
              </th>
              <th scope="col" className={styles.num}>
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            {product.stockHistory.map((change) => (
              <tr key={change.id} data-testid="stock-history-row" data-reason={change.reason}>
                <td className={log.when}>
                  <time dateTime={change.at} title={fullDateTime(change.at)}>
                    {whenText(change.at, now)}
                  </time>
                </td>
                <td className={log.who}>{change.actor.email ?? `Staff member ${change.actor.uid}`}</td>
                <th scope="row" className={styles.why}>
                  {STOCK_REASON_LABELS[change.reason]}
                  {change.note && <span className={styles.note}>{change.note}</span>}
                </th>
                <td className={`${styles.num} ${styles.delta}`}>{changeText(change)}</td>
                <td className={styles.num}>
                  {change.before.toLocaleString("en-GB")}
                  <span aria-hidden="true"> → </span>
                  <span className="visually-hidden"> to </span>
                  <strong>{change.after.toLocaleString("en-GB")}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {product.stockChangeCount > product.stockHistory.length && (
        <p className={styles.more}>
          The newest {PRODUCT_HISTORY_LIMIT} of {product.stockChangeCount.toLocaleString("en-GB")} changes.
        </p>
      )}
    </>
  );
}
