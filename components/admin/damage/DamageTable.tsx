import { adminDamagePhotoPath, DAMAGE_KIND_LABELS, DAMAGE_STATUS_LABELS, type AdminDamageRow, type DamageStatus } from "@/lib/damage/contract";
import { CaseCard, CaseColumn, CaseStatusPill, CustomerNote, RefundPreview, When, type CaseTint } from "../casework/CaseCard";
import { CaseList, type CaseTableProps } from "../casework/CaseList";
import styles from "../returns/ReturnWorkspace.styles";
import { DamageActions } from "./DamageActions";
import own from "./DamageTable.styles";

/** The returns pill's tints: waiting for staff (amber), refunded (green), replacement sent (blue), refused (grey). */
const TINT: Record<DamageStatus, CaseTint> = {
  reported: "requested",
  refunded: "refunded",
  replaced: "received",
  refused: "refused",
};

export function DamageStatusPill({ status }: { status: DamageStatus }) {
  return <CaseStatusPill name="damage" status={status} label={DAMAGE_STATUS_LABELS[status]} tint={TINT[status]} />;
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
  const dates = (
    <span>
      Reported <When iso={row.reportedAt} />
    </span>
  );
  return (
    <CaseCard name="damage" row={row} pill={<DamageStatusPill status={row.status} />} dates={dates} actions={<DamageActions row={row} />}>
      <CaseColumn area="lines" label="Packs">
        <p className={styles.name} data-testid="damage-packs">
          {packsText(row)}
        </p>
        <p data-testid="damage-kind">{DAMAGE_KIND_LABELS[row.kind]}</p>
        <RefundPreview name="damage" pence={row.refundPreviewPence} />
      </CaseColumn>
      <CaseColumn area="reason" label="From the customer">
        {row.note ? <CustomerNote name="damage" note={row.note} /> : <p className={own.none}>No note.</p>}
        <Photos row={row} />
      </CaseColumn>
    </CaseCard>
  );
}

/** The tab's reports as the returns page's cards (see CaseList). */
export function DamageTable({ rows, label, empty }: CaseTableProps<AdminDamageRow>) {
  return <CaseList rows={rows} label={label} empty={empty} listTestId="admin-damage-list" emptyTestId="admin-damage-empty" card={(row) => <DamageCard row={row} />} />;
}
