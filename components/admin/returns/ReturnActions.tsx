"use client";
import { useEffect, useId, useRef, useState } from "react";
import { fullDateTime, shortDateTime } from "@/lib/admin/format";
import { poundsText } from "@/lib/cart/money";
import {
  MAX_RETURN_REFUSAL_LENGTH,
  RETURN_INSPECTION_LABELS,
  RETURN_INSPECTIONS,
  type AdminReturnAction,
  type AdminReturnRow,
  type ReturnInspection,
  type ReturnView,
} from "@/lib/returns/contract";
import { ReturnActionDone, ReturnActionError, useReturnAction, type ReturnActionState } from "./use-return-action";
import buttons from "../Actions.module.css";
import styles from "./ReturnActions.module.css";

type Run = (action: AdminReturnAction, done: (result: ReturnView) => string) => Promise<boolean>;

interface FormProps {
  row: AdminReturnRow;
  busy: boolean;
  state: ReturnActionState;
  run: Run;
  onClose: () => void;
}

const INSPECTION_CHOICES: Record<ReturnInspection, { label: string; hint: string }> = {
  restock: { label: "Put the drinks back on the shelf", hint: "Unopened and fit to sell: they go back into stock." },
  writeOff: { label: "Write them off", hint: "Not fit to sell again: stock stays as it is." },
};

const HINTS = {
  requested: "Waiting for the parcel. Mark the return received when it arrives.",
  received: "Check the drinks are unopened with the seal intact, then refund or refuse the return.",
};

/** "Refund £12.50": what a refund would repay now, as the server plans it. */
const refundText = (row: AdminReturnRow) => (row.refundPreviewPence === null ? "Refund" : `Refund ${poundsText(row.refundPreviewPence)}`);

/** Focuses `target` once, when the form opens. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** Refund: what happens to the drinks (no choice made for staff), then the refund itself. */
function RefundForm({ row, busy, state, run, onClose }: FormProps) {
  const id = useId();
  const [inspection, setInspection] = useState<ReturnInspection | null>(null);
  const [missing, setMissing] = useState(false);
  const firstRef = useFocusOnOpen<HTMLInputElement>();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!inspection) {
      setMissing(true);
      firstRef.current?.focus();
      return;
    }
    const done = (result: ReturnView) =>
      `${row.reference} refunded: ${poundsText(result.refundedPence ?? row.refundPreviewPence ?? 0)}. ${inspection === "restock" ? "The drinks are back on the shelf." : "The drinks are written off."}`;
    if (await run({ action: "refund", inspection }, done)) onClose();
  }

  return (
    <form onSubmit={submit} className={`${buttons.form} ${styles.panel} ${styles.form}`} aria-busy={busy} noValidate data-testid="return-refund-form">
      <fieldset className={styles.fieldset} aria-describedby={missing ? `${id}-missing` : undefined}>
        <legend className={styles.legend}>What happens to the drinks?</legend>
        {RETURN_INSPECTIONS.map((each, index) => (
          <label key={each} className={styles.radio}>
            <input
              type="radio"
              name={`${id}-inspection`}
              value={each}
              ref={index === 0 ? firstRef : undefined}
              checked={inspection === each}
              onChange={() => {
                setInspection(each);
                setMissing(false);
              }}
              aria-describedby={`${id}-${each}-hint`}
            />
            <span className={styles.radioText}>
              <span className={styles.radioLabel}>{INSPECTION_CHOICES[each].label}</span>
              <span id={`${id}-${each}-hint`} className={buttons.hint}>
                {INSPECTION_CHOICES[each].hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {missing && (
        <p className={buttons.error} role="alert" id={`${id}-missing`} data-testid="return-refund-missing">
          Choose whether the drinks go back on the shelf or are written off.
        </p>
      )}
      <p className={buttons.hint} id={`${id}-what`}>
        The refund goes through order {row.orderReference}&rsquo;s refunds. It cannot be undone.
      </p>
      <ReturnActionError state={state} />
      <div className={buttons.buttons}>
        <button type="submit" className={buttons.primary} disabled={busy} aria-describedby={`${id}-what`}>
          {refundText(row)}
        </button>
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
          Back
        </button>
      </div>
    </form>
  );
}

/** Refuse: a reason, required, that the customer is told. */
function RefuseForm({ row, busy, state, run, onClose }: FormProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const reasonRef = useFocusOnOpen<HTMLTextAreaElement>();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      reasonRef.current?.focus();
      return;
    }
    if (await run({ action: "refuse", reason: text }, () => `${row.reference} refused. The customer is told your reason.`)) onClose();
  }

  const describedBy = [`${id}-what`, `${id}-hint`, missing ? `${id}-missing` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} className={`${buttons.form} ${buttons.confirm} ${styles.form}`} aria-busy={busy} noValidate data-testid="return-refuse-form">
      <p className={buttons.warning} id={`${id}-what`}>
        {row.status === "requested" ? "Refusing closes the return before the drinks are sent back." : "Refusing closes the return without a refund."} The customer is told
        your reason. It cannot be undone.
      </p>
      <div className={buttons.field}>
        <label htmlFor={`${id}-reason`}>Reason (the customer is told this)</label>
        <textarea
          id={`${id}-reason`}
          ref={reasonRef}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          rows={3}
          maxLength={MAX_RETURN_REFUSAL_LENGTH}
          required
          aria-invalid={missing || undefined}
          aria-describedby={describedBy}
        />
        <span className={buttons.hint} id={`${id}-hint`}>
          Up to {MAX_RETURN_REFUSAL_LENGTH} characters; {reason.length} used.
        </span>
      </div>
      {missing && (
        <p className={buttons.error} role="alert" id={`${id}-missing`} data-testid="return-refuse-missing">
          Write the reason for refusing: the customer is told it.
        </p>
      )}
      <ReturnActionError state={state} />
      <div className={buttons.buttons}>
        <button type="submit" className={buttons.danger} disabled={busy}>
          Refuse return
        </button>
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
          Back
        </button>
      </div>
    </form>
  );
}

