import type { ImportPlan, ImportRow, RowOutcome } from "@/lib/catalogue/csv/plan";
import table from "../../OrderTable.styles";
import styles from "./CatalogueImport.styles";

/** Rows listed at most: a 20,000-row plan would make a page too heavy to use. */
const MAX_LISTED = 1_000;

const OUTCOME_LABELS: Record<RowOutcome, string> = { create: "Create", change: "Change", unchanged: "Unchanged", refused: "Refused" };

function Details({ row }: { row: ImportRow }) {
  if (row.outcome === "refused") {
    return (
      <ul className={styles.reasons}>
        {row.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    );
  }
  if (row.outcome === "change") return <>{row.fields.join(", ")}</>;
  if (row.outcome === "create") return <>{row.fields.length ? row.fields.join(", ") : "new product"}</>;
  return <>No change</>;
}

/**
 * The dry run row by row: refused rows first (what must be corrected), then creations and changes,
 * each in file order; unchanged rows are counted above but not listed.
 */
export function ImportPlanTable({ plan }: { plan: ImportPlan }) {
  const listed = [...plan.rows.filter((row) => row.outcome === "refused"), ...plan.rows.filter((row) => row.outcome === "create" || row.outcome === "change")];
  const shown = listed.slice(0, MAX_LISTED);
  if (listed.length === 0) {
    return (
      <p className={table.empty} data-testid="import-nothing-listed">
        Every row matches the catalogue: importing this file would change nothing.
      </p>
    );
  }
  const caption = `Rows of the file that would be created, changed or are refused${listed.length > shown.length ? ` (the first ${shown.length.toLocaleString("en-GB")})` : ""}`;
  return (
    <>
      <div className={table.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={`${table.table} ${styles.planTable}`} data-testid="import-plan-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.num}>
                Row
              </th>
              <th scope="col">SKU</th>
              <th scope="col">Outcome</th>
              <th scope="col">What and why</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.row} data-testid="import-plan-row" data-outcome={row.outcome} className={row.outcome === "refused" ? styles.refusedRow : undefined}>
                <th scope="row" className={table.num}>
                  {row.row}
                </th>
                <td className={styles.sku}>
                  <span className={table.stack}>
                    <span>{row.packSku || "—"}</span>
                    {row.productSku && row.packSku !== row.productSku && <span className={table.sub}>pack of {row.productSku}</span>}
                  </span>
                </td>
                <td>
                  <span className={`${styles.pill} ${styles[row.outcome]}`}>{OUTCOME_LABELS[row.outcome]}</span>
                </td>
                <td className={styles.details}>
                  <Details row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {listed.length > shown.length && (
        <p className={styles.more}>
          {(listed.length - shown.length).toLocaleString("en-GB")} more rows are not listed; correct the refused rows above and check the file again.
        </p>
      )}
    </>
  );
}
