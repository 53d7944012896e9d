"use client";
import type { ThreadStatus } from "@/lib/support/contract";
import { ThreadActionDone, ThreadActionError, useThreadAction } from "./use-thread-action";
import buttons from "../Actions.styles";

const HINTS: Record<ThreadStatus, string> = {
  open: "The customer is waiting for an answer. Close it only if nothing more is needed.",
  answered: "We answered last. Close it when nothing more is needed; if the customer writes again it opens again.",
  closed: "Done. If the customer writes again it opens again; reopen it to put it back in Waiting for us.",
};

/** Close an open or answered conversation, or reopen a closed one (back to "Waiting for us"). */
export function ThreadStatusActions({ reference, status }: { reference: string; status: ThreadStatus }) {
  const { busy, state, run } = useThreadAction(reference);
  return (
    <div className={buttons.actions} data-testid="thread-status-actions">
      <p className={buttons.hint}>{HINTS[status]}</p>
      <ThreadActionError state={state} />
      <div className={buttons.buttons}>
        {status === "closed" ? (
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void run({ action: "reopen" }, () => `${reference} reopened: it is waiting for us again.`)}>
            Reopen conversation
          </button>
        ) : (
          <button type="button" className={buttons.secondary} disabled={busy} onClick={() => void run({ action: "close" }, () => `${reference} closed.`)}>
            Close conversation
          </button>
        )}
      </div>
      <ThreadActionDone state={state} testId="thread-status-done" />
    </div>
  );
}
