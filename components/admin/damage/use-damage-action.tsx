"use client";
// The damage page's side of the shared case action (../casework/use-case-action): where an action
// on a report is posted, and what comes back.
import { postAdminAction } from "@/lib/admin/client";
import { adminDamagePath, type AdminDamageAction, type AdminDamageSuccess, type DamageReportView } from "@/lib/damage/contract";
import { useCaseAction } from "../casework/use-case-action";

/** POSTs the action to adminDamagePath with the member's token: the report as it left it, or throws the server's sentence. */
export async function damageActionRequest(reference: string, action: AdminDamageAction): Promise<DamageReportView> {
  const data = await postAdminAction<AdminDamageSuccess["data"]>(adminDamagePath(reference), action, "This damage report no longer exists.");
  return data.report;
}

/** One staff action at a time for a report (see useCaseAction). */
export const useDamageAction = (reference: string) => useCaseAction(reference, damageActionRequest);
