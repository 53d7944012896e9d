"use client";
// One staff action on a conversation at a time (reply, close, reopen), and what came of it. The
// page re-renders from the server after each, and the form that ran it says the outcome: the
// conversation stays on the page, so its forms (and their state) stay too.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { AdminActionError, postAdminAction } from "@/lib/admin/client";
import { adminThreadPath, type AdminThreadAction, type AdminThreadDetail, type AdminThreadSuccess } from "@/lib/support/contract";
import buttons from "../Actions.styles";

export type ThreadActionState = { kind: "idle" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** A polite live line for what just happened, always present so it is announced. */
export function ThreadActionDone({ state, testId }: { state: ThreadActionState; testId: string }) {
  return (
    <p className={state.kind === "done" ? buttons.done : "visually-hidden"} role="status" data-testid={testId}>
      {state.kind === "done" ? state.message : ""}
    </p>
  );
}

/** The server's refusal (an alert), or nothing. */
export function ThreadActionError({ state, id }: { state: ThreadActionState; id?: string }) {
  if (state.kind !== "error") return null;
  return (
    <p className={buttons.error} role="alert" id={id} data-testid="thread-action-error">
      {state.message}
    </p>
  );
}

/** POSTs the action to adminThreadPath with the member's token: the conversation as it left it, or throws the server's sentence. */
export async function threadActionRequest(reference: string, action: AdminThreadAction): Promise<AdminThreadDetail> {
  const data = await postAdminAction<AdminThreadSuccess["data"]>(adminThreadPath(reference), action, "This conversation no longer exists.");
  return data.thread;
}

/**
 * One staff action at a time on the conversation `reference`: `busy` while the request runs and the
 * page re-renders from the server; `state` is the last outcome. `run` answers whether it went through.
 */
export function useThreadAction(reference: string) {
  const router = useRouter();
  const [state, setState] = useState<ThreadActionState>({ kind: "idle" });
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();

  async function run(action: AdminThreadAction, done: (thread: AdminThreadDetail) => string): Promise<boolean> {
    setSending(true);
    setState({ kind: "idle" });
    try {
      const thread = await threadActionRequest(reference, action);
      setState({ kind: "done", message: done(thread) });
      startRefresh(() => router.refresh());
      return true;
    } catch (caught) {
      setState({ kind: "error", message: caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again." });
      // A 409 means the conversation moved on (another member, another tab): show what it is now.
      if (caught instanceof AdminActionError && caught.status === 409) startRefresh(() => router.refresh());
      return false;
    } finally {
      setSending(false);
    }
  }

  /** Forgets the last outcome (the member is writing something new). */
  const reset = () => setState((current) => (current.kind === "idle" ? current : { kind: "idle" }));

  return { busy: sending || refreshing, state, run, reset };
}
