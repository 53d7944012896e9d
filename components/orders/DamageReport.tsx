"use client";
// "Damaged or missing?" on the customer's order pages (the account's, and a guest's through the
// order link), issue 38.3: the reports already made on the order, and, while a report can be made,
// a button that opens the report form inline (components/orders/DamageForm.tsx). Once sent, a live
// region that takes focus gives the report's reference. The section's workings, shared with
// ReturnItems, are AfterSalesSection's.
import type { DamageOffer, DamageReportSuccess } from "@/lib/damage/contract";
import { orderMoment } from "@/lib/orders/moment";
import { AfterSalesSection, type SentWords } from "./AfterSalesSection";
import { DamageForm } from "./DamageForm";
import { DamageList } from "./DamageList";

interface DamageReportProps {
  /** From the server's damage facts of the order: the lines that may be reported, and the reports so far. */
  offer: DamageOffer;
  /** The secret of a guest's order link (the confirmation page's `key`); null on the account's pages. */
  accessToken?: string | null;
}

/** The reference of the report just sent, and what happens next. */
const wordsOf = (sent: DamageReportSuccess["data"]): SentWords => ({
  title: `Report ${sent.report.reference} sent.`,
  note: "We will look at it and email you to say how we are putting it right. You can follow it on this page too.",
});

export function DamageReport({ offer, accessToken = null }: DamageReportProps) {
  const deadline = offer.windowEndsAt ? (
    <>
      {" by "}
      <time dateTime={offer.windowEndsAt}>{orderMoment(offer.windowEndsAt)}</time>
    </>
  ) : null;

  return (
    <AfterSalesSection
      title="Damaged or missing?"
      testIds={{ section: "damage-report", message: "damage-message", opener: "damage-open" }}
      open={offer.open}
      reason={offer.reason}
      renderList={offer.reports.length > 0 ? (busy) => <DamageList reports={offer.reports} busy={busy} /> : null}
      invitation={<>If drinks arrived broken, leaking or crushed, or something is missing from your parcel, tell us{deadline} and we will refund or replace it.</>}
      openerLabel="Report damaged or missing items"
      wordsOf={wordsOf}
      renderForm={({ onSent, onCancel }) => <DamageForm offer={offer} accessToken={accessToken} onSent={onSent} onCancel={onCancel} />}
    />
  );
}
