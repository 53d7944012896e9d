import type { AdminThreadSuccess } from "@/lib/support/contract";
import { adminThreadActionSchema } from "@/lib/support/schemas";
import { applyThreadAction } from "@/lib/server/support/thread-actions";
import { json, jsonError, readJsonBody, siteOrigin, withDatabase } from "../http";
import { authoriseStaff } from "./staff-auth";

// POST /api/admin/inbox/<reference> (adminThreadPath in lib/support/contract.ts): staff reply to a
// conversation (emailed to the customer), close or reopen it. Staff only (./staff-auth.ts).

const MAX_THREAD_ACTION_BODY_BYTES = 16 * 1024;

type Context = { params: Promise<{ reference: string }> };

export async function handleThreadAction(request: Request, context: Context): Promise<Response> {
  const auth = await authoriseStaff(request);
  if ("response" in auth) return auth.response;
  const body = await readJsonBody(request, MAX_THREAD_ACTION_BODY_BYTES, adminThreadActionSchema);
  if (!body.ok) return body.response;
  const { reference } = await context.params;
  return withDatabase(async () => {
    const outcome = await applyThreadAction(auth.member, reference, body.data, siteOrigin(request));
    return outcome.ok ? json({ data: { thread: outcome.value } } satisfies AdminThreadSuccess) : jsonError(outcome.status, outcome.code, outcome.message);
  });
}
