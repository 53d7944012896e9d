"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import type { AdminDiscountDetail, DiscountActionName } from "@/lib/admin/discounts";
import { AdminActionError, discountActionRequest } from "@/lib/admin/client";
import buttons from "../Actions.styles";

type StatusAction = Exclude<DiscountActionName, "edit">;
type Outcome = { kind: "idle" } | { kind: "done"; message: string } | { kind: "error"; message: string };

const DONE: Record<StatusAction, (code: string) => string> = {
  pause: (code) => `${code} is paused. Shoppers are told it can't be used at the moment.`,
  resume: (code) => `${code} is back on.`,
  end: (code) => `${code} has ended.`,
};

/**
 * Pause, resume and end, as the code allows now. Ending cannot be undone, so it asks first (focus
 * moves into the question and back to the button when it is dismissed).
 */
export function DiscountStatusActions({ discount }: { discount: Pick<AdminDiscountDetail, "code" | "actions"> }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const busy = sending || refreshing;
  const { actions, code } = discount;

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (wasConfirming.current) openerRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  async function run(action: StatusAction) {
    setSending(true);
    setOutcome({ kind: "idle" });
    try {
      await discountActionRequest(code, { action });
      setOutcome({ kind: "done", message: DONE[action](code) });
    } catch (caught) {
      setOutcome({ kind: "error", message: caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again." });
    } finally {
      setSending(false);
      setConfirming(false);
      startRefresh(() => router.refresh());
    }
  }

  return (
    <div className={buttons.actions} data-testid="discount-status-actions">
      <p className={outcome.kind === "done" ? buttons.done : "visually-hidden"} role="status">
        {outcome.kind === "done" ? outcome.message : ""}
      </p>
      {outcome.kind === "error" && (
        <p className={buttons.error} role="alert">
          {outcome.message}
        </p>
      )}
      {actions.end.allowed && !confirming && (
        <div className={buttons.buttons}>
          {actions.pause.allowed && (
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void run("pause")}>
              Pause
            </button>
          )}
          {actions.resume.allowed && (
            <button type="button" className={buttons.primary} disabled={busy} onClick={() => void run("resume")}>
              Resume
            </button>
          )}
          <button type="button" ref={openerRef} className={buttons.dangerOutline} disabled={busy} onClick={() => setConfirming(true)} aria-expanded="false">
            End code
          </button>
        </div>
      )}
      {confirming && (
        <div className={`${buttons.form} ${buttons.confirm}`} data-testid="discount-end-confirm">
          <p className={buttons.warning} id="discount-end-what">
            Ending {code} stops it at once, in every basket that holds it. It can&rsquo;t be resumed or edited afterwards.
          </p>
          <div className={buttons.buttons}>
            <button type="button" ref={confirmRef} className={buttons.danger} disabled={busy} onClick={() => void run("end")} aria-describedby="discount-end-what">
              End {code}
            </button>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
