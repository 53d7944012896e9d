// A case's card, as the returns page first laid it out and the damage page shares it (the returns
// page's CSS module): the head (reference, status, order, dates), the customer, two columns of the
// case's own facts, then what staff can do. `name` ("return", "damage") starts its ids.
import Link from "next/link";
import type { ReactNode } from "react";
import { adminOrderPath } from "@/lib/admin/contract";
import { fullDateTime, shortDateTime } from "@/lib/admin/format";
import { poundsText } from "@/lib/cart/money";
import styles from "../returns/ReturnWorkspace.styles";

/** What every case row carries for its card. */
export interface CaseRow {
  reference: string;
  orderReference: string;
  status: string;
  customerName: string;
  customerEmail: string;
}

/** "3 Dec 2026, 14:05" in UK time, exact to the second on hover. */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)}>
      {shortDateTime(iso)}
    </time>
  );
}

/** The pill's tints: waiting (amber), to act on (blue), refunded (green), refused (grey). */
export type CaseTint = "requested" | "received" | "refunded" | "refused";

/** A case's status as a tinted pill. */
export function CaseStatusPill({ name, status, label, tint }: { name: string; status: string; label: string; tint: CaseTint }) {
  return (
    <span className={`${styles.pill} ${styles[tint]}`} data-testid={`${name}-status`} data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}

/** One of the card's two middle columns: "lines" (what it is about) or "reason" (why), under its label. */
export function CaseColumn({ area, label, children }: { area: "lines" | "reason"; label: string; children: ReactNode }) {
  return (
    <div className={styles[area]}>
      <p className={styles.label}>{label}</p>
      {children}
    </div>
  );
}

/** "Refund £12.50": what refunding would repay now, as the server plans it; nothing when there is none. */
export function RefundPreview({ name, pence }: { name: string; pence: number | null }) {
  if (pence === null) return null;
  return (
    <p className={styles.preview} data-testid={`${name}-refund-preview`}>
      Refund {poundsText(pence)}
    </p>
  );
}

/** The customer's own words, quoted. */
export function CustomerNote({ name, note }: { name: string; note: string }) {
  return (
    <blockquote className={styles.quote} data-testid={`${name}-note`}>
      <span className="visually-hidden">The customer&rsquo;s note: </span>
      {note}
    </blockquote>
  );
}

interface CaseCardProps {
  name: string;
  row: CaseRow;
  /** The status pill. */
  pill: ReactNode;
  /** The dates in the head ("Requested …", "Received …"). */
  dates: ReactNode;
  /** The two CaseColumns. */
  children: ReactNode;
  /** What staff can do, or how it ended. */
  actions: ReactNode;
}

/** One case: its references and dates, whose it is, its own facts, and what staff can do. */
export function CaseCard({ name, row, pill, dates, children, actions }: CaseCardProps) {
  const headingId = `${name}-${row.reference}`;
  return (
    <article className={styles.return} aria-labelledby={headingId} data-testid={`admin-${name}`} data-reference={row.reference} data-status={row.status}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.reference}>
          {row.reference}
        </h2>
        {pill}
        <Link href={adminOrderPath(row.orderReference)} className={styles.order} data-testid={`${name}-order-link`}>
          Order {row.orderReference}
        </Link>
        <p className={styles.dates}>{dates}</p>
      </header>
      <div className={styles.customer}>
        <p className={styles.label}>Customer</p>
        <p className={styles.name}>{row.customerName}</p>
        <p className={styles.email} title={row.customerEmail}>
          {row.customerEmail}
        </p>
      </div>
      {children}
      <div className={styles.actions}>{actions}</div>
    </article>
  );
}
