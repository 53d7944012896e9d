"use client";
// A case's steps: a button opens a step (a form or a question) in place of the buttons; Back, or
// the step going through, closes it and focus goes back to the button that opened it.
import { useEffect, useRef, useState, type ReactNode } from "react";
import buttons from "../Actions.styles";
import actions from "../returns/ReturnActions.styles";

/** A step's panel (the refund's choice, the replacement's question): the returns page's look on both pages. */
export const stepPanelClass = `${buttons.form} ${actions.panel} ${actions.form}`;

/** A ref that is focused once, when the step opens. */
export function useFocusOnOpen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}

/** Which step of a case is open, and the means to open and close them (useCaseSteps). */
export interface CaseSteps<Step extends string> {
  /** The open step; null while the buttons show. */
  opened: Step | null;
  open: (step: Step) => void;
  close: () => void;
  /** The ref of the button that opens `step`. */
  opener: (step: Step) => (button: HTMLButtonElement | null) => void;
}

/**
 * Which step is open (null: the buttons show). `opener(step)` is the ref of the button that opens
 * `step`: focus goes back to it when the step closes, so the keyboard stays where it was.
 */
export function useCaseSteps<Step extends string>(): CaseSteps<Step> {
  const [opened, setOpened] = useState<Step | null>(null);
  const openers = useRef(new Map<Step, HTMLButtonElement>());
  const wasOpened = useRef<Step | null>(null);

  useEffect(() => {
    if (opened === null && wasOpened.current !== null) openers.current.get(wasOpened.current)?.focus();
    wasOpened.current = opened;
  }, [opened]);

  const opener = (step: Step) => (button: HTMLButtonElement | null) => {
    if (button) openers.current.set(step, button);
    else openers.current.delete(step);
  };
  return { opened, open: (step: Step) => setOpened(step), close: () => setOpened(null), opener };
}

/** A step's buttons: its own (the one that acts) first, then Back, which closes the step. */
export function StepButtons({ busy, onBack, children }: { busy: boolean; onBack: () => void; children: ReactNode }) {
  return (
    <div className={buttons.buttons}>
      {children}
      <button type="button" className={buttons.secondary} disabled={busy} onClick={onBack}>
        Back
      </button>
    </div>
  );
}
