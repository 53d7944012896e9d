"use client";
// "Return items" on the customer's order pages (the account's, and a guest's through the order
// link), issue 38.2: the returns already asked for on the order, and, while the return window is
// open, a button that opens the return form inline (components/orders/ReturnForm.tsx). Once sent,
// a live region that takes focus says where to send the drinks. The section's workings, shared with
// DamageReport, are AfterSalesSection's.
import { orderDate } from "@/lib/orders/format";
import type { ReturnOffer, ReturnRequestSuccess } from "@/lib/returns/contract";
import { AfterSalesSection, type SentWords } from "./AfterSalesSection";
import { ReturnForm } from "./ReturnForm";
import { ReturnList } from "./ReturnList";

interface ReturnItemsProps {
  /** From the server's return facts of the order: the lines that may go back, and the returns so far. */
  offer: ReturnOffer;
  /** The secret of a guest's order link (the confirmation page's `key`); null on the account's pages. */
  accessToken?: string | null;
}

/** Where to send the drinks of the return just asked for. */
const wordsOf = (sent: ReturnRequestSuccess["data"]): SentWords => ({
  title: `Return ${sent.return.reference} requested. Send the drinks to:`,
  address: sent.returnAddress,
  note: "We have emailed you these details. Refunds are made once the drinks are back with us.",
});

export function ReturnItems({ offer, accessToken = null }: ReturnItemsProps) {
  return (
    <AfterSalesSection
      title="Returns"
      testIds={{ section: "return-items", message: "return-message", opener: "return-open" }}
      open={offer.open}
      reason={offer.reason}
      renderList={offer.returns.length > 0 ? (busy) => <ReturnList returns={offer.returns} busy={busy} /> : null}
      invitation={
        offer.windowEndsAt && (
          <>
            You can ask to return unopened drinks until <time dateTime={offer.windowEndsAt}>{orderDate(offer.windowEndsAt)}</time>.
          </>
        )
      }
      openerLabel="Return items"
      wordsOf={wordsOf}
      renderForm={({ onSent, onCancel }) => <ReturnForm offer={offer} accessToken={accessToken} onSent={onSent} onCancel={onCancel} />}
    />
  );
}
