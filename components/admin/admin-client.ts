"use client";
// The browser's side of the back office's API: one staff action at a time (postAdminAction, used by
// the order, product and discount pages), and for orders the action and its outcome as a hook.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { adminOrderApiPath, type AdminOrderAction, type AdminOrderActionSuccess, type AdminOrderDetail } from "@/lib/admin/contract";

export class AdminActionError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    /** Sentences for form fields, by field name, when the server names them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const FALLBACK: Record<number, string> = {
  401: "Your sign-in has expired. Sign in again, then repeat this.",
  403: "Your account is not allowed to do this.",
  429: "Too many changes in a short time. Wait a moment, then try again.",
};

/**
 * POSTs one staff action to the back office's API with the member's current token (refreshed first,
 * which also rewrites the afcfbtoken cookie) as a Bearer header: the API refuses a write that has
 * only the cookie (api-routes/admin/staff-auth.ts), so no token means a 401. Answers the `data`
 * of a success, or throws the server's sentence (`notFound` for a 404 that brought none).
 */
export async function postAdminAction<Data>(path: string, body: unknown, notFound: string): Promise<Data> {
  const { currentToken } = await import("@/lib/auth/browser-session");
  const token = await currentToken().catch(() => "");
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AdminActionError("We couldn't reach the server. Check the connection and try again.", 0, null);
  }
  const answer = (await response.json().catch(() => ({}))) as { data?: Data; code?: string; message?: string; fields?: Record<string, string> };
  if (!response.ok || !answer.data) {
    const message = answer.message ?? (response.status === 404 ? notFound : FALLBACK[response.status]) ?? "Something went wrong. Nothing was changed; try again.";
    throw new AdminActionError(message, response.status, answer.code ?? null, answer.fields);
  }
  return answer.data;
}

export async function adminOrderRequest(reference: string, action: AdminOrderAction): Promise<AdminOrderDetail> {
  const data = await postAdminAction<AdminOrderActionSuccess["data"]>(adminOrderApiPath(reference), action, "This order no longer exists.");
  return data.order;
}

type ActionName = AdminOrderAction["action"];

/** The last action's outcome, and which action it was (so its form shows the refusal beside it). */
export type ActionState = { kind: "idle" } | { kind: "error"; action: ActionName; message: string } | { kind: "done"; action: ActionName; message: string };

/**
 * One staff action at a time for a panel: `busy` while the request runs and the page re-renders
 * from the server, the refusal's sentence or a success line in `state`.
 */
export function useOrderAction(reference: string) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [state, setState] = useState<ActionState>({ kind: "idle" });

  async function run(action: AdminOrderAction, done: string | ((order: AdminOrderDetail) => string)): Promise<AdminOrderDetail | null> {
    setSending(true);
    setState({ kind: "idle" });
    try {
      const order = await adminOrderRequest(reference, action);
      setState({ kind: "done", action: action.action, message: typeof done === "string" ? done : done(order) });
      startRefresh(() => router.refresh());
      return order;
    } catch (caught) {
      setState({
        kind: "error",
        action: action.action,
        message: caught instanceof AdminActionError ? caught.message : "Something went wrong. Try again.",
      });
      // A 409 means the order moved on (another member, another tab): show what it is now.
      if (caught instanceof AdminActionError && caught.status === 409) startRefresh(() => router.refresh());
      return null;
    } finally {
      setSending(false);
    }
  }

  return { busy: sending || refreshing, state, run, reset: () => setState({ kind: "idle" }) };
}
