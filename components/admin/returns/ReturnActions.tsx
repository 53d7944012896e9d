"use client";
import { useId, useState } from "react";
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
import { When } from "../casework/CaseCard";
import { ClosedCase, RefusedCase } from "../casework/ClosedCase";
import { StepButtons, stepPanelClass, useCaseSteps, useFocusOnOpen } from "../casework/CaseSteps";
import { OpenCase } from "../casework/OpenCase";
import { CaseActionError, type CaseActionState, type CaseRun } from "../casework/use-case-action";
import buttons from "../Actions.styles";
import styles from "./ReturnActions.styles";
import { useReturnAction } from "./use-return-action";

interface FormProps {
  row: AdminReturnRow;
  busy: boolean;
  state: CaseActionState;
  run: CaseRun<AdminReturnAction, ReturnView>;
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

/** What refusing does, by the return's status (the refusal form says it). */
const REFUSING = {
  requested: "Refusing closes the return before the drinks are sent back.",
  received: "Refusing closes the return without a refund.",
};

/** "Refund £12.50": what a refund would repay now, as the server plans it. */
const refundText = (row: AdminReturnRow) => (row.refundPreviewPence === null ? "Refund" : `Refund ${poundsText(row.refundPreviewPence)}`);

/** The server's refusal of a return's action, beside its buttons. */
const ActionError = ({ state }: { state: CaseActionState }) => <CaseActionError name="return" state={state} />;

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
    <form onSubmit={submit} className={stepPanelClass} aria-busy={busy} noValidate data-testid="return-refund-form">
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
      <ActionError state={state} />
      <StepButtons busy={busy} onBack={onClose}>
        <button type="submit" className={buttons.primary} disabled={busy} aria-describedby={`${id}-what`}>
          {refundText(row)}
        </button>
      </StepButtons>
    </form>
  );
}

/** A requested or received return's buttons; Refund and Refuse open their form in place. */
function OpenReturnActions({ row }: { row: AdminReturnRow }) {
  const action = useReturnAction(row.reference);
  const { busy, state, run } = action;
  const steps = useCaseSteps<"refund" | "refuse">();
  const refusal = {
    consequence: row.status === "requested" ? REFUSING.requested : REFUSING.received,
    submitText: "Refuse return",
    maxLength: MAX_RETURN_REFUSAL_LENGTH,
    onRefuse: (reason: string) => run({ action: "refuse", reason }, () => `${row.reference} refused. The customer is told your reason.`),
  };
  const receive = () => void run({ action: "receive" }, () => `${row.reference} marked received. Check the drinks, then refund or refuse it.`);
  const step = steps.opened === "refund" ? <RefundForm row={row} busy={busy} state={state} run={run} onClose={steps.close} /> : null;
  const hint = <p className={buttons.hint}>{row.status === "requested" ? HINTS.requested : HINTS.received}</p>;
  return (
    <OpenCase name="return" action={action} steps={steps} step={step} refusal={refusal} hint={hint} error={<ActionError state={state} />}>
      {row.status === "requested" && (
        <button type="button" className={buttons.primary} disabled={busy} onClick={receive}>
          Mark received
        </button>
      )}
      {row.status === "received" && (
        <button type="button" ref={steps.opener("refund")} className={buttons.primary} disabled={busy} onClick={() => steps.open("refund")} aria-expanded="false">
          {refundText(row)}…
        </button>
      )}
    </OpenCase>
  );
}

/** A closed return's outcome: what was refunded and what became of the drinks, or why it was refused. */
function ClosedOutcome({ row }: { row: AdminReturnRow }) {
  if (row.status !== "refunded") return <RefusedCase name="return" closedAt={row.closedAt} reason={row.refusalReason} />;
  return (
    <ClosedCase name="return" title={<>Refunded {row.refundedPence === null ? "" : poundsText(row.refundedPence)}</>}>
      <p className={styles.closedMeta}>
        {row.inspection ? RETURN_INSPECTION_LABELS[row.inspection] : "No inspection recorded"}
        {row.closedAt && <> · <When iso={row.closedAt} /></>}
      </p>
    </ClosedCase>
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
