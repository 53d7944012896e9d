// The returns the customer has asked for on one order, newest as the server lists them: each one's
// reference, where it stands (in words, on a tinted pill), the packs in it, when it was asked for,
// and how it ended (the refund, or staff's reason for refusing it). The card: CaseList.
import { poundsText } from "@/lib/cart/money";
import { orderDate } from "@/lib/orders/format";
import { RETURN_STATUS_LABELS, type ReturnView } from "@/lib/returns/contract";
import { CaseEntry, CaseList } from "./CaseList";
import styles from "./ReturnList.module.css";

/** How a refused or refunded return ended, in a sentence; nothing while it is still open. */
function outcome(item: ReturnView): string | null {
  if (item.status === "refused" && item.refusalReason) return `Refused: ${item.refusalReason}`;
  if (item.status === "refunded" && item.refundedPence !== null) return `Refunded ${poundsText(item.refundedPence)}`;
  return null;
}

function ReturnEntry({ item }: { item: ReturnView }) {
  const requested = (
    <>
      Requested <time dateTime={item.requestedAt}>{orderDate(item.requestedAt)}</time>
    </>
  );
  return (
    <CaseEntry testId="return-entry" reference={item.reference} status={item.status} statusLabel={RETURN_STATUS_LABELS[item.status]} meta={requested} outcome={outcome(item)}>
      <ul className={styles.entryLines}>
        {item.lines.map((line) => (
          <li key={line.lineId}>
            {line.quantity} × {line.productName} ({line.packText})
          </li>
        ))}
      </ul>
    </CaseEntry>
  );
}

export function ReturnList({ returns, busy }: { returns: ReturnView[]; busy: boolean }) {
  return (
    <CaseList label="Your returns" busy={busy}>
      {returns.map((item) => (
        <ReturnEntry key={item.reference} item={item} />
      ))}
    </CaseList>
  );
}
