"use client";
// One staff action on a damage report at a time, and what came of it. The list re-renders from the
// server after each action, and a report that leaves the tab (refunded from "Open") takes its row
// with it, so the outcome lives above the rows (DamageOutcomeProvider) and is said there; a refusal
// is said beside the report's buttons while the report is still listed.
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { AdminActionError, postAdminAction } from "@/lib/admin/client";
import { adminDamagePath, type AdminDamageAction, type AdminDamageSuccess, type DamageReportView } from "@/lib/damage/contract";
import buttons from "../Actions.module.css";
import styles from "../returns/ReturnWorkspace.module.css";

/** The last action's outcome: which report, and the sentence to say. */
export type DamageActionState = { kind: "idle" } | { kind: "done" | "error"; reference: string; message: string };

type Shared = [DamageActionState, (next: DamageActionState) => void];

const OutcomeContext = createContext<Shared | null>(null);

/** Holds the last outcome for the rows inside it (one list, one outcome at a time). */
export function DamageOutcomeProvider({ children }: { children: ReactNode }) {
  const shared = useState<DamageActionState>({ kind: "idle" });
  return <OutcomeContext.Provider value={shared}>{children}</OutcomeContext.Provider>;
}

/** A polite live line for what just happened, always present so it is announced. */
export function DamageActionDone({ state }: { state: DamageActionState }) {
  return (
    <p className={state.kind === "done" ? buttons.done : "visually-hidden"} role="status" data-testid="damage-action-done">
      {state.kind === "done" ? state.message : ""}
    </p>
  );
}

/** The server's refusal (an alert), or nothing. It takes focus: the button that was pressed is disabled, or gone with its row. */
export function DamageActionError({ state }: { state: DamageActionState }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = state.kind === "error" ? state.message : null;
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p ref={ref} tabIndex={-1} className={buttons.error} role="alert" data-testid="damage-action-error">
      {message}
    </p>
  );
}

/**
 * Above the rows: the last success, and a refusal whose report is no longer listed (another member
 * moved it on and the list was re-read). `references` are the reports listed now.
 */
export function DamageOutcomeMessage({ references }: { references: string[] }) {
  const shared = useContext(OutcomeContext);
  if (!shared) return null;
  const [state] = shared;
  const orphan = state.kind === "error" && !references.includes(state.reference);
  return (
    <div className={state.kind === "done" || orphan ? styles.outcome : undefined} data-testid="damage-outcome">
      <DamageActionDone state={state} />
      {orphan && <DamageActionError state={state} />}
    </div>
  );
}

/** POSTs the action to adminDamagePath with the member's token: the report as it left it, or throws the server's sentence. */
export async function damageActionRequest(reference: string, action: AdminDamageAction): Promise<DamageReportView> {
  const data = await postAdminAction<AdminDamageSuccess["data"]>(adminDamagePath(reference), action, "This damage report no longer exists.");
  return data.report;
}

/**
 * One staff action at a time for a report: `busy` while the request runs and the list re-renders
 * from the server; `state` is this report's last outcome (shared with the list above when there is
 * one, `standalone` otherwise, when the row must say its own success).
 */
export function useDamageAction(reference: string) {
  const router = useRouter();
  const shared = useContext(OutcomeContext);
  const local = useState<DamageActionState>({ kind: "idle" });
  const [outcome, setOutcome] = shared ?? local;
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function run(action: AdminDamageAction, done: (result: DamageReportView) => string): Promise<boolean> {
    setSending(true);
    setOutcome({ kind: "idle" });
    try {
      const result = await damageActionRequest(reference, action);
      setOutcome({ kind: "done", reference, message: done(result) });
      startRefresh(() => router.refresh());
      return true;
    } catch (caught) {
      const message = caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again.";
      setOutcome({ kind: "error", reference, message });
      // A 409 means the report moved on (another member, another tab): show what it is now.
      if (caught instanceof AdminActionError && caught.status === 409) startRefresh(() => router.refresh());
      return false;
    } finally {
      setSending(false);
    }
  }

  const mine: DamageActionState = outcome.kind !== "idle" && outcome.reference === reference ? outcome : { kind: "idle" };
  return { busy: sending || refreshing, state: mine, standalone: shared === null, run };
}
