// The copy rules (lib/catalogue/copy-claims.ts) on a product the import would save, as refusals in
// the CSV's columns: the dry run shows them before anything is applied, as the form does on save.
import type { ProductInput } from "../../admin/product-input";
import { staffCopyProblems, type CopyField } from "../copy-claims";
import type { CsvColumn } from "./columns";

const COPY_COLUMNS: Record<CopyField, CsvColumn> = {
  name: "name",
  description: "description",
  tastingNotes: "tasting_notes",
  seoTitle: "seo_title",
  seoDescription: "seo_description",
};

export function copyCheck(input: ProductInput): { column: CsvColumn; message: string }[] {
  return staffCopyProblems(input).map((problem) => ({ column: COPY_COLUMNS[problem.field], message: `"${problem.words}": ${problem.reason}` }));
}
