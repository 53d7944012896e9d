import type { ReactNode } from "react";
import styles from "../returns/ReturnWorkspace.styles";

/** A page's list of cases: the tab's rows, what the list is called, and what to say when it is empty. */
export interface CaseTableProps<Row> {
  rows: Row[];
  /** Names the list for assistive technology: what it holds. */
  label: string;
  /** Shown in place of the cases when there are none. */
  empty: ReactNode;
}

interface CaseListProps<Row> extends CaseTableProps<Row> {
  listTestId: string;
  emptyTestId: string;
  /** One row's card. */
  card: (row: Row) => ReactNode;
}

/** The tab's cases as cards: four columns on a wide screen, the actions below the facts on a tablet, one column on a phone. */
export function CaseList<Row extends { reference: string }>({ rows, label, empty, listTestId, emptyTestId, card }: CaseListProps<Row>) {
  if (rows.length === 0) {
    return (
      <p className={styles.empty} data-testid={emptyTestId}>
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={label} data-testid={listTestId}>
      {rows.map((row) => (
        <li key={row.reference} className={styles.item}>
          {card(row)}
        </li>
      ))}
    </ul>
  );
}
