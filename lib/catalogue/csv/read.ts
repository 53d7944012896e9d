// Reading the catalogue CSV into rows: the size and row limits, the header (every column once, in
// any order, nothing unknown), one record per row with its formula escaping removed. Rows are
// numbered as a spreadsheet shows them (the header is row 1), so a refusal points at the row.
import { CsvError, parse } from "csv-parse/sync";
import { unescapeFormula } from "./cells";
import { CSV_COLUMNS, CSV_LIMITS, FIRST_DATA_ROW, type CsvColumn, type CsvRecord } from "./columns";

export interface NumberedRecord {
  row: number;
  record: CsvRecord;
}

export type ReadOutcome = { ok: true; records: NumberedRecord[] } | { ok: false; message: string };

const isColumn = (name: string): name is CsvColumn => (CSV_COLUMNS as readonly string[]).includes(name);
const quoted = (names: string[]) => names.map((name) => `"${name}"`).join(", ");

/** Why the header is not the catalogue's, or null when it is. */
export function headerProblem(header: string[]): string | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !isColumn(name));
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  const missing = CSV_COLUMNS.filter((column) => !names.includes(column));
  const problems = [
    unknown.length ? `unknown column${unknown.length > 1 ? "s" : ""} ${quoted(unknown)}` : "",
    twice.length ? `${quoted([...new Set(twice)])} more than once` : "",
    missing.length ? `missing ${quoted(missing)}` : "",
  ].filter(Boolean);
  return problems.length ? `Row 1 (the header) must name the catalogue's ${CSV_COLUMNS.length} columns once each: ${problems.join("; ")}.` : null;
}

function parseRows(text: string): string[][] | string {
  try {
    // Blank rows are kept here (and skipped below) so every row keeps the number a spreadsheet shows.
    return parse(text, { bom: true, relax_column_count: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const where = "lines" in error && typeof error.lines === "number" ? ` near line ${error.lines}` : "";
    if (error.code === "CSV_QUOTE_NOT_CLOSED") return `The file ends inside a quoted cell${where}: a cell opened with " is never closed.`;
    return `The file cannot be read as CSV${where}: check the quotes around cells that hold commas, quotes or line breaks.`;
  }
}

export function readCatalogueCsv(text: string): ReadOutcome {
  const bytes = new TextEncoder().encode(text).byteLength;
  if (bytes > CSV_LIMITS.maxBytes) return { ok: false, message: `The file is larger than ${CSV_LIMITS.maxBytes / 1024 / 1024} MB: split it into smaller files.` };
  const rows = parseRows(text);
  if (typeof rows === "string") return { ok: false, message: rows };
  if (rows.length === 0) return { ok: false, message: "The file is empty: it needs the header row and at least one product row." };
  const [header, ...data] = rows;
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === "");
  const problem = headerProblem(header);
  if (problem) return { ok: false, message: problem };
  if (data.length > CSV_LIMITS.maxRows) {
    return { ok: false, message: `The file has ${data.length.toLocaleString("en-GB")} rows; import at most ${CSV_LIMITS.maxRows.toLocaleString("en-GB")} at a time.` };
  }
  const names = header.map((name) => name.trim().toLowerCase() as CsvColumn);
  const records: NumberedRecord[] = [];
  for (const [index, cells] of data.entries()) {
    const row = index + FIRST_DATA_ROW;
    if (isBlank(cells)) continue;
    if (cells.length !== names.length) {
      return { ok: false, message: `Row ${row} has ${cells.length} cells where the header has ${names.length} columns: check its commas and quotes.` };
    }
    const record = Object.fromEntries(names.map((name, column) => [name, unescapeFormula(cells[column])])) as CsvRecord;
    records.push({ row, record });
  }
  if (records.length === 0) return { ok: false, message: "The file has the header but no product rows." };
  return { ok: true, records };
}
