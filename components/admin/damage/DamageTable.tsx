import Link from "next/link";
import type { ReactNode } from "react";
import { adminOrderPath } from "@/lib/admin/contract";
import { poundsText } from "@/lib/cart/money";
import { adminDamagePhotoPath, DAMAGE_KIND_LABELS, DAMAGE_STATUS_LABELS, type AdminDamageRow, type DamageStatus } from "@/lib/damage/contract";
import styles from "../returns/ReturnWorkspace.module.css";
import { DamageActions, When } from "./DamageActions";
import own from "./DamageTable.module.css";

interface DamageTableProps {
  rows: AdminDamageRow[];
  /** Names the list for assistive technology: what it holds. */
  label: string;
  /** Shown in place of the reports when there are none. */
  empty: ReactNode;
}

/** The returns pill's tints: waiting for staff (amber), refunded (green), replacement sent (blue), refused (grey). */
const PILL: Record<DamageStatus, string | undefined> = {
  reported: styles.requested,
  refunded: styles.refunded,
  replaced: styles.received,
  refused: styles.refused,
};

export function DamageStatusPill({ status }: { status: DamageStatus }) {
  return (
    <span className={`${styles.pill} ${PILL[status]}`} data-testid="damage-status" data-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {DAMAGE_STATUS_LABELS[status]}
    </span>
  );
}

/** "2 × 6-pack of Hazy IPA", as the customer's order page says it. */
export const packsText = (row: AdminDamageRow) => `${row.quantity} × ${row.packText} of ${row.productName}`;

/** The photos as thumbnails, each opening the full image in a new tab (the page's cookie authorises the GETs). */
function Photos({ row }: { row: AdminDamageRow }) {
  if (row.photos.length === 0) return <p className={own.none}>No photos sent.</p>;
  return (
    <ul className={own.photos} aria-label={`Photos sent with ${row.reference}`} data-testid="damage-photos">
      {row.photos.map((photo, position) => {
        const src = adminDamagePhotoPath(row.reference, photo.index);
        return (
          <li key={photo.index}>
            <a href={src} target="_blank" rel="noopener noreferrer" className={own.photoLink}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a staff-only API image behind the cookie: the optimiser cannot fetch it */}
              <img
                src={src}
                alt={`Photo ${position + 1} of ${row.photos.length} sent with ${row.reference}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className={own.thumb}
              />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** One report: its references and dates, whose it is, which packs and what happened, the note and photos, and what staff can do. */
function DamageCard({ row }: { row: AdminDamageRow }) {
  const headingId = `damage-${row.reference}`;
  return (
    <article className={styles.return} aria-labelledby={headingId} data-testid="admin-damage" data-reference={row.reference} data-status={row.status}>
      <header className={styles.head}>
        <h2 id={headingId} className={styles.reference}>
          {row.reference}
        </h2>
        <DamageStatusPill status={row.status} />
        <Link href={adminOrderPath(row.orderReference)} className={styles.order} data-testid="damage-order-link">
          Order {row.orderReference}
        </Link>
        <p className={styles.dates}>
          <span>
            Reported <When iso={row.reportedAt} />
          </span>
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
        <p className={styles.label}>Packs</p>
        <p className={styles.name} data-testid="damage-packs">
          {packsText(row)}
        </p>
        <p data-testid="damage-kind">{DAMAGE_KIND_LABELS[row.kind]}</p>
        {row.refundPreviewPence !== null && (
          <p className={styles.preview} data-testid="damage-refund-preview">
            Refund {poundsText(row.refundPreviewPence)}
          </p>
        )}
      </div>
      <div className={styles.reason}>
        <p className={styles.label}>From the customer</p>
        {row.note ? (
          <blockquote className={styles.quote} data-testid="damage-note">
            <span className="visually-hidden">The customer&rsquo;s note: </span>
            {row.note}
          </blockquote>
        ) : (
          <p className={own.none}>No note.</p>
        )}
        <Photos row={row} />
      </div>
      <div className={styles.actions}>
        <DamageActions row={row} />
      </div>
    </article>
  );
}

/** The tab's reports as the returns page's cards: four columns on a wide screen, the actions below the facts on a tablet, one column on a phone. */
export function DamageTable({ rows, label, empty }: DamageTableProps) {
  if (rows.length === 0) {
    return (
      <p className={styles.empty} data-testid="admin-damage-empty">
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={label} data-testid="admin-damage-list">
      {rows.map((row) => (
        <li key={row.reference} className={styles.item}>
          <DamageCard row={row} />
        </li>
      ))}
    </ul>
  );
}
