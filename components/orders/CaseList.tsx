// The cards of the returns and damage reports a customer has made on one order (ReturnList,
// DamageList): each one's reference, where it stands (in words, on a tinted pill), what the kind
// of case tells about it, when it was made, and how it ended (a refusal in red, anything else in green).
import type { ReactNode } from "react";
import type { DamageStatus } from "@/lib/damage/contract";
import type { ReturnStatus } from "@/lib/returns/contract";
import styles from "./CaseList.module.css";

export function CaseList({ label, busy, children }: { label: string; busy: boolean; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-busy={busy || undefined} aria-label={label}>
      {children}
    </ul>
  );
}

interface CaseEntryProps {
  testId: string;
  reference: string;
  status: ReturnStatus | DamageStatus;
  statusLabel: string;
  /** The line under the case's own details: when it was made. */
  meta: ReactNode;
  /** How it ended, in a sentence; null while it is still open. */
  outcome: string | null;
  /** The case's own details, between its head and its meta line. */
  children: ReactNode;
}

export function CaseEntry({ testId, reference, status, statusLabel, meta, outcome, children }: CaseEntryProps) {
  return (
    <li className={styles.entry} data-testid={testId}>
      <div className={styles.entryHead}>
        <h3 className={styles.entryTitle}>{reference}</h3>
        <span className={`${styles.pill} ${styles[status]}`}>{statusLabel}</span>
      </div>
      {children}
      <p className={styles.entryMeta}>{meta}</p>
      {outcome && <p className={status === "refused" ? styles.refusal : styles.settled}>{outcome}</p>}
    </li>
  );
}
