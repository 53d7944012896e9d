import { CSV_LIMITS } from "@/lib/catalogue/csv/columns";
import { exportCatalogueCsv } from "@/lib/server/catalogue/csv-export";
import { importCatalogueCsv } from "@/lib/server/catalogue/csv-import";
import { json, jsonError, readBytesWithin, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// The catalogue CSV (docs/catalogue-csv.md), staff only (./staff-auth.ts). The export is a GET, so
// the back office's plain link downloads it with the sign-in cookie. The import is a POST of the
// file's text as text/csv with a Bearer token (a cross-site form cannot send that type), at most
// 10 MB, refused from Content-Length before it is read and counted while reading; without
// ?apply=1 it is a dry run. Both answers are never cached.

const TEXT_CSV = /^text\/csv\s*(;|$)/i;

/** GET /api/admin/products/export.csv */
export async function handleCatalogueExport(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  return withDatabase(async () => {
    const text = await exportCatalogueCsv();
    const day = new Date().toISOString().slice(0, 10);
    return new Response(text, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="catalogue-${day}.csv"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}

const tooLarge = () => jsonError(413, "bodyTooLarge", `The file is larger than ${CSV_LIMITS.maxBytes / 1024 / 1024} MB: split it into smaller files.`);

/** The body as UTF-8 text, or the answer that refuses it. */
async function csvText(request: Request): Promise<{ text: string } | { response: Response }> {
  if (!TEXT_CSV.test(request.headers.get("content-type") ?? "")) {
    return { response: jsonError(415, "unsupportedMediaType", "Send the file's text as text/csv.") };
  }
  const bytes = await readBytesWithin(request, CSV_LIMITS.maxBytes);
  if (bytes === null) return { response: tooLarge() };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { response: jsonError(400, "notUtf8", 'The file is not UTF-8 text: save it from the spreadsheet as "CSV UTF-8", then import it again.') };
  }
}

/** POST /api/admin/products/import[?apply=1] with the CSV as text/csv: the plan, row by row. */
export async function handleCatalogueImport(request: Request): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await csvText(request);
  if ("response" in body) return body.response;
  const apply = new URL(request.url).searchParams.get("apply") === "1";
  return withDatabase(async () => {
    const answer = await importCatalogueCsv(auth.member, body.text, { apply });
    const refused = answer.plan.fileProblem !== null || answer.plan.productCounts.refused > 0;
    if (apply && refused) {
      return json({ code: "importRefused", message: "Nothing was imported: the rows marked refused need correcting first.", data: answer }, 422);
    }
    return json({ data: answer });
  });
}
