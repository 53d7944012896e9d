"use client";
// The returns page's side of the shared case action (../casework/use-case-action): where an action
// on a return is posted, and what comes back.
import { postAdminAction } from "@/lib/admin/client";
import { adminReturnPath, type AdminReturnAction, type AdminReturnSuccess, type ReturnView } from "@/lib/returns/contract";
import { useCaseAction } from "../casework/use-case-action";

/** POSTs the action to adminReturnPath with the member's token: the return as it left it, or throws the server's sentence. */
export async function returnActionRequest(reference: string, action: AdminReturnAction): Promise<ReturnView> {
  const data = await postAdminAction<AdminReturnSuccess["data"]>(adminReturnPath(reference), action, "This return no longer exists.");
  return data.return;
}

/** One staff action at a time for a return (see useCaseAction). */
export const useReturnAction = (reference: string) => useCaseAction(reference, returnActionRequest);
