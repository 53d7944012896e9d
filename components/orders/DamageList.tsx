// The damage reports the customer has made on one order, as the server lists them: each one's
// reference, where it stands (in words, on a tinted pill), what happened to which packs, the note
// and how many photos came with it, when it was reported, and how it ended (the refund, the
// replacement order, or staff's reason for refusing it). The card: CaseList.
import { poundsText } from "@/lib/cart/money";
import { DAMAGE_KIND_LABELS, DAMAGE_STATUS_LABELS, type DamageReportView } from "@/lib/damage/contract";
import { orderDate } from "@/lib/orders/format";
import { CaseEntry, CaseList } from "./CaseList";
import styles from "./DamageList.module.css";

/** "No photos sent", "1 photo sent", "3 photos sent". */
function photosText(count: number): string {
  if (count === 0) return "No photos sent";
  return `${count} ${count === 1 ? "photo" : "photos"} sent`;
}

/** How a closed report ended, in a sentence; nothing while staff are still looking at it. */
function outcome(report: DamageReportView): string | null {
  if (report.status === "refunded" && report.refundedPence !== null) return `Refunded ${poundsText(report.refundedPence)}`;
  if (report.status === "replaced" && report.replacementOrderReference) return `We are sending a replacement at no charge: order ${report.replacementOrderReference}`;
  if (report.status === "refused" && report.refusalReason) return `Refused: ${report.refusalReason}`;
  return null;
}

function DamageEntry({ report }: { report: DamageReportView }) {
  const reported = (
    <>
      Reported <time dateTime={report.reportedAt}>{orderDate(report.reportedAt)}</time> · {photosText(report.photoCount)}
    </>
  );
  return (
    <CaseEntry testId="damage-entry" reference={report.reference} status={report.status} statusLabel={DAMAGE_STATUS_LABELS[report.status]} meta={reported} outcome={outcome(report)}>
      <p className={styles.packs}>
        {report.quantity} × {report.packText} of {report.productName}
      </p>
      <p className={styles.kind}>{DAMAGE_KIND_LABELS[report.kind]}</p>
      {report.note && <p className={styles.note}>{report.note}</p>}
    </CaseEntry>
  );
}

export function DamageList({ reports, busy }: { reports: DamageReportView[]; busy: boolean }) {
  return (
    <CaseList label="Your damage reports" busy={busy}>
      {reports.map((report) => (
        <DamageEntry key={report.reference} report={report} />
      ))}
    </CaseList>
  );
}
