import Link from "next/link";
import type { ReactNode } from "react";
import { adminOrderPath } from "@/lib/admin/contract";
import { fullDateTime, shortDateTime } from "@/lib/admin/format";
import { poundsText } from "@/lib/cart/money";
import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type AdminReturnRow, type ReturnLineView, type ReturnStatus } from "@/lib/returns/contract";
import { ReturnActions } from "./ReturnActions";
import styles from "./ReturnWorkspace.module.css";

interface ReturnTableProps {
  rows: AdminReturnRow[];
  /** Names the list for assistive technology: what it holds. */
  label: string;
  /** Shown in place of the returns when there are none. */
  empty: ReactNode;
}

/** A return's status as a tinted pill: waiting for the parcel (amber), to check (blue), refunded (green), refused (grey). */
export function ReturnStatusPill({ status }: { status: ReturnStatus }) {
  return (
    <span className={`${styles.pill} ${styles[status]}`} data-testid="return-status" data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {RETURN_STATUS_LABELS[status]}
    </span>
  );
}

/** "2 × Elderflower Spritz (Single)". */
export const lineText = (line: ReturnLineView) => `${line.quantity} × ${line.productName} (${line.packText})`;

/** "3 Dec 2026, 14:05" in UK time, exact to the second on hover. */
function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)}>
      {shortDateTime(iso)}
    </time>
  );
}

/** One return: its references and dates, whose it is, what is coming back and why, and what staff can do. */
function ReturnCard({ row }: { row: AdminReturnRow }) {
  const headingId = `return-${row.reference}`;
  return (
    <article className={styles.return} aria-labelledby={headingId} data-testid="admin-return" data-reference={row.reference} data-status={row.status}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.reference}>
          {row.reference}
        </h2>
        <ReturnStatusPill status={row.status} />
        <Link href={adminOrderPath(row.orderReference)} className={styles.order} data-testid="return-order-link">
          Order {row.orderReference}
        </Link>
        <p className={styles.dates}>
          <span>
            Requested <When iso={row.requestedAt} />
          </span>
          {row.receivedAt && (
            <span>
              Received <When iso={row.receivedAt} />
            </span>
          )}
        </p>
      </header>
      <div className={styles.customer}>
        <p className={styles.label}>Customer</p>
        <p className={styles.name}>{row.customerName}</p>
        <p className={styles.email} title={row.customerEmail}>
          {row.customerEmail}
        </p>
      </div>
      <div className={styles.lines}>
        <p className={styles.label}>Drinks</p>
        <ul className={styles.lineList} data-testid="return-lines">
          {row.lines.map((line) => (
            <li key={line.lineId}>{lineText(line)}</li>
          ))}
        </ul>
        {row.refundPreviewPence !== null && (
          <p className={styles.preview} data-testid="return-refund-preview">
            Refund {poundsText(row.refundPreviewPence)}
          </p>
        )}
      </div>
      <div className={styles.reason}>
        <p className={styles.label}>Reason</p>
        <p className={styles.reasonText}>{RETURN_REASON_LABELS[row.reason]}</p>
        {row.note && (
          <blockquote className={styles.quote} data-testid="return-note">
            <span className="visually-hidden">The customer&rsquo;s note: </span>
            {row.note}
          </blockquote>
        )}
      </div>
      <div className={styles.actions}>
        <ReturnActions row={row} />
      </div>
    </article>
  );
}

/** The tab's returns as cards: four columns on a wide screen, the actions below the facts on a tablet, one column on a phone. */
export function ReturnTable({ rows, label, empty }: ReturnTableProps) {
  if (rows.length === 0) {
    return (
      <p className={styles.empty} data-testid="admin-returns-empty">
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={label} data-testid="admin-return-list">
      {rows.map((row) => (
        <li key={row.reference} className={styles.item}>
          <ReturnCard row={row} />
        </li>
      ))}
    </ul>
  );
}
