"use client";
import Link from "next/link";
import { useEffect, useId, useRef, useState } from "react";
import { adminOrderPath } from "@/lib/admin/contract";
import { fullDateTime, shortDateTime } from "@/lib/admin/format";
import { poundsText } from "@/lib/cart/money";
import { MAX_DAMAGE_REFUSAL_LENGTH, type AdminDamageAction, type AdminDamageRow, type DamageReportView } from "@/lib/damage/contract";
import buttons from "../Actions.module.css";
import returnActions from "../returns/ReturnActions.module.css";
import returnCard from "../returns/ReturnWorkspace.module.css";
import { DamageActionDone, DamageActionError, useDamageAction, type DamageActionState } from "./use-damage-action";

type Run = (action: AdminDamageAction, done: (result: DamageReportView) => string) => Promise<boolean>;

interface StepProps {
  row: AdminDamageRow;
  busy: boolean;
  state: DamageActionState;
  run: Run;
  onClose: () => void;
}

/** "3 Dec 2026, 14:05" in UK time, exact to the second on hover. */
export function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={fullDateTime(iso)}>
      {shortDateTime(iso)}
    </time>
  );
}

/** Focuses `target` once, when the step opens. */
function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

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
    <div className={`${buttons.form} ${returnActions.panel} ${returnActions.form}`} role="group" aria-labelledby={`${id}-what`} aria-busy={busy} data-testid="damage-replace-step">
      <p id={`${id}-what`}>
        Send {row.quantity} × {row.packText} of {row.productName} again? A new order goes to the packing queue at no charge to the customer, and the packs are taken from
        stock.
      </p>
      <DamageActionError state={state} />
      <div className={buttons.buttons}>
        <button type="button" ref={confirmRef} className={buttons.primary} disabled={busy} onClick={() => void confirm()}>
          Send the replacement
        </button>
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
          Back
        </button>
      </div>
    </div>
  );
}

/** Refuse: a reason, required, that the customer is told. */
function RefuseForm({ row, busy, state, run, onClose }: StepProps) {
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
    if (await run({ action: "refuse", reason: text }, () => `${row.reference} refused. The customer is emailed your reason.`)) onClose();
  }

  const describedBy = [`${id}-what`, `${id}-hint`, missing ? `${id}-missing` : null].filter(Boolean).join(" ");
  return (
    <form onSubmit={submit} className={`${buttons.form} ${buttons.confirm} ${returnActions.form}`} aria-busy={busy} noValidate data-testid="damage-refuse-form">
      <p className={buttons.warning} id={`${id}-what`}>
        Refusing closes the report with no refund and no replacement. The customer is told your reason. It cannot be undone.
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
          maxLength={MAX_DAMAGE_REFUSAL_LENGTH}
          required
          aria-invalid={missing || undefined}
          aria-describedby={describedBy}
        />
        <span className={buttons.hint} id={`${id}-hint`}>
          Up to {MAX_DAMAGE_REFUSAL_LENGTH} characters; {reason.length} used.
        </span>
      </div>
      {missing && (
        <p className={buttons.error} role="alert" id={`${id}-missing`} data-testid="damage-refuse-missing">
          Write the reason for refusing: the customer is told it.
        </p>
      )}
      <DamageActionError state={state} />
      <div className={buttons.buttons}>
        <button type="submit" className={buttons.danger} disabled={busy}>
          Refuse report
        </button>
        <button type="button" className={buttons.secondary} disabled={busy} onClick={onClose}>
          Back
        </button>
      </div>
    </form>
  );
}

type Opened = "none" | "replace" | "refuse";

/** A reported line's buttons: Refund acts at once; Send a replacement and Refuse open their step in place. */
function OpenDamageActions({ row }: { row: AdminDamageRow }) {
  const id = useId();
  const { busy, state, standalone, run } = useDamageAction(row.reference);
  const [opened, setOpened] = useState<Opened>("none");
  const replaceRef = useRef<HTMLButtonElement>(null);
  const refuseRef = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef<Opened>("none");

  // Focus goes back to the button that opened a step when the step closes.
  useEffect(() => {
    if (opened === "none" && wasOpened.current !== "none") (wasOpened.current === "replace" ? replaceRef : refuseRef).current?.focus();
    wasOpened.current = opened;
  }, [opened]);

  const close = () => setOpened("none");
  const stepProps = { row, busy, state, run, onClose: close };
  const pence = row.refundPreviewPence;
  const refund = () => void run({ action: "refund" }, (result) => `${row.reference} refunded: ${poundsText(result.refundedPence ?? pence ?? 0)}. The customer is emailed about the refund.`);
  return (
    <div className={buttons.actions} data-testid="damage-actions">
      {standalone && <DamageActionDone state={state} />}
      {opened === "replace" && <ReplaceStep {...stepProps} />}
      {opened === "refuse" && <RefuseForm {...stepProps} />}
      {opened === "none" && (
        <>
          <p className={buttons.hint} id={`${id}-refund`} data-testid="damage-refund-hint">
            {pence === null
              ? `Nothing is left to repay on order ${row.orderReference}. Send a replacement or refuse the report.`
              : `Refunding repays ${poundsText(pence)} through order ${row.orderReference}’s refunds. It cannot be undone.`}
          </p>
          <DamageActionError state={state} />
          <div className={buttons.buttons}>
            <button type="button" className={buttons.primary} disabled={busy || pence === null} onClick={refund} aria-describedby={`${id}-refund`}>
              {pence === null ? "Refund" : `Refund ${poundsText(pence)}`}
            </button>
            <button type="button" ref={replaceRef} className={buttons.secondary} disabled={busy} onClick={() => setOpened("replace")} aria-expanded="false">
              Send a replacement…
            </button>
            <button type="button" ref={refuseRef} className={buttons.dangerOutline} disabled={busy} onClick={() => setOpened("refuse")} aria-expanded="false">
              Refuse…
            </button>
          </div>
        </>
      )}
    </div>
  );
}

/** A closed report's outcome: what was refunded, the replacement order, or why it was refused. */
function ClosedOutcome({ row }: { row: AdminDamageRow }) {
  const when = row.closedAt ? <When iso={row.closedAt} /> : null;
  const meta = when && <span className={returnActions.closedMeta}> · {when}</span>;
  if (row.status === "refused") {
    return (
      <div className={returnActions.closed} data-testid="damage-closed">
        <p className={returnActions.closedTitle}>Refused{meta}</p>
        <p className={returnActions.closedLabel}>Reason the customer was told</p>
        <blockquote className={returnActions.quote}>{row.refusalReason ?? "No reason recorded."}</blockquote>
      </div>
    );
  }
  const replacement = row.replacementOrderReference;
  return (
    <div className={returnActions.closed} data-testid="damage-closed">
      <p className={returnActions.closedTitle}>
        {row.status === "refunded" ? `Refunded ${row.refundedPence === null ? "" : poundsText(row.refundedPence)}` : "Replacement sent"}
        {meta}
      </p>
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
    </div>
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
