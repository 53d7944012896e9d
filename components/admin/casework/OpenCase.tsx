"use client";
import type { ReactNode } from "react";
import buttons from "../Actions.styles";
import type { CaseSteps } from "./CaseSteps";
import { RefusalForm, type RefusalFormProps } from "./RefusalForm";
import { CaseActionDone, type CaseActionState } from "./use-case-action";

interface OpenCaseProps<Step extends string> {
  /** "return", "damage": starts the test ids. */
  name: string;
  /** useCaseAction's answer for this case. */
  action: { busy: boolean; state: CaseActionState; standalone: boolean };
  /** useCaseSteps' answer; "refuse" is the step this component opens itself. */
  steps: CaseSteps<Step | "refuse">;
  /** The page's own step while it is open (the refund's choice, the replacement's question), else null. */
  step: ReactNode;
  /** The refusal form's words and what it posts. */
  refusal: Pick<RefusalFormProps, "consequence" | "submitText" | "maxLength" | "onRefuse">;
  /** What to do next, above the buttons. */
  hint: ReactNode;
  /** The server's refusal of the last action (CaseActionError). */
  error: ReactNode;
  /** The page's own buttons; Refuse… comes after them. */
  children: ReactNode;
}

/**
 * An open case's actions column: its own success line when no list above says it, then the open
 * step, or the hint, the server's refusal and the buttons. Refusing (a reason the customer is told)
 * is the same on every page, so it lives here; the page brings its other steps and buttons.
 */
export function OpenCase<Step extends string>({ name, action, steps, step, refusal, hint, error, children }: OpenCaseProps<Step>) {
  const { busy, state, standalone } = action;
  return (
    <div className={buttons.actions} data-testid={`${name}-actions`}>
      {standalone && <CaseActionDone name={name} state={state} />}
      {step}
      {steps.opened === "refuse" && <RefusalForm name={name} {...refusal} busy={busy} error={error} onClose={steps.close} />}
      {steps.opened === null && (
        <>
          {hint}
          {error}
          <div className={buttons.buttons}>
            {children}
            <button type="button" ref={steps.opener("refuse")} className={buttons.dangerOutline} disabled={busy} onClick={() => steps.open("refuse")} aria-expanded="false">
              Refuse…
            </button>
          </div>
        </>
      )}
    </div>
  );
}