type Opened = "none" | "refund" | "refuse";

/** A requested or received return's buttons; Refund and Refuse open their form in place. */
function OpenReturnActions({ row }: { row: AdminReturnRow }) {
  const { busy, state, standalone, run } = useReturnAction(row.reference);
  const [opened, setOpened] = useState<Opened>("none");
  const refundRef = useRef<HTMLButtonElement>(null);
  const refuseRef = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef<Opened>("none");

  // Focus goes back to the button that opened a form when the form closes.
  useEffect(() => {
    if (opened === "none" && wasOpened.current !== "none") (wasOpened.current === "refund" ? refundRef : refuseRef).current?.focus();
    wasOpened.current = opened;
  }, [opened]);

  const close = () => setOpened("none");
  const formProps = { row, busy, state, run, onClose: close };
  return (
    <div className={buttons.actions} data-testid="return-actions">
      {standalone && <ReturnActionDone state={state} />}
      {opened === "refund" && <RefundForm {...formProps} />}
      {opened === "refuse" && <RefuseForm {...formProps} />}
      {opened === "none" && (
        <>
          <p className={buttons.hint}>{row.status === "requested" ? HINTS.requested : HINTS.received}</p>
          <ReturnActionError state={state} />
          <div className={buttons.buttons}>
            {row.status === "requested" && (
              <button type="button" className={buttons.primary} disabled={busy} onClick={() => void run({ action: "receive" }, () => `${row.reference} marked received. Check the drinks, then refund or refuse it.`)}>
                Mark received
              </button>
            )}
            {row.status === "received" && (
              <button type="button" ref={refundRef} className={buttons.primary} disabled={busy} onClick={() => setOpened("refund")} aria-expanded="false">
                {refundText(row)}…
              </button>
            )}
            <button type="button" ref={refuseRef} className={buttons.dangerOutline} disabled={busy} onClick={() => setOpened("refuse")} aria-expanded="false">
              Refuse…
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** A closed return's outcome: what was refunded and what became of the drinks, or why it was refused. */
function ClosedOutcome({ row }: { row: AdminReturnRow }) {
  const when = row.closedAt ? (
    <time dateTime={row.closedAt} title={fullDateTime(row.closedAt)}>
      {shortDateTime(row.closedAt)}
    </time>
  ) : null;
  if (row.status === "refunded") {
    return (
      <div className={styles.closed} data-testid="return-closed">
        <p className={styles.closedTitle}>Refunded {row.refundedPence === null ? "" : poundsText(row.refundedPence)}</p>
        <p className={styles.closedMeta}>
          {row.inspection ? RETURN_INSPECTION_LABELS[row.inspection] : "No inspection recorded"}
          {when && <> · {when}</>}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.closed} data-testid="return-closed">
      <p className={styles.closedTitle}>Refused{when && <span className={styles.closedMeta}> · {when}</span>}</p>
      <p className={styles.closedLabel}>Reason the customer was told</p>
      <blockquote className={styles.quote}>{row.refusalReason ?? "No reason recorded."}</blockquote>
    </div>
  );
}

/**
 * What staff can do to one return: mark it received, refund it (choosing whether the drinks go back
 * on the shelf), or refuse it with a reason; a closed return shows its outcome instead. Each action
 * goes to the API, then the list re-renders from the server.
 */
export function ReturnActions({ row }: { row: AdminReturnRow }) {
  if (row.status === "refunded" || row.status === "refused") return <ClosedOutcome row={row} />;
  return <OpenReturnActions row={row} />;
}
