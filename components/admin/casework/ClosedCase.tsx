import type { ReactNode } from "react";
import actions from "../returns/ReturnActions.styles";
import { When } from "./CaseCard";

/** A closed case's outcome in place of its buttons: a title ("Refunded £12.50 · 5 Dec…"), then `children`. */
export function ClosedCase({ name, title, children }: { name: string; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={actions.closed} data-testid={`${name}-closed`}>
      <p className={actions.closedTitle}>{title}</p>
      {children}
    </div>
  );
}

/** " · 5 Dec 2026, 11:20", muted, after a closed case's title; nothing when the date is not known. */
export function ClosedWhen({ closedAt }: { closedAt: string | null }) {
  if (!closedAt) return null;
  return <span className={actions.closedMeta}> · <When iso={closedAt} /></span>;
}

/** A refused case: when, and the reason the customer was told. */
export function RefusedCase({ name, closedAt, reason }: { name: string; closedAt: string | null; reason: string | null }) {
  return (
    <ClosedCase name={name} title={<>Refused<ClosedWhen closedAt={closedAt} /></>}>
      <p className={actions.closedLabel}>Reason the customer was told</p>
      <blockquote className={actions.quote}>{reason ?? "No reason recorded."}</blockquote>
    </ClosedCase>
  );
}
