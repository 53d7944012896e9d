import Link from "next/link";
import type { ReactNode } from "react";
import { adminOrderPath } from "@/lib/admin/contract";
import { fullDateTime, shortDateTime } from "@/lib/admin/format";
import { adminThreadHref, SUPPORT_TOPIC_LABELS, THREAD_STATUS_LABELS, type AdminThreadRow, type ThreadStatus } from "@/lib/support/contract";
import styles from "./InboxWorkspace.styles";

interface InboxListProps {
  rows: AdminThreadRow[];
  /** Names the list for assistive technology: what it holds. */
  label: string;
  /** Shown in place of the conversations when there are none. */
  empty: ReactNode;
}

/** A conversation's status as a tinted pill: waiting for us (amber), answered (blue), closed (grey). */
export function ThreadStatusPill({ status }: { status: ThreadStatus }) {
  return (
    <span className={`${styles.pill} ${styles[status]}`} data-testid="thread-status" data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {THREAD_STATUS_LABELS[status]}
    </span>
  );
}

/** "3 Dec 2026, 14:05" in UK time, exact to the second on hover. */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)}>
      {shortDateTime(iso)}
    </time>
  );
}

/** "You" when staff wrote last (the customer has our answer), "Customer" when they did. */
function LastAuthor({ author }: { author: AdminThreadRow["lastAuthor"] }) {
  return (
    <span className={`${styles.author} ${author === "staff" ? styles.byStaff : styles.byCustomer}`} data-testid="thread-last-author" data-author={author}>
      {author === "staff" ? "You" : "Customer"}
      <span className="visually-hidden"> wrote last:</span>
    </span>
  );
}

/**
 * One conversation: its reference (the link to it, which covers the whole card), status, topic and
 * order; who wrote; who wrote last and the first words of it; how many messages and when the last.
 */
function ThreadCard({ row }: { row: AdminThreadRow }) {
  const headingId = `thread-${row.reference}`;
  return (
    <article className={styles.thread} aria-labelledby={headingId} data-testid="inbox-thread" data-reference={row.reference} data-status={row.status}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.reference}>
          <Link href={adminThreadHref(row.reference)} className={styles.threadLink} data-testid="inbox-thread-link">
            {row.reference}
          </Link>
        </h2>
        <ThreadStatusPill status={row.status} />
        <span className={styles.topic}>{SUPPORT_TOPIC_LABELS[row.topic]}</span>
        {row.orderReference && (
          <Link href={adminOrderPath(row.orderReference)} className={styles.order} data-testid="inbox-order-link">
            Order {row.orderReference}
          </Link>
        )}
      </header>
      <div className={styles.customer}>
        <p className={styles.label}>Customer</p>
        <p className={styles.name}>{row.name}</p>
        <p className={styles.email} title={row.email}>
          {row.email}
        </p>
      </div>
      <div className={styles.message}>
        <p className={styles.label}>Last message</p>
        <p className={styles.preview} data-testid="inbox-thread-preview">
          <LastAuthor author={row.lastAuthor} /> {row.preview}
        </p>
      </div>
      <p className={styles.meta}>
        <span data-testid="inbox-thread-count">
          {row.messageCount.toLocaleString("en-GB")} {row.messageCount === 1 ? "message" : "messages"}
        </span>
        <span>
          <span className="visually-hidden">Last message </span>
          <When iso={row.lastMessageAt} />
        </span>
      </p>
    </article>
  );
}

/** The tab's conversations as cards: four columns on a wide screen, the message beside who wrote on a tablet, one column on a phone. */
export function InboxList({ rows, label, empty }: InboxListProps) {
  if (rows.length === 0) {
    return (
      <p className={styles.empty} data-testid="admin-inbox-empty">
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={label} data-testid="admin-inbox-list">
      {rows.map((row) => (
        <li key={row.reference} className={styles.item}>
          <ThreadCard row={row} />
        </li>
      ))}
    </ul>
  );
}
