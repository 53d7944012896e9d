// The structured facts (lib/catalogue/product-facts.ts) as six CSV columns a spreadsheet user can
// edit: keys from the fact vocabularies, lists separated by "|". A drink it stands in for is its
// key, then how it stands in if the facts say so: "gin-and-tonic|gin in a G&T|whisky".
import { BODY, DIETARY, GOOD_WITH, STAND_INS, SWEETNESS, type ProductFacts } from "../product-facts";
import { joinList, splitList } from "./cells";
import type { CsvColumn, CsvRecord } from "./columns";

export type FactsColumn = "stands_in_for" | "good_with" | "sweetness" | "body" | "dietary" | "serve";
export type CellProblem = { column: CsvColumn; message: string };

/** The facts' cells; all empty for a product whose facts were never written. */
export function factsCells(facts: ProductFacts | null): Pick<CsvRecord, FactsColumn> {
  if (!facts) return { stands_in_for: "", good_with: "", sweetness: "", body: "", dietary: "", serve: "" };
  return {
    stands_in_for: joinList(facts.standsInFor.map((standIn) => (standIn.in ? `${standIn.drink} ${standIn.in}` : standIn.drink))),
    good_with: joinList(facts.goodWith),
    sweetness: facts.sweetness,
    body: facts.body,
    dietary: joinList(facts.dietary),
    serve: joinList(facts.serve),
  };
}

const keys = (list: readonly { key: string }[]) => list.map((item) => item.key);
const unknownKey = (column: FactsColumn, value: string, allowed: readonly string[]): CellProblem => ({
  column,
  message: `"${value}" is not a ${column} key; use one of ${allowed.join(", ")}.`,
});

/** Keys of `cell` that are on the list, with a problem for each that is not. */
function readKeys(column: FactsColumn, cell: string, allowed: readonly string[], problems: CellProblem[]): string[] {
  const items = splitList(cell);
  for (const item of items) if (!allowed.includes(item)) problems.push(unknownKey(column, item, allowed));
  return items;
}

function readOneKey(column: FactsColumn, cell: string, allowed: readonly string[], problems: CellProblem[]): string | undefined {
  const value = cell.trim();
  if (!value) {
    problems.push({ column, message: `Enter one of ${allowed.join(", ")}.` });
    return undefined;
  }
  if (!allowed.includes(value)) problems.push(unknownKey(column, value, allowed));
  return value;
}

/** The facts as the schema reads them; problems with keys are added to `problems`. */
export function readFactsCells(record: CsvRecord, problems: CellProblem[]): unknown {
  const standIns = keys(STAND_INS);
  const standsInFor = splitList(record.stands_in_for).map((item) => {
    const space = item.indexOf(" ");
    const drink = space === -1 ? item : item.slice(0, space);
    if (!standIns.includes(drink)) problems.push(unknownKey("stands_in_for", drink, standIns));
    return space === -1 ? { drink } : { drink, in: item.slice(space + 1).trim() };
  });
  return {
    standsInFor,
    goodWith: readKeys("good_with", record.good_with, keys(GOOD_WITH), problems),
    sweetness: readOneKey("sweetness", record.sweetness, keys(SWEETNESS), problems),
    body: readOneKey("body", record.body, keys(BODY), problems),
    dietary: readKeys("dietary", record.dietary, keys(DIETARY), problems),
    serve: splitList(record.serve),
  };
}

const FACTS_COLUMN_OF: Record<string, FactsColumn> = {
  standsInFor: "stands_in_for",
  goodWith: "good_with",
  sweetness: "sweetness",
  body: "body",
  dietary: "dietary",
  serve: "serve",
};

/** The facts schema speaks to developers ("Too small"); these are the sentences staff read. */
const FACTS_SENTENCES: Record<FactsColumn, string> = {
  stands_in_for:
    "List at most 4 drinks it stands in for, each a key optionally followed by how, starting with in, with, as, for or on (3 to 40 characters): gin in a G&T.",
  good_with: "List 1 to 6 good_with keys, separated by |.",
  sweetness: `Enter one of ${keys(SWEETNESS).join(", ")}.`,
  body: `Enter one of ${keys(BODY).join(", ")}.`,
  dietary: `List dietary keys from ${keys(DIETARY).join(", ")}, separated by |.`,
  serve: "Give 1 to 3 serving suggestions separated by |, each a sentence of 8 to 90 characters starting with a capital.",
};

/** The column and sentence for an issue the facts schema raised at `path` (below "facts"). */
export function factsIssue(path: readonly PropertyKey[], message: string): CellProblem {
  const column = FACTS_COLUMN_OF[String(path[0])] ?? "serve";
  if (message.startsWith("repeats ")) return { column, message: `Give each ${column} item once: this row ${message.trim()}.` };
  return { column, message: FACTS_SENTENCES[column] };
}
