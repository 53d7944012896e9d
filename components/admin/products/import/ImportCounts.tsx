import type { ImportPlan, RowOutcome } from "@/lib/catalogue/csv/plan";
import styles from "./CatalogueImport.styles";

const LABELS: Record<RowOutcome, string> = { create: "to create", change: "to change", unchanged: "unchanged", refused: "refused" };
const APPLIED_LABELS: Record<RowOutcome, string> = { create: "created", change: "changed", unchanged: "unchanged", refused: "refused" };
const OUTCOMES: RowOutcome[] = ["create", "change", "unchanged", "refused"];

/** The dry run's totals (or, once `applied`, the import's): rows by outcome, with the products they make up. */
export function ImportCounts({ plan, applied = false }: { plan: ImportPlan; applied?: boolean }) {
  return (
    <dl className={styles.counts} data-testid="import-counts">
      {OUTCOMES.map((outcome) => (
        <div key={outcome} className={`${styles.count} ${plan.rowCounts[outcome] && outcome === "refused" ? styles.countRefused : ""}`}>
          <dt>Rows {(applied ? APPLIED_LABELS : LABELS)[outcome]}</dt>
          <dd data-testid={`import-count-${outcome}`}>
            {plan.rowCounts[outcome].toLocaleString("en-GB")}
            <span className={styles.countSub}>
              <span className="visually-hidden">, in </span>
              {plan.productCounts[outcome].toLocaleString("en-GB")} product{plan.productCounts[outcome] === 1 ? "" : "s"}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
