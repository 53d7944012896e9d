import "server-only";
import { catalogueCsvText } from "@/lib/catalogue/csv/write";
import { getDb } from "../platform/db";
import { catalogueState } from "./csv-state";

// The catalogue CSV export (docs/catalogue-csv.md): every product that is not archived, published
// or not, one row per pack, in SKU order, so two exports of the same catalogue are the same file.

export async function exportCatalogueCsv(): Promise<string> {
  const state = await catalogueState(await getDb());
  return catalogueCsvText([...state.products.values()].filter((product) => !product.archived));
}
