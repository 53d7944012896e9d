import { useId, type ReactNode } from "react";
import styles from "./DataTable.module.css";

interface DataTableProps {
  /** The table's caption, which also names its scroll region. */
  caption: string;
  /** Column headings; the first column holds each row's header. */
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}

/**
 * A plain data table. In a narrow space the same rows show as a stack of cards instead (the
 * table is then display: none, so assistive technology meets the content once either way).
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const captionId = useId();
  return (
    <div className={styles.wrap}>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.stack}>
        <p className={styles.caption}>{caption}</p>
        <ul className={styles.cards}>
          {rows.map((row) => (
            <li key={row.key} className={styles.card}>
              <dl className={styles.fields}>
                {row.cells.map((cell, index) => (
                  <div key={index} className={index === 0 ? styles.first : undefined}>
                    <dt>{columns[index]}</dt>
                    <dd>{cell}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
