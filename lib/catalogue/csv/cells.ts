// Cell-level rules of the catalogue CSV: formula escaping, yes/no, lists and numbers.
import { LIST_SEPARATOR } from "./columns";

/**
 * A spreadsheet runs a cell that begins with =, +, - or @ (and some also tab or carriage return)
 * as a formula: a description such as "=HYPERLINK(…)" would run on the reader's machine (CSV
 * injection). Such cells are written with a leading apostrophe, which spreadsheets show as text.
 * A cell that already begins with apostrophes before one of those characters gets one more, so
 * reading strips exactly one and every cell comes back exactly as it was written.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

export const yesNo = (value: boolean) => (value ? "yes" : "no");

/** true for yes, false for no (any case), undefined for anything else. */
export function readYesNo(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  return word === "yes" ? true : word === "no" ? false : undefined;
}

export const joinList = (items: readonly string[]) => items.join(LIST_SEPARATOR);

/** A list cell's items, trimmed, empty items (a trailing "|") left out. */
export function splitList(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A number as the CSV writes it: "0.5", "18", "" for none. */
export const numberCell = (value: number | null) => (value === null ? "" : String(value));

/**
 * A number cell: undefined when empty (so the schema says the field is needed), NaN when it is not
 * a plain decimal (so the schema says how to write it), else the number.
 */
export function readNumber(cell: string): number | undefined {
  const text = cell.trim();
  if (!text) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A figure per 100 ml: null when the cell is empty (not stated on the label). */
export function readOptionalNumber(cell: string): number | null {
  return readNumber(cell) ?? null;
}
