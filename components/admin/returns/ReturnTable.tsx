import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, type AdminReturnRow, type ReturnLineView, type ReturnStatus } from "@/lib/returns/contract";
import { CaseCard, CaseColumn, CaseStatusPill, CustomerNote, RefundPreview, When } from "../casework/CaseCard";
import { CaseList, type CaseTableProps } from "../casework/CaseList";
import { ReturnActions } from "./ReturnActions";
import styles from "./ReturnWorkspace.styles";

/** A return's status as a tinted pill: waiting for the parcel (amber), to check (blue), refunded (green), refused (grey). */
export function ReturnStatusPill({ status }: { status: ReturnStatus }) {
  return <CaseStatusPill name="return" status={status} label={RETURN_STATUS_LABELS[status]} tint={status} />;
}

/** "2 × Elderflower Spritz (Single)". */
export const lineText = (line: ReturnLineView) => `${line.quantity} × ${line.productName} (${line.packText})`;

/** When the customer asked, and when the parcel came back. */
function ReturnDates({ row }: { row: AdminReturnRow }) {
  return (
    <>
      <span>
        Requested <When iso={row.requestedAt} />
      </span>
      {row.receivedAt && (
        <span>
          Received <When iso={row.receivedAt} />
        </span>
      )}
    </>
  );
}

/** One return: its references and dates, whose it is, what is coming back and why, and what staff can do. */
function ReturnCard({ row }: { row: AdminReturnRow }) {
  return (
    <CaseCard name="return" row={row} pill={<ReturnStatusPill status={row.status} />} dates={<ReturnDates row={row} />} actions={<ReturnActions row={row} />}>
      <CaseColumn area="lines" label="Drinks">
        <ul className={styles.lineList} data-testid="return-lines">
          {row.lines.map((line) => (
            <li key={line.lineId}>{lineText(line)}</li>
          ))}
        </ul>
        <RefundPreview name="return" pence={row.refundPreviewPence} />
      </CaseColumn>
      <CaseColumn area="reason" label="Reason">
        <p className={styles.reasonText}>{RETURN_REASON_LABELS[row.reason]}</p>
        {row.note && <CustomerNote name="return" note={row.note} />}
      </CaseColumn>
    </CaseCard>
  );
}

/** The tab's returns as cards (see CaseList). */
export function ReturnTable({ rows, label, empty }: CaseTableProps<AdminReturnRow>) {
  return <CaseList rows={rows} label={label} empty={empty} listTestId="admin-return-list" emptyTestId="admin-returns-empty" card={(row) => <ReturnCard row={row} />} />;
}
