"use client";
// One staff action on an order at a time, and its outcome, for the order's panels; the request is
// adminOrderRequest (lib/admin/client.ts).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { AdminActionError, adminOrderRequest } from "@/lib/admin/client";
import type { AdminOrderAction, AdminOrderDetail } from "@/lib/admin/contract";

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
