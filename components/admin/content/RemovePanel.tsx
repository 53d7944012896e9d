"use client";
// Taking a piece off the site (a lesson, a playlist), asked once: readers stop seeing it at once and
// the pieces after it move up; its revisions stay on record. A refusal (it was already removed) is
// said here, in a line that takes focus; success goes to `leaveTo`.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Panel } from "../Panel";
import { ConfirmAction } from "./ConfirmAction";
import { refusalOf } from "./story-form-values";
import story from "./StoryWorkspace.styles";
import status from "./StoryStatusPanel.styles";

export interface RemovePanelProps {
  /** The panel's id stem ("lesson-remove"). */
  id: string;
  title: string;
  hint: string;
  /** The button ("Remove lesson"), and the question it asks first. */
  label: string;
  question: string;
  /** A save or restore is being sent: removing waits. */
  busy: boolean;
  /** Removes it, or throws the server's refusal. */
  remove: () => Promise<void>;
  /** Where the editor goes once it is removed. */
  leaveTo: string;
}

export function RemovePanel({ id, title, hint, label, question, busy, remove, leaveTo }: RemovePanelProps) {
  const router = useRouter();
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState("");
  const errorRef = useRef<HTMLParagraphElement>(null);
  async function confirm() {
    setRemoving(true);
    setError("");
    try {
      await remove();
      router.push(leaveTo);
    } catch (caught) {
      setError(refusalOf(caught).message);
      setRemoving(false);
      requestAnimationFrame(() => errorRef.current?.focus());
    }
    return true;
  }
  return (
    <Panel id={id} title={title}>
      <p className={story.hint}>{hint}</p>
      <ConfirmAction busy={busy || removing} label={label} confirmLabel="Yes, remove it" variant="danger" question={question} onConfirm={confirm} />
      <p ref={errorRef} className={error ? status.error : undefined} role="status" aria-live="polite" tabIndex={-1}>
        {error}
      </p>
    </Panel>
  );
}
