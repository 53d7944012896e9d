"use client";
import Link from "next/link";
import { useId } from "react";
import { adminOrderPath } from "@/lib/admin/contract";
import { poundsText } from "@/lib/cart/money";
import { MAX_DAMAGE_REFUSAL_LENGTH, type AdminDamageAction, type AdminDamageRow, type DamageReportView } from "@/lib/damage/contract";
import { ClosedCase, ClosedWhen, RefusedCase } from "../casework/ClosedCase";
import { StepButtons, stepPanelClass, useCaseSteps, useFocusOnOpen } from "../casework/CaseSteps";
import { OpenCase } from "../casework/OpenCase";
import { CaseActionError, type CaseActionState, type CaseRun } from "../casework/use-case-action";
import buttons from "../Actions.styles";
import returnCard from "../returns/ReturnWorkspace.styles";
import { useDamageAction } from "./use-damage-action";

interface StepProps {
  row: AdminDamageRow;
  busy: boolean;
  state: CaseActionState;
  run: CaseRun<AdminDamageAction, DamageReportView>;
  onClose: () => void;
}

/** The server's refusal of a report's action, beside its buttons. It takes focus: the button that was pressed is disabled, or gone with its row. */
const ActionError = ({ state }: { state: CaseActionState }) => <CaseActionError name="damage" takeFocus state={state} />;

/** Replace: one question first, since it puts a new order in the packing queue and takes stock. */
function ReplaceStep({ row, busy, state, run, onClose }: StepProps) {
  const id = useId();
  const confirmRef = useFocusOnOpen<HTMLButtonElement>();
  const done = ({ replacementOrderReference: order }: DamageReportView) =>
    `${row.reference}: ${order ? `replacement order ${order}` : "the replacement"} is in the packing queue. The customer is emailed.`;
  async function confirm() {
    if (await run({ action: "replace" }, done)) onClose();
  }
  return (
    <div className={stepPanelClass} role="group" aria-labelledby={`${id}-what`} aria-busy={busy} data-testid="damage-replace-step">
      <p id={`${id}-what`}>
        Send {row.quantity} × {row.packText} of {row.productName} again? A new order goes to the packing queue at no charge to the customer, and the packs are taken from
        stock.
      </p>
      <ActionError state={state} />
      <StepButtons busy={busy} onBack={onClose}>
        <button type="button" ref={confirmRef} className={buttons.primary} disabled={busy} onClick={() => void confirm()}>
          Send the replacement
        </button>
      </StepButtons>
    </div>
  );
}

/** A reported line's buttons: Refund acts at once; Send a replacement and Refuse open their step in place. */
function OpenDamageActions({ row }: { row: AdminDamageRow }) {
  const id = useId();
  const action = useDamageAction(row.reference);
  const { busy, state, run } = action;
  const steps = useCaseSteps<"replace" | "refuse">();
  const pence = row.refundPreviewPence;
  const refusal = {
    consequence: "Refusing closes the report with no refund and no replacement.",
    submitText: "Refuse report",
    maxLength: MAX_DAMAGE_REFUSAL_LENGTH,
    onRefuse: (reason: string) => run({ action: "refuse", reason }, () => `${row.reference} refused. The customer is emailed your reason.`),
  };
  const refund = () => void run({ action: "refund" }, (result) => `${row.reference} refunded: ${poundsText(result.refundedPence ?? pence ?? 0)}. The customer is emailed about the refund.`);
  const step = steps.opened === "replace" ? <ReplaceStep row={row} busy={busy} state={state} run={run} onClose={steps.close} /> : null;
  const hint = (
    <p className={buttons.hint} id={`${id}-refund`} data-testid="damage-refund-hint">
      {pence === null
        ? `Nothing is left to repay on order ${row.orderReference}. Send a replacement or refuse the report.`
        : `Refunding repays ${poundsText(pence)} through order ${row.orderReference}’s refunds. It cannot be undone.`}
    </p>
  );
  return (
    <OpenCase name="damage" action={action} steps={steps} step={step} refusal={refusal} hint={hint} error={<ActionError state={state} />}>
      <button type="button" className={buttons.primary} disabled={busy || pence === null} onClick={refund} aria-describedby={`${id}-refund`}>
        {pence === null ? "Refund" : `Refund ${poundsText(pence)}`}
      </button>
      <button type="button" ref={steps.opener("replace")} className={buttons.secondary} disabled={busy} onClick={() => steps.open("replace")} aria-expanded="false">
        Send a replacement…
      </button>
    </OpenCase>
  );
}

/** A closed report's outcome: what was refunded, the replacement order, or why it was refused. */
function ClosedOutcome({ row }: { row: AdminDamageRow }) {
  if (row.status === "refused") return <RefusedCase name="damage" closedAt={row.closedAt} reason={row.refusalReason} />;
  const replacement = row.replacementOrderReference;
  const title = row.status === "refunded" ? `Refunded ${row.refundedPence === null ? "" : poundsText(row.refundedPence)}` : "Replacement sent";
  return (
    <ClosedCase name="damage" title={<>{title}<ClosedWhen closedAt={row.closedAt} /></>}>
      {row.status === "replaced" && (
        <p>
          {replacement ? (
            <Link href={adminOrderPath(replacement)} className={returnCard.order} data-testid="damage-replacement-link">
              Replacement order {replacement}
            </Link>
          ) : (
            "No replacement order recorded."
          )}
        </p>
      )}
    </ClosedCase>
  );
}

/**
 * What staff can do to one reported line: refund it, send it again at no charge, or refuse it with
 * a reason; a closed report shows its outcome instead. Each action goes to the API, then the list
 * re-renders from the server.
 */
export function DamageActions({ row }: { row: AdminDamageRow }) {
  if (row.status !== "reported") return <ClosedOutcome row={row} />;
  return <OpenDamageActions row={row} />;
}
