"use client";
// One staff action on a case (a return, a damage report) at a time, and what came of it. The list
// re-renders from the server after each action, and a case that leaves the tab (refunded from
// "Open") takes its row with it, so the outcome lives above the rows (CaseOutcomeProvider) and is
// said there; a refusal is said beside the case's buttons while the case is still listed.
// `name` ("return", "damage") starts each test id, so both pages keep their own.
import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import { AdminActionError } from "@/lib/admin/client";
import buttons from "../Actions.styles";
import styles from "../returns/ReturnWorkspace.styles";

/** The last action's outcome: which case, which action, and the sentence to say. */
export type CaseActionState = { kind: "idle" } | { kind: "done" | "error"; reference: string; action: string; message: string };

/** Posts one action on case `reference`: the case as it left it, or throws the server's AdminActionError. */
export type CaseRequest<Action, Result> = (reference: string, action: Action) => Promise<Result>;

/** Runs an action; `done` words its success from the server's answer. Answers whether it went through. */
export type CaseRun<Action, Result> = (action: Action, done: (result: Result) => string) => Promise<boolean>;

type Shared = [CaseActionState, (next: CaseActionState) => void];

const OutcomeContext = createContext<Shared | null>(null);

/** Holds the last outcome for the rows inside it (one list, one outcome at a time). */
export function CaseOutcomeProvider({ children }: { children: ReactNode }) {
  const shared = useState<CaseActionState>({ kind: "idle" });
  return <OutcomeContext.Provider value={shared}>{children}</OutcomeContext.Provider>;
}

/** A polite live line for what just happened, always present so it is announced. */
export function CaseActionDone({ name, state }: { name: string; state: CaseActionState }) {
  return (
    <p className={state.kind === "done" ? buttons.done : "visually-hidden"} role="status" data-testid={`${name}-action-done`}>
      {state.kind === "done" ? state.message : ""}
    </p>
  );
}

interface CaseActionErrorProps {
  name: string;
  state: CaseActionState;
  /** Move focus to the sentence when it appears (the damage page: the pressed button is disabled, or gone with its row). */
  takeFocus?: boolean;
}

/** The server's refusal (an alert), or nothing. */
export function CaseActionError({ name, state, takeFocus = false }: CaseActionErrorProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const message = state.kind === "error" ? state.message : null;
  useEffect(() => {
    if (takeFocus && message) ref.current?.focus();
  }, [takeFocus, message]);
  if (!message) return null;
  return (
    <p ref={ref} tabIndex={takeFocus ? -1 : undefined} className={buttons.error} role="alert" data-testid={`${name}-action-error`}>
      {message}
    </p>
  );
}

/**
 * Above the rows: the last success, and a refusal whose case is no longer listed (another member
 * moved it on and the list was re-read). `references` are the cases listed now.
 */
export function CaseOutcomeMessage({ references, ...voice }: Omit<CaseActionErrorProps, "state"> & { references: string[] }) {
  const shared = useContext(OutcomeContext);
  if (!shared) return null;
  const [state] = shared;
  const orphan = state.kind === "error" && !references.includes(state.reference);
  return (
    <div className={state.kind === "done" || orphan ? styles.outcome : undefined} data-testid={`${voice.name}-outcome`}>
      <CaseActionDone name={voice.name} state={state} />
      {orphan && <CaseActionError {...voice} state={state} />}
    </div>
  );
}

/**
 * One staff action at a time for case `reference`, posted with `request`: `busy` while the request
 * runs and the list re-renders from the server; `state` is this case's last outcome (shared with the
 * list above when there is one, `standalone` otherwise, when the row must say its own success).
 */
export function useCaseAction<Action extends { action: string }, Result>(reference: string, request: CaseRequest<Action, Result>) {
  const router = useRouter();
  const shared = useContext(OutcomeContext);
  const local = useState<CaseActionState>({ kind: "idle" });
  const [outcome, setOutcome] = shared ?? local;
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  const run: CaseRun<Action, Result> = async (action, done) => {
    setSending(true);
    setOutcome({ kind: "idle" });
    try {
      const result = await request(reference, action);
      setOutcome({ kind: "done", reference, action: action.action, message: done(result) });
      startRefresh(() => router.refresh());
      return true;
    } catch (caught) {
      const message = caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again.";
      setOutcome({ kind: "error", reference, action: action.action, message });
      // A 409 means the case moved on (another member, another tab): show what it is now.
      if (caught instanceof AdminActionError && caught.status === 409) startRefresh(() => router.refresh());
      return false;
    } finally {
      setSending(false);
    }
  };

  const mine: CaseActionState = outcome.kind !== "idle" && outcome.reference === reference ? outcome : { kind: "idle" };
  return { busy: sending || refreshing, state: mine, standalone: shared === null, run };
}
