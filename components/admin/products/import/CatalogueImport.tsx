"use client";
import { ADMIN_PRODUCTS_PATH } from "@/lib/admin/contract";
import { CATALOGUE_CSV_EXPORT_PATH } from "@/lib/catalogue/csv/paths";
import type { ImportPlan } from "@/lib/catalogue/csv/plan";
import { AdminPageHeader } from "../../AdminPageHeader";
import { Panel } from "../../Panel";
import { ImportCounts } from "./ImportCounts";
import { ImportPlanTable } from "./ImportPlanTable";
import { canApply, useCatalogueImport, type ImportStep } from "./use-catalogue-import";
import buttons from "../../Actions.styles";
import styles from "./CatalogueImport.styles";

const FILE_INPUT_ID = "catalogue-import-file";

/** Why the Apply button is off, or what it will do. */
function applyHint(step: ImportStep): string {
  if (!("plan" in step) || !step.plan) return "";
  const { plan } = step;
  if (step.kind === "applied") return "Imported. Check another file, or export the catalogue to see it.";
  if (plan.fileProblem || plan.productCounts.refused) return "Correct the refused rows in your spreadsheet, then choose the file and check it again.";
  if (!canApply(plan)) return "Nothing to import: every row matches the catalogue.";
  return "Applies every row above in one go: all of it is imported, or none of it.";
}

/** /admin/products/import: export the catalogue, check a CSV with a dry run, then apply it. */
export function CatalogueImport() {
  const { step, choose, check, apply } = useCatalogueImport();
  const plan = "plan" in step ? step.plan : null;
  const file = "file" in step ? step.file : null;
  const busy = step.kind === "checking" || step.kind === "applying";
  return (
    <>
      <AdminPageHeader
        title="Import and export"
        back={{ href: ADMIN_PRODUCTS_PATH, label: "Products" }}
        subtitle="The whole catalogue as a spreadsheet: one row per pack, the single unit included."
        actions={
          <a href={CATALOGUE_CSV_EXPORT_PATH} className={buttons.secondary} download data-testid="catalogue-export-link">
            Export CSV
          </a>
        }
      />
      <div className={styles.layout}>
        <Panel id="import-file" title="Import a CSV file">
          <p className={styles.intro}>
            Export the catalogue, edit it in a spreadsheet and save it as CSV UTF-8. Checking the file is a dry run: it lists what each row would create or
            change and refuses what it cannot import, and writes nothing. New products start unpublished with no stock; the published column is for reading
            only, and stock is never imported.
          </p>
          <form
            className={styles.fileRow}
            onSubmit={(event) => {
              event.preventDefault();
              void check();
            }}
          >
            <div className={`${buttons.field} ${styles.fileField}`}>
              <label htmlFor={FILE_INPUT_ID}>CSV file (at most 10 MB and 20,000 rows)</label>
              <input
                id={FILE_INPUT_ID}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
                data-testid="catalogue-import-file"
              />
            </div>
            <button type="submit" className={buttons.primary} disabled={!file || busy} data-testid="catalogue-import-check">
              {step.kind === "checking" ? "Checking…" : "Check the file"}
            </button>
          </form>
        </Panel>

        {step.kind === "failed" && (
          <p className={buttons.error} role="alert" data-testid="catalogue-import-error">
            {step.message}
          </p>
        )}
        <p className={step.kind === "applied" ? buttons.done : "visually-hidden"} role="status" data-testid="catalogue-import-done">
          {step.kind === "applied" ? step.message : step.kind === "checked" ? "The dry run is ready below." : ""}
        </p>

        {plan && <ImportPlanPanel step={step} plan={plan} fileName={file?.name} busy={busy} onApply={() => void apply()} />}
      </div>
    </>
  );
}

interface ImportPlanPanelProps {
  step: ImportStep;
  plan: ImportPlan;
  fileName: string | undefined;
  busy: boolean;
  onApply: () => void;
}

/** The dry run (or the import once applied): totals, the table, and the Apply bar. */
function ImportPlanPanel({ step, plan, fileName, busy, onApply }: ImportPlanPanelProps) {
  const applicable = step.kind === "checked" && canApply(step.plan);
  return (
    <Panel id="import-plan" title={step.kind === "applied" ? "Imported" : "Dry run"} aside={fileName} flush>
      {plan.fileProblem ? (
        <p className={`${buttons.error} ${styles.fileProblem}`} data-testid="import-file-problem">
          {plan.fileProblem}
        </p>
      ) : (
        <>
          <ImportCounts plan={plan} applied={step.kind === "applied"} />
          <ImportPlanTable plan={plan} />
        </>
      )}
      <div className={styles.applyBar}>
        <p className={styles.applyHint} id="catalogue-import-apply-hint">
          {applyHint(step)}
        </p>
        {step.kind !== "applied" && (
          <button
            type="button"
            className={buttons.primary}
            disabled={!applicable || busy}
            aria-describedby="catalogue-import-apply-hint"
            onClick={onApply}
            data-testid="catalogue-import-apply"
          >
            {step.kind === "applying" ? "Importing…" : "Apply import"}
          </button>
        )}
      </div>
    </Panel>
  );
}
