"use client";
// One staff action on a return at a time, and what came of it. The list re-renders from the server
// after each action, and a return that leaves the tab (refunded from "Open") takes its row with
// it, so the outcome lives above the rows (ReturnOutcomeProvider) and is said there; a refusal is
// said beside the return's buttons while the return is still listed.
import { useRouter } from "next/navigation";
import { createContext, useContext, useState, useTransition, type ReactNode } from "react";
import { AdminActionError, postAdminAction } from "@/lib/admin/client";
import { adminReturnPath, type AdminReturnAction, type AdminReturnSuccess, type ReturnView } from "@/lib/returns/contract";
import buttons from "../Actions.module.css";
import styles from "./ReturnWorkspace.module.css";

export type ReturnActionName = AdminReturnAction["action"];

/** The last action's outcome: which return, which action, and the sentence to say. */
export type ReturnActionState =
  | { kind: "idle" }
  | { kind: "done"; reference: string; action: ReturnActionName; message: string }
  | { kind: "error"; reference: string; action: ReturnActionName; message: string };

type Shared = [ReturnActionState, (next: ReturnActionState) => void];

const OutcomeContext = createContext<Shared | null>(null);

/** Holds the last outcome for the rows inside it (one list, one outcome at a time). */
export function ReturnOutcomeProvider({ children }: { children: ReactNode }) {
  const shared = useState<ReturnActionState>({ kind: "idle" });
  return <OutcomeContext.Provider value={shared}>{children}</OutcomeContext.Provider>;
}

/** A polite live line for what just happened, always present so it is announced. */
export function ReturnActionDone({ state }: { state: ReturnActionState }) {
  return (
    <p className={state.kind === "done" ? buttons.done : "visually-hidden"} role="status" data-testid="return-action-done">
      {state.kind === "done" ? state.message : ""}
    </p>
  );
}

/** The server's refusal (an alert), or nothing. */
export function ReturnActionError({ state, id }: { state: ReturnActionState; id?: string }) {
  if (state.kind !== "error") return null;
  return (
    <p className={buttons.error} role="alert" id={id} data-testid="return-action-error">
      {state.message}
    </p>
  );
}

/**
 * Above the rows: the last success, and a refusal whose return is no longer listed (another
 * member moved it on and the list was re-read). `references` are the returns listed now.
 */
export function ReturnOutcomeMessage({ references }: { references: string[] }) {
  const shared = useContext(OutcomeContext);
  if (!shared) return null;
  const [state] = shared;
  const orphan = state.kind === "error" && !references.includes(state.reference);
  return (
    <div className={state.kind === "done" || orphan ? styles.outcome : undefined} data-testid="return-outcome">
      <ReturnActionDone state={state} />
      {orphan && <ReturnActionError state={state} />}
    </div>
  );
}

/** POSTs the action to adminReturnPath with the member's token: the return as it left it, or throws the server's sentence. */
export async function returnActionRequest(reference: string, action: AdminReturnAction): Promise<ReturnView> {
  const data = await postAdminAction<AdminReturnSuccess["data"]>(adminReturnPath(reference), action, "This return no longer exists.");
  return data.return;
}

/**
 * One staff action at a time for a return: `busy` while the request runs and the list re-renders
 * from the server; `state` is this return's last outcome (shared with the list above when there is
 * one, `standalone` otherwise, when the row must say its own success).
 */
export function useReturnAction(reference: string) {
  const router = useRouter();
  const shared = useContext(OutcomeContext);
  const local = useState<ReturnActionState>({ kind: "idle" });
  const [outcome, setOutcome] = shared ?? local;
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function run(action: AdminReturnAction, done: (result: ReturnView) => string): Promise<boolean> {
    setSending(true);
    setOutcome({ kind: "idle" });
    try {
      const result = await returnActionRequest(reference, action);
      setOutcome({ kind: "done", reference, action: action.action, message: done(result) });
      startRefresh(() => router.refresh());
      return true;
    } catch (caught) {
      const message = caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again.";
      setOutcome({ kind: "error", reference, action: action.action, message });
      // A 409 means the return moved on (another member, another tab): show what it is now.
      if (caught instanceof AdminActionError && caught.status === 409) startRefresh(() => router.refresh());
      return false;
    } finally {
      setSending(false);
    }
  }

  const mine: ReturnActionState = outcome.kind !== "idle" && outcome.reference === reference ? outcome : { kind: "idle" };
  return { busy: sending || refreshing, state: mine, standalone: shared === null, run };
}
